// The pages' side of the server, with a stand-in React Router build: hijack, load context keys read
// from the build, the in-process API with the visitor's headers, the CSP nonce, unread form bodies.
import { buildIdSchema, errorBodySchema } from '@spindle/contracts';
import { createContext, type ServerBuild, type ServerEntryModule } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { ApiFetch } from './api-fetch.ts';
import type { PageRequestInfo } from './load-context.ts';

// What apps/web's entry.server exports; the server must use these very objects.
const apiContext = createContext<ApiFetch>();
const requestContext = createContext<PageRequestInfo>();

const entryModule: ServerEntryModule & { apiContext: typeof apiContext; requestContext: typeof requestContext } = {
  apiContext,
  requestContext,
  // The document is the route data as JSON: enough to see what the loader and action got.
  default: (_request, status, headers, entryContext, loadContext) => {
    headers.set('content-type', 'application/json');
    const { loaderData, actionData } = entryContext.staticHandlerContext;
    return new Response(JSON.stringify({ loaderData, actionData, nonce: loadContext.get(requestContext).nonce }), {
      status,
      headers,
    });
  },
};

const build: ServerBuild = {
  entry: { module: entryModule },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: {
        default: () => null,
        loader: async ({ context }) => {
          const api = context.get(apiContext);
          const [buildId, proCategory] = await Promise.all([api('/build-id'), api('/projects?category=155')]);
          return {
            info: context.get(requestContext),
            buildId: buildIdSchema.parse(await buildId.json()),
            proCategoryStatus: proCategory.status,
          };
        },
        action: async ({ request }) => {
          const form = await request.formData();
          return { name: form.get('name') };
        },
      },
    },
  },
  assets: {
    entry: { imports: [], module: '/assets/entry.client.js' },
    routes: {
      root: {
        id: 'root',
        path: '',
        hasAction: true,
        hasLoader: true,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: false,
        module: '/assets/root.js',
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    },
    url: '/assets/manifest-fixture.js',
    version: 'fixture-v1',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
};

// What the stand-in document says: the loader's and action's data and the nonce it rendered with.
const documentSchema = z.object({
  nonce: z.string(),
  loaderData: z.object({
    root: z.object({
      info: z.object({
        nonce: z.string(),
        buildId: z.string(),
        country: z.string().nullable(),
        clientIp: z.string().nullable(),
        hasSession: z.boolean(),
      }),
      buildId: z.object({ buildId: z.string() }),
      proCategoryStatus: z.number(),
    }),
  }),
  actionData: z.record(z.string(), z.unknown()).nullable().optional(),
});
const documentOf = async (response: Response) => documentSchema.parse(await response.json());
const page = (init?: RequestInit) => fetch(`${origin}/`, init).then(documentOf);

let t: TestApp;
let fx: CatalogueFixture;
let origin: string;

beforeAll(async () => {
  t = await createTestApp({ BUILD_ID: '' }, { mode: 'production', loadBuild: () => Promise.resolve(build) });
  fx = await insertCatalogueFixture(t.database);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('a page request', () => {
  it('is rendered by React Router with the load context the server built', async () => {
    const response = await fetch(`${origin}/`, { headers: { 'cf-ipcountry': 'fr', 'x-request-id': 'page-1' } });
    expect(response.status).toBe(200);
    const body = await documentOf(response);
    const { info } = body.loaderData.root;
    expect(info).toMatchObject({ buildId: 'fixture-v1', country: 'FR', clientIp: '127.0.0.1', hasSession: false });
    expect(body.loaderData.root.buildId).toEqual({ buildId: 'fixture-v1' });
    expect(response.headers.get('x-request-id')).toBe('page-1');
  });

  it('tells the pages whether the request carries a session credential', async () => {
    const withCookie = await page({ headers: { cookie: 'token=abc' } });
    expect(withCookie.loaderData.root.info.hasSession).toBe(true);
    const withBearer = await page({ headers: { authorization: 'Bearer abc' } });
    expect(withBearer.loaderData.root.info.hasSession).toBe(true);
    const withOtherCookies = await page({ headers: { cookie: 'currency=EUR; consent=denied' } });
    expect(withOtherCookies.loaderData.root.info.hasSession).toBe(false);
  });

  it('carries a fresh nonce that is also the CSP script nonce of the page', async () => {
    const [first, second] = await Promise.all([fetch(`${origin}/`), fetch(`${origin}/`)]);
    const nonces = [];
    for (const response of [first, second]) {
      const { nonce, loaderData } = await documentOf(response);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(loaderData.root.info.nonce).toBe(nonce);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('calls the API in process as the visitor: the session cookie and bearer token go along', async () => {
    expect((await page()).loaderData.root.proCategoryStatus).toBe(404);
    const byCookie = await page({ headers: { cookie: `token=${fx.users.pro.token}` } });
    expect(byCookie.loaderData.root.proCategoryStatus).toBe(200);
    const byBearer = await page({ headers: { authorization: `Bearer ${fx.users.pro.token}` } });
    expect(byBearer.loaderData.root.proCategoryStatus).toBe(200);
  });

  it('hands form posts to the action with the body unread', async () => {
    const response = await fetch(`${origin}/`, { method: 'POST', body: new URLSearchParams({ name: 'Ada' }) });
    expect(response.status).toBe(200);
    expect((await documentOf(response)).actionData).toEqual({ root: { name: 'Ada' } });
  });
});

describe('a HEAD request', () => {
  it('goes through React Router too and gets no body', async () => {
    const response = await fetch(`${origin}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('the build id', () => {
  it("is the client build's manifest version when BUILD_ID is not set", async () => {
    const response = await fetch(`${origin}/api/build-id`);
    expect(buildIdSchema.parse(await response.json())).toEqual({ buildId: 'fixture-v1' });
  });
});

describe('paths that are not pages', () => {
  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await fetch(`${origin}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json())).toEqual({
      error: { code: 'not_found', message: 'Not found' },
    });
  });
});
