// The document renderer (entry.server.tsx) behind React Router's request handler, with a one-route
// stand-in build: plain loader data renders in one pass; deferred data still streams in after the shell.
// The page's inline rules are those its HTML uses; the full sheet is linked after the content.
import { Suspense } from 'react';
import {
  Await,
  RouterContextProvider,
  Scripts,
  createRequestHandler,
  useLoaderData,
  type ServerBuild,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import * as entry from './entry.server.tsx';
import { FullStylesheet, InlineStyles } from './lib/inline-styles.tsx';

// A small stand-in for Tailwind's output: one rule the page uses, one it does not.
const { FULL_SHEET } = vi.hoisted(() => ({
  FULL_SHEET: '@layer base{body{margin:0}}@layer utilities{.page-text{color:red}.unused-card{padding:1rem}}',
}));
vi.mock('./styles/app.css?inline', () => ({ default: FULL_SHEET }));
vi.mock('./styles/app.css?url', () => ({ default: '/assets/app-Hash1234.css' }));

function loader({ request }: { request: Request }) {
  const deferred = new URL(request.url).searchParams.has('deferred');
  return deferred
    ? { now: 'ready now', later: new Promise<string>((resolve) => setTimeout(() => resolve('ready later'), 50)) }
    : { now: 'ready now', later: null };
}

function Root() {
  const data = useLoaderData<typeof loader>();
  return (
    <html lang="en">
      <head>
        <InlineStyles />
      </head>
      <body>
        <p className="page-text">{data.now}</p>
        {data.later && (
          <Suspense fallback={<p>waiting</p>}>
            <Await resolve={data.later}>{(value: string) => <p>{value}</p>}</Await>
          </Suspense>
        )}
        <FullStylesheet />
        <Scripts />
      </body>
    </html>
  );
}

const build: ServerBuild = {
  entry: { module: entry },
  routes: { root: { id: 'root', path: '', module: { default: Root, loader } } },
  assets: {
    entry: { imports: [], module: '/assets/entry.client.js' },
    routes: {
      root: {
        id: 'root',
        path: '',
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
    url: '/assets/manifest-test.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
};

const handler = createRequestHandler(build, 'production');

function loadContext() {
  const context = new RouterContextProvider();
  context.set(entry.requestContext, {
    nonce: 'test-nonce',
    buildId: 'test',
    country: null,
    clientIp: null,
    hasSession: false,
  });
  return context;
}

/** The body as the chunks it arrived in. */
async function chunksOf(response: Response): Promise<string[]> {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  const reader = response.body?.getReader();
  if (!reader) return chunks;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value, { stream: true }));
  }
}

describe('the document', () => {
  it('renders plain loader data in one pass, the hydration data and its end included', async () => {
    const response = await handler(new Request('http://spindle.test/'), loadContext());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const chunks = await chunksOf(response);
    // One pass: the whole document as one piece.
    expect(chunks).toHaveLength(1);
    const html = chunks.join('');
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).toContain('<p class="page-text">ready now</p>');
    // React Router's handoff: the loader data for hydration, then the end of its stream.
    expect(html).toMatch(/<script nonce="test-nonce">window\.__reactRouterContext\.streamController\.enqueue\(/);
    expect(html).toContain('ready now');
    expect(html).toContain('window.__reactRouterContext.streamController.close();');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('streams deferred data after the shell, through the streaming renderer', async () => {
    const response = await handler(new Request('http://spindle.test/?deferred'), loadContext());
    expect(response.status).toBe(200);
    const chunks = await chunksOf(response);
    expect(chunks.length).toBeGreaterThan(1);
    // The shell leaves first with the fallback; the value follows when its promise resolves.
    expect(chunks[0]).toContain('<p class="page-text">ready now</p>');
    expect(chunks[0]).toContain('waiting');
    expect(chunks[0]).not.toContain('ready later');
    const html = chunks.join('');
    expect(html).toContain('ready later');
    expect(html).toContain('window.__reactRouterContext.streamController.close();');
  });

  it('inlines the rules the page uses and links the full stylesheet after its content', async () => {
    const html = await (await handler(new Request('http://spindle.test/'), loadContext())).text();
    const inline = /<style data-app-styles="">(.*?)<\/style>/.exec(html)?.[1];
    expect(inline).toBe('@layer base{body{margin:0}}@layer utilities{.page-text{color:red}}');
    // The full sheet comes after the content, at a low priority, and before the scripts, which wait for it.
    expect(html).toContain(
      '<p class="page-text">ready now</p><link rel="stylesheet" href="/assets/app-Hash1234.css" fetchPriority="low" data-app-stylesheet=""/><script',
    );
  });

  it('inlines the whole stylesheet in a streamed page, whose HTML is not known when its head leaves', async () => {
    const html = (await chunksOf(await handler(new Request('http://spindle.test/?deferred'), loadContext()))).join('');
    expect(html).toContain(`<style data-app-styles="">${FULL_SHEET}</style>`);
  });

  it('starts the modules after the first paint: no preload in <head>, the module script run by a loader', async () => {
    const html = await (await handler(new Request('http://spindle.test/'), loadContext())).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).not.toContain('rel="modulepreload"');
    // React Router's module script stays where the browser hydrates it, empty; the loader after it has
    // the same nonce, the modules to preload and the script's text.
    const loader =
      /<script nonce="test-nonce" type="module" async=""><\/script><script nonce="test-nonce">(.*?)<\/script>/.exec(
        html,
      )?.[1];
    expect(loader).toBeDefined();
    expect(loader).toContain('first-contentful-paint');
    expect(loader).toContain('["/assets/manifest-test.js","/assets/entry.client.js","/assets/root.js"]');
    expect(loader).toContain('import(\\"/assets/entry.client.js\\")');
    expect(loader).toContain('window.__reactRouterRouteModules');
    expect(loader).not.toMatch(/<\/?script/i);
    expect(head).not.toContain('/assets/entry.client.js');
    // The handoff data still runs in place, before the modules that read it.
    expect(html).toMatch(/<script nonce="test-nonce">window\.__reactRouterContext = /);
  });

  it('answers HEAD without a body', async () => {
    const response = await handler(new Request('http://spindle.test/', { method: 'HEAD' }), loadContext());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
