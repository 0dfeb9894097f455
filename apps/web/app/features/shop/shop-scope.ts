// Which part of the shop a URL opens (spec section 2): the whole shop (/vinyl-shop), a curated
// category (/vinyl-shop/{id}/{slug}), a listed format page (/vinyl, /cd, /tape, /merch) or the digital
// catalogue (/digital: what can be downloaded, whatever its format).
import type { catalogueEndpoints, EndpointInput, ProjectFormat } from '@spindle/contracts';
import { curatedCategoryById, curatedCategoryPath, type CurrencyCode, type CuratedCategory } from '@spindle/domain';
import type { ShopFilters } from './shop-filters.ts';

/** The shop's own path (the header search sends its text here). */
export const SHOP_PATH = '/vinyl-shop';

/** Listed pages that are the shop of one format (spec section 2, "Listed pages"), by English path. */
export const LISTED_FORMAT_PAGES = {
  '/vinyl': 'vinyl',
  '/cd': 'cd',
  '/tape': 'tape',
  '/merch': 'merch',
} as const satisfies Record<string, ProjectFormat>;

export type ListedFormat = (typeof LISTED_FORMAT_PAGES)[keyof typeof LISTED_FORMAT_PAGES];

export type ShopScope =
  | { kind: 'all' }
  | { kind: 'digital' }
  | { kind: 'listed'; format: ListedFormat }
  | { kind: 'category'; category: CuratedCategory };

/** The digital catalogue's English path. */
export const DIGITAL_PATH = '/digital';

/** Tiles per page: whole rows at 2, 3, 4 and 6 columns. */
export const SHOP_PAGE_SIZE = 24;

function isListedPath(path: string): path is keyof typeof LISTED_FORMAT_PAGES {
  return Object.hasOwn(LISTED_FORMAT_PAGES, path);
}

/**
 * The scope of an English shop path and its category id parameter; null when nothing is there (an
 * unknown category). The slug is not checked here: a wrong one redirects to shopPathOf(scope).
 */
export function shopScopeOf(englishPath: string, categoryIdParam: string | undefined): ShopScope | null {
  if (categoryIdParam !== undefined) {
    const category = /^\d{1,6}$/.test(categoryIdParam) ? curatedCategoryById(Number(categoryIdParam)) : undefined;
    return category ? { kind: 'category', category } : null;
  }
  const path = englishPath.replace(/\/+$/, '') || '/';
  if (isListedPath(path)) return { kind: 'listed', format: LISTED_FORMAT_PAGES[path] };
  if (path === DIGITAL_PATH) return { kind: 'digital' };
  return path === SHOP_PATH ? { kind: 'all' } : null;
}

/** The canonical English path of a scope ('/vinyl-shop/9/staff-picks'). */
export function shopPathOf(scope: ShopScope): string {
  switch (scope.kind) {
    case 'all':
      return SHOP_PATH;
    case 'digital':
      return DIGITAL_PATH;
    case 'listed':
      return Object.entries(LISTED_FORMAT_PAGES).find(([, format]) => format === scope.format)?.[0] ?? SHOP_PATH;
    case 'category':
      return curatedCategoryPath(scope.category);
  }
}

/** The query of GET /api/projects (catalogueEndpoints.projects). */
export type ProjectsQuery = NonNullable<EndpointInput<typeof catalogueEndpoints.projects>['query']>;

/** The query of GET /api/projects for a scope and its filters, priced in `currency`, with the facet counts or not. */
export function projectsQueryOf(
  scope: ShopScope,
  filters: ShopFilters,
  options: { currency: CurrencyCode; facets: boolean },
): ProjectsQuery {
  const formats = scope.kind === 'listed' ? [scope.format] : filters.formats;
  return {
    page: filters.page,
    size: SHOP_PAGE_SIZE,
    sort: filters.sort,
    currency: options.currency,
    type: formats.length > 0 ? formats.join('|') : 'all',
    category: scope.kind === 'category' ? scope.category.id : undefined,
    genre: filters.genreIds.length > 0 ? filters.genreIds.join('|') : undefined,
    search: filters.search || undefined,
    price_min_minor: filters.priceMinMinor ?? undefined,
    price_max_minor: filters.priceMaxMinor ?? undefined,
    stock: filters.stock ?? undefined,
    digital: scope.kind === 'digital' ? 'true' : undefined,
    facets: options.facets ? 'true' : undefined,
  };
}
