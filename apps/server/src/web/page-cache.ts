// The page cache (issue 19; docs/server.md "The page cache"): whole documents rendered for visitors
// without a session or a cart, kept in memory and served again without React Router. A kept page is
// its bytes split at the CSP nonce, joined with each request's own nonce; it is stale once the API's
// write signal moved (any write here or on another instance), after its time to live, or pushed out by
// newer pages when the cache is full (least recently served first, counted in bytes).

/** The rules the web build gives (apps/web/app/layout/page-cache-rules.server.ts, exported by entry.server). */
export interface PageCacheRules {
  /** What the document depends on besides URL, host and country; null when it must be rendered. */
  variantOf(view: PageView): string | null;
  /** The Set-Cookie lines the root middleware adds to this document view. */
  setCookiesOf(view: PageView): string[];
}

/** What the rules read of a request. */
export interface PageView {
  url: URL;
  cookieHeader: string | null;
  referrer: string | null;
  userAgent: string | null;
  acceptLanguage: string | null;
}

/** A kept document. */
export interface KeptPage {
  /** The answer's headers but Set-Cookie (computed per request) and the length. */
  headers: ReadonlyArray<readonly [string, string]>;
  /** The body's bytes between the places where the nonce of the request that rendered it stood. */
  parts: readonly Buffer[];
  /** The bytes the parts hold. */
  bytes: number;
  /** The write signal's version when its render began. */
  version: number;
  /** When (ms, the cache's clock) it stops being served. */
  expiresAtMs: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
  /** The API's write signal's version (composition/storefront.ts, `storefrontWrites`). */
  version: () => number;
  nowMs?: () => number;
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A map of kept pages in the order they were last served (Map keeps insertion order), bounded in bytes. */
export function createPageCache({ ttlMs, maxBytes, version, nowMs = Date.now }: PageCacheOptions) {
  const pages = new Map<string, KeptPage>();
  let keptBytes = 0;
  const drop = (key: string, page: KeptPage) => {
    pages.delete(key);
    keptBytes -= page.bytes;
  };
  return {
    /** The page kept under `key`, if it is still good: same write version, not expired. */
    read(key: string): KeptPage | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      if (page.version !== version() || page.expiresAtMs <= nowMs()) {
        drop(key, page);
        return undefined;
      }
      // The most recently served goes last: eviction takes from the front.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    /** Keeps a page rendered from the data of write version `renderedAt`, unless a write came since. */
    keep(key: string, page: Omit<KeptPage, 'expiresAtMs' | 'version'>, renderedAt: number): boolean {
      if (renderedAt !== version() || page.bytes > maxBytes) return false;
      const previous = pages.get(key);
      if (previous) drop(key, previous);
      pages.set(key, { ...page, version: renderedAt, expiresAtMs: nowMs() + ttlMs });
      keptBytes += page.bytes;
      for (const [oldestKey, oldest] of pages) {
        if (keptBytes <= maxBytes) break;
        drop(oldestKey, oldest);
      }
      return true;
    },
    /** How many pages and bytes are kept (tests, logs). */
    stats: () => ({ pages: pages.size, bytes: keptBytes }),
  };
}

/** The body cut at every place the nonce stands (a base64 string, so its bytes are its characters). */
export function splitAtNonce(body: Buffer, nonce: string): Buffer[] {
  const parts: Buffer[] = [];
  if (nonce === '') return [body];
  let from = 0;
  for (let at = body.indexOf(nonce, 0, 'latin1'); at >= 0; at = body.indexOf(nonce, from, 'latin1')) {
    parts.push(body.subarray(from, at));
    from = at + nonce.length;
  }
  parts.push(body.subarray(from));
  // Copied out of the rendered body, so each kept page holds only its own bytes.
  return parts.map((part) => Buffer.from(part));
}

/** The kept body with this request's nonce in the places the first one stood. */
export function joinWithNonce(parts: readonly Buffer[], bytes: number, nonce: string): Buffer {
  const body = Buffer.allocUnsafe(bytes + (parts.length - 1) * nonce.length);
  let at = 0;
  parts.forEach((part, index) => {
    if (index > 0) at += body.write(nonce, at, 'latin1');
    at += part.copy(body, at);
  });
  return body;
}

/** The request headers a kept answer may name in Vary: the key covers them (see storableHeaders). */
const COVERED_VARY = new Set(['cookie', 'accept-language', 'accept-encoding']);

/**
 * The headers of a rendered answer to keep, or null when it must not be kept: not a 200 HTML document,
 * marked private or no-store, varying on a header the key does not cover, carrying the nonce in a
 * header, or setting a cookie other than the page view's own (`expectedCookies`, computed per request).
 */
export function storableHeaders(
  response: Response,
  nonce: string,
  expectedCookies: readonly string[],
): Array<[string, string]> | null {
  if (response.status !== 200 || !response.body) return null;
  const { headers } = response;
  if (!headers.get('content-type')?.startsWith('text/html') || headers.has('content-encoding')) return null;
  if (/\b(?:no-store|private)\b/i.test(headers.get('cache-control') ?? '')) return null;
  const vary = headers.get('vary');
  if (vary && vary.split(',').some((name) => !COVERED_VARY.has(name.trim().toLowerCase()))) return null;
  if (!sameLines(headers.getSetCookie(), expectedCookies)) return null;
  const kept: Array<[string, string]> = [];
  for (const [name, value] of headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    if (nonce !== '' && value.includes(nonce)) return null;
    kept.push([name, value]);
  }
  return kept;
}

function sameLines(actual: readonly string[], expected: readonly string[]): boolean {
  if (actual.length !== expected.length) return false;
  const sorted = [...expected].sort();
  return [...actual].sort().every((line, index) => line === sorted[index]);
}

/** The rules the build's entry module exports, or null (an older or stand-in build: no page cache). */
export function pageCacheRulesOf(entryModule: object): PageCacheRules | null {
  const rules: unknown = (entryModule as { pageCacheRules?: unknown }).pageCacheRules;
  if (typeof rules !== 'object' || rules === null) return null;
  const { variantOf, setCookiesOf } = rules as Partial<Record<keyof PageCacheRules, unknown>>;
  if (typeof variantOf !== 'function' || typeof setCookiesOf !== 'function') return null;
  return rules as PageCacheRules;
}
