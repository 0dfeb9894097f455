// The page cache through the server (web/page-cache.ts), with a stand-in React Router build whose
// document shows a project read through the in-process API, carries the nonce in its scripts, and
// sets the page view's cookies as the real root middleware does.
import { COOKIE_NAMES } from '@spindle/domain';
import { createContext, type ServerBuild, type ServerEntryModule } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogueFixture, type CatalogueFixture } from '../testing/catalogue-fixture.ts';
import { send } from '../testing/http.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import type { ApiFetch } from './api-fetch.ts';
import type { PageRequestInfo } from './load-context.ts';
import type { PageCacheRules, PageView } from './page-cache.ts';

const apiContext = createContext<ApiFetch>();
const requestContext = createContext<PageRequestInfo>();

const cookieOf = (header: string | null, name: string) =>
  header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1] ?? null;

// As apps/web's rules do: the currency cookie changes the page, lang and ori only the Set-Cookie lines,
// any other cookie makes the page the visitor's own.
const rules: PageCacheRules = {
  variantOf: ({ cookieHeader }: PageView) => {
    const names = (cookieHeader ?? '').split(';').map((part) => part.trim().split('=')[0] ?? '');
    if (names.some((name) => name !== '' && !['lang', 'ori', 'currency'].includes(name))) return null;
    return `currency=${cookieOf(cookieHeader, 'currency') ?? ''}`;
  },
  setCookiesOf: ({ url, cookieHeader }: PageView) => {
    const locale = url.pathname.startsWith('/fr/') ? 'fr' : 'en';
    return [
      ...(cookieOf(cookieHeader, 'lang') === locale ? [] : [`lang=${locale}; Path=/`]),
      ...(cookieOf(cookieHeader, 'ori') === null ? ['ori=direct; Path=/'] : []),
    ];
  },
};

const entryModule: ServerEntryModule & Record<string, unknown> = {
  apiContext,
  requestContext,
  pageCacheRules: rules,
  default: (request, status, headers, entryContext, loadContext) => {
    const info = loadContext.get(requestContext);
    const url = new URL(request.url);
    const view = {
      url,
      cookieHeader: request.headers.get('cookie'),
      referrer: null,
      userAgent: null,
      acceptLanguage: null,
    };
    for (const line of rules.setCookiesOf(view)) headers.append('set-cookie', line);
    // A page that sets a cookie of its own, and one whose data would stream in later.
    if (url.searchParams.has('promo')) headers.append('set-cookie', 'promo=spring; Path=/');
    if (!url.searchParams.has('deferred')) info.onWholeDocument?.();
    headers.set('content-type', 'text/html; charset=utf-8');
    headers.set('vary', 'Cookie');
    const data = JSON.stringify(entryContext.staticHandlerContext.loaderData);
    const html = `<!DOCTYPE html><html><head><script nonce="${info.nonce}">start()</script></head><body><main>${data}</main><script nonce="${info.nonce}">hydrate()</script></body></html>`;
    return new Response(html, { status, headers });
  },
};

const routeAssets = (id: string, path: string, parentId?: string) => ({
  id,
  path,
  ...(parentId ? { parentId } : {}),
  hasAction: id === 'page',
  hasLoader: id === 'root',
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  module: `/assets/${id}.js`,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

const build: ServerBuild = {
  entry: { module: entryModule },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: {
        default: () => null,
        // The project of the path's last segment, in the currency of the cookie (EUR by default).
        loader: async ({ request, context }) => {
          const id = new URL(request.url).pathname.split('/').at(-1);
          const currency = cookieOf(request.headers.get('cookie'), 'currency') ?? 'EUR';
          const answer = await context.get(apiContext)(`/projects/${id}?currency=${currency}`);
          const project = (await answer.json()) as { name: string; price: unknown; commentsCount: number };
          return { name: project.name, price: project.price, comments: project.commentsCount };
        },
      },
    },
    page: {
      id: 'page',
      parentId: 'root',
      path: '*',
      module: { default: () => null, action: () => ({ posted: true }) },
    },
  },
  assets: {
    entry: { imports: [], module: '/assets/entry.client.js' },
    routes: { root: routeAssets('root', ''), page: routeAssets('page', '*', 'root') },
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

const web = { mode: 'production' as const, loadBuild: () => Promise.resolve(build) };

let t: TestApp;
let fx: CatalogueFixture;
let origin: string;
// Behind a trusted proxy without PUBLIC_URL, pages kept one second.
let proxied: TestApp;
let proxiedOrigin: string;
let proxiedProject: number;

beforeAll(async () => {
  t = await createTestApp({ BUILD_ID: '', PAGE_CACHE_MS: '60000' }, web);
  fx = await insertCatalogueFixture(t.database);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  proxied = await createTestApp({ BUILD_ID: '', PAGE_CACHE_MS: '1000', TRUST_PROXY: 'true' }, web);
  proxiedProject = (await insertCatalogueFixture(proxied.database)).projects.midnight;
  proxiedOrigin = await proxied.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await proxied.close();
});

interface Answer {
  status: number;
  cache: string | null;
  nonce: string;
  body: string;
  cookies: string[];
}

async function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, { headers, method });
  const policy = response.headers.get('content-security-policy') ?? '';
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    nonce: /'nonce-([^']+)'/.exec(policy)?.[1] ?? '',
    body: await response.text(),
    cookies: response.headers.getSetCookie(),
  };
}

