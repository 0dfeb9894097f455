// The loaders' in-process reads (http/in-process-endpoints.ts) against the same reads through app.inject,
// from a real page request (a stand-in React Router build whose loader makes both): the same answers,
// the same refusals (a visitor or a customer asking for a staff endpoint, a visitor for the session
// check), nothing the HTTP path set on its answer lost, and a fallback for what is not converted.
import {
  adminEndpoints,
  authEndpoints,
  catalogueEndpoints,
  communityEndpoints,
  reviewsEndpoints,
  systemEndpoints,
  type Endpoint,
} from '@spindle/contracts';
import { urlOf, type WireValue } from '@spindle/contracts/http';
import { schema } from '@spindle/db';
import { createContext, type ServerBuild, type ServerEntryModule } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addSession, insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { IN_PROCESS_ENDPOINT_IDS } from '../http/in-process-endpoints.ts';
import type { ApiFetch } from './api-fetch.ts';
import type { PageRequestInfo } from './load-context.ts';

const apiContext = createContext<ApiFetch>();
const requestContext = createContext<PageRequestInfo>();

const entryModule: ServerEntryModule & { apiContext: typeof apiContext; requestContext: typeof requestContext } = {
  apiContext,
  requestContext,
  default: (_request, status, headers, entryContext) => {
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify(entryContext.staticHandlerContext.loaderData), { status, headers });
  },
};

