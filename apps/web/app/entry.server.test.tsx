// The document renderer (entry.server.tsx) behind React Router's request handler, with a one-route
// stand-in build: plain loader data renders in one pass; deferred data still streams in after the shell.
import { Suspense } from 'react';
import {
  Await,
  RouterContextProvider,
  Scripts,
  createRequestHandler,
  useLoaderData,
  type ServerBuild,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import * as entry from './entry.server.tsx';

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
      <head />
      <body>
        <p>{data.now}</p>
        {data.later && (
          <Suspense fallback={<p>waiting</p>}>
            <Await resolve={data.later}>{(value: string) => <p>{value}</p>}</Await>
          </Suspense>
        )}
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
    expect(html).toContain('<p>ready now</p>');
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
    expect(chunks[0]).toContain('<p>ready now</p>');
    expect(chunks[0]).toContain('waiting');
    expect(chunks[0]).not.toContain('ready later');
    const html = chunks.join('');
    expect(html).toContain('ready later');
    expect(html).toContain('window.__reactRouterContext.streamController.close();');
  });

  it('answers HEAD without a body', async () => {
    const response = await handler(new Request('http://spindle.test/', { method: 'HEAD' }), loadContext());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
