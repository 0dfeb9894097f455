// The catalogue's reads on a PostgreSQL read replica, with read-your-writes (docs/scaling.md, "A read
// replica"). The test makes its own primary and streaming standby with the machine's PostgreSQL binaries
// (testing/postgres-replica.ts); it is skipped only where those binaries are absent. With the standby's
// replay paused, a row present only on the primary shows which database answered a read.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Database, migrateDatabase, openDatabase, schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { READ_PRIMARY_COOKIE, READ_PRIMARY_HEADER } from '../http/read-your-writes.ts';
import { bearer } from '../testing/accounts-kit.ts';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture.ts';
import {
  canStartPostgresReplicaPair,
  startPostgresReplicaPair,
  type PostgresReplicaPair,
} from '../testing/postgres-replica.ts';

const can = canStartPostgresReplicaPair();
const WINDOW_MS = 10_000;

let pair: PostgresReplicaPair | undefined;
let primary: Database;
let replica: Database;
let app: App;
let dir: string;
let fixture: CatalogueFixture;
/** The app's clock: real time moved on by `skewMs`, to step past the read-your-writes window. */
let skewMs = 0;

beforeAll(async () => {
  if (!('binDir' in can)) return;
  pair = await startPostgresReplicaPair(can.binDir);
  primary = await openDatabase({ databaseUrl: pair.primaryUrl });
  await migrateDatabase(primary);
  fixture = await insertCatalogueFixture(primary);
  replica = await openDatabase({ databaseUrl: `${pair.replicaUrl}?application_name=spindle-read` });
  await pair.caughtUp();
  dir = await mkdtemp(path.join(os.tmpdir(), 'spindle-read-replica-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dir,
    VISITOR_CACHE_MS: '0',
    READ_AFTER_WRITE_MS: String(WINDOW_MS),
  });
  app = await buildApp({
    database: primary,
    readDatabase: replica,
    config,
    clock: () => new Date(Date.now() + skewMs),
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await replica?.close();
  await primary?.close();
  await pair?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A project on sale inserted on the primary only (the standby's replay being paused). */
async function insertOnPrimary(name: string): Promise<number> {
  const [row] = await primary.db
    .insert(schema.projects)
    .values({
      name,
      slug: name.toLowerCase().replaceAll(' ', '-'),
      artistName: 'Nova Static',
      artistId: fixture.artists.nova,
      category: 'vinyl',
      step: 'in_progress',
      format: 'LP',
      priceEurMinor: 2199,
      startAt: new Date(Date.UTC(2026, 0, 9)),
    })
    .returning({ id: schema.projects.id });
  if (!row) throw new Error('project insert failed');
  return row.id;
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

/** The ids GET /api/projects lists for a search. */
async function listed(search: string): Promise<number[]> {
  const list = (await get(`/api/projects?search=${encodeURIComponent(search)}`)).json<{ items: { id: number }[] }>();
  return list.items.map((card) => card.id);
}

describe.skipIf(!('binDir' in can))(`the catalogue on a read replica (${'reason' in can ? can.reason : 'ok'})`, () => {
  it('serves project lists, project pages and search from the replica', async () => {
    await pair!.pauseReplay();
    const id = await insertOnPrimary('Glass Harbour');
    try {
      expect(await primary.db.select().from(schema.projects).where(eq(schema.projects.id, id))).toHaveLength(1);

      expect((await get(`/api/projects/${id}`)).statusCode).toBe(404);
      expect(await listed('Glass')).not.toContain(id);
      expect((await get('/api/search?search=Glass%20Harbour&type=projects')).json()).toEqual([]);
      // The replica has the rest of the catalogue.
      expect((await get(`/api/projects/${fixture.projects.midnight}`)).statusCode).toBe(200);
      // And the connections that answered are the read pool's, on the standby.
      const watcher = new pg.Client({ connectionString: pair!.replicaUrl });
      await watcher.connect();
      const readers = await watcher.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where application_name = 'spindle-read'",
      );
      await watcher.end();
      expect(readers.rows[0]?.n).toBeGreaterThan(0);
    } finally {
      await pair!.resumeReplay();
    }
    // Once the standby replays the insert, every read finds the project.
    await pair!.caughtUp();
    expect((await get(`/api/projects/${id}`)).statusCode).toBe(200);
    expect(await listed('Glass')).toContain(id);
    expect((await get('/api/search?search=Glass%20Harbour&type=projects')).json<unknown[]>()).toHaveLength(1);
  });

  it("reads a user's own write from the primary for a while after it, others from the replica", async () => {
    const projectUrl = `/api/projects/${fixture.projects.rustBelt}`;
    const likesOf = (response: { json<T>(): T }) => response.json<{ likes: number }>().likes;
    const before = likesOf(await get(projectUrl));
    const user = bearer(fixture.users.regular.token);
    await pair!.pauseReplay();
    try {
      const like = await app.inject({
        method: 'POST',
        url: `${projectUrl}/like`,
        headers: user,
        payload: { liked: true },
      });
      expect(like.statusCode).toBe(200);
      const cookie = like.cookies.find((c) => c.name === READ_PRIMARY_COOKIE);
      expect(cookie?.maxAge).toBe(WINDOW_MS / 1000);
      const withCookie = { ...user, cookie: `${READ_PRIMARY_COOKIE}=${cookie?.value}` };

      // The user who liked sees the like (the primary); anyone else still reads the paused replica.
      expect(likesOf(await get(projectUrl, withCookie))).toBe(before + 1);
      expect(likesOf(await get(projectUrl))).toBe(before);
      // A page action's own reads (web/api-fetch.ts), or an API client without cookies, ask with a header.
      expect(likesOf(await get(projectUrl, { [READ_PRIMARY_HEADER]: '1' }))).toBe(before + 1);
      // The window is over: the user's reads go back to the replica.
      skewMs = WINDOW_MS + 1;
      expect(likesOf(await get(projectUrl, withCookie))).toBe(before);
      // A cookie claiming a time past the window is not believed.
      skewMs = 0;
      const forged = { cookie: `${READ_PRIMARY_COOKIE}=${Date.now() + 100 * WINDOW_MS}` };
      expect(likesOf(await get(projectUrl, forged))).toBe(before);
    } finally {
      skewMs = 0;
      await pair!.resumeReplay();
    }
    await pair!.caughtUp();
    expect(likesOf(await get(projectUrl))).toBe(before + 1);
  });
});
