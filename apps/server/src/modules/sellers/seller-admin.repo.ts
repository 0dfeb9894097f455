// The staff's side of artists and labels (docs/admin.md "Artists, labels and shops"): the list with its
// followers, one seller's row, its profile changes, and the sellers' half of a merge (follows, the page
// owner, the redirect of the duplicate's page), all in the caller's transaction where one is given.
import { schema, type Db, type Tx, containsPattern } from '@spindle/db';
import { followsAfterMerge, type SellerKind } from '@spindle/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';

const { artists, labels, follows, sellerMerges } = schema;

const tableOf = (kind: SellerKind) => (kind === 'artist' ? artists : labels);
const followColumn = (kind: SellerKind) => (kind === 'artist' ? follows.artistId : follows.labelId);

/** A seller's row as the staff side reads it (an artist's bio and a label's description alike). */
export interface SellerAdminRow {
  id: number;
  name: string;
  slug: string;
  countryId: string | null;
  userId: number | null;
  picture: string | null;
  aboutEn: string | null;
  aboutFr: string | null;
  links: string[];
  createdAt: Date;
}

/** The columns a profile change sets. */
export interface SellerProfileValues {
  name: string;
  slug: string;
  countryId: string | null;
  aboutEn: string | null;
  aboutFr: string | null;
  links: string[];
}

function columnsOf(kind: SellerKind) {
  if (kind === 'artist') {
    const t = artists;
    return {
      id: t.id,
      name: t.name,
      slug: t.slug,
      countryId: t.countryId,
      userId: t.userId,
      picture: t.picture,
      aboutEn: t.bioEn,
      aboutFr: t.bioFr,
      links: t.links,
      createdAt: t.createdAt,
    };
  }
  const t = labels;
  return {
    id: t.id,
    name: t.name,
    slug: t.slug,
    countryId: t.countryId,
    userId: t.userId,
    picture: t.picture,
    aboutEn: t.descriptionEn,
    aboutFr: t.descriptionFr,
    links: t.links,
    createdAt: t.createdAt,
  };
}

/** The columns of the profile values. */
function setOf(kind: SellerKind, values: SellerProfileValues) {
  const about =
    kind === 'artist'
      ? { bioEn: values.aboutEn, bioFr: values.aboutFr }
      : { descriptionEn: values.aboutEn, descriptionFr: values.aboutFr };
  return {
    name: values.name,
    slug: values.slug,
    countryId: values.countryId,
    links: values.links,
    ...about,
    updatedAt: new Date(),
  };
}

export interface SellerListQuery {
  q?: string | undefined;
  sort: 'name' | 'id' | 'created_at';
  dir: 'asc' | 'desc';
  page: number;
  per_page: number;
}

function filterOf(kind: SellerKind, q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const table = tableOf(kind);
  const byName = ilike(table.name, containsPattern(q));
  return /^#?\d{1,9}$/.test(q) ? or(eq(table.id, Number(q.replace('#', ''))), byName) : byName;
}

