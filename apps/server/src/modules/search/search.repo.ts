// Text search over project titles, artist and label names: ILIKE served by the pg_trgm GIN indexes,
// ranked by trigram similarity. A read-only projection over the catalogue's tables, like an index.
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, desc, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from '../project-cards/index.ts';

const { projects, artists, labels, shops } = schema;

export function createSearchRepo(db: Db) {
  return {
    async searchProjects(text: string, steps: readonly ProjectStep[], limit: number) {
      const pattern = containsPattern(text);
      return db
        .select({
          id: projects.id,
          name: projects.name,
          slug: projects.slug,
          category: projects.category,
          artistName: projects.artistName,
          picture: projects.picture,
          artistId: projects.artistId,
          labelId: projects.labelId,
        })
        .from(projects)
        .where(
          and(
            inArray(projects.step, [...steps]),
            or(ilike(projects.name, pattern), ilike(projects.artistName, pattern)),
          ),
        )
        .orderBy(
          desc(sql`greatest(similarity(${projects.name}, ${text}), similarity(${projects.artistName}, ${text}))`),
          desc(projects.popularity),
          desc(projects.id),
        )
        .limit(limit);
    },

    async searchArtists(text: string, limit: number) {
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
    },

    async searchLabels(text: string, limit: number) {
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
    },

    /** The shop code of each artist and label (their first shop when they have several). */
    async shopCodesOf(ids: { artistIds: readonly number[]; labelIds: readonly number[] }) {
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
    },
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
