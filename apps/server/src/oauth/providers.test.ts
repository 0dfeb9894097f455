import { describe, expect, it } from 'vitest';
import {
  enabledProviders,
  isOAuthProviderName,
  OAuthConfigError,
  oauthCallbackPath,
  oauthProviderFromEnv,
  oauthProvidersFromEnv,
} from './providers.ts';

const allConfigured = {
  GOOGLE_CLIENT_ID: 'g',
  GOOGLE_CLIENT_SECRET: 'gs',
  FACEBOOK_CLIENT_ID: 'f',
  FACEBOOK_CLIENT_SECRET: 'fs',
  SOUNDCLOUD_CLIENT_ID: 's',
  SOUNDCLOUD_CLIENT_SECRET: 'ss',
};

describe('enabledProviders', () => {
  it.each([
    ['nothing configured', {}, []],
    ['every provider configured', allConfigured, ['google', 'facebook', 'soundcloud']],
    ['only facebook', { FACEBOOK_CLIENT_ID: 'f', FACEBOOK_CLIENT_SECRET: 'fs' }, ['facebook']],
    ['a client id without its secret', { GOOGLE_CLIENT_ID: 'g', SOUNDCLOUD_CLIENT_SECRET: 'ss' }, []],
    ['empty values', { GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '  ' }, []],
  ])('lists only the configured providers when %s', (_label, env, expected) => {
    expect(enabledProviders(env)).toEqual(expected);
  });
});

describe('oauthProviderFromEnv', () => {
  it('is null for a provider that is not configured', () => {
    expect(oauthProviderFromEnv('google', {})).toBeNull();
  });

  it('uses the real endpoints unless overridden', () => {
    const google = oauthProviderFromEnv('google', allConfigured);
    const soundcloud = oauthProviderFromEnv('soundcloud', allConfigured);
    expect(google?.endpoints).toEqual({ kind: 'oidc', issuer: 'https://accounts.google.com' });
    expect(soundcloud?.endpoints).toEqual({
      kind: 'oauth2',
      authorizationEndpoint: 'https://secure.soundcloud.com/authorize',
      tokenEndpoint: 'https://secure.soundcloud.com/oauth/token',
      profileEndpoint: 'https://api.soundcloud.com/me',
    });
    expect(oauthProviderFromEnv('facebook', allConfigured)?.profileQuery).toEqual({
      fields: 'id,name,email,picture.type(large)',
    });
  });

  it('takes endpoint overrides, allowing plain http only to this machine', () => {
    const env = { ...allConfigured, FACEBOOK_TOKEN_URL: 'http://127.0.0.1:9999/token' };
    const facebook = oauthProviderFromEnv('facebook', env);
    expect(facebook?.endpoints).toMatchObject({ tokenEndpoint: 'http://127.0.0.1:9999/token' });
    expect(() => oauthProviderFromEnv('google', { ...allConfigured, GOOGLE_ISSUER: 'http://idp.example' })).toThrow(
      OAuthConfigError,
    );
    expect(() => oauthProviderFromEnv('soundcloud', { ...allConfigured, SOUNDCLOUD_AUTH_URL: 'not a url' })).toThrow(
      /SOUNDCLOUD_AUTH_URL/,
    );
  });

  it('builds every configured provider at once', () => {
    expect(Object.keys(oauthProvidersFromEnv({ ...allConfigured, GOOGLE_CLIENT_SECRET: '' }))).toEqual([
      'facebook',
      'soundcloud',
    ]);
  });
});

describe('provider names and callback paths', () => {
  it('recognises the three providers only', () => {
    expect(['google', 'facebook', 'soundcloud', 'twitter', ''].map(isOAuthProviderName)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('puts callbacks under /api/auth/{provider}/callback', () => {
    expect(oauthCallbackPath('soundcloud')).toBe('/api/auth/soundcloud/callback');
  });
});
