import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { defineEndpoints, errorBodySchema, fileAnswer, multipartBody, redirectAnswer } from '@spindle/contracts';
import { defineRoutes } from '@spindle/contracts/http';
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthenticatedUser } from './session-user.ts';
import { bodyOf } from '../testing/http.ts';
import { registerAuthentication } from './authentication.ts';
import { routesOf, settledAnswer } from './endpoint-route.ts';
import { registerErrorHandlers } from './error-handler.ts';
import { AppError } from './errors.ts';
import { registerOpenApi } from './openapi.ts';

const thingSchema = z.object({ id: z.number().int(), name: z.string(), by: z.number().int().nullable() });

const thingRoutes = defineRoutes('things', {
  read: { method: 'GET', path: '/things/:id', access: 'public', errors: ['not_found'] },
  rename: { method: 'POST', path: '/things/:id/name', access: 'user', status: 201 },
  purge: { method: 'POST', path: '/things/purge', access: 'admin' },
  sheet: { method: 'GET', path: '/things/:id/sheet', access: 'public' },
  leave: { method: 'GET', path: '/things/leave', access: 'public', status: 302 },
  upload: { method: 'POST', path: '/things/upload', access: 'user' },
  stamp: { method: 'POST', path: '/things/stamp', access: 'public' },
});

const idParams = z.object({ id: z.coerce.number().int().positive() });

const thingEndpoints = defineEndpoints(thingRoutes, {
  read: {
    tags: ['things'],
    summary: 'A thing',
    params: idParams,
    query: z.object({ shout: z.enum(['yes', 'no']).default('no') }),
    response: thingSchema,
  },
  rename: {
    tags: ['things'],
    summary: 'Rename a thing',
    params: idParams,
    body: z.object({ name: z.string().trim().min(1) }),
    response: thingSchema,
  },
  purge: { tags: ['things'], summary: 'Purge', body: z.object({ sure: z.literal(true) }), response: z.object({}) },
  sheet: { tags: ['things'], summary: 'As CSV', params: idParams, response: fileAnswer('text/csv') },
  leave: { tags: ['things'], summary: 'Elsewhere', response: redirectAnswer },
  upload: { tags: ['things'], summary: 'A file', body: multipartBody, response: z.object({ bytes: z.number() }) },
  stamp: {
    tags: ['things'],
    summary: 'Stamped',
    headers: z.looseObject({ 'x-stamp': z.string().optional() }),
    response: z.object({ stamp: z.string().nullable() }),
  },
});

