// A page of the shop costs one SQL statement (issue 19): the tiles, their genres, covers and seller
// prices and the total come back together; a curated category adds its own check. The statements are
// counted at the driver (PGlite's client or PostgreSQL's pool) while the server answers.
import { projectListSchema } from '@spindle/contracts';
import { driverOf } from '@spindle/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { getAs, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const statements: string[] = [];

/** Records the text of every statement the database's driver is sent. */
function recordStatements(app: TestApp): void {
  const driver = driverOf(app.database);
  const target: { query: (...args: never[]) => unknown } = driver.kind === 'pglite' ? driver.client : driver.pool;
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = (...args: unknown[]) => {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
    return query(...args);
  };
}

beforeAll(async () => {
  t = await createTestApp({ VISITOR_CACHE_MS: '0' });
  await insertCatalogueFixture(t.database);
  recordStatements(t);
});
afterAll(() => t.close());

/** The statements one answer of `url` makes, after a first answer warmed the caches (exchange rates). */
async function statementsOf(url: string): Promise<string[]> {
  expect((await getAs(t.app, projectListSchema, url)).status).toBe(200);
  statements.length = 0;
  const { status, body } = await getAs(t.app, projectListSchema, url);
  expect(status).toBe(200);
  expect(body.items.length).toBeGreaterThan(0);
  return [...statements];
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
    statements.length = 0;
    const counted = await getAs(t.app, projectListSchema, url);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/count\(/);
    const [kept] = await statementsOf(url);
    expect(kept).not.toMatch(/count\(/);

    const written = await send(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'statements-reader@example.com', lang: 'en' },
      remoteAddress: '203.0.113.80',
    });
    expect(written.status).toBeLessThan(400);
    statements.length = 0;
    expect((await getAs(t.app, projectListSchema, url)).body.total).toBe(counted.body.total);
    expect(statements.find((text) => /storefront|projects/.test(text))).toMatch(/count\(/);
  });

  it('makes two with a curated category: its check, then the page', async () => {
    expect(await statementsOf('/api/projects?category=9')).toHaveLength(2);
  });
});
