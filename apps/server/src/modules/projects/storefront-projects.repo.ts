// What the storefront reads of the project tables (decision 0017): pages of project tiles with the
// shop's filters and the filter panel's counts, a project page with its "more" strip and its
// recommendations, and what a page of tiles adds (genres, images, seller prices). A page costs one
// query per relation, never one per row. The catalogue composes these with its own categories and banners.
import type { z } from 'zod';
import type { imageVariantSchema } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { cardColumns } from './card-columns.ts';
import { createListTotals, type CatalogueVersion } from './list-totals.ts';
import { createStorefrontCards } from './storefront-cards.repo.ts';
import { orderOf, whereOf, type ProjectFilter, type ProjectSort } from './storefront-filters.ts';

type ImageVariant = z.infer<typeof imageVariantSchema>;

const { projects, projectGenres, projectImages, projectPrices } = schema;

/** What the storefront's reads take of owners above projects, given when they are built (decision 0017). */
export interface StorefrontLinks {
  /** The code of the shop of this id (shops'): a column of the project page's query. */
  shopCodeOf: (shopId: AnyColumn) => SQL<string | null>;
}

/** The project a page's strips are about. */
interface PageProject {
  id: number;
  artistId: number | null;
  artistName: string;
  labelId: number | null;
}

/** How long a shop filter's total serves at most when nothing moved the catalogue's version (list-totals.ts). */
export const LIST_TOTAL_MAX_AGE_MS = 5_000;

export interface StorefrontProjectsOptions {
  /** Moves on every write to the catalogue (here or elsewhere): with it, shop totals are kept until it moves. */
  changes?: CatalogueVersion;
}

export function createStorefrontProjects(db: Db, links: StorefrontLinks, { changes }: StorefrontProjectsOptions = {}) {
  const totals = changes ? createListTotals({ changes, maxAgeMs: LIST_TOTAL_MAX_AGE_MS }) : undefined;
  return {
    ...createListQueries(db),
    ...createStorefrontCards(db, totals ? { totals } : {}),
    ...createProjectPageQueries(db, links),
    ...createTileDetailQueries(db),
  };
}

/** Pages of project tiles and the counts of the filter panel. */
function createListQueries(db: Db) {
  return {
    /** One page of project tiles without their count (the home's sections; the shop's pages use listProjectCards). */
    listProjects(filter: ProjectFilter, sort: ProjectSort, paging: { limit: number; offset: number }) {
      return db
        .select(cardColumns)
        .from(projects)
        .where(whereOf(db, filter))
        .orderBy(...orderOf(sort, filter.categoryId))
        .limit(paging.limit)
        .offset(paging.offset);
    },

    /**
     * Matches per genre and per project category, each ignoring its own filter (the filter panel shows
     * what ticking one more genre or format would add). One grouped query each.
     */
    async countFacets(filter: ProjectFilter) {
      const { genreIds: _genreIds, ...withoutGenres } = filter;
      const { categories: _categories, ...withoutCategories } = filter;
      const [genres, categories] = await Promise.all([
        db
          .select({ genreId: projectGenres.genreId, count: count() })
          .from(projectGenres)
          .innerJoin(projects, eq(projects.id, projectGenres.projectId))
          .where(whereOf(db, withoutGenres))
          .groupBy(projectGenres.genreId)
          .orderBy(asc(projectGenres.genreId)),
        db
          .select({ category: projects.category, count: count() })
          .from(projects)
          .where(whereOf(db, withoutCategories))
          .groupBy(projects.category),
      ]);
      return { genres, categories };
    },
  };
}