/** The body with its nonce taken out: what two answers of one kept page share. */
const withoutNonce = ({ body, nonce }: Answer) => body.replaceAll(nonce, 'NONCE');

let nextPath = 0;
/** A path no other test asked for, so each test starts with an empty entry. */
const freshPath = (projectId: number, prefix = '') => `${prefix}/vinyl/${(nextPath += 1)}/${projectId}`;

describe('a visitor without cookies', () => {
  it('gets the second view of a page from the cache: its own nonce, the same bytes otherwise', async () => {
    const path = freshPath(fx.projects.midnight);
    const first = await get(path);
    const second = await get(path);
    expect(first).toMatchObject({ status: 200, cache: 'miss' });
    expect(second).toMatchObject({ status: 200, cache: 'hit' });
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(second.body).not.toContain(first.nonce);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    expect(first.body).toContain('Midnight');
  });

  it('gets the page view cookies computed for its own request on a hit (a first view is cacheable too)', async () => {
    const path = freshPath(fx.projects.midnight, '/fr');
    await get(path);
    const firstView = await get(path);
    const returning = await get(path, { cookie: 'lang=fr; ori=direct' });
    expect(firstView.cache).toBe('hit');
    expect(firstView.cookies.sort()).toEqual(['lang=fr; Path=/', 'ori=direct; Path=/']);
    expect(returning.cache).toBe('hit');
    expect(returning.cookies).toEqual([]);
  });

  it('gets HEAD answered from a kept GET, with no body', async () => {
    const path = freshPath(fx.projects.midnight);
    await get(path);
    const head = await get(path, {}, 'HEAD');
    expect(head).toMatchObject({ status: 200, cache: 'hit', body: '' });
  });

  it('gets a compressed answer with its own nonce when the browser accepts brotli', async () => {
    const path = freshPath(fx.projects.midnight);
    await get(path);
    const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('x-page-cache')).toBe('hit');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });
});

describe('pages the cache does not serve', () => {
  it('are rendered for a signed-in visitor (session cookie or bearer token)', async () => {
    const path = freshPath(fx.projects.midnight);
    await get(path);
    const token = fx.users.regular.token;
    expect((await get(path, { cookie: `${COOKIE_NAMES.token}=${token}` })).cache).toBe('bypass');
    expect((await get(path, { authorization: `Bearer ${token}` })).cache).toBe('bypass');
  });

  it('are rendered for a visitor with a cart', async () => {
    const path = freshPath(fx.projects.midnight);
    await get(path);
    expect((await get(path, { cookie: `${COOKIE_NAMES.cart}=abc` })).cache).toBe('bypass');
  });

  it('are rendered for a visitor with a cookie the rules do not know', async () => {
    const path = freshPath(fx.projects.midnight);
    await get(path);
    expect((await get(path, { cookie: 'notice=confirm_sent' })).cache).toBe('bypass');
  });

  it('are not kept when they set a cookie beyond the page view ones', async () => {
    const path = `${freshPath(fx.projects.midnight)}?promo=1`;
    expect((await get(path)).cache).toBe('miss');
    const again = await get(path);
    expect(again.cache).toBe('miss');
    expect(again.cookies).toContain('promo=spring; Path=/');
  });

  it('are not kept when their data streams in later', async () => {
    const path = `${freshPath(fx.projects.midnight)}?deferred=1`;
    await get(path);
    expect((await get(path)).cache).toBe('miss');
  });

  it('are not answered for a POST', async () => {
    const path = freshPath(fx.projects.midnight);
    await get(path);
    const response = await fetch(`${origin}${path}`, { method: 'POST', headers: { origin } });
    expect(response.headers.get('x-page-cache')).toBe('bypass');
  });
});

