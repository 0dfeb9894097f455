import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthenticatedUser, SessionResolver } from './session-user.ts';
import { errorBodySchema } from '@spindle/contracts';
import { bodyOf } from '../testing/http.ts';
import {
  registerAuthentication,
  requireAdmin,
  requirePro,
  requireRole,
  requireTeam,
  requireUser,
} from './authentication.ts';
import { registerErrorHandlers } from './error-handler.ts';

const person = (overrides: Partial<AuthenticatedUser>): AuthenticatedUser => ({
  sessionId: 1,
  id: 1,
  name: 'Ann',
  email: 'ann@example.test',
  role: 'user',
  isAdmin: false,
  pro: false,
  type: 'customer',
  lang: 'en',
  currency: 'EUR',
  countryId: null,
  ...overrides,
});

// Tokens of this stand-in service: the database lookup itself is covered by auth.int.test.ts.
const users: Record<string, AuthenticatedUser> = {
  'user-token-0123456789': person({ id: 1 }),
  'team-token-0123456789': person({ id: 2, role: 'team' }),
  'admin-token-0123456789': person({ id: 3, isAdmin: true }),
  'pro-token-01234567890': person({ id: 4, pro: true }),
  'boss-token-0123456789': person({ id: 5, role: 'boss' }),
};
const lookedUp: string[] = [];
const auth: SessionResolver = {
  userOfToken: (token) => {
    lookedUp.push(token);
    return Promise.resolve(users[token] ?? null);
  },
};

const app = Fastify({ logger: false });

beforeAll(async () => {
  registerErrorHandlers(app);
  await app.register(fastifyCookie);
  registerAuthentication(app, auth);
  app.get('/whoami', (request) => ({ id: request.user?.id ?? null }));
  app.get('/mine', { preHandler: requireUser }, () => ({ ok: true }));
  app.get('/staff', { preHandler: requireRole('boss', 'team') }, () => ({ ok: true }));
  app.get('/admin', { preHandler: requireRole('admin') }, () => ({ ok: true }));
  app.get('/pro-only', { preHandler: requirePro }, () => ({ ok: true }));
  app.get('/team-only', { preHandler: requireTeam }, () => ({ ok: true }));
  app.get('/admin-only', { preHandler: requireAdmin }, () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const call = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('request.user', () => {
  it('is null for a visitor and the session user with a token', async () => {
    expect((await call('/whoami')).json()).toEqual({ id: null });
    expect((await call('/whoami', 'team-token-0123456789')).json()).toEqual({ id: 2 });
  });

  it('looks a session up only when the request carries a credential', async () => {
    lookedUp.length = 0;
    expect((await app.inject({ url: '/whoami', headers: { cookie: 'lang=fr; consent=denied' } })).json()).toEqual({
      id: null,
    });
    expect(lookedUp).toEqual([]);
    expect((await app.inject({ url: '/whoami', headers: { cookie: 'token=unknown-token-012345' } })).json()).toEqual({
      id: null,
    });
    expect((await call('/whoami', 'user-token-0123456789')).json()).toEqual({ id: 1 });
    expect(lookedUp).toEqual(['unknown-token-012345', 'user-token-0123456789']);
  });

  it('answers an error when the session lookup fails, never a visitor', async () => {
    const failing = Fastify({ logger: false });
    registerErrorHandlers(failing);
    await failing.register(fastifyCookie);
    registerAuthentication(failing, { userOfToken: () => Promise.reject(new Error('database down')) });
    failing.get('/whoami', (request) => ({ id: request.user?.id ?? null }));
    const response = await failing.inject({
      url: '/whoami',
      headers: { authorization: 'Bearer user-token-0123456789' },
    });
    expect(response.statusCode).toBe(500);
    expect((await failing.inject('/whoami')).json()).toEqual({ id: null });
    await failing.close();
  });

  it('prefers the bearer header to the cookie', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/whoami',
      headers: { authorization: 'Bearer admin-token-0123456789', cookie: 'token=user-token-0123456789' },
    });
    expect(response.json()).toEqual({ id: 3 });
  });
});

describe('guards', () => {
  it('requireUser answers 401 unauthorized to a visitor', async () => {
    const response = await call('/mine');
    expect(response.statusCode).toBe(401);
    expect(bodyOf(errorBodySchema, { text: response.body }).error.code).toBe('unauthorized');
    expect((await call('/mine', 'user-token-0123456789')).statusCode).toBe(200);
  });

  it('requireRole answers 403 forbidden without the role', async () => {
    expect((await call('/staff')).statusCode).toBe(401);
    const response = await call('/staff', 'user-token-0123456789');
    expect(response.statusCode).toBe(403);
    expect(bodyOf(errorBodySchema, { text: response.body }).error.code).toBe('forbidden');
    expect((await call('/staff', 'team-token-0123456789')).statusCode).toBe(200);
  });

  it("requireRole('admin') checks the is_admin flag", async () => {
    expect((await call('/admin', 'team-token-0123456789')).statusCode).toBe(403);
    expect((await call('/admin', 'admin-token-0123456789')).statusCode).toBe(200);
  });
});

describe('named guards', () => {
  const statusOf = async (url: string, token?: string) => (await call(url, token)).statusCode;

  it('requirePro lets pro users through only', async () => {
    expect(await statusOf('/pro-only')).toBe(401);
    expect(await statusOf('/pro-only', 'user-token-0123456789')).toBe(403);
    expect(await statusOf('/pro-only', 'pro-token-01234567890')).toBe(200);
  });

  it('requireTeam lets the boss and team roles through, not the admin flag alone', async () => {
    expect(await statusOf('/team-only')).toBe(401);
    expect(await statusOf('/team-only', 'user-token-0123456789')).toBe(403);
    expect(await statusOf('/team-only', 'admin-token-0123456789')).toBe(403);
    expect(await statusOf('/team-only', 'team-token-0123456789')).toBe(200);
    expect(await statusOf('/team-only', 'boss-token-0123456789')).toBe(200);
  });

  it('requireAdmin needs the is_admin flag, whatever the role', async () => {
    expect(await statusOf('/admin-only', 'boss-token-0123456789')).toBe(403);
    expect(await statusOf('/admin-only', 'admin-token-0123456789')).toBe(200);
  });
});
