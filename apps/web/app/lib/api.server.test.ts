import { communityEndpoints, sellersEndpoints, systemEndpoints } from '@spindle/contracts';
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

describe('apiClient with declared endpoints', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);

  const shop = {
    id: 1,
    code: 'ferric-oxide',
    name: 'Ferric Oxide',
    logoUrl: null,
    bannerUrl: null,
    whiteLabel: false,
    poweredByLink: true,
    theme: null,
    about: null,
    owner: null,
    projects: { items: [], page: 2, size: 24, total: 0 },
  };

  function recording(respond: (path: string, init: RequestInit | undefined) => Response) {
    const calls: { path: string; method: string | undefined; body: unknown }[] = [];
    const context = new RouterContextProvider();
    context.set(apiContext, (path, init) => {
      calls.push({ path, method: init?.method, body: init?.body ? JSON.parse(init.body as string) : undefined });
      return Promise.resolve(respond(path, init));
    });
    return { api: apiClient(context), calls };
  }

  it('builds the URL from the path template and the query, and parses the answer', async () => {
    const { api, calls } = recording(() => Response.json(shop));
    const read = await api.read(sellersEndpoints.shop, { params: { code: 'ferric oxide' }, query: { page: 2 } });
    expect(read.name).toBe('Ferric Oxide');
    expect(calls).toEqual([{ path: '/shops/ferric%20oxide?page=2', method: 'GET', body: undefined }]);
  });

  it('sends the body as JSON with the declared method', async () => {
    const comment = { id: 9, projectId: 3, authorName: 'Ann', text: 'Lovely', createdAt: '2026-01-01T00:00:00.000Z' };
    const { api, calls } = recording(() => Response.json(comment, { status: 201 }));
    const sent = await api.call(communityEndpoints.addComment, { body: { project_id: 3, text: 'Lovely' } });
    expect(sent).toEqual({ ok: true, value: comment, status: 201 });
    expect(calls).toEqual([{ path: '/comments', method: 'POST', body: { project_id: 3, text: 'Lovely' } }]);
  });

  it('gives a refusal as a value with its code, field codes and Retry-After', async () => {
    const { api } = recording(() =>
      Response.json(
        { error: { code: 'too_many_requests', message: 'Too many requests' } },
        { status: 429, headers: { 'retry-after': '120' } },
      ),
    );
    const sent = await api.call(communityEndpoints.addComment, { body: { project_id: 3, text: 'Again' } });
    expect(sent).toEqual({ ok: false, status: 429, code: 'too_many_requests', fields: {}, retryAfterSeconds: 120 });
  });

  it('shows maintenance for a server failure, unless the call asks for it as a value', async () => {
    const { api } = recording(() => new Response('oops', { status: 500 }));
    const body = { project_id: 3, text: 'Lovely' };
    expect(await thrownStatus(api.call(communityEndpoints.addComment, { body }))).toBe(503);
    const kept = await api.call(communityEndpoints.addComment, { body }, { onServerFailure: 'value' });
    expect(kept).toMatchObject({ ok: false, status: 500, code: 'request_failed' });
  });

  it('reads a missing page as page-not-found and a missing part as null', async () => {
    const { api } = recording(() =>
      Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 }),
    );
    expect(await thrownStatus(api.read(sellersEndpoints.artist, { params: { id: 4 } }))).toBe(404);
    await expect(api.readOptional(systemEndpoints.alerts)).resolves.toBeNull();
  });

  it('shows maintenance when an endpoint breaks its contract', async () => {
    const { api } = recording(() => Response.json({ ...shop, whiteLabel: 'no' }));
    expect(await thrownStatus(api.read(sellersEndpoints.shop, { params: { code: 'ferric-oxide' } }))).toBe(503);
  });
});
