// The shop's filters on GET /api/projects (spec section 2, /vinyl-shop): formats, stock, a price range
// in the display currency, and the facet counts of the filter panel.
import { errorBodySchema, projectListSchema, type ProjectList } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { getAs } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let fx: CatalogueFixture;

/** Projects added to the shared fixture: a tape, a shirt and two pre-orders (one sold out). */
async function insertShopProjects(): Promise<void> {
  const { projects, projectGenres, projectPrices } = schema;
  const base = { step: 'in_progress', artistName: 'Shop Tester', startAt: new Date(Date.UTC(2025, 11, 1)) } as const;
  const rows = await t.database.db
    .insert(projects)
    .values([
      {
        ...base,
        name: 'Tape Loops',
        slug: 'tape-loops',
        category: 'tape',
        type: 'stock',
        stock: 20,
        priceEurMinor: 999,
      },
      {
        ...base,
        name: 'Tour Shirt',
        slug: 'tour-shirt',
        category: 't-shirt',
        type: 'stock',
        stock: 30,
        priceEurMinor: 2500,
      },
      {
        ...base,
        name: 'Spring Pre-order',
        slug: 'spring-pre-order',
        category: 'vinyl',
        type: 'limited_edition',
        isLimited: true,
        isPreorder: true,
        stock: 100,
        priceEurMinor: 2599,
      },
      {
        ...base,
        name: 'Gone Pre-order',
        slug: 'gone-pre-order',
        category: 'vinyl',
        type: 'limited_edition',
        isLimited: true,
        isPreorder: true,
        stock: 0,
        priceEurMinor: 2199,
      },
    ])
    .returning({ id: projects.id });
  const [tape, shirt, spring, gone] = rows.map((row) => row.id);
  if (tape === undefined || shirt === undefined || spring === undefined || gone === undefined) {
    throw new Error('shop projects not inserted');
  }
  await t.database.db.insert(projectGenres).values([
    { projectId: tape, genreId: 1 },
    { projectId: shirt, genreId: 11 },
    { projectId: spring, genreId: 11 },
    { projectId: gone, genreId: 8 },
  ]);
  // Velvet Static (14.99 EUR, which converts to 18.99 USD): its seller asks 15.00 USD instead.
  await t.database.db
    .insert(projectPrices)
    .values({ projectId: fx.projects.velvet, currency: 'USD', priceMinor: 1500 });
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
  await insertShopProjects();
});
afterAll(() => t.close());

const list = async (url: string): Promise<ProjectList> => {
  const { status, body } = await getAs(t.app, projectListSchema, url);
  expect(status).toBe(200);
  return body;
};
const namesAt = async (url: string) => (await list(url)).items.map((item) => item.name).sort();

describe('the format filter (type)', () => {
  it('takes several formats joined by a pipe', async () => {
    expect(await namesAt(`/api/projects?type=${encodeURIComponent('cd|tape')}`)).toEqual([
      'Tape Loops',
      'Velvet Static',
    ]);
  });

  it('counts t-shirts and hoodies as merch', async () => {
    expect(await namesAt('/api/projects?type=merch')).toEqual(['Tour Shirt']);
  });

  it('lists every format for all, the default', async () => {
    expect((await list('/api/projects?type=all')).total).toBe((await list('/api/projects')).total);
    expect((await list('/api/projects')).total).toBe(10);
  });

  it('rejects an unknown format with the field code', async () => {
    const { status, body } = await getAs(t.app, errorBodySchema, '/api/projects?type=vinyl%7Cdvd');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ type: 'input_invalid_choice' });
  });
});

describe('the digital catalogue (digital=true, /digital)', () => {
  it('keeps what can be downloaded, whatever its format, and ignores digital=false', async () => {
    const { projects } = schema;
    await t.database.db.update(projects).set({ digitalEnabled: true }).where(eq(projects.id, fx.projects.velvet));
    expect(await namesAt('/api/projects?digital=true')).toEqual(['Velvet Static']);
    expect((await list('/api/projects?digital=false')).total).toBe((await list('/api/projects')).total);
    const { status } = await getAs(t.app, errorBodySchema, '/api/projects?digital=yes');
    expect(status).toBe(400);
  });
});

describe('the stock filter', () => {
  it('keeps copies ready to ship for in_stock: no pre-order, no campaign still to press, nothing sold out', async () => {
    expect(await namesAt('/api/projects?stock=in_stock')).toEqual(['Tape Loops', 'Tour Shirt']);
  });

  it('keeps the pre-orders that can still be ordered for preorder', async () => {
    expect(await namesAt('/api/projects?stock=preorder')).toEqual(['Spring Pre-order']);
  });
});

