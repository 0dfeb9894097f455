// The catalogue's answers to visitors are kept a few seconds (http/visitor-read-cache.ts): a change
// made behind the API's back stays unseen by visitors until a write goes through the API or the TTL
// passes; signed-in users always read afresh.
import { projectDetailSchema, searchResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { getAs, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let off: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp({ VISITOR_CACHE_MS: '60000' });
  fx = await insertCatalogueFixture(t.database);
  off = await createTestApp({ VISITOR_CACHE_MS: '0' });
  await insertCatalogueFixture(off.database);
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const rename = (app: TestApp, id: number, name: string) =>
  app.database.db.update(schema.projects).set({ name }).where(eq(schema.projects.id, id));

/** A write that succeeds through the API: a newsletter sign-up. */
const subscribe = (email: string, remoteAddress: string) =>
  send(t.app, { method: 'POST', url: '/api/newsletter', payload: { email, lang: 'en' }, remoteAddress });

const nameOf = async (app: TestApp, id: number, headers: Record<string, string> = {}) =>
  (await getAs(app.app, projectDetailSchema, `/api/projects/${id}?currency=EUR`, headers)).body.name;

describe("the catalogue's visitor cache", () => {
  it('serves a visitor the same page again, a signed-in user the fresh one, until a write empties it', async () => {
    const id = fx.projects.midnight;
    const before = await nameOf(t, id);
    await rename(t, id, 'Midnight (renamed)');

    expect(await nameOf(t, id)).toBe(before);
    expect(await nameOf(t, id, { authorization: `Bearer ${fx.users.regular.token}` })).toBe('Midnight (renamed)');
    // Another currency or language is another answer, read afresh.
    expect((await getAs(t.app, projectDetailSchema, `/api/projects/${id}?currency=USD`)).body.name).toBe(
      'Midnight (renamed)',
    );

    // Any write that succeeds through the API (here a newsletter sign-up) empties the cache.
    expect((await subscribe('cache-reader@example.com', '203.0.113.77')).status).toBeLessThan(400);
    expect(await nameOf(t, id)).toBe('Midnight (renamed)');
  });

  it('sends a kept answer as the same JSON document, with its content type', async () => {
    const url = `/api/projects/${fx.projects.midnight}/more?currency=EUR`;
    const first = await t.app.inject({ method: 'GET', url });
    const second = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    // The same answer as without the cache: the route's schema shaped it (no field outside the contract).
    const uncached = await off.app.inject({ method: 'GET', url });
    expect(JSON.parse(second.body)).toEqual(JSON.parse(uncached.body));
  });

  it('sends a kept answer with the same bytes and headers as the answer it kept, and as without the cache', async () => {
    // The kept answer is sent as the request comes in (catalogue.routes.ts, answerKept): nothing of the
    // handler's answer may be lost on the way, for GET and HEAD alike.
    const url = '/api/projects?size=24&sort=new';
    const variable = new Set(['x-request-id', 'date']);
    const fixed = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !variable.has(name)));
    for (const method of ['GET', 'HEAD'] as const) {
      const first = await t.app.inject({ method, url: `${url}&m=${method}` });
      const kept = await t.app.inject({ method, url: `${url}&m=${method}` });
      const uncached = await off.app.inject({ method, url: `${url}&m=${method}` });
      expect(first.statusCode).toBe(200);
      expect(kept.statusCode).toBe(200);
      expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(fixed(kept.headers)).toEqual(fixed(first.headers));
      // Without the cache (another database, where a project may be named differently: not its length).
      const { 'content-length': _length, ...rest } = fixed(kept.headers);
      const { 'content-length': _uncachedLength, ...uncachedRest } = fixed(uncached.headers);
      expect(rest).toEqual(uncachedRest);
      expect(uncached.statusCode).toBe(200);
      expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
  });

  it("keeps the search's answers for visitors too, never for a signed-in user, until a write", async () => {
    const id = fx.projects.midnight;
    const [project] = await t.database.db
      .select({ name: schema.projects.name })
      .from(schema.projects)
      .where(eq(schema.projects.id, id));
    if (!project) throw new Error('no project');
    const url = `/api/search?search=${encodeURIComponent(project.name.slice(0, 5))}`;
    const namesOf = async (headers: Record<string, string> = {}) =>
      (await getAs(t.app, searchResponseSchema, url, headers)).body.map((row) => row.name);
    const before = await namesOf();
    expect(before).toContain(project.name);
    await rename(t, id, `${project.name} (searched)`);

    // The kept answer, for a visitor, sent as the request comes in; a signed-in user reads afresh.
    expect(await namesOf()).toEqual(before);
    expect(await namesOf({ authorization: `Bearer ${fx.users.regular.token}` })).toContain(
      `${project.name} (searched)`,
    );
    // Kept, the same bytes and content type as the first answer.
    const first = await t.app.inject({ method: 'GET', url: `${url}&type=projects` });
    const kept = await t.app.inject({ method: 'GET', url: `${url}&type=projects` });
    expect(kept.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);
    // An invalid query is never answered from the cache: it is checked, and refused.
    expect((await t.app.inject({ method: 'GET', url: '/api/search?search=' })).statusCode).toBe(400);

    // A write through the API empties it.
    expect((await subscribe('search-reader@example.com', '203.0.113.78')).status).toBeLessThan(400);
    expect(await namesOf()).toContain(`${project.name} (searched)`);
    await rename(t, id, project.name);
  });

  it('never keeps a page not found', async () => {
    const missing = await send(t.app, { method: 'GET', url: '/api/projects/999999?currency=EUR' });
    expect(missing.status).toBe(404);
  });

  it('is off with VISITOR_CACHE_MS=0', async () => {
    const [first] = await off.database.db.select({ id: schema.projects.id }).from(schema.projects).limit(1);
    if (!first) throw new Error('no project');
    const before = await nameOf(off, first.id);
    await rename(off, first.id, `${before} (renamed)`);
    expect(await nameOf(off, first.id)).toBe(`${before} (renamed)`);
  });
});
