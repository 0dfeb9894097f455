// What other owners' queries and use cases take of the sellers' tables (decisions 0017, 0018): pieces of
// SQL on the caller's key (a scalar subquery on artists' or labels' primary key, where the query joined
// them before: the same rows), the artist and label summaries a shop page joins, and the artist and
// label pages a user manages. Sellers sit below projects, so projects and the pages above use these.
import { outerColumn, schema, type Db } from '@spindle/db';
import type { SellerKind } from '@spindle/domain';
import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const { artists, labels } = schema;

const tableOf = (kind: SellerKind) => (kind === 'artist' ? artists : labels);

/** The name of the label of this id, null without one: the tile's label name. */
export function labelNameOf(labelId: AnyColumn): SQL<string | null> {
  return sql<string | null>`(select ${labels.name} from ${labels} where ${labels.id} = ${outerColumn(labelId)})`;
}

/** The account managing the artist (or label) page of this id, null without one. */
export function sellerUserIdOf(kind: SellerKind, sellerId: AnyColumn): SQL<number | null> {
  const table = tableOf(kind);
  return sql<number | null>`(select ${table.userId} from ${table} where ${table.id} = ${outerColumn(sellerId)})`;
}

/** The account managing the artist (or label) page of this id, or null (one query). */
export async function managingUserOf(db: Db, kind: SellerKind, id: number): Promise<number | null> {
  const table = tableOf(kind);
  const [row] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, id));
  return row?.userId ?? null;
}

/** The artist and label pages a user manages, each by name (two queries, run together). */
export async function sellersManagedBy(db: Db, userId: number) {
  const [artistRows, labelRows] = await Promise.all([
    db
      .select({ id: artists.id, name: artists.name })
      .from(artists)
      .where(eq(artists.userId, userId))
      .orderBy(asc(artists.name)),
    db
      .select({ id: labels.id, name: labels.name })
      .from(labels)
      .where(eq(labels.userId, userId))
      .orderBy(asc(labels.name)),
  ]);
  return { artists: artistRows, labels: labelRows };
}

/**
 * The summaries of artists or labels (id, name, slug, picture) as a subquery another query left-joins
 * on its own key: a shop page joins the artist or label running the shop (pulled up by PostgreSQL, the
 * same plan as a join on the table).
 */
export function sellerSummaries(db: Db, kind: SellerKind, alias: string) {
  const table = tableOf(kind);
  return db.select({ id: table.id, name: table.name, slug: table.slug, picture: table.picture }).from(table).as(alias);
}
