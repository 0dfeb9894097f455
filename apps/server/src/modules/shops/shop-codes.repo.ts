// The shop of each artist and label, as the search results link them, and the code of a shop by its
// id as a column of another module's query (a project page names its shop, decision 0017), and its
// name likewise (the buyer's order pages name each shop order's shop).
import { schema, type Db } from '@spindle/db';
import { asc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const { shops } = schema;

/** The shop code of each artist and label (their first shop when they have several). */
export async function shopCodesOf(db: Db, ids: { artistIds: readonly number[]; labelIds: readonly number[] }) {
  const byArtist = new Map<number, string>();
  const byLabel = new Map<number, string>();
  if (ids.artistIds.length === 0 && ids.labelIds.length === 0) return { byArtist, byLabel };
  const rows = await db
    .select({ code: shops.code, artistId: shops.artistId, labelId: shops.labelId })
    .from(shops)
    .where(
      or(
        ids.artistIds.length > 0 ? inArray(shops.artistId, [...ids.artistIds]) : undefined,
        ids.labelIds.length > 0 ? inArray(shops.labelId, [...ids.labelIds]) : undefined,
      ),
    )
    .orderBy(asc(shops.id));
  for (const row of rows) {
    if (row.artistId !== null && !byArtist.has(row.artistId)) byArtist.set(row.artistId, row.code);
    if (row.labelId !== null && !byLabel.has(row.labelId)) byLabel.set(row.labelId, row.code);
  }
  return { byArtist, byLabel };
}

/** The code of the shop whose id is `shopId` (a column of the caller's query), null when there is none. */
export function shopCodeOf(shopId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${shops.code} from ${shops} where ${shops.id} = ${shopId})`;
}

/** The name of the shop whose id is `shopId` (a column of the caller's query), null when there is none. */
export function shopNameOf(shopId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${shops.name} from ${shops} where ${shops.id} = ${shopId})`;
}

/** The user who holds the shop of this id (null when none, or no such shop). */
export async function shopOwnerUserIdOf(db: Db, shopId: number): Promise<number | null> {
  const [row] = await db.select({ userId: shops.userId }).from(shops).where(eq(shops.id, shopId));
  return row?.userId ?? null;
}
