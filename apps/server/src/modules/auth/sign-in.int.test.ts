import { loginResponseSchema, userDataSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS_TEST_ENV,
  bearer,
  browser,
  errorOf,
  get,
  GOOD_PASSWORD,
  latestEmail,
  linkTokenOf,
  post,
  signUp,
  uniqueEmail,
} from '../../testing/accounts-kit.ts';
import { bodyOf } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { commonPasswordCount } from './common-passwords.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(ACCOUNTS_TEST_ENV);
  await t.database.db
    .insert(schema.countries)
    .values({ code: 'FR', name: 'France', nameFr: 'France', zone: 'eu', eu: true });
});
afterAll(() => t.close());

const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  post(t.app, '/api/auth/login', { email, password }, headers);
const check = (headers: Record<string, string>) => get(t.app, '/api/auth/check', headers);
const userRow = async (email: string) => {
  const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
};

describe('the account journey', () => {
  it('signs up, confirms the e-mail from the outbox, logs in, checks, logs out, and is then a visitor', async () => {
    const email = uniqueEmail('journey');
    const signedUp = await signUp(t.app, { email, name: 'Journey Person' });
    expect(signedUp.data).toMatchObject({ email, name: 'Journey Person', email_confirmed: false, role: 'user' });

    const confirmation = await latestEmail(t.database.db, email, 'confirm_email');
    const confirmed = await post(t.app, '/api/auth/confirm-email', { token: linkTokenOf(confirmation) });
    expect(confirmed.status).toBe(200);
    await latestEmail(t.database.db, email, 'welcome');

    const loggedIn = await login(email, GOOD_PASSWORD);
    expect(loggedIn.status).toBe(200);
    const { token, data } = bodyOf(loginResponseSchema, loggedIn);
    expect(data).toMatchObject({ email, email_confirmed: true, new_messages: 0, orders_count: 0 });
    expect(loggedIn.headers['set-cookie']).toContain(`token=${token}`);

    const checked = await check(bearer(token));
    expect(checked.status).toBe(200);
    expect(bodyOf(userDataSchema, checked).id).toBe(data.id);

    const loggedOut = await post(t.app, '/api/auth/logout', {}, browser(token));
    expect(loggedOut.status).toBe(200);
    expect(String(loggedOut.headers['set-cookie'])).toMatch(/token=;.*Max-Age=0|token=;.*Expires=Thu, 01 Jan 1970/);

    const afterLogout = await check(bearer(token));
    expect(afterLogout.status).toBe(401);
    expect(errorOf(afterLogout).code).toBe('unauthorized');
  });

  it('uses a confirmation link once only', async () => {
    const email = uniqueEmail('once');
    await signUp(t.app, { email });
    const token = linkTokenOf(await latestEmail(t.database.db, email, 'confirm_email'));
    expect((await post(t.app, '/api/auth/confirm-email', { token })).status).toBe(200);
    const again = await post(t.app, '/api/auth/confirm-email', { token });
    expect(again.status).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'token_invalid', fields: { token: 'token_invalid' } });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for 365 days', async () => {
    const response = await post(t.app, '/api/auth/signup', {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
      name: 'Ann',
    });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^token=[\w-]{43};/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });
});

describe('sign-up', () => {
  it('stores the password as an argon2id hash with m=19456, t=2, p=1', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    expect((await userRow(email)).passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('records currency, referrer, origin and country on the user, and the address on the session', async () => {
    const email = uniqueEmail();
    const { data } = await signUp(
      t.app,
      { email, lang: 'fr', currency: 'GBP', referrer: 'https://www.google.com/', origin: 'GGO', country_id: 'fr' },
      { 'x-forwarded-for': '1.2.3.4' },
    );
    expect(data).toMatchObject({
      lang: 'fr',
      currency: 'GBP',
      country_id: 'FR',
      origin: 'GGO',
      referer: 'https://www.google.com/',
    });
    const [session] = await t.database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, data.id));
    expect(session?.ip).toBe('1.2.3.4');
  });

  it('keeps no country that is not in the countries table', async () => {
    const { data } = await signUp(t.app, { country_id: 'ZZ' });
    expect(data.country_id).toBeNull();
  });

  it('refuses an e-mail that already has an account', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    const response = await post(t.app, '/api/auth/signup', {
      email: email.toUpperCase(),
      password: GOOD_PASSWORD,
      name: 'Twin',
    });
    expect(response.status).toBe(400);
    expect(errorOf(response).fields).toEqual({ email: 'email_taken' });
  });

  it.each([
    ['short', 'seven77', 'password_too_short'],
    ['long', 'x'.repeat(129), 'password_too_long'],
    ['among the 10,000 most common', 'password1', 'password_too_common'],
    ['common in another case', 'PASSWORD1', 'password_too_common'],
    ['common and exactly 8 characters', 'iloveyou', 'password_too_common'],
  ])('refuses a %s password with its code', async (_label, password, code) => {
    const response = await post(t.app, '/api/auth/signup', { email: uniqueEmail(), password, name: 'Ann' });
    expect(response.status).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'input_invalid', fields: { password: code } });
  });

  it('ships the whole list of common passwords', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(9_900);
  });

  it('counts characters, not bytes: 8 accented or CJK characters are enough, 128 emoji are not too many', async () => {
    for (const password of ['éèêëàâäô', '黑胶唱片音乐爱好', '🎵'.repeat(128)]) {
      const response = await post(t.app, '/api/auth/signup', { email: uniqueEmail(), password, name: 'Ann' });
      expect(response.status, password).toBe(200);
    }
  });

  it('answers field codes for a bad e-mail and a missing name', async () => {
    const response = await post(t.app, '/api/auth/signup', { email: 'not-an-email', password: GOOD_PASSWORD });
    expect(errorOf(response).fields).toEqual({ email: 'email_invalid', name: 'input_required' });
  });
});

