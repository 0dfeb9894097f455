// The shop's filters and sorts on projects (spec section 2), as the storefront's list queries apply
// them: steps, genres, a curated category, formats, artist, label, search, stock and price range; new,
// popular and by price, a curated category's own order first.
import type { ProjectCard, StockFilter } from '@spindle/contracts';
import { outerColumn, schema, type Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { and, asc, desc, eq, exists, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from './card-columns.ts';
import { priceConditionOf, stockConditionOf, type PriceFilter } from './shop-conditions.ts';

const { projects, projectGenres, projectCategories } = schema;

export type ProjectSort = 'new' | 'popular' | 'price_asc' | 'price_desc';

/** What a list of the shop keeps. */
export interface ProjectFilter {
  steps: readonly ProjectStep[];
  genreIds?: readonly number[];
  categoryId?: number;
  categories?: readonly ProjectCard['category'][];
  artistId?: number;
  labelId?: number;
  search?: string;
  isPreorder?: boolean;
  excludeProjectId?: number;
  stock?: StockFilter;
  price?: PriceFilter;
  /** Only projects that can be downloaded. */
  digital?: boolean;
}

export type { PriceFilter };

/**
 * The steps as SQL literals rather than parameters, for a prepared statement whose plan PostgreSQL should
 * keep (storefront-cards.repo.ts): they are the domain's constants, never a request's text.
 */
function stepsLiteral(steps: readonly ProjectStep[]): SQL {
  for (const step of steps) if (!/^[a-z_]+$/.test(step)) throw new Error(`not a project step: ${step}`);
  return sql.raw(steps.map((step) => `'${step}'`).join(', '));
}

/** The WHERE of a filter; `literalSteps` writes the steps into the SQL text instead of sending them. */
export function whereOf(db: Db, filter: ProjectFilter, { literalSteps = false } = {}): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    literalSteps && filter.steps.length > 0
      ? sql`${projects.step} in (${stepsLiteral(filter.steps)})`
      : inArray(projects.step, [...filter.steps]),
  ];
  if (filter.genreIds && filter.genreIds.length > 0) {
    const genreIds = [...filter.genreIds];
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(projectGenres)
          .where(and(eq(projectGenres.projectId, outerColumn(projects.id)), inArray(projectGenres.genreId, genreIds))),
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
          .where(
            and(
              eq(projectCategories.projectId, outerColumn(projects.id)),
              eq(projectCategories.categoryId, categoryId),
            ),
          ),
      ),
    );
  }
  if (filter.categories) conditions.push(inArray(projects.category, [...filter.categories]));
  if (filter.artistId !== undefined) conditions.push(eq(projects.artistId, filter.artistId));
  if (filter.labelId !== undefined) conditions.push(eq(projects.labelId, filter.labelId));
  if (filter.isPreorder !== undefined) conditions.push(eq(projects.isPreorder, filter.isPreorder));
  if (filter.digital) conditions.push(eq(projects.digitalEnabled, true));
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
  return sql`(select ${projectCategories.position} from ${projectCategories} where ${projectCategories.categoryId} = ${categoryId} and ${projectCategories.projectId} = ${outerColumn(projects.id)})`;
}

/**
 * The order of a list. In a curated category the default order ('new') is the staff's order, newest
 * first among projects of the same place; the other sorts apply as everywhere.
 */
export function orderOf(sort: ProjectSort, categoryId?: number): SQL[] {
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
