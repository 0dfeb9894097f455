// CSRF protection of the API (http/csrf.ts) through the real routes: unsafe requests that sign in
// with the cookie need a same-origin proof; other sites are refused; bearer clients are not checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS_TEST_ENV, bearer, errorOf, get, post, signUp } from '../../testing/accounts-kit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ ...ACCOUNTS_TEST_ENV, PUBLIC_URL: 'https://spindle.test' });
  token = (await signUp(t.app)).token;
});
afterAll(() => t.close());

const cookie = () => ({ cookie: `token=${token}` });
const changeLang = (headers: Record<string, string>) => post(t.app, '/api/user/lang', { lang: 'fr' }, headers);

describe('an unsafe request signed in by the cookie', () => {
  it('is refused without any proof of where it comes from', async () => {
    const response = await changeLang(cookie());
    expect(response.status).toBe(403);
    expect(errorOf(response).code).toBe('csrf_invalid');
  });

  it('is accepted with Sec-Fetch-Site: same-origin', async () => {
    expect((await changeLang({ ...cookie(), 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('is refused with Sec-Fetch-Site: cross-site or same-site, whatever the Origin says', async () => {
    for (const site of ['cross-site', 'same-site']) {
      const response = await changeLang({ ...cookie(), 'sec-fetch-site': site, origin: 'https://spindle.test' });
      expect(response.status, site).toBe(403);
    }
  });

  it('is accepted with the Origin of PUBLIC_URL or of the request’s own host', async () => {
    expect((await changeLang({ ...cookie(), origin: 'https://spindle.test' })).status).toBe(200);
    expect(
      (await changeLang({ ...cookie(), origin: 'http://shop.internal:3000', host: 'shop.internal:3000' })).status,
    ).toBe(200);
  });

  it('is refused with the Origin of another site, or a null Origin', async () => {
    for (const origin of ['https://evil.example', 'https://spindle.test.evil.example', 'null']) {
      const response = await changeLang({ ...cookie(), origin });
      expect(response.status, origin).toBe(403);
    }
  });
});

describe('requests that need no proof', () => {
  it('lets a bearer client through without Origin or Sec-Fetch-Site', async () => {
    expect((await changeLang(bearer(token))).status).toBe(200);
  });

  it('never checks safe methods', async () => {
    expect((await get(t.app, '/api/auth/check', cookie())).status).toBe(200);
  });

  it('lets a login without a cookie through when nothing says it is cross-site (an app or a script)', async () => {
    const response = await post(t.app, '/api/auth/login', { email: 'nobody@example.test', password: 'whatever it is' });
    expect(response.status).toBe(401);
  });
});

describe('login CSRF', () => {
  it('refuses a login posted from another site, so nobody is signed in to someone else’s account', async () => {
    const response = await post(
      t.app,
      '/api/auth/login',
      { email: 'nobody@example.test', password: 'whatever it is' },
      { origin: 'https://evil.example' },
    );
    expect(response.status).toBe(403);
    expect(errorOf(response).code).toBe('csrf_invalid');
  });
});
