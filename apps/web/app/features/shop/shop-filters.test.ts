import { projectFormatSchema, projectSortSchema, stockFilterSchema } from '@spindle/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  GENRE_ORDER,
  activeFilters,
  canonicalShopQuery,
  parseShopFilters,
  shopQuery,
  withoutFilter,
  type ShopFilters,
} from './shop-filters.ts';

const eur = { currency: 'EUR' } as const;
const parse = (query: string, options: Parameters<typeof parseShopFilters>[1] = eur) =>
  parseShopFilters(new URLSearchParams(query), options);

describe('parseShopFilters', () => {
  it('reads the top-menu genre link: ids joined by a pipe', () => {
    expect(parse('genre=11|18').genreIds).toEqual([11, 18]);
    expect(parse('genre=4|2').genreIds).toEqual([4, 2]);
  });

  it('reads the repeated fields of a GET form like the pipe-joined link', () => {
    expect(parse('genre=11&genre=18&format=cd&format=vinyl')).toMatchObject({
      genreIds: [11, 18],
      formats: ['vinyl', 'cd'],
    });
  });

  it('keeps genres in the menu order and drops unknown or repeated ones', () => {
    expect(parse('genre=18|11|11|19|abc|999').genreIds).toEqual([11, 18]);
    expect(parse('genre=7|8').genreIds).toEqual([8, 7]);
  });

  it('reads every filter of a full URL', () => {
    expect(
      parse(
        'search=+velvet+&genre=8&format=tape|merch&price_min=10&price_max=29.99&stock=preorder&sort=price_asc&page=3',
      ),
    ).toEqual({
      search: 'velvet',
      genreIds: [8],
      formats: ['tape', 'merch'],
      priceMinMinor: 1000,
      priceMaxMinor: 2999,
      stock: 'preorder',
      sort: 'price_asc',
      page: 3,
    });
  });

  it('reads prices in the display currency: whole yen, cents of a dollar', () => {
    expect(parse('price_min=4500', { currency: 'JPY' }).priceMinMinor).toBe(4500);
    expect(parse('price_min=45.5', { currency: 'USD' }).priceMinMinor).toBe(4550);
    expect(parse('price_min=45,50', { currency: 'EUR' }).priceMinMinor).toBe(4550);
  });

  it('drops what it cannot read instead of failing', () => {
    expect(parse('price_min=abc&price_max=-5&stock=soon&sort=cheapest&page=0&format=dvd')).toEqual(EMPTY_FILTERS);
    expect(parse('price_min=4500.5', { currency: 'JPY' }).priceMinMinor).toBeNull();
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
  });

  it('ignores the format on a page whose path fixes it (/vinyl)', () => {
    expect(parse('format=cd&genre=8', { currency: 'EUR', formatFixed: true })).toMatchObject({
      formats: [],
      genreIds: [8],
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(EMPTY_FILTERS);
  });
});

describe('shopQuery', () => {
  it('writes the filters in a fixed order, defaults left out, pipes readable', () => {
    const filters: ShopFilters = {
      ...EMPTY_FILTERS,
      search: 'blue note',
      genreIds: [11, 18],
      formats: ['vinyl', 'cd'],
      priceMinMinor: 1000,
      priceMaxMinor: 2999,
      stock: 'in_stock',
      sort: 'popular',
      page: 2,
    };
    expect(shopQuery(filters, 'EUR')).toBe(
      '?search=blue+note&genre=11|18&format=vinyl|cd&price_min=10&price_max=29.99&stock=in_stock&sort=popular&page=2',
    );
    expect(shopQuery(EMPTY_FILTERS, 'EUR')).toBe('');
  });

  it('keeps the page URL’s other parameters after the filters', () => {
    const others = new URLSearchParams('currency=USD&genre=1&page=4');
    expect(shopQuery({ ...EMPTY_FILTERS, genreIds: [8] }, 'USD', others)).toBe('?genre=8&currency=USD');
  });

  it('writes prices in the currency’s own units', () => {
    expect(shopQuery({ ...EMPTY_FILTERS, priceMinMinor: 45000 }, 'KRW')).toBe('?price_min=45000');
    expect(shopQuery({ ...EMPTY_FILTERS, priceMinMinor: 4550 }, 'GBP')).toBe('?price_min=45.50');
  });

  it('reads back what it writes, for any filters', () => {
    const filtersArbitrary = fc.record({
      search: fc.string({ maxLength: 40 }).map((text) => text.trim()),
      genreIds: fc.subarray([...GENRE_ORDER]),
      formats: fc.subarray([...projectFormatSchema.options]),
      priceMinMinor: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
      priceMaxMinor: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
      stock: fc.option(fc.constantFrom(...stockFilterSchema.options), { nil: null }),
      sort: fc.constantFrom(...projectSortSchema.options),
      page: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(
        filtersArbitrary,
        fc.constantFrom('EUR', 'USD', 'JPY', 'KRW') as fc.Arbitrary<'EUR'>,
        (filters, currency) => {
          const query = shopQuery(filters, currency);
          expect(parseShopFilters(new URLSearchParams(query), { currency })).toEqual(filters);
          expect(canonicalShopQuery(new URLSearchParams(query), { currency })).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('canonicalShopQuery', () => {
  it('leaves the links the site writes alone, the category bar’s included', () => {
    expect(canonicalShopQuery(new URLSearchParams('genre=11|18'), eur)).toBeNull();
    expect(canonicalShopQuery(new URLSearchParams('search=daft+punk'), eur)).toBeNull();
    expect(canonicalShopQuery(new URLSearchParams(''), eur)).toBeNull();
  });

  it('rewrites what a GET form sends without JavaScript into the link form', () => {
    const sent = new URLSearchParams('search=&genre=11&genre=18&format=vinyl&price_min=&price_max=30&stock=&sort=new');
    expect(canonicalShopQuery(sent, eur)).toBe('?genre=11|18&format=vinyl&price_max=30');
  });

  it('drops defaults and unreadable values but keeps parameters it does not own', () => {
    expect(canonicalShopQuery(new URLSearchParams('page=1&sort=new&currency=USD'), eur)).toBe('?currency=USD');
    expect(canonicalShopQuery(new URLSearchParams('genre=18|11'), eur)).toBe('?genre=11|18');
    expect(canonicalShopQuery(new URLSearchParams('currency=USD&nojs'), eur)).toBeNull();
  });

  it('drops the format on a listed page', () => {
    expect(canonicalShopQuery(new URLSearchParams('format=cd'), { currency: 'EUR', formatFixed: true })).toBe('');
  });
});

describe('chips', () => {
  const filters: ShopFilters = {
    ...EMPTY_FILTERS,
    search: 'static',
    genreIds: [11, 18],
    formats: ['vinyl'],
    priceMaxMinor: 3000,
    stock: 'preorder',
    sort: 'popular',
    page: 3,
  };

  it('lists one removable chip per active filter; sort and page are not filters', () => {
    expect(activeFilters(filters)).toEqual([
      { kind: 'search' },
      { kind: 'genre', genreId: 11 },
      { kind: 'genre', genreId: 18 },
      { kind: 'format', format: 'vinyl' },
      { kind: 'price' },
      { kind: 'stock' },
    ]);
    expect(activeFilters(EMPTY_FILTERS)).toEqual([]);
  });

  it('takes one filter away, keeps the sort and goes back to the first page', () => {
    expect(withoutFilter(filters, { kind: 'genre', genreId: 11 })).toEqual({ ...filters, genreIds: [18], page: 1 });
    expect(withoutFilter(filters, { kind: 'price' })).toMatchObject({
      priceMinMinor: null,
      priceMaxMinor: null,
      page: 1,
    });
    expect(withoutFilter(filters, { kind: 'search' })).toMatchObject({ search: '', sort: 'popular' });
    expect(withoutFilter(filters, { kind: 'stock' }).stock).toBeNull();
    expect(withoutFilter(filters, { kind: 'format', format: 'vinyl' }).formats).toEqual([]);
  });
});
