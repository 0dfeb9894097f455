// The page cache on the SSR plugin's side: which requests may be answered from it and under what key,
// how a kept page is sent (this request's nonce, its own Set-Cookie lines, compressed per answer), and
// how a rendered one is kept. docs/server.md "The page cache".
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { COOKIE_NAMES } from '@spindle/domain';
import type { FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { ServerBuild } from 'react-router';
import type { Config } from '../config.ts';
import { preferredEncoding } from '../http/compression.ts';
import {
  createPageCache,
  joinWithNonce,
  pageCacheRulesOf,
  splitAtNonce,
  storableHeaders,
  type KeptPage,
  type PageCache,
  type PageCacheRules,
  type PageView,
} from './page-cache.ts';

/** What the x-page-cache header says: served from the cache, rendered (and maybe kept), or not a candidate. */
export type PageCacheOutcome = 'hit' | 'miss' | 'bypass';

/** A request the cache may answer: its key, and what the rules read of it. */
export interface PageCacheCandidate {
  key: string;
  view: PageView;
  rules: PageCacheRules;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The page cache of the SSR plugin, or null when off: PAGE_CACHE_MS=0, development (the build changes
 * under it), or no write signal to compare with.
 */
export function createPagesCache(
  config: Pick<Config, 'PAGE_CACHE_MS' | 'PAGE_CACHE_MB' | 'PUBLIC_URL' | 'TRUST_PROXY'>,
  mode: 'production' | 'development',
  writes: { version(): number } | undefined,
) {
  if (config.PAGE_CACHE_MS === 0 || mode !== 'production' || !writes) return null;
  const publicOrigin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null;
  // The SSR plugin's listener reads the forwarded host and protocol whenever TRUST_PROXY is set.
  const trustProxy = config.TRUST_PROXY !== false;
  const cache: PageCache = createPageCache({
    ttlMs: config.PAGE_CACHE_MS,
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    version: () => writes.version(),
  });
  const rulesOfBuild = new WeakMap<ServerBuild, PageCacheRules | null>();
  const rulesOf = (build: ServerBuild): PageCacheRules | null => {
    if (!rulesOfBuild.has(build)) rulesOfBuild.set(build, pageCacheRulesOf(build.entry.module));
    return rulesOfBuild.get(build) ?? null;
  };
  return {
    cache,
    version: () => writes.version(),
    /** The request's place in the cache, or null when it must be rendered (a session, a cart, a POST...). */
    candidateOf(request: FastifyRequest, build: ServerBuild, country: string | null): PageCacheCandidate | null {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      // A session credential or a cart: the page is this visitor's own (the same test as hasSession).
      if (request.headers.authorization || request.cookies[COOKIE_NAMES.token] || request.cookies[COOKIE_NAMES.cart]) {
        return null;
      }
      // A client navigation's data (`/x.data`) is not a document.
      if (request.url.split('?', 1)[0]?.endsWith('.data')) return null;
      const rules = rulesOf(build);
      if (!rules) return null;
      const origin = publicOrigin ?? pageOriginOf(request, trustProxy);
      if (origin === null) return null;
      const view: PageView = {
        // As node-fetch-server writes it: the origin, then the request's path as it came.
        url: new URL(`${origin.split('#', 1)[0]}${request.url}`),
        cookieHeader: request.headers.cookie ?? null,
        referrer: request.headers.referer ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        acceptLanguage: request.headers['accept-language'] ?? null,
      };
      const variant = rules.variantOf(view);
      if (variant === null) return null;
      // The build's version: a new build renders other pages.
      return { key: `${build.assets.version} ${origin}${request.url} ${country ?? '-'} ${variant}`, view, rules };
    },
  };
}

/**
 * The origin React Router sees without PUBLIC_URL, as node-fetch-server makes it (ssr-plugin.ts'
 * listenerOptions): behind a trusted proxy, the first X-Forwarded-Proto and X-Forwarded-Host, else the
 * socket and the Host header. The raw headers go into the key with it, so one key is always one URL.
 * A request with a standard Forwarded header is rendered (null): this does not parse it.
 */
function pageOriginOf(request: FastifyRequest, trustProxy: boolean): string | null {
  const { headers } = request;
  const encrypted = 'encrypted' in request.raw.socket && request.raw.socket.encrypted;
  if (!trustProxy) return `${encrypted ? 'https' : 'http'}://${headers.host ?? 'localhost'}`;
  if (headers.forwarded !== undefined) return null;
  const forwardedProto = firstValueOf(headers['x-forwarded-proto'])?.toLowerCase().replace(/:$/, '');
  const protocol =
    forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : encrypted ? 'https' : 'http';
  const host = firstValueOf(headers['x-forwarded-host']) || headers.host || 'localhost';
  const raw = `${String(headers['x-forwarded-proto'])} ${String(headers['x-forwarded-host'])}`;
  return `${protocol}://${host}#${raw}`;
}

function firstValueOf(value: string | string[] | undefined): string | undefined {
  const first = (Array.isArray(value) ? value.join(',') : value)?.split(',', 1)[0]?.trim();
  return first?.replace(/^"(.*)"$/, '$1');
}

export type PagesCache = NonNullable<ReturnType<typeof createPagesCache>>;

/**
 * Answers the request from the cache when it is a candidate with a page kept (answered), else marks it
 * `x-page-cache: miss` or `bypass` and gives the candidate, which the render then may keep.
 */
export async function answerFromCache(
  pages: PagesCache,
  request: FastifyRequest,
  raw: ServerResponse,
  { build, country }: { build: ServerBuild; country: string | null },
): Promise<{ answered: true } | { answered: false; candidate: PageCacheCandidate | null }> {
  const candidate = pages.candidateOf(request, build, country);
  const kept = candidate ? pages.cache.read(candidate.key) : undefined;
  if (!candidate || !kept) {
    raw.setHeader('x-page-cache', candidate ? 'miss' : 'bypass');
    return { answered: false, candidate };
  }
  await sendKeptPage(raw, kept, {
    nonce: request.cspNonce,
    setCookies: candidate.rules.setCookiesOf(candidate.view),
    acceptEncoding: request.headers['accept-encoding'],
    head: request.method === 'HEAD',
  });
  return { answered: true };
}

/**
 * Sends a kept page: its headers, this request's Set-Cookie lines and nonce, compressed as the browser
 * accepts (the nonce makes every answer's bytes different, so compression stays per answer).
 */
async function sendKeptPage(
  raw: ServerResponse,
  page: KeptPage,
  {
    nonce,
    setCookies,
    acceptEncoding,
    head,
  }: {
    nonce: string;
    setCookies: readonly string[];
    acceptEncoding: string | string[] | undefined;
    head: boolean;
  },
): Promise<void> {
  for (const [name, value] of page.headers) raw.setHeader(name, value);
  if (setCookies.length > 0) raw.setHeader('set-cookie', setCookies);
  raw.setHeader('x-page-cache', 'hit');
  // A HEAD answer is the GET's headers, as React Router's (entry.server's) is.
  if (head) {
    raw.writeHead(200).end();
    return;
  }
  const body = joinWithNonce(page.parts, page.bytes, nonce);
  const encoding = preferredEncoding(acceptEncoding);
  const sent =
    encoding === 'br'
      ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
      : encoding === 'gzip'
        ? await gzip(body, { level: 6 })
        : body;
  if (encoding) {
    raw.setHeader('content-encoding', encoding);
    const vary = raw.getHeader('vary');
    raw.setHeader('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  raw.setHeader('content-length', sent.byteLength);
  raw.writeHead(200).end(sent);
}

/**
 * The rendered answer, kept when it may be (a whole 200 document whose cookies are the page view's own):
 * its body read into bytes, which the answer then carries. Returns the answer to send.
 */
export async function keepRendered(
  pages: PagesCache,
  candidate: PageCacheCandidate,
  response: Response,
  { nonce, renderedAt }: { nonce: string; renderedAt: number },
): Promise<Response> {
  const headers = storableHeaders(response, nonce, candidate.rules.setCookiesOf(candidate.view));
  if (!headers) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const parts = splitAtNonce(body, nonce);
  const bytes = parts.reduce((total, part) => total + part.byteLength, 0);
  pages.cache.keep(candidate.key, { headers, parts, bytes }, renderedAt);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}
