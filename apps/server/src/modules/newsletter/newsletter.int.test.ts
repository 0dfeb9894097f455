import { errorBodySchema, newsletterResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../../testing/catalogue-fixture.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const { newsletterSubscribers } = schema;

let t: TestApp;
let fx: CatalogueFixture;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertCatalogueFixture(t.database);
});
afterAll(() => t.close());

function subscribe(
  body: Record<string, unknown>,
  remoteAddress = '203.0.113.20',
  headers: Record<string, string> = {},
) {
  return send(t.app, { method: 'POST', url: '/api/newsletter', payload: body, remoteAddress, headers });
}

const rowsOf = (email: string) =>
  t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

describe('POST /api/newsletter', () => {
  it('subscribes an address, lower-cased, in the chosen language', async () => {
    const response = await subscribe({ email: '  Fan@Example.com ', lang: 'kr' });
    expect(response.status).toBe(200);
    expect(bodyOf(newsletterResponseSchema, response)).toEqual({ subscribed: true });
    expect(await rowsOf('fan@example.com')).toMatchObject([
      { email: 'fan@example.com', lang: 'kr', origin: 'newsletter_page', unsubscribedAt: null, userId: null },
    ]);
  });

  it('is idempotent: subscribing again keeps one row and its first date, and follows the new language', async () => {
    await subscribe({ email: 'twice@example.com', lang: 'en' });
    const [first] = await rowsOf('twice@example.com');
    const again = await subscribe({ email: 'TWICE@example.com', lang: 'fr' });
    expect(again.status).toBe(200);
    expect(bodyOf(newsletterResponseSchema, again)).toEqual({ subscribed: true });
    const rows = await rowsOf('twice@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lang: 'fr', subscribedAt: first?.subscribedAt, unsubscribedAt: null });
  });

  it('puts an address that had left back on the list from now', async () => {
    await subscribe({ email: 'back@example.com', lang: 'es' });
    await t.database.db
      .update(newsletterSubscribers)
      .set({ subscribedAt: sql`now() - interval '1 year'`, unsubscribedAt: sql`now() - interval '6 months'` })
      .where(eq(newsletterSubscribers.email, 'back@example.com'));
    await subscribe({ email: 'back@example.com', lang: 'es' });
    const [row] = await rowsOf('back@example.com');
    expect(row?.unsubscribedAt).toBeNull();
    expect(Date.now() - (row?.subscribedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("links the subscription to the signed-in user only when the address is the user's own", async () => {
    const token = `Bearer ${fx.users.regular.token}`;
    await subscribe({ email: 'rita@example.test', lang: 'en' }, '203.0.113.21', { authorization: token });
    await subscribe({ email: 'someone-else@example.com', lang: 'en' }, '203.0.113.21', { authorization: token });
    expect((await rowsOf('rita@example.test'))[0]?.userId).toBe(fx.users.regular.id);
    expect((await rowsOf('someone-else@example.com'))[0]?.userId).toBeNull();
  });

  it('answers 400 with the spec codes', async () => {
    const response = await subscribe({ email: 'fan@', lang: '' });
    expect(response.status).toBe(400);
    expect(bodyOf(errorBodySchema, response).error.fields).toEqual({ email: 'email_invalid', lang: 'input_required' });
    const missing = await subscribe({});
    expect(bodyOf(errorBodySchema, missing).error.fields).toEqual({ email: 'input_required', lang: 'input_required' });
  });

  it('limits sign-ups per client address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await subscribe({ email: `list${index}@example.com`, lang: 'en' }, '198.51.100.30')).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await rowsOf('list10@example.com')).toEqual([]);
  });
});
