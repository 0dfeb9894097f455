// The shop's filters as they live in the URL (spec section 2, /vinyl-shop): shareable links, the back
// button, and GET forms that work without JavaScript all go through parseShopFilters and shopQuery.
import type { ProjectFormat, ProjectSort, StockFilter } from '@spindle/contracts';
import {
  GENRES,
  GENRE_MENU,
  PROJECT_FORMATS,
  PROJECT_SORTS,
  STOCK_FILTERS,
  fromMajorUnits,
  toMajorUnits,
  type CurrencyCode,
} from '@spindle/domain';

/** `value` when it is one of `values`, else null. */
function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return values.find((candidate) => candidate === value) ?? null;
}

/** What the visitor asked the shop for. Prices are minor units of the display currency. */
export interface ShopFilters {
  search: string;
  /** In GENRE_ORDER, so a top-menu group reads as its menu link ('11|18'). */
  genreIds: number[];
  /** In the contract's order. */
  formats: ProjectFormat[];
  priceMinMinor: number | null;
  priceMaxMinor: number | null;
  stock: StockFilter | null;
  sort: ProjectSort;
  page: number;
}

/** The query keys the shop owns, in the order its links write them; any other key is left alone. */
export const SHOP_QUERY_KEYS = [
  'search',
  'genre',
  'format',
  'price_min',
  'price_max',
  'stock',
  'sort',
  'page',
] as const;

export const DEFAULT_SORT: ProjectSort = 'new';
/** Longest search text the API takes. */
const SEARCH_MAX_LENGTH = 200;
const PAGE_MAX = 10_000;

/** Genres in the order the filter lists them: the top-menu groups first (spec section 2), then the rest. */
export const GENRE_ORDER: readonly number[] = [
  ...GENRE_MENU.flatMap((entry) => entry.genreIds),
  ...GENRES.map((genre) => genre.id).filter((id) => !GENRE_MENU.some((entry) => entry.genreIds.includes(id))),
];

export const EMPTY_FILTERS: ShopFilters = {
  search: '',
  genreIds: [],
  formats: [],
  priceMinMinor: null,
  priceMaxMinor: null,
  stock: null,
  sort: DEFAULT_SORT,
  page: 1,
};

/** Every value of a key, pipe-joined or repeated ('genre=11|18' and 'genre=11&genre=18' alike). */
function listOf(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split('|'))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The known values of a list, without duplicates, in the given order. */
function ordered<T>(values: readonly unknown[], order: readonly T[]): T[] {
  return order.filter((item) => values.includes(item));
}

function priceOf(params: URLSearchParams, key: string, currency: CurrencyCode): number | null {
  const text = params.get(key)?.trim();
  if (!text) return null;
  const parsed = fromMajorUnits(text, currency);
  return parsed.ok && parsed.money.amountMinor >= 0 ? parsed.money.amountMinor : null;
}

function pageOf(params: URLSearchParams): number {
  const text = params.get('page') ?? '';
  const page = /^\d{1,5}$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** How a shop page reads its URL: the display currency, and whether its path already fixes the format (/vinyl). */
export interface ShopUrlOptions {
  currency: CurrencyCode;
  formatFixed?: boolean;
}

/**
 * The filters of a shop URL (or of the filter form's data). Anything unknown or malformed is dropped
 * rather than refused: a hand-edited link still opens the shop. Prices are read in the display currency.
 */
export function parseShopFilters(
  params: URLSearchParams,
  { currency, formatFixed = false }: ShopUrlOptions,
): ShopFilters {
  const genreIds = listOf(params, 'genre').map((value) => (/^\d{1,3}$/.test(value) ? Number(value) : NaN));
  const stock = oneOf(STOCK_FILTERS, params.get('stock'));
  const sort = oneOf(PROJECT_SORTS, params.get('sort'));
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    genreIds: ordered(genreIds, GENRE_ORDER),
    formats: formatFixed ? [] : ordered(listOf(params, 'format'), PROJECT_FORMATS),
    priceMinMinor: priceOf(params, 'price_min', currency),
    priceMaxMinor: priceOf(params, 'price_max', currency),
    stock,
    sort: sort ?? DEFAULT_SORT,
    page: pageOf(params),
  };
}

