// A page of the shop costs one SQL statement (issue 19): the tiles, their genres, covers and seller
// prices and the total come back together; a curated category adds its own check. The statements are
// counted at the driver (PGlite's client or PostgreSQL's pool) while the server answers.
import { projectListSchema } from '@spindle/contracts';
import { driverOf } from '@spindle/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { getAs, send } from '../../testing/http.ts';
import { recordStatements, type StatementRecorder } from '../../testing/statement-recorder.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let recorder: StatementRecorder;

beforeAll(async () => {
  t = await createTestApp({ VISITOR_CACHE_MS: '0' });
  await insertCatalogueFixture(t.database);
  recorder = recordStatements(t.database);
});
afterAll(() => t.close());

/** The statements one answer of `url` makes, after a first answer warmed the caches (exchange rates). */
async function statementsOf(url: string): Promise<string[]> {
  expect((await getAs(t.app, projectListSchema, url)).status).toBe(200);
  recorder.reset();
  const { status, body } = await getAs(t.app, projectListSchema, url);
  expect(status).toBe(200);
  expect(body.items.length).toBeGreaterThan(0);
  return [...recorder.texts];
}

describe('the SQL statements of GET /api/projects', () => {
  it('makes one statement for a page of the shop, in EUR and in another currency', async () => {
    expect(await statementsOf('/api/projects?size=24')).toHaveLength(1);
    expect(await statementsOf('/api/projects?size=24&currency=USD&sort=popular')).toHaveLength(1);
  });

  it('makes one statement with filters', async () => {
    expect(await statementsOf('/api/projects?search=midnight&type=vinyl&currency=USD')).toHaveLength(1);
    expect(await statementsOf('/api/projects?genre=11%7C18&sort=price_asc&price_max_minor=100000')).toHaveLength(1);
  });

  it('counts the matches once per filter: the next answers read the kept total, until a write', async () => {
    const url = '/api/projects?size=24&sort=popular&type=vinyl';
    recorder.reset();
    const counted = await getAs(t.app, projectListSchema, url);
    expect(recorder.texts).toHaveLength(1);
    expect(recorder.texts[0]).toMatch(/count\(/);
    const [kept] = await statementsOf(url);
    expect(kept).not.toMatch(/count\(/);

    const written = await send(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'statements-reader@example.com', lang: 'en' },
      remoteAddress: '203.0.113.80',
    });
    expect(written.status).toBeLessThan(400);
    recorder.reset();
    expect((await getAs(t.app, projectListSchema, url)).body.total).toBe(counted.body.total);
    expect(recorder.texts.find((text) => /storefront|projects/.test(text))).toMatch(/count\(/);
  });

  it('makes two with a curated category: its check, then the page', async () => {
    expect(await statementsOf('/api/projects?category=9')).toHaveLength(2);
  });

  it("writes the first pages' limit, offset, steps and currency into the statement: it has no parameter", async () => {
    const [first] = await statementsOf('/api/projects?size=24&currency=USD');
    expect(first).toMatch(/limit 24 offset 0/);
    expect(first).toMatch(/"step" in \('/);
    expect(first).toMatch(/"currency" = 'USD'/);
    expect(recorder.parameters[0]).toEqual([]);
    // A page further on takes its paging as parameters, as before (past the end: no tiles, a count).
    recorder.reset();
    expect((await getAs(t.app, projectListSchema, '/api/projects?size=24&page=5')).status).toBe(200);
    expect(recorder.texts[0]).toMatch(/limit \$\d+ offset \$\d+/);
    expect(recorder.parameters[0]).toEqual(expect.arrayContaining([24, 96]));
  });

  it('gives the same tiles through the statements with the paging written in and with it sent', async () => {
    const whole = await getAs(t.app, projectListSchema, '/api/projects?size=48&sort=price_asc');
    const count = Math.min(whole.body.items.length, 12);
    expect(count).toBeGreaterThan(3);
    const ids: number[] = [];
    for (let page = 1; page <= count; page += 1) {
      const one = await getAs(t.app, projectListSchema, `/api/projects?size=1&page=${page}&sort=price_asc`);
      ids.push(...one.body.items.map((item) => item.id));
    }
    expect(ids).toEqual(whole.body.items.slice(0, count).map((item) => item.id));
    // size=1 beyond the fixed pages (offset 96 and over) runs the parameterised statement: same order.
    if (whole.body.total > 97) {
      const far = await getAs(t.app, projectListSchema, '/api/projects?size=1&page=98&sort=price_asc');
      const near = await getAs(t.app, projectListSchema, '/api/projects?size=2&page=49&sort=price_asc');
      expect(far.body.items[0]?.id).toBe(near.body.items[1]?.id);
    }
  });

  it('lets PostgreSQL keep one generic plan for page 1 instead of planning every answer', async (context) => {
    const driver = driverOf(t.database);
    if (driver.kind !== 'postgres') return context.skip();
    for (let round = 0; round < 8; round += 1) {
      expect((await getAs(t.app, projectListSchema, '/api/projects?size=24&sort=popular')).status).toBe(200);
    }
    // Prepared statements live per connection: hold every connection of the pool and ask each.
    const clients = await Promise.all(Array.from({ length: driver.pool.totalCount }, () => driver.pool.connect()));
    try {
      const plans = [];
      for (const client of clients) {
        const { rows } = await client.query<{ name: string; generic_plans: string; custom_plans: string }>(
          "select name, generic_plans, custom_plans from pg_prepared_statements where name like 'storefront_cards_popular_%_24_0_eur'",
        );
        plans.push(...rows);
      }
      expect(plans.length).toBeGreaterThan(0);
      expect(plans.reduce((sum, row) => sum + Number(row.generic_plans), 0)).toBeGreaterThan(0);
    } finally {
      for (const client of clients) client.release();
    }
  });
});