/** A project page: the project, its "more" strip and its recommendations. */
function createProjectPageQueries(db: Db, links: StorefrontLinks) {
  return {
    /**
     * Other projects of the same artist (by id, or by name when the project has no artist record),
     * then of the same label: the "more" strip of a project page.
     */
    async listMoreProjects(project: PageProject, steps: readonly ProjectStep[], limit: number) {
      const sameArtist =
        project.artistId !== null
          ? eq(projects.artistId, project.artistId)
          : eq(projects.artistName, project.artistName);
      const sameLabel = project.labelId !== null ? eq(projects.labelId, project.labelId) : undefined;
      return db
        .select(cardColumns)
        .from(projects)
        .where(and(inArray(projects.step, [...steps]), ne(projects.id, project.id), or(sameArtist, sameLabel)))
        .orderBy(sql`case when ${sameArtist} then 0 else 1 end`, ...orderOf('new'))
        .limit(limit);
    },

    /**
     * Listed projects ranked by how many of `genreIds` they share, then popularity: other artists and
     * labels than the project's (those are its "more" strip).
     */
    async listRecommendations(
      project: PageProject,
      genreIds: readonly number[],
      steps: readonly ProjectStep[],
      limit: number,
    ) {
      // Without genres there is nothing to share: a constant here would read as `order by 0`, which
      // PostgreSQL takes as a column position and refuses.
      const byGenres =
        genreIds.length > 0
          ? [
              desc(
                sql<number>`(select count(*) from ${projectGenres} where ${projectGenres.projectId} = ${projects.id} and ${inArray(projectGenres.genreId, [...genreIds])})`,
              ),
            ]
          : [];
      const otherArtist =
        project.artistId !== null
          ? or(isNull(projects.artistId), ne(projects.artistId, project.artistId))
          : ne(projects.artistName, project.artistName);
      const otherLabel =
        project.labelId !== null ? or(isNull(projects.labelId), ne(projects.labelId, project.labelId)) : undefined;
      return db
        .select(cardColumns)
        .from(projects)
        .where(and(inArray(projects.step, [...steps]), ne(projects.id, project.id), otherArtist, otherLabel))
        .orderBy(...byGenres, desc(projects.popularity), desc(projects.id))
        .limit(limit);
    },

    /** A project with everything its page shows, whatever its step (the caller decides who sees it). */
    async findProject(id: number) {
      const [row] = await db
        .select({
          ...cardColumns,
          descriptionEn: projects.descriptionEn,
          descriptionFr: projects.descriptionFr,
          weightGrams: projects.weightGrams,
          discs: projects.discs,
          sizes: projects.sizes,
          shopId: projects.shopId,
          shopCode: links.shopCodeOf(projects.shopId),
          likes: projects.likesCount,
          releaseDate: projects.releaseDate,
        })
        .from(projects)
        .where(eq(projects.id, id));
      return row ?? null;
    },
  };
}

/** What a page of tiles adds to them: genres, images, seller prices, one query each for all ids. */
function createTileDetailQueries(db: Db) {
  return {
    /** Genre ids of each project. */
    async genreIdsOf(projectIds: readonly number[]): Promise<Map<number, number[]>> {
      const byProject = new Map<number, number[]>();
      if (projectIds.length === 0) return byProject;
      const rows = await db
        .select({ projectId: projectGenres.projectId, genreId: projectGenres.genreId })
        .from(projectGenres)
        .where(inArray(projectGenres.projectId, [...projectIds]))
        .orderBy(asc(projectGenres.genreId));
      for (const row of rows) byProject.set(row.projectId, [...(byProject.get(row.projectId) ?? []), row.genreId]);
      return byProject;
    },

    /** Stored image variants of each project (all, or only the listed variants). */
    async imagesOf(projectIds: readonly number[], variants?: readonly ImageVariant[]) {
      if (projectIds.length === 0) return [];
      return db
        .select({ projectId: projectImages.projectId, variant: projectImages.variant, path: projectImages.path })
        .from(projectImages)
        .where(
          and(
            inArray(projectImages.projectId, [...projectIds]),
            variants ? inArray(projectImages.variant, [...variants]) : undefined,
          ),
        )
        .orderBy(asc(projectImages.projectId), asc(projectImages.id));
    },

    /** Prices sellers set in a currency, by project. */
    async sellerPricesOf(projectIds: readonly number[], currency: string): Promise<Map<number, number>> {
      if (projectIds.length === 0) return new Map();
      const rows = await db
        .select({ projectId: projectPrices.projectId, priceMinor: projectPrices.priceMinor })
        .from(projectPrices)
        .where(and(inArray(projectPrices.projectId, [...projectIds]), eq(projectPrices.currency, currency)));
      return new Map(rows.map((row) => [row.projectId, row.priceMinor]));
    },
  };
}

export type StorefrontProjects = ReturnType<typeof createStorefrontProjects>;
