// POST auth/{provider} with a token from a mobile or JS SDK, checked against a stub provider (no network).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileFromAccessToken } from './oauth-flow.ts';
import type { OAuthProvider } from './providers.ts';
import { startStubbedProvider, type StubProvider } from './testing/stub-provider.ts';

describe('a Google ID token from the sign-in SDK', () => {
  let stub: StubProvider;
  let google: OAuthProvider;
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const claims = () => ({
    iss: stub.issuer,
    aud: 'google-client',
    sub: 'g-77',
    iat: nowSeconds(),
    exp: nowSeconds() + 300,
    email: 'Cleo@Example.com',
    email_verified: true,
    name: 'Cleo',
  });

  beforeAll(async () => {
    ({ stub, provider: google } = await startStubbedProvider('google'));
  });
  afterAll(() => stub.close());

  it('gives the profile when the token is signed by the provider for our client id', async () => {
    const result = await profileFromAccessToken(google, { idToken: await stub.issueIdToken(claims()) });
    expect(result).toEqual({
      ok: true,
      profile: {
        provider: 'google',
        providerUserId: 'g-77',
        email: 'cleo@example.com',
        emailVerified: true,
        name: 'Cleo',
        pictureUrl: null,
      },
    });
  });

  it.each([
    ['signed by an unpublished key', async () => stub.issueIdToken(claims(), { forged: true })],
    ['issued to another client', async () => stub.issueIdToken({ ...claims(), aud: 'someone-else' })],
    ['issued by another issuer', async () => stub.issueIdToken({ ...claims(), iss: 'https://evil.example' })],
    ['expired', async () => stub.issueIdToken({ ...claims(), exp: nowSeconds() - 600 })],
    ['not a JWT at all', () => Promise.resolve('not-a-jwt')],
  ])('fails when the token is %s', async (_label, makeToken) => {
    const result = await profileFromAccessToken(google, { idToken: await makeToken() });
    expect(result).toMatchObject({ ok: false, code: 'oauth_failed' });
  });

  it('fails when only an access token is sent (it cannot prove which app it was issued to)', async () => {
    const result = await profileFromAccessToken(google, { accessToken: stub.issueAccessToken() });
    expect(result).toMatchObject({ ok: false, code: 'oauth_failed' });
  });
});

describe('a Facebook access token from the SDK', () => {
  let stub: StubProvider;
  let facebook: OAuthProvider;

  beforeAll(async () => {
    ({ stub, provider: facebook } = await startStubbedProvider('facebook'));
    stub.user = { sub: '4242', email: 'dee@example.com', name: 'Dee' };
  });
  afterAll(() => stub.close());

  it('gives the profile read from /me', async () => {
    const result = await profileFromAccessToken(facebook, { accessToken: stub.issueAccessToken() });
    expect(result).toMatchObject({ ok: true, profile: { provider: 'facebook', providerUserId: '4242', name: 'Dee' } });
  });

  it('fails for a token issued to another app (the appsecret_proof does not match)', async () => {
    const result = await profileFromAccessToken(facebook, {
      accessToken: stub.issueAccessToken({ clientId: 'other' }),
    });
    expect(result).toMatchObject({ ok: false, code: 'oauth_failed' });
  });

  it('fails for an unknown or missing token', async () => {
    expect(await profileFromAccessToken(facebook, { accessToken: 'unknown-token' })).toMatchObject({
      ok: false,
      code: 'oauth_failed',
    });
    expect(await profileFromAccessToken(facebook, {})).toMatchObject({ ok: false, code: 'oauth_failed' });
  });
});

describe('a SoundCloud access token from the app', () => {
  let stub: StubProvider;
  let soundcloud: OAuthProvider;

  beforeAll(async () => {
    ({ stub, provider: soundcloud } = await startStubbedProvider('soundcloud'));
    stub.user = { sub: '31337', name: 'Eve' };
  });
  afterAll(() => stub.close());

  it('gives the profile read from /me with the OAuth authorization scheme', async () => {
    const result = await profileFromAccessToken(soundcloud, { accessToken: stub.issueAccessToken() });
    expect(result).toMatchObject({
      ok: true,
      profile: { provider: 'soundcloud', providerUserId: '31337', name: 'Eve' },
    });
  });

  it('fails for an unknown token', async () => {
    const result = await profileFromAccessToken(soundcloud, { accessToken: 'nope' });
    expect(result).toMatchObject({ ok: false, code: 'oauth_failed' });
  });
});
