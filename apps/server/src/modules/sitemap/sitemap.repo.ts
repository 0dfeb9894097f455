// What /sitemap.xml lists from the catalogue: listed projects, and the artists, labels and shops that
// show at least one of them. A read-only projection, a handful of queries whatever the catalogue size.
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';

const { projects, artists, labels, shops, shopProjects } = schema;

export function createSitemapRepo(db: Db) {
  return {
    async listedProjects(steps: readonly ProjectStep[]) {
      return db
        .select({ id: projects.id, slug: projects.slug, category: projects.category, updatedAt: projects.updatedAt })
        .from(projects)
        .where(inArray(projects.step, [...steps]))
        .orderBy(asc(projects.id));
    },

    /** Artists with a listed project; a page changes with the artist or with any of its projects. */
    async artistsWithListedProjects(steps: readonly ProjectStep[]) {
      return db
        .select({
          id: artists.id,
          slug: artists.slug,
          updatedAt: sql<Date>`greatest(${artists.updatedAt}, ${max(projects.updatedAt)})`.mapWith(projects.updatedAt),
        })
        .from(artists)
        .innerJoin(projects, and(eq(projects.artistId, artists.id), inArray(projects.step, [...steps])))
        .groupBy(artists.id)
        .orderBy(asc(artists.id));
    },

    async labelsWithListedProjects(steps: readonly ProjectStep[]) {
      return db
        .select({
          id: labels.id,
          slug: labels.slug,
          updatedAt: sql<Date>`greatest(${labels.updatedAt}, ${max(projects.updatedAt)})`.mapWith(projects.updatedAt),
        })
        .from(labels)
        .innerJoin(projects, and(eq(projects.labelId, labels.id), inArray(projects.step, [...steps])))
        .groupBy(labels.id)
        .orderBy(asc(labels.id));
    },

    /** Shops showing a listed project, whether the project belongs to the shop or is placed in it. */
    async shopsWithListedProjects(steps: readonly ProjectStep[]) {
      return db
        .select({
          code: shops.code,
          updatedAt: sql<Date>`greatest(${shops.updatedAt}, ${max(projects.updatedAt)})`.mapWith(projects.updatedAt),
        })
        .from(shops)
        .innerJoin(
          projects,
          and(
            inArray(projects.step, [...steps]),
            sql`(${projects.shopId} = ${shops.id} or exists (select 1 from ${shopProjects} where ${shopProjects.shopId} = ${shops.id} and ${shopProjects.projectId} = ${projects.id}))`,
          ),
        )
        .groupBy(shops.id)
        .orderBy(asc(shops.code));
    },
  };
}

export type SitemapRepo = ReturnType<typeof createSitemapRepo>;