async function listSellers(db: Db, kind: SellerKind, query: SellerListQuery) {
  const table = tableOf(kind);
  const where = filterOf(kind, query.q);
  const sortColumn = { name: table.name, id: table.id, created_at: table.createdAt }[query.sort];
  const order = query.dir === 'asc' ? [asc(sortColumn), asc(table.id)] : [desc(sortColumn), desc(table.id)];
  const followers = db
    .select({ total: count() })
    .from(follows)
    .where(eq(followColumn(kind), table.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...columnsOf(kind), followers: sql<number>`(${followers})::int` })
      .from(table)
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

async function findSeller(db: Db | Tx, kind: SellerKind, id: number, lock = false): Promise<SellerAdminRow | null> {
  const query = db
    .select(columnsOf(kind))
    .from(tableOf(kind))
    .where(eq(tableOf(kind).id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

async function followerIdsOf(tx: Db | Tx, kind: SellerKind, id: number): Promise<number[]> {
  const rows = await tx
    .select({ id: follows.followerId })
    .from(follows)
    .where(eq(followColumn(kind), id));
  return rows.map((row) => row.id);
}

/**
 * The sellers' half of merging `duplicate` into `kept` (both locked by the caller): the duplicate's
 * followers follow the kept one (once), the kept one takes the duplicate's account when it has none,
 * earlier merges into the duplicate now point at the kept one, the merge is remembered for the
 * redirect, and the duplicate's row goes.
 */
async function mergeSellerRows(
  tx: Tx,
  kind: SellerKind,
  merge: { duplicate: SellerAdminRow; kept: SellerAdminRow; byUserId: number; at: Date },
) {
  const { duplicate, kept } = merge;
  const column = followColumn(kind);
  const plan = followsAfterMerge(await followerIdsOf(tx, kind, duplicate.id), await followerIdsOf(tx, kind, kept.id));
  if (plan.drop.length > 0)
    await tx.delete(follows).where(and(eq(column, duplicate.id), inArray(follows.followerId, plan.drop)));
  if (plan.move.length > 0) {
    const set = kind === 'artist' ? { artistId: kept.id } : { labelId: kept.id };
    await tx
      .update(follows)
      .set(set)
      .where(and(eq(column, duplicate.id), inArray(follows.followerId, plan.move)));
  }
  const table = tableOf(kind);
  if (kept.userId === null && duplicate.userId !== null)
    await tx.update(table).set({ userId: duplicate.userId, updatedAt: merge.at }).where(eq(table.id, kept.id));
  await tx
    .update(sellerMerges)
    .set({ keptId: kept.id })
    .where(and(eq(sellerMerges.kind, kind), eq(sellerMerges.keptId, duplicate.id)));
  await tx.insert(sellerMerges).values({
    kind,
    mergedId: duplicate.id,
    mergedName: duplicate.name,
    keptId: kept.id,
    mergedAt: merge.at,
    mergedByUserId: merge.byUserId,
  });
  await tx.delete(table).where(eq(table.id, duplicate.id));
  return { followsMoved: plan.move.length, followsDropped: plan.drop.length };
}

/** Where a merged seller's page lives now: the kept seller's id and slug; null when it was not merged. */
async function keptSellerOf(db: Db, kind: SellerKind, mergedId: number) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id, slug: table.slug })
    .from(sellerMerges)
    .innerJoin(table, eq(table.id, sellerMerges.keptId))
    .where(and(eq(sellerMerges.kind, kind), eq(sellerMerges.mergedId, mergedId)));
  return row ?? null;
}

async function mergedInto(db: Db, kind: SellerKind, keptId: number) {
  return db
    .select({ id: sellerMerges.mergedId, name: sellerMerges.mergedName, at: sellerMerges.mergedAt })
    .from(sellerMerges)
    .where(and(eq(sellerMerges.kind, kind), eq(sellerMerges.keptId, keptId)))
    .orderBy(desc(sellerMerges.mergedAt));
}

async function namesOf(db: Db, kind: SellerKind, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const table = tableOf(kind);
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inArray(table.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The staff's queries and writes of artists and labels. */
export function createSellerAdmin(db: Db) {
  return {
    list: (kind: SellerKind, query: SellerListQuery) => listSellers(db, kind, query),
    find: (kind: SellerKind, id: number, tx?: Tx, lock = false) => findSeller(tx ?? db, kind, id, lock),
    followerCount: async (kind: SellerKind, id: number) => (await followerIdsOf(db, kind, id)).length,
    /** A new artist or label; its id. */
    async create(tx: Tx, kind: SellerKind, values: { name: string; slug: string; countryId: string | null }) {
      const table = tableOf(kind);
      const [row] = await tx.insert(table).values(values).returning({ id: table.id });
      if (!row) throw new Error('seller not created');
      return row.id;
    },
    async updateProfile(tx: Tx, kind: SellerKind, id: number, values: SellerProfileValues) {
      const table = tableOf(kind);
      await tx.update(table).set(setOf(kind, values)).where(eq(table.id, id));
    },
    async setPicture(tx: Tx, kind: SellerKind, id: number, picture: string) {
      const table = tableOf(kind);
      await tx.update(table).set({ picture, updatedAt: new Date() }).where(eq(table.id, id));
    },
    merge: mergeSellerRows,
    keptSellerOf: (kind: SellerKind, mergedId: number) => keptSellerOf(db, kind, mergedId),
    mergedInto: (kind: SellerKind, keptId: number) => mergedInto(db, kind, keptId),
    namesOf: (kind: SellerKind, ids: readonly number[]) => namesOf(db, kind, ids),
  };
}

export type SellerAdmin = ReturnType<typeof createSellerAdmin>;
