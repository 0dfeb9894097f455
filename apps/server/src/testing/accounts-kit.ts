// Helpers of the accounts' integration tests: a manual clock, calls as a browser (cookie, same
// origin) or as an API client (bearer), and the links e-mailed through the outbox.
import { errorBodySchema, loginResponseSchema, type LoginResponse } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { listOutbox, type EmailTemplateKey, type OutboxEmail } from '../mail/mailer.ts';
import { bodyOf, send, type TestResponse } from './http.ts';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-03-02T10:00:00Z')) {
  let nowMs = start.getTime();
  return {
    now: () => new Date(nowMs),
    advanceMinutes(minutes: number) {
      nowMs += minutes * 60_000;
    },
  };
}

/** Headers of an API client holding a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Headers of a same-origin browser request holding the session cookie (what fetch() from the site sends). */
export const browser = (token: string) => ({ cookie: `token=${token}`, 'sec-fetch-site': 'same-origin' });

/** Environment of an accounts test app: behind a trusted proxy, so each call can come from its own address. */
export const ACCOUNTS_TEST_ENV = { TRUST_PROXY: 'true' } as const;

let ipCount = 0;
/** A client address of its own (198.18.0.0/15, the benchmarking range), so per-address limits stay out of the way. */
export function nextClientIp(): string {
  ipCount += 1;
  return `198.18.${Math.floor(ipCount / 250) % 250}.${(ipCount % 250) + 1}`;
}

/** POST from an address of its own, unless the headers give one (`x-forwarded-for`). */
export function post(
  app: FastifyInstance,
  url: string,
  payload: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return send(app, { method: 'POST', url, payload, headers: { 'x-forwarded-for': nextClientIp(), ...headers } });
}

export function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<TestResponse> {
  return send(app, { method: 'GET', url, headers });
}

/** The error code of a failed response. */
export const errorOf = (response: TestResponse) => bodyOf(errorBodySchema, response).error;

let accountCount = 0;
/** An e-mail address no other test of the file uses. */
export function uniqueEmail(name = 'user'): string {
  accountCount += 1;
  return `${name}.${accountCount}.${Date.now().toString(36)}@example.test`;
}

/** A password that passes every rule. */
export const GOOD_PASSWORD = 'correct horse battery staple';

/** Signs up through the API and returns the login answer. */
export async function signUp(
  app: FastifyInstance,
  fields: { email?: string; password?: string; name?: string; lang?: string } & Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LoginResponse> {
  const response = await post(
    app,
    '/api/auth/signup',
    { email: uniqueEmail(), password: GOOD_PASSWORD, name: 'Ada Lovelace', ...fields },
    headers,
  );
  expect(response.status, response.text).toBe(200);
  return bodyOf(loginResponseSchema, response);
}

/** The newest `count` e-mails of a template to an address, waiting a little for e-mails sent after answering. */
export async function emailsTo(db: Db, to: string, template: EmailTemplateKey, count: number): Promise<OutboxEmail[]> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const emails = await listOutbox(db, { to, template, limit: count });
    if (emails.length === count) return emails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} ${template} e-mails to ${to}`);
}

/** The newest e-mail of a template to an address (waiting for it, like emailsTo). */
export async function latestEmail(db: Db, to: string, template: EmailTemplateKey): Promise<OutboxEmail> {
  const [email] = await emailsTo(db, to, template, 1);
  if (!email) throw new Error(`no ${template} e-mail to ${to}`);
  return email;
}

/** The token of the link in an e-mail (`?token=...`). */
export function linkTokenOf(email: OutboxEmail): string {
  const match = /[?&]token=([A-Za-z0-9_-]+)/.exec(email.text);
  if (!match?.[1]) throw new Error(`no token link in e-mail ${email.id}`);
  return match[1];
}
