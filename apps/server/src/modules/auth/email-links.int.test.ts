import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import {
  ACCOUNTS_TEST_ENV,
  bearer,
  emailsTo,
  errorOf,
  get,
  GOOD_PASSWORD,
  latestEmail,
  linkTokenOf,
  manualClock,
  post,
  signUp,
  uniqueEmail,
} from '../../testing/accounts-kit.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createNewsletterLinks } from './newsletter-unsubscribe.ts';

const SESSION_SECRET = 'session-secret-of-the-email-links-tests-0123';
const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ...ACCOUNTS_TEST_ENV, SESSION_SECRET, PUBLIC_URL: 'https://spindle.test' }, undefined, {
    clock: clock.now,
  });
});
afterAll(() => t.close());

const forgot = (email: string) => post(t.app, '/api/auth/forgot-password', { email });
const reset = (token: string, password: string) => post(t.app, '/api/auth/reset-password', { token, password });
const login = (email: string, password: string) => post(t.app, '/api/auth/login', { email, password });
const resetTokenFor = async (email: string) => linkTokenOf(await latestEmail(t.database.db, email, 'reset_password'));

describe('forgot password', () => {
  it('answers 200 whether or not the address has an account, and mails only a real account', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    const unknown = uniqueEmail('nobody');
    const [known, stranger] = [await forgot(email), await forgot(unknown)];
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(known.text).toBe(stranger.text);
    await latestEmail(t.database.db, email, 'reset_password');
    expect(await listOutbox(t.database.db, { to: unknown, limit: 5 })).toEqual([]);
  });

  it('mails the link in the account’s language, on the public origin', async () => {
    const email = uniqueEmail('francais');
    await signUp(t.app, { email, lang: 'fr' });
    await forgot(email);
    const message = await latestEmail(t.database.db, email, 'reset_password');
    expect(message.locale).toBe('fr');
    expect(message.subject).toBe('Réinitialisez votre mot de passe Spindle');
    expect(message.text).toContain('https://spindle.test/fr/reset-password?token=');
  });
});

describe('reset password', () => {
  it('sets the new password once, signs every session out, and refuses the link a second time', async () => {
    const email = uniqueEmail();
    const { token: session } = await signUp(t.app, { email });
    await forgot(email);
    const token = await resetTokenFor(email);

    expect((await reset(token, 'a brand new passphrase')).status).toBe(200);
    expect((await get(t.app, '/api/auth/check', bearer(session))).status).toBe(401);
    expect((await login(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(email, 'a brand new passphrase')).status).toBe(200);

    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(errorOf(again).code).toBe('token_invalid');
  });

  it('refuses a link older than one hour', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    await forgot(email);
    const token = await resetTokenFor(email);
    clock.advanceMinutes(61);
    const late = await reset(token, 'a brand new passphrase');
    expect(late.status).toBe(400);
    expect(errorOf(late).code).toBe('token_invalid');
    expect((await login(email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('accepts a link just under one hour old', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    await forgot(email);
    const token = await resetTokenFor(email);
    clock.advanceMinutes(59);
    expect((await reset(token, 'a brand new passphrase')).status).toBe(200);
  });

  it('keeps the link usable when the new password is refused', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    await forgot(email);
    const token = await resetTokenFor(email);
    const refused = await reset(token, 'password1');
    expect(errorOf(refused).fields).toEqual({ password: 'password_too_common' });
    expect((await reset(token, 'a brand new passphrase')).status).toBe(200);
  });

  it('retires the other reset links of the account once one is used', async () => {
    const email = uniqueEmail();
    await signUp(t.app, { email });
    await forgot(email);
    const first = await resetTokenFor(email);
    await forgot(email);
    const messages = await emailsTo(t.database.db, email, 'reset_password', 2);
    const second = messages.map(linkTokenOf).find((token) => token !== first) ?? '';
    expect((await reset(second, 'a brand new passphrase')).status).toBe(200);
    expect(errorOf(await reset(first, 'another new passphrase')).code).toBe('token_invalid');
  });
});

describe('newsletter unsubscribe', () => {
  const links = createNewsletterLinks(SESSION_SECRET);
  const newsletterOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ newsletter: schema.users.newsletter })
      .from(schema.users)
      .where(eq(schema.users.email, email));
    return row?.newsletter;
  };
  const subscribed = async () => {
    const email = uniqueEmail('reader');
    await signUp(t.app, { email, newsletter: true });
    expect(await newsletterOf(email)).toBe(true);
    return email;
  };

  it('unsubscribes with the token of a newsletter link', async () => {
    const email = await subscribed();
    const response = await post(t.app, '/api/auth/unsubscribe-newsletter', { token: links.tokenFor(email) ?? '' });
    expect(response.status).toBe(200);
    expect(await newsletterOf(email)).toBe(false);
  });

  it('unsubscribes with the address and its signature', async () => {
    const email = await subscribed();
    const signature = links.signatureFor(email) ?? '';
    expect((await post(t.app, '/api/auth/unsubscribe-newsletter', { email, signature })).status).toBe(200);
    expect(await newsletterOf(email)).toBe(false);
  });

  it('refuses a signature made for another address, or with another secret', async () => {
    const email = await subscribed();
    const forged = [
      { email, signature: links.signatureFor('someone-else@example.test') ?? '' },
      { token: createNewsletterLinks('another-secret-that-is-long-enough-0000').tokenFor(email) ?? '' },
    ];
    for (const body of forged) {
      const response = await post(t.app, '/api/auth/unsubscribe-newsletter', body);
      expect(response.status).toBe(400);
      expect(errorOf(response).code).toBe('token_invalid');
    }
    expect(await newsletterOf(email)).toBe(true);
  });

  it('unsubscribes the signed-in user without a link', async () => {
    const email = uniqueEmail('reader');
    const { token } = await signUp(t.app, { email, newsletter: true });
    expect((await post(t.app, '/api/auth/unsubscribe-newsletter', {}, bearer(token))).status).toBe(200);
    expect(await newsletterOf(email)).toBe(false);
  });
});