describe('what a kept page is for', () => {
  it('keeps currencies apart: a currency cookie gets its own page', async () => {
    const path = freshPath(fx.projects.midnight);
    const euros = await get(path);
    const dollars = await get(path, { cookie: 'currency=USD' });
    const dollarsAgain = await get(path, { cookie: 'currency=USD' });
    expect(dollars.cache).toBe('miss');
    expect(dollars.body).toContain('"currency":"USD"');
    expect(euros.body).toContain('"currency":"EUR"');
    expect(dollarsAgain.cache).toBe('hit');
    expect(dollarsAgain.body).toContain('"currency":"USD"');
  });

  it('keeps locales apart: the French path is its own page', async () => {
    const id = fx.projects.midnight;
    const english = `/vinyl/locales/${id}`;
    await get(english);
    const french = await get(`/fr${english}`);
    expect(french.cache).toBe('miss');
    expect(french.cookies).toContain('lang=fr; Path=/');
  });

  it('keeps countries apart (the display currency follows the country)', async () => {
    const path = freshPath(fx.projects.midnight);
    await get(path, { 'cf-ipcountry': 'FR' });
    expect((await get(path, { 'cf-ipcountry': 'US' })).cache).toBe('miss');
    expect((await get(path, { 'cf-ipcountry': 'FR' })).cache).toBe('hit');
  });
});

describe('a kept page goes stale', () => {
  it('after a write through the API: the next view is rendered with the new content', async () => {
    const path = freshPath(fx.projects.rustBelt);
    const before = await get(path);
    expect((await get(path)).cache).toBe('hit');
    const comment = await send(t.app, {
      method: 'POST',
      url: '/api/comments',
      headers: { authorization: `Bearer ${fx.users.regular.token}` },
      payload: { project_id: fx.projects.rustBelt, text: 'Pressed beautifully' },
    });
    expect(comment.status).toBe(201);
    const after = await get(path);
    expect(after.cache).toBe('miss');
    expect(before.body).toContain('"comments":0');
    expect(after.body).toContain('"comments":1');
    expect((await get(path)).cache).toBe('hit');
  });

  it('after a write on another instance (the signal moved by the cluster bus)', async () => {
    const path = freshPath(fx.projects.midnight);
    await get(path);
    t.app.storefrontWrites?.followed()?.changedElsewhere();
    expect((await get(path)).cache).toBe('miss');
  });

  it('after PAGE_CACHE_MS', async () => {
    const path = `${proxiedOrigin}/vinyl/ttl/${proxiedProject}`;
    const cacheOf = async () => (await fetch(path)).headers.get('x-page-cache');
    expect(await cacheOf()).toBe('miss');
    expect(await cacheOf()).toBe('hit');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cacheOf()).toBe('miss');
  });
});

describe('behind a trusted proxy without PUBLIC_URL', () => {
  const cacheOf = async (headers: Record<string, string>) =>
    (await fetch(`${proxiedOrigin}/vinyl/proxy/${proxiedProject}`, { headers })).headers.get('x-page-cache');

  it('keeps the hosts and protocols the proxy forwards apart (canonical links follow them)', async () => {
    const shop = { 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    expect(await cacheOf(shop)).toBe('miss');
    expect(await cacheOf(shop)).toBe('hit');
    expect(await cacheOf({ ...shop, 'x-forwarded-proto': 'http' })).toBe('miss');
    expect(await cacheOf({ ...shop, 'x-forwarded-host': 'other.example' })).toBe('miss');
  });

  it('renders a request with a standard Forwarded header (the key does not parse it)', async () => {
    expect(await cacheOf({ forwarded: 'host=shop.example;proto=https' })).toBe('bypass');
  });
});
