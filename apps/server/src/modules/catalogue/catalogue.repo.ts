// Queries of the catalogue's own tables as the shop reads them: a curated category, the live home
// banners. The projects it lists are projects' read model (createStorefrontProjects, decision 0017).
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';

const { categories, banners } = schema;

export function createCatalogueRepo(db: Db) {
  return {
    /** A curated category, if it exists and is active. */
    async findActiveCategory(id: number) {
      const [row] = await db
        .select({ id: categories.id, proOnly: categories.proOnly })
        .from(categories)
        .where(and(eq(categories.id, id), eq(categories.active, true)));
      return row ?? null;
    },

    /** Home banners live at `now`, in their order. */
    async listLiveBanners(now: Date) {
      return db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.active, true),
            or(isNull(banners.startsAt), lte(banners.startsAt, now)),
            or(isNull(banners.endsAt), gt(banners.endsAt, now)),
          ),
        )
        .orderBy(asc(banners.position), asc(banners.id));
    },
  };
}

export type CatalogueRepo = ReturnType<typeof createCatalogueRepo>;
