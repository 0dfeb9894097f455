// Queries of the catalogue: projects with their artist and label, genres, curated categories,
// images, seller prices and banners. A page of projects costs one query per relation, never one per row.
import type { z } from 'zod';
import type { imageVariantSchema, StockFilter } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, count, desc, eq, exists, gt, ilike, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { cardColumns, containsPattern, type ProjectCardRow } from '../project-cards/index.ts';
import { priceConditionOf, stockConditionOf, type PriceFilter } from './shop-conditions.ts';

type ImageVariant = z.infer<typeof imageVariantSchema>;

const { projects, labels, shops, projectGenres, projectCategories, projectImages, projectPrices, categories, banners } =
  schema;

export type ProjectSort = 'new' | 'popular' | 'price_asc' | 'price_desc';

export interface ProjectFilter {
  steps: readonly ProjectStep[];
  genreIds?: readonly number[];
  categoryId?: number;
  categories?: readonly ProjectCardRow['category'][];
  artistId?: number;
  labelId?: number;
  search?: string;
  isPreorder?: boolean;
  excludeProjectId?: number;
  stock?: StockFilter;
  price?: PriceFilter;
}

export type { PriceFilter };

function whereOf(db: Db, filter: ProjectFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(projects.step, [...filter.steps])];
  if (filter.genreIds && filter.genreIds.length > 0) {
    const genreIds = [...filter.genreIds];
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(projectGenres)
          .where(and(eq(projectGenres.projectId, projects.id), inArray(projectGenres.genreId, genreIds))),
      ),
    );
  }
  if (filter.categoryId !== undefined) {
    const categoryId = filter.categoryId;
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(projectCategories)
          .where(and(eq(projectCategories.projectId, projects.id), eq(projectCategories.categoryId, categoryId))),
      ),
    );
  }
  if (filter.categories) conditions.push(inArray(projects.category, [...filter.categories]));
  if (filter.artistId !== undefined) conditions.push(eq(projects.artistId, filter.artistId));
  if (filter.labelId !== undefined) conditions.push(eq(projects.labelId, filter.labelId));
  if (filter.isPreorder !== undefined) conditions.push(eq(projects.isPreorder, filter.isPreorder));
  if (filter.excludeProjectId !== undefined) conditions.push(ne(projects.id, filter.excludeProjectId));
  if (filter.stock) conditions.push(stockConditionOf(filter.stock));
  if (filter.price) conditions.push(priceConditionOf(db, filter.price));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(or(ilike(projects.name, pattern), ilike(projects.artistName, pattern)));
  }
  return and(...conditions);
}

/** A project's place in a curated category (staff's order, docs/admin.md "Curation"). */
function curatedPlaceOf(categoryId: number): SQL {
  return sql`(select ${projectCategories.position} from ${projectCategories} where ${projectCategories.categoryId} = ${categoryId} and ${projectCategories.projectId} = ${projects.id})`;
}

/**
 * The order of a list. In a curated category the default order ('new') is the staff's order, newest
 * first among projects of the same place; the other sorts apply as everywhere.
 */
function orderOf(sort: ProjectSort, categoryId?: number): SQL[] {
  if (sort === 'new' && categoryId !== undefined) {
    return [asc(curatedPlaceOf(categoryId)), ...orderOf('new')];
  }
  switch (sort) {
    case 'popular':
      return [desc(projects.popularity), desc(projects.id)];
    case 'price_asc':
      return [asc(projects.priceEurMinor), desc(projects.id)];
    case 'price_desc':
      return [desc(projects.priceEurMinor), desc(projects.id)];
    case 'new':
      return [sql`coalesce(${projects.startAt}, ${projects.createdAt}) desc`, desc(projects.id)];
  }
}

export function createCatalogueRepo(db: Db) {
  return { ...createListQueries(db), ...createProjectPageQueries(db), ...createProjectDetailQueries(db) };
}

/** Pages of project tiles and the counts of the filter panel. */
function createListQueries(db: Db) {
  return {
    /** One page of project tiles and, unless told otherwise, the number of matches. */
    async listProjects(
      filter: ProjectFilter,
      sort: ProjectSort,
      paging: { limit: number; offset: number },
      options: { withTotal: boolean } = { withTotal: true },
    ) {
      const where = whereOf(db, filter);
      const [rows, totals] = await Promise.all([
        db
          .select(cardColumns)
          .from(projects)
          .leftJoin(labels, eq(labels.id, projects.labelId))
          .where(where)
          .orderBy(...orderOf(sort, filter.categoryId))
          .limit(paging.limit)
          .offset(paging.offset),
        options.withTotal ? db.select({ total: count() }).from(projects).where(where) : Promise.resolve([]),
      ]);
      return { rows: rows satisfies ProjectCardRow[], total: totals[0]?.total ?? rows.length };
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
function createProjectPageQueries(db: Db) {
  return {
    /**
     * Other projects of the same artist (by id, or by name when the project has no artist record),
     * then of the same label: the "more" strip of a project page.
     */
    async listMoreProjects(
      project: { id: number; artistId: number | null; artistName: string; labelId: number | null },
      steps: readonly ProjectStep[],
      limit: number,
    ) {
      const sameArtist =
        project.artistId !== null
          ? eq(projects.artistId, project.artistId)
          : eq(projects.artistName, project.artistName);
      const sameLabel = project.labelId !== null ? eq(projects.labelId, project.labelId) : undefined;
      return db
        .select(cardColumns)
        .from(projects)
        .leftJoin(labels, eq(labels.id, projects.labelId))
        .where(and(inArray(projects.step, [...steps]), ne(projects.id, project.id), or(sameArtist, sameLabel)))
        .orderBy(sql`case when ${sameArtist} then 0 else 1 end`, ...orderOf('new'))
        .limit(limit);
    },

    /**
     * Listed projects ranked by how many of `genreIds` they share, then popularity: other artists and
     * labels than the project's (those are its "more" strip).
     */
    async listRecommendations(
      project: { id: number; artistId: number | null; artistName: string; labelId: number | null },
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
        .leftJoin(labels, eq(labels.id, projects.labelId))
        .where(and(inArray(projects.step, [...steps]), ne(projects.id, project.id), otherArtist, otherLabel))
        .orderBy(...byGenres, desc(projects.popularity), desc(projects.id))
        .limit(limit);
    },

    /** A project with everything its page shows, whatever its step (the service decides who sees it). */
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
          shopCode: shops.code,
          likes: projects.likesCount,
          releaseDate: projects.releaseDate,
        })
        .from(projects)
        .leftJoin(labels, eq(labels.id, projects.labelId))
        .leftJoin(shops, eq(shops.id, projects.shopId))
        .where(eq(projects.id, id));
      return row ?? null;
    },
  };
}

/** What lists and pages add to tiles: genres, images, seller prices; categories and banners. */
function createProjectDetailQueries(db: Db) {
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