/** The page's loader reads `?path=` of `?id=` both ways: in process, and through the API (inject). */
const build: ServerBuild = {
  entry: { module: entryModule },
  routes: {
    root: {
      id: 'root',
      path: '*',
      module: {
        default: () => null,
        loader: async ({ request, context }) => {
          const url = new URL(request.url);
          const [id, path] = [url.searchParams.get('id') ?? '', url.searchParams.get('path') ?? ''];
          const api = context.get(apiContext);
          const direct = (await api.inProcess?.(id, path)) ?? null;
          const response = await api(path, { headers: { accept: 'application/json' } });
          const text = await response.text();
          const http = {
            status: response.status,
            body: text ? (JSON.parse(text) as unknown) : null,
            setCookies: response.headers.getSetCookie(),
            cacheControl: response.headers.get('cache-control'),
          };
          return { direct, http };
        },
      },
    },
  },
  assets: {
    entry: { imports: [], module: '/assets/entry.client.js' },
    routes: {
      root: {
        id: 'root',
        path: '*',
        hasAction: false,
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

const pageSchema = z.object({
  root: z.object({
    direct: z.object({ status: z.number(), value: z.unknown(), code: z.string().optional() }).nullable(),
    http: z.object({
      status: z.number(),
      body: z.unknown(),
      setCookies: z.array(z.string()),
      cacheControl: z.string().nullable(),
    }),
  }),
});

let t: TestApp;
let fx: CatalogueFixture;
let origin: string;
let teamToken: string;

beforeAll(async () => {
  t = await createTestApp({ BUILD_ID: '' }, { mode: 'production', loadBuild: () => Promise.resolve(build) });
  fx = await insertCatalogueFixture(t.database);
  const [team] = await t.database.db
    .insert(schema.users)
    .values({ name: 'Tia Team', email: 'tia.team@example.test', role: 'team' })
    .returning({ id: schema.users.id });
  if (!team) throw new Error('staff user not inserted');
  teamToken = await addSession(t.database, team.id);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** Reads `endpoint` both ways from a page request of `pagePath` ('/' or '/fr') with these headers. */
async function bothWays(
  endpoint: Endpoint,
  input: { params?: Record<string, WireValue>; query?: Record<string, WireValue> } = {},
  headers: Record<string, string> = {},
  pagePath = '/',
) {
  const path = urlOf(endpoint.path, input.params, input.query);
  const search = new URLSearchParams({ id: endpoint.id, path });
  const response = await fetch(`${origin}${pagePath}?${search}`, { headers });
  expect(response.status).toBe(200);
  return pageSchema.parse(await response.json()).root;
}

/** The in-process answer is the HTTP answer as the web app read it (its schema's output). */
function expectSameAnswer(endpoint: Endpoint, { direct, http }: Awaited<ReturnType<typeof bothWays>>) {
  expect(direct).not.toBeNull();
  expect(direct?.status).toBe(http.status);
  expect(http.status).toBe(200);
  const schema = endpoint.response as z.ZodType;
  expect(direct?.value).toEqual(schema.parse(http.body));
}

describe('the storefront reads in process', () => {
  it('answer what the HTTP path answers, for a visitor and for a signed-in user', async () => {
    const { midnight } = fx.projects;
    const reads: [Endpoint, Parameters<typeof bothWays>[1]][] = [
      [catalogueEndpoints.home, { query: { currency: 'EUR' } }],
      [catalogueEndpoints.projects, { query: { size: 24, currency: 'USD' } }],
      [catalogueEndpoints.project, { params: { id: midnight }, query: { currency: 'GBP' } }],
      [catalogueEndpoints.more, { params: { id: midnight }, query: { currency: 'EUR' } }],
      [catalogueEndpoints.recommendations, { query: { project_id: midnight, currency: 'EUR' } }],
      [communityEndpoints.comments, { params: { id: midnight }, query: { page: 1 } }],
      [reviewsEndpoints.ofProject, { params: { id: midnight }, query: { page: 1, size: 5 } }],
      [authEndpoints.providers, {}],
    ];
    for (const cookie of ['', `token=${fx.users.pro.token}`]) {
      for (const [endpoint, input] of reads) {
        // Twice: the second visitor read is the kept answer on both sides (the visitor cache).
        for (let round = 0; round < 2; round += 1) {
          expectSameAnswer(endpoint, await bothWays(endpoint, input, cookie ? { cookie } : {}));
        }
      }
    }
  });

  it("answer in the page's language, as the API answers a page (its locale in place of the lang cookie)", async () => {
    const input = { params: { id: fx.projects.midnight }, query: { currency: 'EUR' } };
    const french = await bothWays(catalogueEndpoints.project, input, { cookie: 'lang=en' }, '/fr');
    expectSameAnswer(catalogueEndpoints.project, french);
  });

  it("check the page's session: the signed-in user's data, a 401 for a visitor or a revoked session", async () => {
    const signedIn = await bothWays(authEndpoints.check, {}, { cookie: `token=${fx.users.pro.token}` });
    expectSameAnswer(authEndpoints.check, signedIn);
    const byBearer = await bothWays(authEndpoints.check, {}, { authorization: `Bearer ${fx.users.pro.token}` });
    expectSameAnswer(authEndpoints.check, byBearer);
    const revoked = await addSession(t.database, fx.users.regular.id, { revoked: true });
    for (const headers of [{}, { cookie: `token=${revoked}` }] as Record<string, string>[]) {
      const { direct, http } = await bothWays(authEndpoints.check, {}, headers);
      expect(http.status).toBe(401);
      expect(direct).toMatchObject({ status: 401, code: 'unauthorized' });
    }
  });

  it('refuse a staff endpoint as the HTTP path does: 401 for a visitor, 403 for a customer or without the second factor', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{}, 401, 'unauthorized'],
      [{ cookie: `token=${fx.users.regular.token}` }, 403, 'forbidden'],
      [{ cookie: `token=${fx.users.pro.token}` }, 403, 'forbidden'],
      [{ cookie: `token=${teamToken}` }, 403, 'second_factor_required'],
    ];
    for (const [headers, status, code] of cases) {
      const { direct, http } = await bothWays(adminEndpoints.home, {}, headers);
      expect(http.status).toBe(status);
      expect(http.body).toMatchObject({ error: { code } });
      expect(direct).toEqual({ status, value: null, code });
    }
  });

  it('refuse the pro category to a visitor and answer it to a pro user', async () => {
    const input = { query: { category: 155, currency: 'EUR' } };
    const visitor = await bothWays(catalogueEndpoints.projects, input);
    expect(visitor.http.status).toBe(404);
    expect(visitor.direct).toMatchObject({ status: 404, code: 'not_found' });
    const pro = await bothWays(catalogueEndpoints.projects, input, { cookie: `token=${fx.users.pro.token}` });
    expectSameAnswer(catalogueEndpoints.projects, pro);
  });

  it('refuse bad input as the HTTP path does (the same schemas, the NUL guard)', async () => {
    const cases = [
      [catalogueEndpoints.project, { params: { id: 'abc' }, query: { currency: 'EUR' } }],
      [catalogueEndpoints.projects, { query: { search: 'a\u0000b' } }],
      [catalogueEndpoints.projects, { query: { size: 100_000 } }],
    ] as const;
    for (const [endpoint, input] of cases) {
      const { direct, http } = await bothWays(endpoint, input);
      expect(http.status).toBe(400);
      expect(direct).toMatchObject({ status: 400, code: 'input_invalid' });
    }
  });

  it('lose nothing the HTTP answers set: none of the converted reads sets a cookie or a cache header', async () => {
    const { midnight } = fx.projects;
    for (const cookie of ['', `token=${fx.users.pro.token}`]) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const answers = [
        await bothWays(catalogueEndpoints.project, { params: { id: midnight }, query: { currency: 'EUR' } }, headers),
        await bothWays(catalogueEndpoints.home, { query: { currency: 'EUR' } }, headers),
        await bothWays(systemEndpoints.alerts, {}, headers),
        await bothWays(authEndpoints.check, {}, headers),
      ];
      for (const { http } of answers) {
        expect(http.setCookies).toEqual([]);
        expect(http.cacheControl).toBeNull();
      }
    }
  });

  it('leave every other endpoint, and every write, to the HTTP path', async () => {
    expect(IN_PROCESS_ENDPOINT_IDS.has(systemEndpoints.health.id)).toBe(false);
    const { direct, http } = await bothWays(systemEndpoints.health);
    expect(direct).toBeNull();
    expect(http.status).toBe(200);
  });
});