describe('login', () => {
  it('gives one generic answer for a wrong password and for an unknown e-mail', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    const wrongPassword = await login(email, 'not the password at all');
    const unknownEmail = await login(uniqueEmail('nobody'), 'not the password at all');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'invalid_credentials', message: 'Wrong e-mail or password' });
    }
  });

  it('matches the e-mail whatever its case', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    expect((await login(email.toUpperCase(), GOOD_PASSWORD)).status).toBe(200);
  });

  it('rotates the token at each login and revokes the one the client still held', async () => {
    const email = uniqueEmail();
    const { token: first } = await signUp(t.app, { email });
    const second = bodyOf(loginResponseSchema, await login(email, GOOD_PASSWORD, browser(first))).token;
    expect(second).not.toBe(first);
    expect((await check(bearer(first))).status).toBe(401);
    expect((await check(bearer(second))).status).toBe(200);

    // Another device keeps its own session.
    const third = bodyOf(loginResponseSchema, await login(email, GOOD_PASSWORD)).token;
    expect((await check(bearer(second))).status).toBe(200);
    expect((await check(bearer(third))).status).toBe(200);
  });

  it('stores only the SHA-256 of a session token', async () => {
    const { token, data } = await signUp(t.app);
    const sessions = await t.database.db
      .select({ tokenHash: schema.sessions.tokenHash })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, data.id))
      .orderBy(desc(schema.sessions.id));
    expect(sessions.map((row) => row.tokenHash)).not.toContain(token);
    expect(sessions[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('login rate limits', () => {
  it('refuses an address on an account with 429 and Retry-After after 5 failed attempts, even with the right password', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    const ip = { 'x-forwarded-for': '203.0.113.6' };
    for (let i = 0; i < 5; i += 1) expect((await login(email, `wrong password ${i}`, ip)).status).toBe(401);
    const blocked = await login(email, GOOD_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(errorOf(blocked).code).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBe(60);
    // The owner, elsewhere, is not slowed (sign-in-lockout.int.test.ts has the whole policy).
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('refuses an address with 429 after 50 attempts on any accounts', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 50; i += 1) {
      expect((await login(`spray${i}@example.test`, 'x', ip)).status).toBe(401);
    }
    const blocked = await login('spray-last@example.test', 'x', ip);
    expect(blocked.status).toBe(429);
    expect(errorOf(blocked).code).toBe('too_many_attempts');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('spray-last@example.test', 'x', { 'x-forwarded-for': '198.51.100.9' })).status).toBe(401);
  });

  it('lets one address sign many people in: only failed attempts count towards its limit', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.17' };
    const email = uniqueEmail();
    await signUp(t.app, { email }, { 'x-forwarded-for': '198.51.100.77' });
    for (let i = 0; i < 60; i += 1) expect((await login(email, GOOD_PASSWORD, ip)).status).toBe(200);
    expect((await login('spray-after@example.test', 'x', ip)).status).toBe(401);
  });

  it('refuses more than 10 sign-ups an hour from one address', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.8' };
    for (let i = 0; i < 10; i += 1) await signUp(t.app, {}, ip);
    const blocked = await post(
      t.app,
      '/api/auth/signup',
      { email: uniqueEmail(), password: GOOD_PASSWORD, name: 'Ann' },
      ip,
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('GET /api/auth/providers', () => {
  it('lists no provider when none is configured, and their routes answer 404', async () => {
    const response = await get(t.app, '/api/auth/providers');
    expect(JSON.parse(response.text)).toEqual({ providers: [] });
    expect((await get(t.app, '/api/auth/google/start')).status).toBe(404);
    expect((await post(t.app, '/api/auth/facebook', { accessToken: 'x' })).status).toBe(404);
  });
});
