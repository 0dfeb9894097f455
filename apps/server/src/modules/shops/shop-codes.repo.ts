// The shop of each artist and label, as the search results link them.
import { schema, type Db } from '@spindle/db';
import { asc, inArray, or } from 'drizzle-orm';

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