const person = (id: number, isAdmin: boolean): AuthenticatedUser => ({
  sessionId: id,
  id,
  name: 'Ann',
  email: 'ann@example.test',
  role: 'user',
  isAdmin,
  pro: false,
  type: 'customer',
  lang: 'en',
  currency: 'EUR',
  countryId: null,
});
const users: Record<string, AuthenticatedUser> = {
  'user-token-0123456789': person(1, false),
  'admin-token-0123456789': person(2, true),
};

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerOpenApi(app, 'test');
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  await app.register(
    async (api) => {
      registerAuthentication(api, { userOfToken: (token) => Promise.resolve(users[token] ?? null) });
      await api.register(
        routesOf(
          thingEndpoints,
          {
            read: ({ params, query }) => {
              if (params.id === 404) throw new AppError('not_found');
              return { id: params.id, name: query.shout === 'yes' ? 'THING' : 'thing', by: null };
            },
            rename: ({ params, body, user }) => ({ id: params.id, name: body.name, by: user.id }),
            purge: () => ({}),
            sheet: ({ params }, { reply }) => reply.type('text/csv').send(`id\n${params.id}\n`),
            leave: (_call, { reply }) => reply.redirect('/elsewhere', 302),
            upload: async (_call, { request }) => {
              const file = await request.file();
              return { bytes: file ? (await file.toBuffer()).length : 0 };
            },
            stamp: (_call, { request }) => {
              const stamp = request.headers['x-stamp'];
              return { stamp: typeof stamp === 'string' ? stamp : null };
            },
          },
          // Thing 13 is nobody's: its check refuses it before the body is read for validation.
          {
            rename: (request) =>
              (request.params as { id?: string }).id === '13'
                ? Promise.reject(new AppError('not_found'))
                : Promise.resolve(),
          },
        ),
      );
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(() => app.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const errorOf = (response: { body: string }) => bodyOf(errorBodySchema, { text: response.body }).error;

describe('routes registered from the endpoints’ declarations', () => {
  it('serve the declared path with the input as the schemas give it', async () => {
    const response = await app.inject('/api/things/7?shout=yes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: 'THING', by: null });
  });

  it('refuse input the schemas refuse, with the field codes', async () => {
    const response = await app.inject('/api/things/abc');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'input_invalid', fields: { id: 'input_must_number' } });
  });

  it('answer a thrown code with its status from the table', async () => {
    const response = await app.inject('/api/things/404');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('not_found');
  });

  it('turn a visitor away before reading the body, and give the handler the signed-in user', async () => {
    const visitor = await app.inject({ method: 'POST', url: '/api/things/3/name', payload: { name: '' } });
    expect(visitor.statusCode).toBe(401);
    expect(errorOf(visitor).code).toBe('unauthorized');
    const renamed = await app.inject({
      method: 'POST',
      url: '/api/things/3/name',
      headers: as('user-token-0123456789'),
      payload: { name: ' Spool ' },
    });
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json()).toEqual({ id: 3, name: 'Spool', by: 1 });
  });

  it('run an endpoint’s object check after the access guard and before its input is validated', async () => {
    const invalid = { name: '' };
    const visitor = await app.inject({ method: 'POST', url: '/api/things/13/name', payload: invalid });
    expect(visitor.statusCode).toBe(401);
    const user = { method: 'POST' as const, url: '/api/things/13/name', headers: as('user-token-0123456789') };
    const refused = await app.inject({ ...user, payload: invalid });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).code).toBe('not_found');
    const checkedOnly = await app.inject({ ...user, url: '/api/things/12/name', payload: invalid });
    expect(checkedOnly.statusCode).toBe(400);
  });

  it('keep an admin endpoint to admins', async () => {
    const payload = { sure: true };
    const user = await app.inject({
      method: 'POST',
      url: '/api/things/purge',
      headers: as('user-token-0123456789'),
      payload,
    });
    expect(user.statusCode).toBe(403);
    const admin = await app.inject({
      method: 'POST',
      url: '/api/things/purge',
      headers: as('admin-token-0123456789'),
      payload,
    });
    expect(admin.statusCode).toBe(200);
  });

  it('let a handler send a file or a redirect on the reply', async () => {
    const sheet = await app.inject('/api/things/5/sheet');
    expect(sheet.headers['content-type']).toContain('text/csv');
    expect(sheet.body).toBe('id\n5\n');
    const leave = await app.inject('/api/things/leave');
    expect(leave.statusCode).toBe(302);
    expect(leave.headers.location).toBe('/elsewhere');
  });

  it('leave a multipart body to the handler', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(5)]), 'five.bin');
    const response = await app.inject({
      method: 'POST',
      url: '/api/things/upload',
      headers: as('user-token-0123456789'),
      payload: form,
    });
    expect(response.json()).toEqual({ bytes: 5 });
  });

  it('document each endpoint with its answers, the error answers of its codes, and its security', async () => {
    const paths = (await app.openApiDocument()).paths ?? {};
    const read = paths['/api/things/{id}']?.get;
    expect(Object.keys(read?.responses ?? {}).sort()).toEqual(['200', '400', '404']);
    expect(read?.security).toBeUndefined();
    const rename = paths['/api/things/{id}/name']?.post;
    expect(Object.keys(rename?.responses ?? {}).sort()).toEqual(['201', '400', '401']);
    expect(rename?.security).toEqual([{ bearer: [] }]);
    const purge = paths['/api/things/purge']?.post;
    expect(Object.keys(purge?.responses ?? {}).sort()).toEqual(['200', '400', '401', '403']);
  });

  it('document the headers a handler reads, and hand them to it', async () => {
    const stamp = (await app.openApiDocument()).paths?.['/api/things/stamp']?.post;
    expect(stamp?.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'x-stamp' }));
    const response = await app.inject({ method: 'POST', url: '/api/things/stamp', headers: { 'x-stamp': 'A1' } });
    expect(response.json()).toEqual({ stamp: 'A1' });
  });
});