/** A price for the URL and the price fields, in major units without a needless '.00' ('20', '19.99'). */
export function priceText(amountMinor: number | null, currency: CurrencyCode): string {
  if (amountMinor === null) return '';
  return toMajorUnits({ amountMinor, currency }).replace(/\.0+$/, '');
}

/** The shop's own query entries of some filters, in SHOP_QUERY_KEYS order, defaults left out. */
export function shopQueryEntries(filters: ShopFilters, currency: CurrencyCode): [string, string][] {
  const entries: [string, string][] = [];
  if (filters.search) entries.push(['search', filters.search]);
  if (filters.genreIds.length > 0) entries.push(['genre', filters.genreIds.join('|')]);
  if (filters.formats.length > 0) entries.push(['format', filters.formats.join('|')]);
  if (filters.priceMinMinor !== null) entries.push(['price_min', priceText(filters.priceMinMinor, currency)]);
  if (filters.priceMaxMinor !== null) entries.push(['price_max', priceText(filters.priceMaxMinor, currency)]);
  if (filters.stock) entries.push(['stock', filters.stock]);
  if (filters.sort !== DEFAULT_SORT) entries.push(['sort', filters.sort]);
  if (filters.page > 1) entries.push(['page', String(filters.page)]);
  return entries;
}

/** A query string as a GET form writes it, except that the pipe of lists stays readable ('genre=11|18'). */
export function encodeQuery(entries: readonly (readonly [string, string])[]): string {
  return new URLSearchParams(entries.map(([key, value]) => [key, value])).toString().replace(/%7C/gi, '|');
}

const isShopKey = (key: string) => (SHOP_QUERY_KEYS as readonly string[]).includes(key);

/**
 * The query of a shop link: the filters first, then the page URL's other parameters (?currency=,
 * ?nojs...) as they were. '' or '?...'.
 */
export function shopQuery(filters: ShopFilters, currency: CurrencyCode, others?: URLSearchParams): string {
  const rest = others ? [...others].filter(([key]) => !isShopKey(key)) : [];
  const query = encodeQuery([...shopQueryEntries(filters, currency), ...rest]);
  return query ? `?${query}` : '';
}

/**
 * The canonical query of a shop URL when its own parameters are not written as its links write them
 * (repeated or empty form fields, defaults, another order), else null: the page redirects there.
 */
export function canonicalShopQuery(params: URLSearchParams, options: ShopUrlOptions): string | null {
  const filters = parseShopFilters(params, options);
  const asWritten = encodeQuery([...params].filter(([key]) => isShopKey(key)));
  const canonical = encodeQuery(shopQueryEntries(filters, options.currency));
  return asWritten === canonical ? null : shopQuery(filters, options.currency, params);
}

/** One filter the visitor can take away (a chip). */
export type FilterRemoval =
  | { kind: 'search' }
  | { kind: 'genre'; genreId: number }
  | { kind: 'format'; format: ProjectFormat }
  | { kind: 'price' }
  | { kind: 'stock' };

/** The active filters, one removal per chip, in the order the chips show. */
export function activeFilters(filters: ShopFilters): FilterRemoval[] {
  return [
    ...(filters.search ? [{ kind: 'search' } as const] : []),
    ...filters.genreIds.map((genreId) => ({ kind: 'genre', genreId }) as const),
    ...filters.formats.map((format) => ({ kind: 'format', format }) as const),
    ...(filters.priceMinMinor !== null || filters.priceMaxMinor !== null ? [{ kind: 'price' } as const] : []),
    ...(filters.stock ? [{ kind: 'stock' } as const] : []),
  ];
}

/** The filters without one of them, back on the first page. */
export function withoutFilter(filters: ShopFilters, removal: FilterRemoval): ShopFilters {
  const next = { ...filters, page: 1 };
  switch (removal.kind) {
    case 'search':
      return { ...next, search: '' };
    case 'genre':
      return { ...next, genreIds: filters.genreIds.filter((id) => id !== removal.genreId) };
    case 'format':
      return { ...next, formats: filters.formats.filter((format) => format !== removal.format) };
    case 'price':
      return { ...next, priceMinMinor: null, priceMaxMinor: null };
    case 'stock':
      return { ...next, stock: null };
  }
}

/** The same filters on another page. */
export function onPage(filters: ShopFilters, page: number): ShopFilters {
  return { ...filters, page };
}
