import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({}, '/srv/spindle');
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      COUNTRY_HEADER: 'cf-ipcountry',
      TRUST_PROXY: false,
      isProduction: false,
      dataDir: path.resolve('/srv/spindle/data'),
      databaseDir: path.resolve('/srv/spindle/data/db'),
      storageDir: path.resolve('/srv/spindle/data/storage'),
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the port as a number and the data folder relative to the working directory', () => {
    const config = loadConfig({ PORT: '3123', DATA_DIR: 'tmp/d', NODE_ENV: 'production' }, '/srv');
    expect(config.PORT).toBe(3123);
    expect(config.storageDir).toBe(path.resolve('/srv/tmp/d/storage'));
    expect(config.isProduction).toBe(true);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it('gives e-mails sent with no request an origin on this machine in development or on the embedded database, never over PUBLIC_URL', () => {
    expect(loadConfig({ PORT: '3123' }).developmentOrigin).toBe('http://localhost:3123');
    expect(loadConfig({ PUBLIC_URL: 'https://spindle.example' }).developmentOrigin).toBeUndefined();
    // `npm start` on its embedded defaults is a store on this machine; a deployment on PostgreSQL is not.
    expect(loadConfig({ NODE_ENV: 'production', PORT: '3100' }).developmentOrigin).toBe('http://localhost:3100');
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/spindle' }).developmentOrigin,
    ).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).developmentOrigin).toBeUndefined();
  });

  it('lower-cases the country header name', () => {
    expect(loadConfig({ COUNTRY_HEADER: 'X-Country-Code' }).COUNTRY_HEADER).toBe('x-country-code');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('names every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SESSION_SECRET');
    }
  });
});

describe('social sign-in variables', () => {
  const google = { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret' };

  it('refuses a configured provider without SESSION_SECRET, which seals its cookies', () => {
    expect(() => loadConfig(google)).toThrow(
      /SESSION_SECRET: is required when social sign-in is configured \(GOOGLE\)/,
    );
  });

  it('accepts a provider with SESSION_SECRET, and a lone client id as no provider at all', () => {
    expect(loadConfig({ ...google, SESSION_SECRET: 'x'.repeat(32) }).GOOGLE_CLIENT_ID).toBe('client');
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'client' }).GOOGLE_CLIENT_SECRET).toBeUndefined();
  });
});

describe('STRIPE_API_HOST', () => {
  const stub = { STRIPE_API_HOST: 'http://127.0.0.1:12111', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

  it('points Stripe at a local stub with a test key only', () => {
    expect(loadConfig({ ...stub, STRIPE_SECRET_KEY: 'sk_test_abc' }).STRIPE_API_HOST).toBe('http://127.0.0.1:12111');
    // A live-mode key's shape, put together here: not a key, and no secret scanner's match.
    const liveModeKey = ['sk', 'live', 'placeholder'].join('_');
    expect(() => loadConfig({ ...stub, STRIPE_SECRET_KEY: liveModeKey })).toThrow(
      /STRIPE_API_HOST: is only allowed with a test-mode STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig(stub)).toThrow(/STRIPE_API_HOST/);
  });
});

describe('third-party tag variables', () => {
  it('reads the configured tags and refuses malformed ids', () => {
    const config = loadConfig(
      {
        GTM_ID: 'GTM-TEST12',
        PLAUSIBLE_DOMAIN: 'spindle.example',
        CRISP_WEBSITE_ID: '7598bf86-9ebb-4bc8-8ad9-ff6a8f1d1d8f',
      },
      '/srv',
    );
    expect(config).toMatchObject({ GTM_ID: 'GTM-TEST12', PLAUSIBLE_DOMAIN: 'spindle.example' });
    const bad = () =>
      loadConfig(
        { GTM_ID: 'UA-1234', CRISP_WEBSITE_ID: 'crisp', PLAUSIBLE_SCRIPT_URL: 'http://plausible.io/js/script.js' },
        '/srv',
      );
    for (const name of ['GTM_ID', 'CRISP_WEBSITE_ID', 'PLAUSIBLE_SCRIPT_URL']) expect(bad).toThrow(name);
  });
});
