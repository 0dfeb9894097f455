// Issue 13, "lockout slows the attacker, not the owner", through the API: a stranger's wrong
// passwords slow the stranger's addresses, not the owner at theirs; a distributed attack throttles
// password sign-in, and the e-mailed sign-in link still lets the owner in (once per link).
import { loginResponseSchema, userDataSchema } from '@spindle/contracts';
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
import { bodyOf } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const clock = manualClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ...ACCOUNTS_TEST_ENV, PUBLIC_URL: 'https://spindle.test' }, undefined, {
    clock: clock.now,
  });
});
afterAll(() => t.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const login = (email: string, password: string, ip: string) =>
  post(t.app, '/api/auth/login', { email, password }, from(ip));
const askLink = (email: string, ip = '192.0.2.10') => post(t.app, '/api/auth/login-link', { email }, from(ip));
const useLink = (token: string) => post(t.app, '/api/auth/login-link/confirm', { token });
const linkTokenFor = async (email: string) => linkTokenOf(await latestEmail(t.database.db, email, 'sign_in_link'));

let addressCount = 0;
/** An address no other test uses (192.0.2.0/24 and 198.51.100.0/24 are documentation ranges). */
function strangerAddress(): string {
  addressCount += 1;
  return `100.64.${Math.floor(addressCount / 250)}.${(addressCount % 250) + 1}`;
}

/** An account whose owner always comes from the same address. */
async function ownedAccount(fields: Record<string, unknown> = {}) {
  const email = uniqueEmail('owner');
  await signUp(t.app, { email, ...fields });
  return { email, ownerIp: strangerAddress() };
}

/** `count` wrong passwords from `addresses` addresses in turn; their status codes. */
async function guess(email: string, count: number, addresses: number): Promise<number[]> {
  const ips = Array.from({ length: addresses }, strangerAddress);
  const statuses = [];
  for (let i = 0; i < count; i += 1)
    statuses.push((await login(email, `wrong guess ${i}`, ips[i % addresses] ?? '')).status);
  return statuses;
}

describe('a stranger guessing an account’s password', () => {
  it('does not stop the owner’s correct password from their own address after 30 wrong ones from elsewhere', async () => {
    const { email, ownerIp } = await ownedAccount();
    const statuses = await guess(email, 30, 3);
    expect(statuses.filter((status) => status === 401)).toHaveLength(15);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const owner = await login(email, GOOD_PASSWORD, ownerIp);
    expect(owner.status).toBe(200);
    expect(bodyOf(loginResponseSchema, owner).data.email).toBe(email);
  });

  it('slows the stranger’s address: after 5 failures even the right password waits a minute there', async () => {
    const { email } = await ownedAccount();
    const strangerIp = strangerAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(email, `wrong guess ${i}`, strangerIp)).status).toBe(401);
    const slowed = await login(email, GOOD_PASSWORD, strangerIp);
    expect(slowed.status).toBe(429);
    expect(errorOf(slowed).code).toBe('too_many_attempts');
    expect(Number(slowed.headers['retry-after'])).toBe(60);
  });
});

describe('a distributed attack on an account', () => {
  it('throttles password sign-in from every address once 20 failures came from many', async () => {
    const { email, ownerIp } = await ownedAccount();
    expect(await guess(email, 20, 20)).toEqual(Array.from({ length: 20 }, () => 401));
    const owner = await login(email, GOOD_PASSWORD, ownerIp);
    expect(owner.status).toBe(429);
    expect(errorOf(owner).code).toBe('too_many_attempts');
    expect(Number(owner.headers['retry-after'])).toBeGreaterThan(890);
  });

  it('still lets the owner in with the e-mailed link, once, in their language, and keeps the throttle', async () => {
    const { email, ownerIp } = await ownedAccount({ lang: 'fr' });
    await guess(email, 20, 20);
    expect((await login(email, GOOD_PASSWORD, ownerIp)).status).toBe(429);

    const asked = await askLink(email, ownerIp);
    expect(asked.status).toBe(200);
    expect(JSON.parse(asked.text)).toEqual({ success: true });
    const message = await latestEmail(t.database.db, email, 'sign_in_link');
    expect(message.locale).toBe('fr');
    expect(message.subject).toBe('Votre lien de connexion Spindle');
    expect(message.text).toContain('https://spindle.test/fr/sign/link?token=');

    const signedIn = await useLink(linkTokenOf(message));
    expect(signedIn.status).toBe(200);
    const { token, data } = bodyOf(loginResponseSchema, signedIn);
    expect(data.email).toBe(email);
    expect(signedIn.headers['set-cookie']).toContain(`token=${token}`);
    expect(bodyOf(userDataSchema, await get(t.app, '/api/auth/check', bearer(token))).id).toBe(data.id);

    const again = await useLink(linkTokenOf(message));
    expect(again.status).toBe(400);
    expect(errorOf(again)).toMatchObject({ code: 'token_invalid', fields: { token: 'token_invalid' } });
    expect((await login(email, GOOD_PASSWORD, ownerIp)).status).toBe(429);
  });
});

