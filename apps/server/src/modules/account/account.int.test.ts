import {
  digsResponseSchema,
  loginResponseSchema,
  notificationSettingsSchema,
  publicProfileSchema,
  sponsorResponseSchema,
  userCustomerSchema,
  userDataSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_TEST_ENV,
  bearer,
  errorOf,
  get,
  GOOD_PASSWORD,
  latestEmail,
  post,
  signUp,
  uniqueEmail,
} from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(ACCOUNTS_TEST_ENV);
  await t.database.db.insert(schema.countries).values([
    { code: 'FR', name: 'France', nameFr: 'France', zone: 'eu', eu: true },
    { code: 'DE', name: 'Germany', nameFr: 'Allemagne', zone: 'eu', eu: true },
  ]);
});
afterAll(() => t.close());

const check = async (token: string) => bodyOf(userDataSchema, await get(t.app, '/api/auth/check', bearer(token)));
const address = {
  firstname: 'Léa',
  lastname: "O'Brien-Dubois",
  address: '12, rue de l’Église',
  zip_code: '75011',
  city: 'Paris',
  country_id: 'fr',
  phone: '+33 6 12 34 56 78',
};

describe('every /api/user call', () => {
  it.each([
    ['GET', '/api/user/digs'],
    ['GET', '/api/user/sponsor'],
    ['GET', '/api/user/notifications'],
    ['GET', '/api/user/delivery'],
    ['POST', '/api/user/profile'],
    ['POST', '/api/user/password'],
    ['POST', '/api/user/lang'],
  ] as const)('answers 401 to a visitor: %s %s', async (method, url) => {
    const response = await send(t.app, { method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/user/profile', () => {
  it('changes the name and the about text', async () => {
    const { token } = await signUp(t.app);
    const response = await post(
      t.app,
      '/api/user/profile',
      { name: 'New Name', about: 'I press records.' },
      bearer(token),
    );
    expect(bodyOf(userDataSchema, response).name).toBe('New Name');
  });

  it('changes the e-mail only with the current password, then asks to confirm the new address', async () => {
    const { token, data } = await signUp(t.app);
    const newEmail = uniqueEmail('moved');
    const missing = await post(t.app, '/api/user/profile', { email: newEmail }, bearer(token));
    expect(errorOf(missing).fields).toEqual({ current_password: 'input_required' });
    const wrong = await post(
      t.app,
      '/api/user/profile',
      { email: newEmail, current_password: 'wrong one' },
      bearer(token),
    );
    expect(errorOf(wrong).fields).toEqual({ current_password: 'password_invalid' });
    expect((await check(token)).email).toBe(data.email);

    const moved = await post(
      t.app,
      '/api/user/profile',
      { email: newEmail, current_password: GOOD_PASSWORD },
      bearer(token),
    );
    expect(bodyOf(userDataSchema, moved)).toMatchObject({ email: newEmail, email_confirmed: false });
    await latestEmail(t.database.db, newEmail, 'confirm_email');
  });

  it('refuses an e-mail another account has', async () => {
    const { data: other } = await signUp(t.app);
    const { token } = await signUp(t.app);
    const response = await post(
      t.app,
      '/api/user/profile',
      { email: other.email, current_password: GOOD_PASSWORD },
      bearer(token),
    );
    expect(errorOf(response).fields).toEqual({ email: 'email_taken' });
  });
});

describe('POST /api/user/password', () => {
  it('needs the current password, signs the other sessions out and keeps this one', async () => {
    const { token, data } = await signUp(t.app);
    const other = await post(t.app, '/api/auth/login', { email: data.email, password: GOOD_PASSWORD });
    const otherToken = bodyOf(loginResponseSchema, other).token;

    const wrong = await post(
      t.app,
      '/api/user/password',
      { current_password: 'nope nope', password: 'another good passphrase' },
      bearer(token),
    );
    expect(errorOf(wrong).fields).toEqual({ current_password: 'password_invalid' });
    const common = await post(
      t.app,
      '/api/user/password',
      { current_password: GOOD_PASSWORD, password: 'qwertyuiop' },
      bearer(token),
    );
    expect(errorOf(common).fields).toEqual({ password: 'password_too_common' });

    const changed = await post(
      t.app,
      '/api/user/password',
      { current_password: GOOD_PASSWORD, password: 'another good passphrase' },
      bearer(token),
    );
    expect(changed.status).toBe(200);
    expect((await get(t.app, '/api/auth/check', bearer(token))).status).toBe(200);
    expect((await get(t.app, '/api/auth/check', bearer(otherToken))).status).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { email: data.email, password: 'another good passphrase' })).status,
    ).toBe(200);
  });
});

describe('notifications, language and currency', () => {
  it('reads and changes the e-mail settings; the newsletter one puts the address on the list', async () => {
    const { token, data } = await signUp(t.app);
    const before = bodyOf(notificationSettingsSchema, await get(t.app, '/api/user/notifications', bearer(token)));
    expect(before).toMatchObject({ newsletter: false, order_updates: true });
    const after = await post(
      t.app,
      '/api/user/notifications',
      { newsletter: true, box_reminders: false },
      bearer(token),
    );
    expect(bodyOf(notificationSettingsSchema, after)).toMatchObject({
      newsletter: true,
      box_reminders: false,
      order_updates: true,
    });
    const [listed] = await t.database.db
      .select()
      .from(schema.newsletterSubscribers)
      .where(eq(schema.newsletterSubscribers.email, data.email));
    expect(listed?.unsubscribedAt).toBeNull();
    expect((await check(token)).newsletter).toBe(true);
  });

  it('changes the language and the currency', async () => {
    const { token } = await signUp(t.app, { lang: 'en' });
    expect(bodyOf(userDataSchema, await post(t.app, '/api/user/lang', { lang: 'kr' }, bearer(token))).lang).toBe('kr');
    expect(
      bodyOf(userDataSchema, await post(t.app, '/api/user/currency', { currency: 'JPY' }, bearer(token))).currency,
    ).toBe('JPY');
    const refused = await post(t.app, '/api/user/currency', { currency: 'XYZ' }, bearer(token));
    expect(refused.status).toBe(400);
  });
});

describe('POST /api/user/delivery', () => {
  it('saves the default address, then updates the same one', async () => {
    const { token } = await signUp(t.app);
    const saved = bodyOf(userCustomerSchema, await post(t.app, '/api/user/delivery', address, bearer(token)));
    expect(saved).toMatchObject({ firstname: 'Léa', country_id: 'FR', company: null });
    const moved = bodyOf(
      userCustomerSchema,
      await post(t.app, '/api/user/delivery', { ...address, city: 'Lyon' }, bearer(token)),
    );
    expect(moved.id).toBe(saved.id);
    const data = await check(token);
    expect(data.customer_id).toBe(saved.id);
    expect(data.customer?.city).toBe('Lyon');
  });

  it('answers latin_invalid for non-Latin names and addresses, input_required for blanks', async () => {
    const { token } = await signUp(t.app);
    const response = await post(
      t.app,
      '/api/user/delivery',
      { ...address, firstname: '黑胶', city: '  ', address: 'Straße 1 <b>' },
      bearer(token),
    );
    expect(response.status).toBe(400);
    expect(errorOf(response).fields).toEqual({
      firstname: 'latin_invalid',
      city: 'input_required',
      address: 'latin_invalid',
    });
  });

  it('refuses an unknown country', async () => {
    const { token } = await signUp(t.app);
    const response = await post(t.app, '/api/user/delivery', { ...address, country_id: 'QQ' }, bearer(token));
    expect(errorOf(response).fields).toEqual({ country_id: 'input_invalid' });
  });
});

describe('digs and sponsor code', () => {
  it('sums the points and lists them newest first', async () => {
    const { token, data } = await signUp(t.app);
    await t.database.db.insert(schema.points).values([
      { userId: data.id, points: 20, reason: 'purchase', createdAt: new Date('2026-01-01') },
      { userId: data.id, points: -5, reason: 'spent', createdAt: new Date('2026-02-01') },
    ]);
    const digs = bodyOf(digsResponseSchema, await get(t.app, '/api/user/digs', bearer(token)));
    expect(digs.points).toBe(15);
    expect(digs.history.map((row) => row.reason)).toEqual(['spent', 'purchase']);
  });

  it('makes a sponsor code once and keeps it', async () => {
    const { token } = await signUp(t.app);
    const first = bodyOf(sponsorResponseSchema, await get(t.app, '/api/user/sponsor', bearer(token)));
    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const again = bodyOf(sponsorResponseSchema, await get(t.app, '/api/user/sponsor', bearer(token)));
    expect(again).toEqual({ code: first.code, sponsored_count: 0 });
  });

  it('records who brought a new account: the sponsor cookie of a /?sponsor=CODE link, in any case', async () => {
    const sponsor = await signUp(t.app);
    const { code } = bodyOf(sponsorResponseSchema, await get(t.app, '/api/user/sponsor', bearer(sponsor.token)));

    const friend = await signUp(t.app, {}, { cookie: `sponsor=${code.toLowerCase()}` });
    const [row] = await t.database.db
      .select({ sponsoredBy: schema.users.sponsoredByUserId })
      .from(schema.users)
      .where(eq(schema.users.id, friend.data.id));
    expect(row?.sponsoredBy).toBe(sponsor.data.id);
    const counted = bodyOf(sponsorResponseSchema, await get(t.app, '/api/user/sponsor', bearer(sponsor.token)));
    expect(counted.sponsored_count).toBe(1);

    // An unknown code brings nobody, and the sign-up still succeeds.
    const stranger = await signUp(t.app, {}, { cookie: 'sponsor=NOSUCHCODE' });
    const [strangerRow] = await t.database.db
      .select({ sponsoredBy: schema.users.sponsoredByUserId })
      .from(schema.users)
      .where(eq(schema.users.id, stranger.data.id));
    expect(strangerRow?.sponsoredBy).toBeNull();
  });
});

describe('one user and another', () => {
  it('shows anyone a public profile without the e-mail', async () => {
    const { data } = await signUp(t.app, { name: 'Public Person' });
    const response = await get(t.app, `/api/users/${data.id}/public`);
    const profile = bodyOf(publicProfileSchema, response);
    expect(profile).toMatchObject({ id: data.id, name: 'Public Person' });
    expect(response.text).not.toContain(data.email);
    expect((await get(t.app, '/api/users/999999/public')).status).toBe(404);
  });

  it('gives user A only their own data, and A’s changes never touch user B', async () => {
    const a = await signUp(t.app, { name: 'User A' });
    const b = await signUp(t.app, { name: 'User B' });
    await post(t.app, '/api/user/profile', { name: 'A renamed', id: b.data.id }, bearer(a.token));
    await post(t.app, '/api/user/delivery', { ...address, user_id: b.data.id }, bearer(a.token));
    await post(t.app, '/api/user/lang', { lang: 'zh' }, bearer(a.token));

    const seenByA = await check(a.token);
    expect(seenByA).toMatchObject({ id: a.data.id, name: 'A renamed', lang: 'zh' });
    const bNow = await check(b.token);
    expect(bNow).toMatchObject({ id: b.data.id, name: 'User B', lang: b.data.lang, customer: null });
    const bProfile = await post(
      t.app,
      '/api/user/profile',
      { email: a.data.email, current_password: GOOD_PASSWORD },
      bearer(b.token),
    );
    expect(errorOf(bProfile).fields).toEqual({ email: 'email_taken' });
  });
});
