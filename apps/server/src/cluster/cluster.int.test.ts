// Two instances of the app on one database (two buildApp servers, on PostgreSQL two pools): a write that
// succeeds through instance A empties instance B's visitor cache, and what one instance publishes on the
// cluster bus the other hears (LISTEN/NOTIFY on PostgreSQL, in process on PGlite). docs/scaling.md.
import { projectDetailSchema, projectListSchema } from '@spindle/contracts';
import { type Database, driverOf, openDatabase, schema } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture.ts';
import { getAs, send } from '../testing/http.ts';
import { ratesSignal } from '../modules/currency/index.ts';
import { costTableSignal } from '../modules/quote/index.ts';
import { CLUSTER_TOPICS } from '../api.ts';
import { CLUSTER_LISTENER_NAME, createClusterBus } from './cluster-bus.ts';

let database: Database;
let second: Database;
let dataDir: string;
let a: App;
let b: App;
let fx: CatalogueFixture;

/** The same data seen through another connection pool, as another server process would open it. */
async function openAgain(db: Database): Promise<Database> {
  const driver = driverOf(db);
  if (driver.kind === 'pglite') return db;
  return openDatabase({ databaseUrl: driver.pool.options.connectionString });
}

async function instance(on: Database): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    BUILD_ID: 'test-build',
    VISITOR_CACHE_MS: '60000',
  });
  const app = await buildApp({ database: on, config });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
  second = await openAgain(database);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'spindle-cluster-test-'));
  fx = await insertCatalogueFixture(database);
  a = await instance(database);
  b = await instance(second);
});
afterAll(async () => {
  await a.close();
  await b.close();
  if (second !== database) await second.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const nameOn = async (app: App, id: number) =>
  (await getAs(app, projectDetailSchema, `/api/projects/${id}?currency=EUR`)).body.name;

/** Polls until `check` passes: a notification crosses the database, not the call stack. */
async function eventually(check: () => Promise<void> | void, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('several instances on one database', () => {
  it("empties instance B's visitor cache when a write succeeds through instance A", async () => {
    const id = fx.projects.midnight;
    const before = await nameOn(b, id);
    await database.db.update(schema.projects).set({ name: 'Midnight (cluster)' }).where(eq(schema.projects.id, id));
    // B keeps its copy: nothing went through the API yet.
    expect(await nameOn(b, id)).toBe(before);

    const subscribed = await send(a, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'cluster-reader@example.com', lang: 'en' },
      remoteAddress: '203.0.113.78',
    });
    expect(subscribed.status).toBeLessThan(400);
    await eventually(async () => {
      expect(await nameOn(b, id)).toBe('Midnight (cluster)');
    });
  });

  it("drops instance B's kept shop totals when a write succeeds through instance A", async () => {
    // A signed-in fan reads past the visitors' cache: what B keeps is the filter's total alone.
    const fan = { authorization: `Bearer ${fx.users.regular.token}` };
    const totalOn = async (app: App) => (await getAs(app, projectListSchema, '/api/projects?size=24', fan)).body.total;
    const before = await totalOn(b);
    await database.db.insert(schema.projects).values({
      ...{ category: 'vinyl', step: 'in_progress', format: 'LP', priceEurMinor: 1999 },
      ...{ name: 'Cluster Insert', slug: `cluster-insert-${Date.now()}`, artistName: 'Nova Static' },
    });
    expect(await totalOn(b)).toBe(before);

    const subscribed = await send(a, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'cluster-totals@example.com', lang: 'en' },
      remoteAddress: '203.0.113.79',
    });
    expect(subscribed.status).toBeLessThan(400);
    await eventually(async () => {
      expect(await totalOn(b)).toBe(before + 1);
    });
  });

  it('carries a topic from one bus to every other bus on the database, and not to other topics', async () => {
    const one = createClusterBus(database);
    const two = createClusterBus(second);
    await Promise.all([one.ready(), two.ready()]);
    const heard: string[] = [];
    two.subscribe('rates', () => heard.push('rates'));
    two.subscribe('other', () => heard.push('other'));
    const mine: string[] = [];
    one.subscribe('rates', () => mine.push('rates'));
    try {
      await one.publish('rates');
      await eventually(() => {
        expect(heard).toEqual(['rates']);
      });
      // The publisher hears its own change once (at once, not again through the database).
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mine).toEqual(['rates']);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("moves the exchange rates' and the quote costs' versions when another instance says they changed", async () => {
    const other = createClusterBus(second);
    await other.ready();
    const rates = ratesSignal.version();
    const costs = costTableSignal.version();
    try {
      await other.publish(CLUSTER_TOPICS.currencyRates);
      await other.publish(CLUSTER_TOPICS.quoteCosts);
      await eventually(() => {
        expect(ratesSignal.version()).toBeGreaterThan(rates);
        expect(costTableSignal.version()).toBeGreaterThan(costs);
      });
    } finally {
      await other.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'listens through DATABASE_DIRECT_URL when given (not through the pool, which may be PgBouncer)',
    async () => {
      // Another role on the same server tells the direct session from the pool's.
      const role = 'spindle_bus_direct';
      await database.db.execute(
        sql.raw(`do $$ begin create role ${role} login; exception when duplicate_object then null; end $$`),
      );
      const driver = driverOf(second);
      if (driver.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const direct = new URL(driver.pool.options.connectionString ?? '');
      direct.username = role;
      const listener = createClusterBus(second, undefined, direct.toString());
      const speaker = createClusterBus(database);
      await Promise.all([listener.ready(), speaker.ready()]);
      const heard: string[] = [];
      listener.subscribe('rates', () => heard.push('rates'));
      try {
        const sessions = await database.db.execute<{ usename: string }>(
          sql`select usename from pg_stat_activity where application_name = ${CLUSTER_LISTENER_NAME} and datname = current_database()`,
        );
        expect(sessions.rows.map((row) => row.usename)).toContain(role);
        await speaker.publish('rates');
        await eventually(() => {
          expect(heard).toEqual(['rates']);
        });
      } finally {
        await listener.close();
        await speaker.close();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'listens again after its connection is cut, and drops every copy since it may have missed a change',
    async () => {
      const listener = createClusterBus(second);
      const speaker = createClusterBus(database);
      await Promise.all([listener.ready(), speaker.ready()]);
      const heard: string[] = [];
      listener.subscribe('rates', () => heard.push('rates'));
      listener.subscribe('covers', () => heard.push('covers'));
      try {
        // The server ends every listening connection, as a failover or an idle timeout would.
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${CLUSTER_LISTENER_NAME} and datname = current_database()`,
        );
        // Back on its own: each topic is dropped once, because what changed meanwhile is unknown.
        await eventually(() => {
          expect([...heard].sort()).toEqual(['covers', 'rates']);
        });
        heard.length = 0;
        await eventually(async () => {
          await speaker.publish('rates');
          expect(heard).toContain('rates');
        });
      } finally {
        await listener.close();
        await speaker.close();
      }
    },
  );
});