describe('the sign-in link', () => {
  it('answers an unknown e-mail exactly as a known one, and mails only the account', async () => {
    const { email } = await ownedAccount();
    const unknown = uniqueEmail('nobody');
    const [known, stranger] = [await askLink(email), await askLink(unknown)];
    expect(stranger.status).toBe(known.status);
    expect(stranger.text).toBe(known.text);
    await latestEmail(t.database.db, email, 'sign_in_link');
    expect(await listOutbox(t.database.db, { to: unknown, limit: 5 })).toEqual([]);
  });

  it('stores only the SHA-256 of its token, as the login kind, valid 15 minutes', async () => {
    const { email } = await ownedAccount();
    await askLink(email);
    const token = await linkTokenFor(email);
    const [user] = await t.database.db.select().from(schema.users).where(eq(schema.users.email, email));
    const rows = await t.database.db
      .select()
      .from(schema.emailTokens)
      .where(eq(schema.emailTokens.userId, user?.id ?? 0));
    const row = rows.find((candidate) => candidate.kind === 'login');
    expect(rows.map((candidate) => candidate.tokenHash)).not.toContain(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((row?.expiresAt.getTime() ?? 0) - clock.now().getTime()).toBe(15 * 60_000);
  });

  it('refuses a link older than 15 minutes, and accepts one just under', async () => {
    const { email } = await ownedAccount();
    await askLink(email);
    const late = await linkTokenFor(email);
    clock.advanceMinutes(16);
    expect(errorOf(await useLink(late)).code).toBe('token_invalid');

    await askLink(email);
    const [newest] = await emailsTo(t.database.db, email, 'sign_in_link', 2);
    if (!newest) throw new Error('no second sign-in link');
    clock.advanceMinutes(14);
    expect((await useLink(linkTokenOf(newest))).status).toBe(200);
  });

  it('retires the account’s other sign-in links once one is used, and confirms the address', async () => {
    const { email } = await ownedAccount();
    await askLink(email);
    await askLink(email);
    const [second, first] = (await emailsTo(t.database.db, email, 'sign_in_link', 2)).map(linkTokenOf);
    const signedIn = await useLink(second ?? '');
    expect(bodyOf(loginResponseSchema, signedIn).data.email_confirmed).toBe(true);
    expect(errorOf(await useLink(first ?? '')).code).toBe('token_invalid');
  });

  it('is not a confirmation or reset token, nor they a sign-in token', async () => {
    const { email } = await ownedAccount();
    const confirmation = linkTokenOf(await latestEmail(t.database.db, email, 'confirm_email'));
    expect(errorOf(await useLink(confirmation)).code).toBe('token_invalid');
    await askLink(email);
    const token = await linkTokenFor(email);
    expect(errorOf(await post(t.app, '/api/auth/confirm-email', { token })).code).toBe('token_invalid');
    expect((await useLink(token)).status).toBe(200);
  });

  it('sends at most 5 e-mails an hour to one account, still answering the same', async () => {
    const { email } = await ownedAccount();
    for (let i = 0; i < 7; i += 1) expect((await askLink(email, strangerAddress())).status).toBe(200);
    await emailsTo(t.database.db, email, 'sign_in_link', 5);
    // Room for the last two requests' work after answering, had it sent anything.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listOutbox(t.database.db, { to: email, template: 'sign_in_link', limit: 10 })).toHaveLength(5);
  });

  it('refuses more than 20 requests an hour from one address with 429 and Retry-After', async () => {
    const ip = strangerAddress();
    for (let i = 0; i < 20; i += 1) expect((await askLink(uniqueEmail('sprayed'), ip)).status).toBe(200);
    const refused = await askLink(uniqueEmail('sprayed'), ip);
    expect(refused.status).toBe(429);
    expect(errorOf(refused).code).toBe('too_many_attempts');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
