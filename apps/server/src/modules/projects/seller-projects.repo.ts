// The projects of an artist or label as the staff side reads them, projects' half of merging two
// artists or labels (docs/admin.md "Artists, labels and shops"): the duplicate's projects move to the kept
// one, in the caller's transaction; and whether an artist has projects on a label, as a condition of the
// label page's query (sellers', decision 0017).
import { schema, type Db, type Tx } from '@spindle/db';
import { artistNameAfterMerge, type ProjectStep, type SellerKind } from '@spindle/domain';
import { and, count, desc, eq, exists, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const { projects } = schema;

const sellerColumn = (kind: SellerKind) => (kind === 'artist' ? projects.artistId : projects.labelId);

const LISTED = {
  id: projects.id,
  name: projects.name,
  artistName: projects.artistName,
  step: projects.step,
  createdAt: projects.createdAt,
};

/** Every project of an artist or label, newest first. */
export async function projectsOfSeller(db: Db, kind: SellerKind, sellerId: number) {
  return db
    .select(LISTED)
    .from(projects)
    .where(eq(sellerColumn(kind), sellerId))
    .orderBy(desc(projects.createdAt), desc(projects.id));
}

/** How many projects each of these artists (or labels) has. */
export async function projectCountsOfSellers(
  db: Db,
  kind: SellerKind,
  sellerIds: readonly number[],
): Promise<Map<number, number>> {
  if (sellerIds.length === 0) return new Map();
  const column = sellerColumn(kind);
  const rows = await db
    .select({ sellerId: column, total: count() })
    .from(projects)
    .where(inArray(column, [...new Set(sellerIds)]))
    .groupBy(column);
  return new Map(rows.flatMap((row) => (row.sellerId === null ? [] : [[row.sellerId, row.total] as const])));
}

/** Projects by id (a shop's list), in no particular order. */
export async function projectsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(LISTED)
    .from(projects)
    .where(inArray(projects.id, [...new Set(ids)]));
}

/**
 * Moves every project of the duplicate artist (or label) to the kept one; a project that showed the
 * duplicate's name as its artist name shows the kept one's (packages/domain artistNameAfterMerge).
 * Answers how many moved.
 */
export async function reassignSellerProjects(
  tx: Tx,
  kind: SellerKind,
  move: { fromId: number; toId: number; fromName: string; toName: string },
): Promise<number> {
  const column = sellerColumn(kind);
  const rows = await tx
    .select({ id: projects.id, artistName: projects.artistName })
    .from(projects)
    .where(eq(column, move.fromId))
    .for('update');
  if (rows.length === 0) return 0;
  const renamed =
    kind === 'artist'
      ? rows.filter((row) => artistNameAfterMerge(row.artistName, move.fromName, move.toName) !== row.artistName)
      : [];
  const at = new Date();
  if (renamed.length > 0)
    await tx
      .update(projects)
      .set({ artistName: move.toName, updatedAt: at })
      .where(
        inArray(
          projects.id,
          renamed.map((row) => row.id),
        ),
      );
  await tx
    .update(projects)
    .set(kind === 'artist' ? { artistId: move.toId, updatedAt: at } : { labelId: move.toId, updatedAt: at })
    .where(eq(column, move.fromId));
  return rows.length;
}

/** Whether the artist whose id is `artistId` (a column of the caller's query) has a project in `steps` on the label. */
export function hasProjectOnLabel(db: Db, artistId: AnyColumn, labelId: number, steps: readonly ProjectStep[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(projects)
      .where(and(eq(projects.artistId, artistId), eq(projects.labelId, labelId), inArray(projects.step, [...steps]))),
  );
}
