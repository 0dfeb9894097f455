// Artists' and labels' pages as the sitemap lists them: slug and last change, by id (one query each).
import { schema, type Db } from '@spindle/db';
import { asc, inArray } from 'drizzle-orm';

const { artists, labels } = schema;

/** A seller's page: its id, slug and last change. */
export interface SellerPageRow {
  id: number;
  slug: string;
  updatedAt: Date;
}

/** The artists with these ids, by id. */
export async function artistPagesOf(db: Db, ids: readonly number[]): Promise<SellerPageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: artists.id, slug: artists.slug, updatedAt: artists.updatedAt })
    .from(artists)
    .where(inArray(artists.id, [...new Set(ids)]))
    .orderBy(asc(artists.id));
}

/** The labels with these ids, by id. */
export async function labelPagesOf(db: Db, ids: readonly number[]): Promise<SellerPageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: labels.id, slug: labels.slug, updatedAt: labels.updatedAt })
    .from(labels)
    .where(inArray(labels.id, [...new Set(ids)]))
    .orderBy(asc(labels.id));
}
