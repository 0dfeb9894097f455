import { catalogueRoutes, urlOf, type WireValue } from '@spindle/contracts/http';
import { curatedCategoryById } from '@spindle/domain';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS } from './shop-filters.ts';
import { SHOP_PAGE_SIZE, projectsQueryOf, shopPathOf, shopScopeOf } from './shop-scope.ts';

const staffPicks = curatedCategoryById(9);

describe('shopScopeOf', () => {
  it('opens the whole shop at /vinyl-shop', () => {
    expect(shopScopeOf('/vinyl-shop', undefined)).toEqual({ kind: 'all' });
  });

  it('opens a curated category by its id, whatever the slug', () => {
    expect(shopScopeOf('/vinyl-shop/9/staff-picks', '9')).toEqual({ kind: 'category', category: staffPicks });
    expect(shopScopeOf('/vinyl-shop/155/pro', '155')).toMatchObject({ kind: 'category', category: { proOnly: true } });
  });

  it('finds nothing for an unknown category id', () => {
    expect(shopScopeOf('/vinyl-shop/10/x', '10')).toBeNull();
    expect(shopScopeOf('/vinyl-shop/abc/x', 'abc')).toBeNull();
  });

  it('opens the listed pages as the shop of one format', () => {
    expect(shopScopeOf('/vinyl', undefined)).toEqual({ kind: 'listed', format: 'vinyl' });
    expect(shopScopeOf('/cd', undefined)).toEqual({ kind: 'listed', format: 'cd' });
    expect(shopScopeOf('/tape', undefined)).toEqual({ kind: 'listed', format: 'tape' });
    expect(shopScopeOf('/merch/', undefined)).toEqual({ kind: 'listed', format: 'merch' });
    expect(shopScopeOf('/digital', undefined)).toEqual({ kind: 'digital' });
    expect(shopScopeOf('/hoodie', undefined)).toBeNull();
  });
});

describe('shopPathOf', () => {
  it('gives the canonical path of each scope, the category’s own slug included', () => {
    expect(shopPathOf({ kind: 'all' })).toBe('/vinyl-shop');
    expect(shopPathOf({ kind: 'listed', format: 'tape' })).toBe('/tape');
    expect(shopPathOf({ kind: 'digital' })).toBe('/digital');
    if (!staffPicks) throw new Error('category 9 is missing');
    expect(shopPathOf({ kind: 'category', category: staffPicks })).toBe('/vinyl-shop/9/staff-picks');
  });
});

describe('projectsQueryOf', () => {
  /** The URL of GET /api/projects for a scope, as the client builds it from the route. */
  const projectsApiPath = (...args: Parameters<typeof projectsQueryOf>) =>
    urlOf(catalogueRoutes.projects.path, {}, projectsQueryOf(...args) as Record<string, WireValue>);
  const query = (path: string) => Object.fromEntries(new URL(path, 'http://api').searchParams);

  it('asks for one page of the whole shop with the facets', () => {
    expect(query(projectsApiPath({ kind: 'all' }, EMPTY_FILTERS, { currency: 'EUR', facets: true }))).toEqual({
      page: '1',
      size: String(SHOP_PAGE_SIZE),
      sort: 'new',
      currency: 'EUR',
      type: 'all',
      facets: 'true',
    });
  });

  it('passes every filter, prices in minor units of the display currency', () => {
    const filters = {
      ...EMPTY_FILTERS,
      search: 'blue',
      genreIds: [11, 18],
      formats: ['vinyl', 'cd'] as const,
      priceMinMinor: 1000,
      priceMaxMinor: 3000,
      stock: 'in_stock' as const,
      sort: 'price_desc' as const,
      page: 2,
    };
    const path = projectsApiPath(
      { kind: 'all' },
      { ...filters, formats: [...filters.formats] },
      {
        currency: 'USD',
        facets: false,
      },
    );
    expect(path.startsWith('/projects?')).toBe(true);
    expect(query(path)).toEqual({
      page: '2',
      size: String(SHOP_PAGE_SIZE),
      sort: 'price_desc',
      currency: 'USD',
      type: 'vinyl|cd',
      genre: '11|18',
      search: 'blue',
      price_min_minor: '1000',
      price_max_minor: '3000',
      stock: 'in_stock',
    });
  });

  it('adds the category of a category page and the format of a listed page', () => {
    if (!staffPicks) throw new Error('category 9 is missing');
    expect(
      query(
        projectsApiPath({ kind: 'category', category: staffPicks }, EMPTY_FILTERS, { currency: 'EUR', facets: false }),
      ),
    ).toMatchObject({
      category: '9',
      type: 'all',
    });
    expect(
      query(
        projectsApiPath(
          { kind: 'listed', format: 'merch' },
          { ...EMPTY_FILTERS, formats: ['cd'] },
          { currency: 'EUR', facets: false },
        ),
      ),
    ).toMatchObject({ type: 'merch' });
  });
});