describe('what a route gives Fastify for its handler’s answer', () => {
  const reply = {} as FastifyReply;

  it('is nothing for the reply itself (sent, or being sent, by the handler), in the same turn', () => {
    expect(settledAnswer(reply, reply)).toBeUndefined();
  });

  it('is the answer itself for a promise or a value, and a promise for undefined (an empty answer)', async () => {
    const pending = Promise.resolve({ id: 1 });
    expect(settledAnswer(pending, reply)).toBe(pending);
    const value = { id: 2 };
    expect(settledAnswer(value, reply)).toBe(value);
    expect(settledAnswer(null, reply)).toBeNull();
    const nothing = settledAnswer(undefined, reply);
    expect(nothing).toBeInstanceOf(Promise);
    await expect(nothing).resolves.toBeUndefined();
  });

  it('answers a reply sent at once by the handler once, with its bytes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/things/7/sheet' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('id\n7\n');
  });
});

describe('an early answer (EarlyAnswer)', () => {
  const earlyRoutes = defineRoutes('early', {
    open: { method: 'GET', path: '/early/open', access: 'public' },
    mine: { method: 'GET', path: '/early/mine', access: 'user' },
    change: { method: 'POST', path: '/early/change', access: 'public' },
  });
  const answer = z.object({ from: z.string() });
  const earlyEndpoints = defineEndpoints(earlyRoutes, {
    open: { tags: ['early'], summary: 'Open', query: z.object({ n: z.coerce.number().int() }), response: answer },
    mine: { tags: ['early'], summary: 'Mine', response: answer },
    change: { tags: ['early'], summary: 'Change', body: z.object({ n: z.number() }), response: answer },
  });
  const handled: string[] = [];
  const early = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

  beforeAll(async () => {
    early.setValidatorCompiler(validatorCompiler);
    early.setSerializerCompiler(serializerCompiler);
    registerErrorHandlers(early);
    await early.register(fastifyCookie);
    await early.register(
      async (api) => {
        registerAuthentication(api, { userOfToken: (token) => Promise.resolve(users[token] ?? null) });
        await api.register(
          routesOf(
            earlyEndpoints,
            {
              open: () => (handled.push('open'), { from: 'handler' }),
              mine: () => (handled.push('mine'), { from: 'handler' }),
              change: () => (handled.push('change'), { from: 'handler' }),
            },
            {},
            (request, reply) => {
              if (request.headers['x-early'] !== 'yes') return false;
              reply.type('application/json; charset=utf-8').send('{"from":"early"}');
              return true;
            },
          ),
        );
      },
      { prefix: '/api' },
    );
    await early.ready();
  });
  afterAll(() => early.close());

  it('is sent before the query is validated and the handler runs', async () => {
    handled.length = 0;
    const sent = await early.inject({ method: 'GET', url: '/api/early/open?n=oops', headers: { 'x-early': 'yes' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toBe('{"from":"early"}');
    expect(handled).toEqual([]);
  });

  it('lets the request go on when it does not answer', async () => {
    handled.length = 0;
    const refused = await early.inject({ method: 'GET', url: '/api/early/open?n=oops' });
    expect(refused.statusCode).toBe(400);
    const read = await early.inject({ method: 'GET', url: '/api/early/open?n=2' });
    expect(JSON.parse(read.body)).toEqual({ from: 'handler' });
    expect(handled).toEqual(['open']);
  });

  it('comes after the access guard, and only for GET endpoints', async () => {
    handled.length = 0;
    const visitor = await early.inject({ method: 'GET', url: '/api/early/mine', headers: { 'x-early': 'yes' } });
    expect(visitor.statusCode).toBe(401);
    const signedIn = await early.inject({
      method: 'GET',
      url: '/api/early/mine',
      headers: { 'x-early': 'yes', ...as('user-token-0123456789') },
    });
    expect(signedIn.body).toBe('{"from":"early"}');
    const posted = await early.inject({
      method: 'POST',
      url: '/api/early/change',
      headers: { 'x-early': 'yes' },
      payload: { n: 1 },
    });
    expect(JSON.parse(posted.body)).toEqual({ from: 'handler' });
    expect(handled).toEqual(['change']);
  });
});
