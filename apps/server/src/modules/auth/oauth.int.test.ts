// Social sign-in through the API against local stub providers (oauth/testing/stub-provider.ts): the
// browser's redirects are followed by hand, cookies carried like a browser would.
import { authProvidersResponseSchema, loginResponseSchema, userDataSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStubProvider, type StubProvider } from '../../oauth/testing/stub-provider.ts';
import {
  ACCOUNTS_TEST_ENV,
  bearer,
  browser,
  errorOf,
  get,
  latestEmail,
  post,
  signUp,
  uniqueEmail,
} from '../../testing/accounts-kit.ts';
import { bodyOf, type TestResponse } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let google: StubProvider;
let facebook: StubProvider;
let soundcloud: StubProvider;

beforeAll(async () => {
  google = await startStubProvider({ clientId: 'g-client', clientSecret: 'g-secret', profileShape: 'oidc' });
  facebook = await startStubProvider({
    clientId: 'fb-client',
    clientSecret: 'fb-secret',
    profileShape: 'facebook',
    requireAppSecretProof: true,
  });
  soundcloud = await startStubProvider({
    clientId: 'sc-client',
    clientSecret: 'sc-secret',
    profileShape: 'soundcloud',
    profileAuthScheme: 'OAuth',
  });
  t = await createTestApp({
    ...ACCOUNTS_TEST_ENV,
    PUBLIC_URL: 'https://spindle.test',
    SESSION_SECRET: 'session-secret-of-the-oauth-tests-0123456789',
    GOOGLE_CLIENT_ID: 'g-client',
    GOOGLE_CLIENT_SECRET: 'g-secret',
    GOOGLE_ISSUER: google.issuer,
    FACEBOOK_CLIENT_ID: 'fb-client',
    FACEBOOK_CLIENT_SECRET: 'fb-secret',
    FACEBOOK_AUTH_URL: facebook.authorizationEndpoint,
    FACEBOOK_TOKEN_URL: facebook.tokenEndpoint,
    FACEBOOK_PROFILE_URL: facebook.profileEndpoint,
    SOUNDCLOUD_CLIENT_ID: 'sc-client',
    SOUNDCLOUD_CLIENT_SECRET: 'sc-secret',
    SOUNDCLOUD_AUTH_URL: soundcloud.authorizationEndpoint,
    SOUNDCLOUD_TOKEN_URL: soundcloud.tokenEndpoint,
    SOUNDCLOUD_PROFILE_URL: soundcloud.profileEndpoint,
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([google.close(), facebook.close(), soundcloud.close()]);
});

/** name=value of each Set-Cookie of a response (cleared cookies left out). */
function cookiesSet(response: TestResponse): Record<string, string> {
  const header = response.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [String(header)] : [];
  const cookies: Record<string, string> = {};
  for (const line of lines) {
    const [pair] = line.split(';');
    const separator = pair?.indexOf('=') ?? -1;
    if (!pair || separator < 0) continue;
    const value = pair.slice(separator + 1);
    if (value !== '') cookies[pair.slice(0, separator)] = value;
  }
  return cookies;
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** The whole redirect flow as a browser runs it; the callback's answer and the cookies it set. */
async function signInWith(
  provider: 'google' | 'facebook' | 'soundcloud',
  options: { query?: string; cookies?: Record<string, string> } = {},
) {
  const extra = options.cookies ?? {};
  const start = await get(t.app, `/api/auth/${provider}/start?returnTo=/records/42${options.query ?? ''}`, {
    cookie: cookieHeader(extra),
  });
  expect(start.status).toBe(302);
  const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  expect(callback.origin + callback.pathname).toBe(`https://spindle.test/api/auth/${provider}/callback`);
  const response = await get(t.app, callback.pathname + callback.search, {
    cookie: cookieHeader({ ...extra, ...cookiesSet(start) }),
  });
  return { response, cookies: cookiesSet(response) };
}

const userByEmail = async (email: string) => {
  const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.email, email));
  return row;
};
const linksOf = (userId: number) =>
  t.database.db.select().from(schema.oauthAccounts).where(eq(schema.oauthAccounts.userId, userId));

describe('GET /api/auth/providers', () => {
  it('lists the configured providers with the path that starts each', async () => {
    const body = bodyOf(authProvidersResponseSchema, await get(t.app, '/api/auth/providers'));
    expect(body.providers.map((provider) => provider.name)).toEqual(['google', 'facebook', 'soundcloud']);
    expect(body.providers[0]).toEqual({ name: 'google', label: 'Google', start_url: '/api/auth/google/start' });
  });
});

describe('the redirect flow', () => {
  it('creates a new, confirmed account from a verified Google profile and lands on the return path', async () => {
    const email = uniqueEmail('google-new');
    google.user = { sub: 'g-new-1', email, emailVerified: true, name: 'Grace Hopper' };
    const { response, cookies } = await signInWith('google', { query: '&currency=USD&origin=GGO' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/records/42');
    expect(cookies.token).toMatch(/^[\w-]{43}$/);

    const data = bodyOf(userDataSchema, await get(t.app, '/api/auth/check', bearer(cookies.token ?? '')));
    expect(data).toMatchObject({
      email,
      name: 'Grace Hopper',
      email_confirmed: true,
      has_password: false,
      currency: 'USD',
      origin: 'GGO',
    });
    expect(data.oauth_providers).toEqual(['google']);
    await latestEmail(t.database.db, email, 'welcome');
  });

  it('signs the same person in again on their next visit', async () => {
    google.user = { sub: 'g-again', email: uniqueEmail('again'), emailVerified: true, name: 'Again' };
    const first = await signInWith('google');
    const second = await signInWith('google');
    const idOf = async (token: string | undefined) =>
      bodyOf(userDataSchema, await get(t.app, '/api/auth/check', bearer(token ?? ''))).id;
    expect(await idOf(second.cookies.token)).toBe(await idOf(first.cookies.token));
  });

  it('links a verified Google e-mail to the existing account of that e-mail', async () => {
    const email = uniqueEmail('existing');
    const { data: existing } = await signUp(t.app, { email });
    google.user = { sub: 'g-existing', email, emailVerified: true, name: 'Someone' };
    const { response, cookies } = await signInWith('google');
    expect(response.headers.location).toBe('/records/42');
    const data = bodyOf(userDataSchema, await get(t.app, '/api/auth/check', bearer(cookies.token ?? '')));
    expect(data.id).toBe(existing.id);
    expect(data.email_confirmed).toBe(true);
    expect((await linksOf(existing.id)).map((link) => link.provider)).toEqual(['google']);
  });

  it('never merges an unverified e-mail into an existing account: it asks for the password instead', async () => {
    const email = uniqueEmail('victim');
    const { data: victim } = await signUp(t.app, { email });
    for (const [provider, stub] of [
      ['google', google],
      ['facebook', facebook],
    ] as const) {
      stub.user = { sub: `${provider}-attacker`, email, emailVerified: false, name: 'Attacker' };
      const { response, cookies } = await signInWith(provider);
      expect(response.status).toBe(302);
      const location = new URL(String(response.headers.location), 'https://spindle.test');
      expect(location.pathname).toBe('/sign');
      expect(location.searchParams.get('error')).toBe('oauth_link_requires_password');
      expect(cookies.token).toBeUndefined();
    }
    expect(await linksOf(victim.id)).toEqual([]);
  });

  it('links a provider to the signed-in user who starts the flow', async () => {
    const { token, data } = await signUp(t.app);
    facebook.user = { sub: 'fb-linker', email: uniqueEmail('fb'), name: 'Linker' };
    const { response } = await signInWith('facebook', { cookies: { token } });
    expect(response.headers.location).toBe('/records/42');
    expect((await linksOf(data.id)).map((link) => link.provider)).toEqual(['facebook']);
  });

  it('asks for an e-mail address when the provider gives none, then finishes the sign-up with it', async () => {
    soundcloud.user = { sub: '424242', name: 'Sound Person' };
    const { response, cookies } = await signInWith('soundcloud');
    const location = new URL(String(response.headers.location), 'https://spindle.test');
    expect(location.searchParams.get('error')).toBe('oauth_email_required');
    expect(location.searchParams.get('provider')).toBe('soundcloud');
    expect(cookies.oauth_pending).toBeDefined();

    const email = uniqueEmail('sound');
    const completed = await post(
      t.app,
      '/api/auth/oauth/complete',
      { email },
      { cookie: `oauth_pending=${cookies.oauth_pending}` },
    );
    expect(completed.status).toBe(200);
    const { data } = bodyOf(loginResponseSchema, completed);
    expect(data).toMatchObject({ email, email_confirmed: false, oauth_providers: ['soundcloud'] });
    await latestEmail(t.database.db, email, 'confirm_email');
  });

  it('refuses to finish a sign-up without the sealed pending cookie', async () => {
    const response = await post(
      t.app,
      '/api/auth/oauth/complete',
      { email: uniqueEmail() },
      { cookie: 'oauth_pending=forged' },
    );
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('oauth_state_invalid');
  });

  it('sends the browser back to the sign-in page when the person says no at the provider', async () => {
    google.deny = true;
    try {
      const { response } = await signInWith('google');
      expect(String(response.headers.location)).toBe('/sign?error=oauth_denied');
    } finally {
      google.deny = false;
    }
  });

  it('refuses a callback whose state cookie is missing', async () => {
    const start = await get(t.app, '/api/auth/google/start');
    const atProvider = await fetch(String(start.headers.location), { redirect: 'manual' });
    const callback = new URL(atProvider.headers.get('location') ?? '');
    const response = await get(t.app, callback.pathname + callback.search);
    expect(String(response.headers.location)).toBe('/sign?error=oauth_state_invalid');
  });
});

describe('POST /api/auth/{provider} with an SDK token', () => {
  it('signs in with a Google ID token and answers { token, data }', async () => {
    const email = uniqueEmail('sdk');
    const now = Math.floor(Date.now() / 1000);
    const idToken = await google.issueIdToken({
      iss: google.issuer,
      aud: 'g-client',
      sub: 'g-sdk',
      iat: now,
      exp: now + 300,
      email,
      email_verified: true,
      name: 'Sdk User',
    });
    const response = await post(t.app, '/api/auth/google', { credential: idToken, currency: 'GBP' });
    expect(response.status).toBe(200);
    expect(bodyOf(loginResponseSchema, response).data).toMatchObject({ email, currency: 'GBP', email_confirmed: true });
  });

  it('refuses a token the provider did not issue to this app', async () => {
    const foreign = facebook.issueAccessToken({ clientId: 'another-app' });
    const response = await post(t.app, '/api/auth/facebook', { accessToken: foreign });
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('oauth_failed');
  });

  it('creates a SoundCloud account with the e-mail typed beside the token', async () => {
    soundcloud.user = { sub: '515151', name: 'Typed Email' };
    const accessToken = soundcloud.issueAccessToken();
    const missing = await post(t.app, '/api/auth/soundcloud', { accessToken });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).code).toBe('oauth_email_required');

    const email = uniqueEmail('typed');
    const response = await post(t.app, '/api/auth/soundcloud', { accessToken, email });
    expect(response.status).toBe(200);
    expect((await userByEmail(email))?.emailConfirmedAt).toBeNull();
  });

  it('refuses to link a social account already linked to someone else', async () => {
    google.user = { sub: 'g-owned', email: uniqueEmail('owner'), emailVerified: true, name: 'Owner' };
    await signInWith('google');
    const { token } = await signUp(t.app);
    const { response } = await signInWith('google', { cookies: { token } });
    expect(new URL(String(response.headers.location), 'https://spindle.test').searchParams.get('error')).toBe(
      'oauth_account_taken',
    );
    expect((await get(t.app, '/api/auth/check', browser(token))).status).toBe(200);
  });
});
