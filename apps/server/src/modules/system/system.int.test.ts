import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { schema } from '@spindle/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getAs } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('checks the database with a query', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: t.database.kind });
  });
});

describe('GET /api/build-id', () => {
  it('reports the build id, uncached', async () => {
    const response = await t.app.inject('/api/build-id');
    expect(response.json()).toEqual({ buildId: 'test-build' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/alerts', () => {
  it('answers the no_alert error field when no announcement is live, then the live one', async () => {
    expect((await t.app.inject('/api/alerts')).json()).toEqual({ error: 'no_alert' });

    const { announcements } = schema;
    const hour = 3_600_000;
    await t.database.db.insert(announcements).values([
      { textEn: 'Switched off', textFr: 'Éteinte', active: false },
      { textEn: 'Over', textFr: 'Finie', active: true, endsAt: new Date(Date.now() - hour) },
      {
        textEn: 'Free shipping this week',
        textFr: 'Livraison offerte',
        linkEn: '/vinyl-shop',
        active: true,
        startsAt: new Date(Date.now() - hour),
      },
    ]);
    expect((await t.app.inject('/api/alerts')).json()).toMatchObject({
      text_en: 'Free shipping this week',
      text_fr: 'Livraison offerte',
      link_en: '/vinyl-shop',
      link_fr: null,
    });
  });
});

describe('every response', () => {
  it('carries the security headers; the API is never framed', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
    });
    expect(response.headers['permissions-policy']).toContain('camera=()');
    // HSTS only in production.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('echoes a well-formed x-request-id and makes one up otherwise', async () => {
    const echoed = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-42.abc' } });
    expect(echoed.headers['x-request-id']).toBe('edge-42.abc');
    const generated = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown API path with the JSON 404, not a page', async () => {
    const response = await t.app.inject('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });
});

describe('in production', () => {
  it('adds HSTS', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const response = await production.app.inject('/api/health');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });
});

// The parts of an OpenAPI document these tests read.
const parameterSchema = z.object({ name: z.string() });
const operationSchema = z.object({
  parameters: z.array(parameterSchema).optional(),
  requestBody: z
    .object({
      content: z.record(z.string(), z.object({ schema: z.object({ required: z.array(z.string()).optional() }) })),
    })
    .optional(),
});
const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), operationSchema)),
});

describe('GET /api/docs', () => {
  it('is an OpenAPI 3.1 document generated from the contracts', async () => {
    const { status, body: document } = await getAs(t.app, openApiDocumentSchema, '/api/docs');
    expect(status).toBe(200);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    const routes = Object.keys(document.paths);
    for (const route of [
      '/api/health',
      '/api/build-id',
      '/api/alerts',
      '/api/home',
      '/api/projects',
      '/api/projects/{id}',
      '/api/search',
      '/api/songs',
      '/api/songs/stats',
    ]) {
      expect(routes).toContain(route);
    }
    expect(
      routes.filter((route) => route.includes('*') || !route.startsWith('/api/') || route.startsWith('/api/docs')),
    ).toEqual([]);
    const listParameters = (document.paths['/api/projects']?.get?.parameters ?? []).map((parameter) => parameter.name);
    expect(listParameters).toEqual(
      expect.arrayContaining(['genre', 'category', 'search', 'sort', 'page', 'size', 'currency']),
    );
    const statsBody = document.paths['/api/songs/stats']?.post?.requestBody?.content['application/json'];
    expect(statsBody?.schema.required).toEqual(['song_id', 'duration']);
    expect((await getAs(t.app, openApiDocumentSchema, '/api/docs/openapi.json')).body).toEqual(document);
  });
});

describe('files', () => {
  it('serves stored files under /storage with a long cache for project images', async () => {
    const folder = path.join(t.storageDir, 'projects', 'abc123');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'cover.jpg'), 'not really a jpeg');
    const response = await t.app.inject('/storage/projects/abc123/cover.jpg');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('not really a jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain('sandbox');
  });

  it('answers 404 for a missing stored file and refuses to leave the storage folder', async () => {
    expect((await t.app.inject('/storage/projects/nope/cover.jpg')).statusCode).toBe(404);
    expect((await t.app.inject('/storage/../../etc/passwd')).statusCode).toBe(404);
  });

  it('serves the default cover', async () => {
    const response = await t.app.inject('/static/default-cover.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });
});
