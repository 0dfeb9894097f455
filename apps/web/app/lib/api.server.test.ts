import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiContext, type ApiFetch } from '../context.ts';
import { apiClient } from './api.server.ts';

const pingSchema = z.object({ pong: z.number() });

function clientAnswering(respond: ApiFetch) {
  const context = new RouterContextProvider();
  context.set(apiContext, respond);
  return apiClient(context);
}

/** The status of the data(...) response a loader would throw for React Router's ErrorBoundary. */
async function thrownStatus(call: Promise<unknown>): Promise<number | undefined> {
  const thrown: unknown = await call.then(
    () => {
      throw new Error('expected the call to throw');
    },
    (error: unknown) => error,
  );
  expect(thrown).toMatchObject({ type: 'DataWithResponseInit' });
  return (thrown as { init?: ResponseInit }).init?.status;
}

describe('apiClient', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  it('returns the parsed answer and calls the path under /api', async () => {
    const calls: string[] = [];
    const api = clientAnswering((path) => {
      calls.push(path);
      return Promise.resolve(Response.json({ pong: 1, extra: true }));
    });
    await expect(api.get('/ping?currency=EUR', pingSchema)).resolves.toEqual({ pong: 1 });
    expect(calls).toEqual(['/ping?currency=EUR']);
  });

  it.each([500, 502, 503])('shows maintenance when the API answers %i', async (status) => {
    const api = clientAnswering(() => Promise.resolve(new Response('oops', { status })));
    expect(await thrownStatus(api.get('/ping', pingSchema))).toBe(503);
  });

  it('shows maintenance when the API cannot be reached', async () => {
    const api = clientAnswering(() => Promise.reject(new TypeError('fetch failed')));
    expect(await thrownStatus(api.get('/ping', pingSchema))).toBe(503);
  });

  it('shows maintenance when the API breaks its contract', async () => {
    const api = clientAnswering(() => Promise.resolve(Response.json({ pong: 'no' })));
    expect(await thrownStatus(api.get('/ping', pingSchema))).toBe(503);
  });

  it.each([400, 403, 404])('shows page-not-found when the API answers %i', async (status) => {
    const api = clientAnswering(() =>
      Promise.resolve(Response.json({ error: { code: 'x', message: 'x' } }, { status })),
    );
    expect(await thrownStatus(api.get('/ping', pingSchema))).toBe(404);
  });

  it('shows page-not-found when the answer is empty', async () => {
    const api = clientAnswering(() => Promise.resolve(new Response(null, { status: 200 })));
    expect(await thrownStatus(api.get('/ping', pingSchema))).toBe(404);
  });

  it('gives null for an optional part the API does not have', async () => {
    const api = clientAnswering(() => Promise.resolve(new Response('{}', { status: 404 })));
    await expect(api.getOptional('/ping', pingSchema)).resolves.toBeNull();
  });

  it('still shows maintenance when an optional part fails on the server', async () => {
    const api = clientAnswering(() => Promise.resolve(new Response('oops', { status: 500 })));
    expect(await thrownStatus(api.getOptional('/ping', pingSchema))).toBe(503);
  });
});
