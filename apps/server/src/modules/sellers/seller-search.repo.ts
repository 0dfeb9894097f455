// Text search over artist and label names for the header's search box (the search module composes it):
// ILIKE served by the pg_trgm GIN indexes, ranked by trigram similarity.
import { containsPattern, schema, type Db } from '@spindle/db';
import { desc, ilike, sql } from 'drizzle-orm';

const { artists, labels } = schema;

/** Artists whose name contains the text, closest first. */
export async function searchArtists(db: Db, text: string, limit: number) {
  return db
    .select({
      id: artists.id,
      name: artists.name,
      slug: artists.slug,
      picture: artists.picture,
    })
    .from(artists)
    .where(ilike(artists.name, containsPattern(text)))
    .orderBy(desc(sql`similarity(${artists.name}, ${text})`), desc(artists.id))
    .limit(limit);
}

/** Labels whose name contains the text, closest first. */
export async function searchLabels(db: Db, text: string, limit: number) {
  return db
    .select({
      id: labels.id,
      name: labels.name,
      slug: labels.slug,
      picture: labels.picture,
    })
    .from(labels)
    .where(ilike(labels.name, containsPattern(text)))
    .orderBy(desc(sql`similarity(${labels.name}, ${text})`), desc(labels.id))
    .limit(limit);
}
