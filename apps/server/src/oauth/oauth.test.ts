// The authorization code flow end to end against a stub provider started by the test (no network).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishAuthorization, startAuthorization } from './oauth-flow.ts';
import type { OAuthProvider, OAuthProviderName } from './providers.ts';
import { sealState } from './state-cookie.ts';
import { startStubbedProvider, type StubProvider } from './testing/stub-provider.ts';

const SECRET = 'test-secret-for-oauth-state-cookies-0123456789';
const redirectUriOf = (name: OAuthProviderName) => `https://spindle.test/api/auth/${name}/callback`;

/** The browser: open the authorization URL and return where the provider redirects back to. */
async function followAuthorization(url: string): Promise<string> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  return response.headers.get('location') ?? '';
}

describe('sign-in with an OpenID Connect provider (google)', () => {
  let stub: StubProvider;
  let google: OAuthProvider;

  beforeAll(async () => {
    ({ stub, provider: google } = await startStubbedProvider('google'));
  });
  afterAll(() => stub.close());

  async function signIn(returnTo = '/records/42') {
    stub.deny = false;
    stub.forgeIdTokenSignature = false;
    return startAuthorization(google, { redirectUri: redirectUriOf('google'), returnTo, secret: SECRET });
  }

  it('builds an authorization URL at the discovered endpoint carrying state, nonce and a PKCE challenge', async () => {
    const { url } = await signIn();
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(stub.authorizationEndpoint);
    expect(parsed.searchParams.get('client_id')).toBe('google-client');
    expect(parsed.searchParams.get('response_type')).toBe('code');
    expect(parsed.searchParams.get('redirect_uri')).toBe(redirectUriOf('google'));
    expect(parsed.searchParams.get('scope')).toBe('openid email profile');
    expect(parsed.searchParams.get('state')).toMatch(/^[\w-]{32,}$/);
    expect(parsed.searchParams.get('nonce')).toMatch(/^[\w-]{32,}$/);
    expect(parsed.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(parsed.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('keeps state, nonce and verifier out of sight in the sealed cookie', async () => {
    const { url, stateCookie } = await signIn();
    const state = new URL(url).searchParams.get('state') ?? '';
    expect(stateCookie).not.toContain(state);
    expect(Buffer.from(stateCookie, 'base64url').toString('latin1')).not.toContain(state);
  });

  it('returns the verified profile and the return path after the provider redirects back', async () => {
    stub.user = { sub: 'g-1', email: 'Ada@Example.com', emailVerified: true, name: 'Ada', picture: 'https://x/a.png' };
    const { url, stateCookie } = await signIn();
    const callbackUrl = await followAuthorization(url);
    expect(callbackUrl.startsWith(redirectUriOf('google'))).toBe(true);

    const result = await finishAuthorization(google, { callbackUrl, stateCookie, secret: SECRET });

    expect(result).toEqual({
      ok: true,
      returnTo: '/records/42',
      profile: {
        provider: 'google',
        providerUserId: 'g-1',
        email: 'ada@example.com',
        emailVerified: true,
        name: 'Ada',
        pictureUrl: 'https://x/a.png',
      },
    });
    expect(stub.tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[\w-]{43,}$/);
    expect(stub.tokenRequests.at(-1)?.get('redirect_uri')).toBe(redirectUriOf('google'));
  });

  it('accepts the callback as a path and query only, as the route sees it', async () => {
    const { url, stateCookie } = await signIn();
    const callback = new URL(await followAuthorization(url));
    const result = await finishAuthorization(google, {
      callbackUrl: callback.pathname + callback.search,
      stateCookie,
      secret: SECRET,
    });
    expect(result.ok).toBe(true);
  });

  it('refuses a callback whose state was tampered with', async () => {
    const { url, stateCookie } = await signIn();
    const callback = new URL(await followAuthorization(url));
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const result = await finishAuthorization(google, { callbackUrl: callback, stateCookie, secret: SECRET });
    expect(result).toEqual({ ok: false, code: 'oauth_state_invalid' });
  });

  it('refuses a callback without its state cookie, with an altered cookie, or with one sealed by another secret', async () => {
    const { url, stateCookie } = await signIn();
    const callbackUrl = await followAuthorization(url);
    const flipped = Buffer.from(stateCookie, 'base64url');
    flipped[20] = (flipped[20] ?? 0) ^ 1;
    for (const [cookie, secret] of [
      [undefined, SECRET],
      [flipped.toString('base64url'), SECRET],
      [stateCookie, 'another-secret-that-is-also-long-enough-000'],
    ] as const) {
      const result = await finishAuthorization(google, { callbackUrl, stateCookie: cookie, secret });
      expect(result).toEqual({ ok: false, code: 'oauth_state_invalid' });
    }
  });

  it('refuses a state cookie older than ten minutes', async () => {
    const { url, stateCookie } = await signIn();
    const callbackUrl = await followAuthorization(url);
    const nowMs = Date.now() + 11 * 60_000;
    const result = await finishAuthorization(google, { callbackUrl, stateCookie, secret: SECRET, nowMs });
    expect(result).toEqual({ ok: false, code: 'oauth_state_invalid' });
  });

  it('refuses a state cookie made for another provider', async () => {
    const { url } = await signIn();
    const callback = new URL(await followAuthorization(url));
    const stateCookie = sealState(
      {
        provider: 'facebook',
        state: callback.searchParams.get('state') ?? '',
        nonce: null,
        codeVerifier: 'v'.repeat(43),
        redirectUri: redirectUriOf('facebook'),
        returnTo: '/',
        expiresAtMs: Date.now() + 60_000,
      },
      SECRET,
    );
    const result = await finishAuthorization(google, { callbackUrl: callback, stateCookie, secret: SECRET });
    expect(result).toEqual({ ok: false, code: 'oauth_state_invalid' });
  });

  it('reports that the person declined when the provider answers access_denied', async () => {
    const { url, stateCookie } = await signIn();
    stub.deny = true;
    const callbackUrl = await followAuthorization(url);
    expect(new URL(callbackUrl).searchParams.get('error')).toBe('access_denied');
    const result = await finishAuthorization(google, { callbackUrl, stateCookie, secret: SECRET });
    expect(result).toMatchObject({ ok: false, code: 'oauth_denied' });
  });

  it('fails when the ID token is not signed by a key the provider publishes', async () => {
    const { url, stateCookie } = await signIn();
    stub.forgeIdTokenSignature = true;
    const callbackUrl = await followAuthorization(url);
    const result = await finishAuthorization(google, { callbackUrl, stateCookie, secret: SECRET });
    expect(result).toMatchObject({ ok: false, code: 'oauth_failed' });
  });

  it('fails when the same code is used twice', async () => {
    const { url, stateCookie } = await signIn();
    const callbackUrl = await followAuthorization(url);
    expect((await finishAuthorization(google, { callbackUrl, stateCookie, secret: SECRET })).ok).toBe(true);
    const replay = await finishAuthorization(google, { callbackUrl, stateCookie, secret: SECRET });
    expect(replay).toMatchObject({ ok: false, code: 'oauth_failed' });
  });

  it('sends the person home instead of to another site after sign-in', async () => {
    const { url, stateCookie } = await signIn('https://evil.example/steal');
    const callbackUrl = await followAuthorization(url);
    const result = await finishAuthorization(google, { callbackUrl, stateCookie, secret: SECRET });
    expect(result).toMatchObject({ ok: true, returnTo: '/' });
  });
});

describe('sign-in with a plain OAuth 2 provider that requires PKCE (soundcloud)', () => {
  let stub: StubProvider;
  let soundcloud: OAuthProvider;

  beforeAll(async () => {
    ({ stub, provider: soundcloud } = await startStubbedProvider('soundcloud'));
    stub.user = { sub: '5150', name: 'DJ Spindle', picture: 'https://i1.sndcdn.com/avatars-1-large.jpg' };
  });
  afterAll(() => stub.close());

  it('builds an authorization URL with state and a PKCE challenge but no nonce', async () => {
    const { url } = await startAuthorization(soundcloud, { redirectUri: redirectUriOf('soundcloud'), secret: SECRET });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(stub.authorizationEndpoint);
    expect(parsed.searchParams.get('state')).toBeTruthy();
    expect(parsed.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(parsed.searchParams.get('code_challenge_method')).toBe('S256');
    expect(parsed.searchParams.has('nonce')).toBe(false);
    expect(parsed.searchParams.has('scope')).toBe(false);
  });

  it('exchanges the code with the verifier and reads the profile from /me', async () => {
    stub.deny = false;
    const { url, stateCookie } = await startAuthorization(soundcloud, {
      redirectUri: redirectUriOf('soundcloud'),
      returnTo: '/projects/7',
      secret: SECRET,
    });
    const callbackUrl = await followAuthorization(url);
    const result = await finishAuthorization(soundcloud, { callbackUrl, stateCookie, secret: SECRET });
    expect(result).toEqual({
      ok: true,
      returnTo: '/projects/7',
      profile: {
        provider: 'soundcloud',
        providerUserId: '5150',
        email: null,
        emailVerified: false,
        name: 'DJ Spindle',
        pictureUrl: 'https://i1.sndcdn.com/avatars-1-large.jpg',
      },
    });
  });

  it('refuses a tampered state and reports a refusal as denied', async () => {
    stub.deny = false;
    const first = await startAuthorization(soundcloud, { redirectUri: redirectUriOf('soundcloud'), secret: SECRET });
    const tampered = new URL(await followAuthorization(first.url));
    tampered.searchParams.set('state', 'forged-state');
    expect(
      await finishAuthorization(soundcloud, { callbackUrl: tampered, stateCookie: first.stateCookie, secret: SECRET }),
    ).toEqual({ ok: false, code: 'oauth_state_invalid' });

    stub.deny = true;
    const second = await startAuthorization(soundcloud, { redirectUri: redirectUriOf('soundcloud'), secret: SECRET });
    const denied = await followAuthorization(second.url);
    expect(
      await finishAuthorization(soundcloud, { callbackUrl: denied, stateCookie: second.stateCookie, secret: SECRET }),
    ).toMatchObject({ ok: false, code: 'oauth_denied' });
  });
});

describe('sign-in with facebook', () => {
  let stub: StubProvider;
  let facebook: OAuthProvider;

  beforeAll(async () => {
    ({ stub, provider: facebook } = await startStubbedProvider('facebook'));
    stub.user = { sub: '10220', email: 'Bob@Example.com', name: 'Bob', picture: 'https://fb/pic.jpg' };
  });
  afterAll(() => stub.close());

  it('asks for email and reads the profile with an appsecret_proof, without claiming the e-mail is verified', async () => {
    const { url, stateCookie } = await startAuthorization(facebook, {
      redirectUri: redirectUriOf('facebook'),
      secret: SECRET,
    });
    expect(new URL(url).searchParams.get('scope')).toBe('email public_profile');
    const callbackUrl = await followAuthorization(url);
    const result = await finishAuthorization(facebook, { callbackUrl, stateCookie, secret: SECRET });
    expect(result).toEqual({
      ok: true,
      returnTo: '/',
      profile: {
        provider: 'facebook',
        providerUserId: '10220',
        email: 'bob@example.com',
        emailVerified: false,
        name: 'Bob',
        pictureUrl: 'https://fb/pic.jpg',
      },
    });
  });
});
