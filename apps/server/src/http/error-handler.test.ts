import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from '@spindle/contracts';
import { bodyOf } from '../testing/http.ts';
import { registerErrorHandlers } from './error-handler.ts';
import { AppError } from './errors.ts';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

const errorOf = (response: { body: string }) => bodyOf(errorBodySchema, { text: response.body }).error;

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  app.post(
    '/form',
    {
      schema: {
        body: z.object({
          name: z.string().trim().min(1),
          quantity: z.number().int(),
          weight: z.number(),
          email: z.email(),
          code: z
            .string()
            .regex(/^[A-Z]+$/, 'latin_invalid')
            .optional(),
          customer: z.object({ zip: z.string().min(1) }).optional(),
        }),
        querystring: z.object({ page: z.coerce.number().int().optional() }),
      },
    },
    () => ({ ok: true }),
  );
  app.get('/missing', () => {
    throw new AppError('not_found');
  });
  app.get('/forbidden', () => {
    throw new AppError('forbidden', { fields: { role: 'role_required' } });
  });
  app.get('/teapot', () => {
    throw new AppError('quote_option_unavailable');
  });
  app.get('/crash', () => {
    throw new Error('password=hunter2 leaked from the database driver');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('answers a zod validation failure with 400 and the spec field codes', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      payload: { name: '  ', quantity: 1.5, weight: 'heavy', email: 'not-an-email', code: 'abc', customer: {} },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'input_invalid',
        message: 'Some fields are invalid',
        fields: {
          name: 'input_required',
          quantity: 'input_must_integer',
          weight: 'input_must_number',
          email: 'email_invalid',
          code: 'latin_invalid',
          'customer.zip': 'input_required',
        },
      },
    });
  });

  it('reports missing fields as input_required', async () => {
    const response = await app.inject({ method: 'POST', url: '/form', payload: {} });
    expect(errorOf(response).fields).toMatchObject({
      name: 'input_required',
      quantity: 'input_required',
      weight: 'input_required',
      email: 'input_required',
    });
  });

  it('reports a query string that is not a whole number as input_must_number or input_must_integer', async () => {
    const payload = { name: 'a', quantity: 1, weight: 1, email: 'a@b.co' };
    const notNumeric = await app.inject({ method: 'POST', url: '/form?page=abc', payload });
    expect(errorOf(notNumeric).fields).toEqual({ page: 'input_must_number' });
    const notWhole = await app.inject({ method: 'POST', url: '/form?page=2.5', payload });
    expect(errorOf(notWhole).fields).toEqual({ page: 'input_must_integer' });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid_json');
  });

  it('maps AppError codes to their status in one place', async () => {
    expect((await app.inject('/missing')).statusCode).toBe(404);
    const forbidden = await app.inject('/forbidden');
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({
      error: { code: 'forbidden', message: 'You are not allowed to do this', fields: { role: 'role_required' } },
    });
    expect((await app.inject('/teapot')).statusCode).toBe(422);
  });

  it('answers an unknown route with 404 not_found', async () => {
    const response = await app.inject('/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('hides the internals of a 500 but gives the request id', async () => {
    const response = await app.inject('/crash');
    expect(response.statusCode).toBe(500);
    const error = errorOf(response);
    expect(error.code).toBe('internal_error');
    expect(error.message).not.toContain('hunter2');
    expect(error.message).toContain('request ');
  });
});
