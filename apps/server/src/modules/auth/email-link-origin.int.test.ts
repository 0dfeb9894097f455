// Links in the account e-mails without PUBLIC_URL (issue 13, "Links in e-mails"): on the origin the
// request reached the server at, read from a proxy's X-Forwarded-Host and X-Forwarded-Proto only
// because this server trusts its proxy (TRUST_PROXY), never on a host written in the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxEmail } from '../../mail/mailer.ts';
import { ACCOUNTS_TEST_ENV, latestEmail, post, signUp, uniqueEmail } from '../../testing/accounts-kit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ...ACCOUNTS_TEST_ENV, SESSION_SECRET: 'session-secret-of-the-link-origin-tests-0123' });
});
afterAll(() => t.close());

/** The web links of an e-mail's HTML. */
const linksOf = (email: OutboxEmail) => [...email.html.matchAll(/href="(http[^"]*)"/g)].map((match) => match[1] ?? '');

/** The links of an e-mail that are not on `origin` (none, when the e-mail is right). */
function offOrigin(email: OutboxEmail, origin: string): string[] {
  const links = linksOf(email);
  expect(links.length).toBeGreaterThan(0);
  return links.filter((href) => !href.startsWith(`${origin}/`));
}

describe('account e-mails without PUBLIC_URL', () => {
  it('link the e-mail confirmation to the host the sign-up was sent to', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email }, { host: 'shop.example.test' });
    expect(offOrigin(await latestEmail(t.database.db, email, 'confirm_email'), 'http://shop.example.test')).toEqual([]);
  });

  it('link the password reset and the sign-in link to that host', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    await post(t.app, '/api/auth/forgot-password', { email }, { host: 'shop.example.test' });
    const reset = await latestEmail(t.database.db, email, 'reset_password');
    expect(offOrigin(reset, 'http://shop.example.test')).toEqual([]);
    expect(reset.text).toContain('http://shop.example.test/reset-password?token=');
    await post(t.app, '/api/auth/login-link', { email }, { host: 'shop.example.test' });
    const signIn = await latestEmail(t.database.db, email, 'sign_in_link');
    expect(offOrigin(signIn, 'http://shop.example.test')).toEqual([]);
  });

  it('take the host and protocol a trusted proxy forwards', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    await post(
      t.app,
      '/api/auth/forgot-password',
      { email },
      { host: '10.0.0.5:3000', 'x-forwarded-host': 'shop.example.test', 'x-forwarded-proto': 'https' },
    );
    const reset = await latestEmail(t.database.db, email, 'reset_password');
    expect(offOrigin(reset, 'https://shop.example.test')).toEqual([]);
  });
});
