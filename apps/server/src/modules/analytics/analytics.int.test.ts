// First-party analytics through the API (PGlite and PostgreSQL): the beacon records page views and user
// events with the visitor origin (the stored ori cookie, else the spec's rule on the landing page and
// its referrer), the user id when signed in and a first-party visitor id it sets once; it keeps
// project ids of public projects only, refuses bad and oversized payloads and too many beacons; the
// staff statistics read the events as conversion by origin.
import { adminStatsSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const { events } = schema;

let t: TestApp;
let fx: OrdersFixture;
let teamToken: string;
let nextIp = 1;

/** Each test beacons from an address of its own, so the rate limit counts only what it sends. */
let ip = '';
beforeEach(() => {
  ip = `203.0.113.${nextIp++}`;
});

function beacon(body: unknown, headers: Record<string, string> = {}, options: { text?: boolean } = {}) {
  return send(t.app, {
    method: 'POST',
    url: '/api/events',
    remoteAddress: ip,
    headers: { 'content-type': options.text ? 'text/plain;charset=UTF-8' : 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function rowsOfUrl(url: string) {
  return t.database.db.select().from(events).where(eq(events.url, url)).orderBy(asc(events.id));
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
  teamToken = await addVerifiedStaffSession(t.database, fx.people.team.id);
});

afterAll(async () => {
  await t.close();
});

describe('POST /api/events', () => {
  it('records a page view sent by sendBeacon (a text/plain JSON body) and gives the browser a visitor id', async () => {
    const response = await beacon(
      { events: [{ type: 'page_view', url: '/vinyl-shop?x=1' }], referrer: 'https://www.google.com/search?q=vinyl' },
      {},
      { text: true },
    );
    expect(response.status, response.text).toBe(202);
    expect(JSON.parse(response.text)).toEqual({ recorded: 1 });
    const cookie = String(response.headers['set-cookie'] ?? '');
    expect(cookie).toMatch(/^cookie_id=[A-Za-z0-9_-]{22};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const [row] = await rowsOfUrl('/vinyl-shop?x=1');
    expect(row).toMatchObject({ type: 'page_view', origin: 'GGO', userId: null, projectId: null });
    expect(row?.cookieId).toBe(/^cookie_id=([^;]+)/.exec(cookie)?.[1]);
  });

  it('takes the origin from the ori cookie first, keeps the visitor id it was given and sets none', async () => {
    const response = await beacon(
      { events: [{ type: 'page_view', url: '/about' }], referrer: 'https://www.facebook.com/' },
      { cookie: 'ori=NEWSLETTER_NOV; cookie_id=AAAAAAAAAAAAAAAAAAAAAA' },
    );
    expect(response.status).toBe(202);
    expect(response.headers['set-cookie']).toBeUndefined();
    const [row] = await rowsOfUrl('/about');
    expect(row).toMatchObject({ origin: 'NEWSLETTER_NOV', cookieId: 'AAAAAAAAAAAAAAAAAAAAAA' });
  });

  it("applies the spec's origin rule without a cookie: ?ori, fbclid, /contest/party, no referrer", async () => {
    await beacon({ events: [{ type: 'page_view', url: '/?ori=SPRING' }] });
    await beacon({ events: [{ type: 'page_view', url: '/?fbclid=abc' }] });
    await beacon({ events: [{ type: 'page_view', url: '/fr/contest/party' }] });
    await beacon({ events: [{ type: 'page_view', url: '/contest' }] });
    await beacon({ events: [{ type: 'page_view', url: '/how-it-works' }], referrer: 'http://localhost:80/x' });
    expect((await rowsOfUrl('/?ori=SPRING'))[0]?.origin).toBe('SPRING');
    expect((await rowsOfUrl('/?fbclid=abc'))[0]?.origin).toBe('FBO');
    expect((await rowsOfUrl('/fr/contest/party'))[0]?.origin).toBe('PA1');
    expect((await rowsOfUrl('/contest'))[0]?.origin).toBe('FL');
    // A referrer from our own host is no origin: a direct visit.
    expect((await rowsOfUrl('/how-it-works'))[0]?.origin).toBe('DI');
  });

  it('records the user events with the signed-in user id, keeping project ids of public projects only', async () => {
    const response = await beacon(
      {
        events: [
          { type: 'add_to_cart', url: '/vinyl/1/x', project_id: fx.projects.rustBelt, data: { quantity: 2 } },
          { type: 'add_to_wishlist', url: '/vinyl/1/x', project_id: fx.projects.rustBelt },
          { type: 'audio_play', url: '/vinyl/1/x', project_id: fx.projects.draft, data: { song_id: 7 } },
        ],
      },
      { authorization: `Bearer ${fx.people.b.token}` },
    );
    expect(response.status, response.text).toBe(202);
    const rows = await rowsOfUrl('/vinyl/1/x');
    expect(rows.map((row) => [row.type, row.userId, row.projectId])).toEqual([
      ['add_to_cart', fx.people.b.id, fx.projects.rustBelt],
      ['add_to_wishlist', fx.people.b.id, fx.projects.rustBelt],
      ['audio_play', fx.people.b.id, null],
    ]);
    expect(rows[0]?.data).toEqual({ quantity: 2 });
  });

  it.each([
    ['an unknown type', { events: [{ type: 'login', url: '/' }] }],
    ['no event', { events: [] }],
    ['eleven events', { events: Array.from({ length: 11 }, () => ({ type: 'page_view', url: '/' })) }],
    ['a URL of another site', { events: [{ type: 'page_view', url: 'https://evil.example/' }] }],
    ['a protocol-relative URL', { events: [{ type: 'page_view', url: '//evil.example/' }] }],
    ['a URL too long', { events: [{ type: 'page_view', url: `/${'a'.repeat(1100)}` }] }],
    ['nested data', { events: [{ type: 'page_view', url: '/', data: { user: { email: 'a@b.c' } } }] }],
    [
      'too many data fields',
      {
        events: [
          { type: 'page_view', url: '/', data: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f${i}`, i])) },
        ],
      },
    ],
    ['a long data string', { events: [{ type: 'page_view', url: '/', data: { note: 'x'.repeat(65) } }] }],
    ['text that is not JSON', 'events=page_view'],
  ])('refuses %s with input_invalid and records nothing', async (_name, body) => {
    const before = await t.database.db.$count(events);
    const response = await beacon(body, {}, { text: typeof body === 'string' });
    expect(response.status, response.text).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({ error: { code: 'input_invalid' } });
    expect(await t.database.db.$count(events)).toBe(before);
  });

  it('answers 429 with Retry-After after 60 beacons a minute from one address', async () => {
    const one = { events: [{ type: 'page_view', url: '/limit' }] };
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await beacon(one)).status);
    expect(statuses.slice(0, 60).every((status) => status === 202)).toBe(true);
    const refused = await beacon(one);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOfUrl('/limit')).toHaveLength(60);
  });
});

describe('conversion by origin in the staff statistics', () => {
  it('counts visits (a visitor once a day), add-to-carts and purchases per origin', async () => {
    const cookie = (id: string, origin: string) => ({ cookie: `ori=${origin}; cookie_id=${id.padEnd(22, 'x')}` });
    // Two TKO visitors, one of whom views three pages, adds twice and buys; one YTO visitor who only looks.
    const first = cookie('tko1', 'TKO');
    await beacon(
      {
        events: [
          { type: 'page_view', url: '/c/1' },
          { type: 'page_view', url: '/c/2' },
        ],
      },
      first,
    );
    await beacon(
      {
        events: [
          { type: 'page_view', url: '/c/3' },
          { type: 'add_to_cart', url: '/c/3' },
        ],
      },
      first,
    );
    await beacon(
      {
        events: [
          { type: 'add_to_cart', url: '/c/3' },
          { type: 'purchase', url: '/cart/confirmation' },
        ],
      },
      first,
    );
    await beacon({ events: [{ type: 'page_view', url: '/c/1' }] }, cookie('tko2', 'TKO'));
    await beacon({ events: [{ type: 'page_view', url: '/c/1' }] }, cookie('yto1', 'YTO'));
    // The signed-in user's add_to_cart through POST user/event counts under its origin too.
    const userEvent = await send(t.app, {
      method: 'POST',
      url: '/api/user/event',
      headers: { authorization: `Bearer ${fx.people.a.token}`, cookie: 'ori=YTO' },
      payload: { type: 'add_to_cart', project_id: fx.projects.rustBelt },
    });
    expect(userEvent.status, userEvent.text).toBe(201);

    const response = await send(t.app, {
      method: 'GET',
      url: '/api/admin/stats',
      headers: { authorization: `Bearer ${teamToken}` },
    });
    expect(response.status, response.text).toBe(200);
    const stats = bodyOf(adminStatsSchema, response);
    expect(stats.conversion.find((row) => row.origin === 'TKO')).toEqual({
      origin: 'TKO',
      visits: 2,
      add_to_carts: 2,
      purchases: 1,
      purchase_percent: 50,
    });
    expect(stats.conversion.find((row) => row.origin === 'YTO')).toMatchObject({
      visits: 1,
      add_to_carts: 1,
      purchases: 0,
      purchase_percent: 0,
    });
  });

  it('is for staff only', async () => {
    const response = await send(t.app, {
      method: 'GET',
      url: '/api/admin/stats',
      headers: { authorization: `Bearer ${fx.people.b.token}` },
    });
    expect(response.status).toBe(403);
  });
});