describe('the price range, in minor units of the display currency', () => {
  it('filters EUR prices with both bounds included', async () => {
    expect(await namesAt('/api/projects?price_min_minor=2499&price_max_minor=2599')).toEqual([
      'Midnight Circuits',
      'Spring Pre-order',
      'Tour Shirt',
    ]);
    expect(await namesAt('/api/projects?price_max_minor=1499')).toEqual(['Tape Loops', 'Velvet Static']);
    expect(await namesAt('/api/projects?price_min_minor=3000')).toEqual(['Iron Psalms']);
  });

  it.each([
    [1500, 1500],
    [1, 1899],
    [2000, 3099],
    [3100, 4200],
    [1800, 1900],
  ])('keeps exactly the projects shown between %i and %i USD cents', async (minMinor, maxMinor) => {
    const everything = await list('/api/projects?currency=USD&size=100');
    const expected = everything.items
      .filter((item) => item.price.amountMinor >= minMinor && item.price.amountMinor <= maxMinor)
      .map((item) => item.name)
      .sort();
    const filtered = await list(
      `/api/projects?currency=USD&size=100&price_min_minor=${minMinor}&price_max_minor=${maxMinor}`,
    );
    expect(filtered.currency).toBe('USD');
    expect(filtered.items.map((item) => item.name).sort()).toEqual(expected);
    expect(filtered.total).toBe(expected.length);
  });

  it("compares a seller's own price in the display currency, not the converted EUR price", async () => {
    // Velvet Static would show 18.99 USD converted; its seller price is 15.00 USD.
    expect(await namesAt('/api/projects?currency=USD&price_min_minor=1500&price_max_minor=1500')).toEqual([
      'Velvet Static',
    ]);
    expect(await namesAt('/api/projects?currency=USD&price_min_minor=1800&price_max_minor=1900')).toEqual([]);
  });

  it('finds nothing for an upside-down range', async () => {
    expect(await list('/api/projects?price_min_minor=3000&price_max_minor=1000')).toMatchObject({
      items: [],
      total: 0,
    });
  });

  it('rejects a negative bound with the field code', async () => {
    const { status, body } = await getAs(t.app, errorBodySchema, '/api/projects?price_min_minor=-5');
    expect(status).toBe(400);
    expect(body.error.fields).toEqual({ price_min_minor: 'input_too_small' });
  });
});

describe('facet counts', () => {
  it('counts per genre without the genre filter and per format with it', async () => {
    const body = await list(`/api/projects?facets=true&genre=${encodeURIComponent('11|18')}`);
    expect(body.total).toBe(4);
    expect(body.facets?.genres).toEqual([
      { genreId: 1, count: 2 },
      { genreId: 7, count: 1 },
      { genreId: 8, count: 3 },
      { genreId: 11, count: 4 },
      { genreId: 18, count: 1 },
    ]);
    expect(body.facets?.formats).toEqual([
      { format: 'vinyl', count: 3 },
      { format: 'cd', count: 0 },
      { format: 'tape', count: 0 },
      { format: 'merch', count: 1 },
      { format: 'accessory', count: 0 },
      { format: 'bundle', count: 0 },
    ]);
  });

  it('applies the other filters to each facet', async () => {
    const body = await list('/api/projects?facets=true&type=vinyl&stock=preorder');
    expect(body.facets?.genres).toEqual([{ genreId: 11, count: 1 }]);
    expect(body.facets?.formats.find((facet) => facet.format === 'vinyl')?.count).toBe(1);
    expect(body.facets?.formats.find((facet) => facet.format === 'merch')?.count).toBe(0);
  });

  it('stays out of the answer unless asked for', async () => {
    expect((await list('/api/projects')).facets).toBeUndefined();
    expect((await list('/api/projects?facets=false')).facets).toBeUndefined();
  });

  it('leaves the pro category as hidden as its list', async () => {
    const { status } = await getAs(t.app, errorBodySchema, '/api/projects?category=155&facets=true');
    expect(status).toBe(404);
  });
});

describe('filters together', () => {
  it('combines genre, format, stock, price and sort, and pages the result', async () => {
    const url = `/api/projects?genre=${encodeURIComponent('11|18|1')}&type=${encodeURIComponent('vinyl|tape|merch')}&price_max_minor=3000&sort=price_desc`;
    expect((await list(url)).items.map((item) => item.name)).toEqual([
      'Rust Belt Hymns',
      'Spring Pre-order',
      'Tour Shirt',
      'Midnight Circuits',
      'Tape Loops',
    ]);
    const second = await list(`${url}&stock=in_stock&size=1&page=2`);
    expect(second).toMatchObject({ page: 2, size: 1, total: 2 });
    expect(second.items.map((item) => item.name)).toEqual(['Tape Loops']);
  });
});
