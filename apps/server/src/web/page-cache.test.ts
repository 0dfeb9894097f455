import { describe, expect, it } from 'vitest';
import { createPageCache, joinWithNonce, splitAtNonce, storableHeaders } from './page-cache.ts';
import { createPagesCache } from './page-cache-requests.ts';

const pageOf = (bytes: number) => ({ headers: [], parts: [Buffer.alloc(bytes)], bytes });

function cacheAt(options: { maxBytes?: number; ttlMs?: number } = {}) {
  let version = 0;
  let nowMs = 1_000;
  const cache = createPageCache({
    ttlMs: options.ttlMs ?? 60_000,
    maxBytes: options.maxBytes ?? 1_000,
    version: () => version,
    nowMs: () => nowMs,
  });
  return { cache, write: () => (version += 1), wait: (ms: number) => (nowMs += ms) };
}

describe('the page cache', () => {
  it('serves a kept page until a write moves the version', () => {
    const { cache, write } = cacheAt();
    expect(cache.keep('a', pageOf(10), 0)).toBe(true);
    expect(cache.read('a')?.bytes).toBe(10);
    write();
    expect(cache.read('a')).toBeUndefined();
    expect(cache.stats()).toEqual({ pages: 0, bytes: 0 });
  });

  it('does not keep a page whose render began before a write', () => {
    const { cache, write } = cacheAt();
    write();
    expect(cache.keep('a', pageOf(10), 0)).toBe(false);
    expect(cache.read('a')).toBeUndefined();
  });

  it('drops a page after its time to live', () => {
    const { cache, wait } = cacheAt({ ttlMs: 100 });
    cache.keep('a', pageOf(10), 0);
    wait(99);
    expect(cache.read('a')).toBeDefined();
    wait(1);
    expect(cache.read('a')).toBeUndefined();
  });

  it('drops the least recently served pages when the bytes exceed its size', () => {
    const { cache } = cacheAt({ maxBytes: 300 });
    cache.keep('a', pageOf(100), 0);
    cache.keep('b', pageOf(100), 0);
    cache.keep('c', pageOf(100), 0);
    cache.read('a');
    cache.keep('d', pageOf(100), 0);
    expect(cache.read('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.read(key) !== undefined)).toEqual([true, true, true]);
    expect(cache.stats()).toEqual({ pages: 3, bytes: 300 });
    expect(cache.keep('huge', pageOf(301), 0)).toBe(false);
  });

  it('counts a page kept again under the same key once', () => {
    const { cache } = cacheAt();
    cache.keep('a', pageOf(100), 0);
    cache.keep('a', pageOf(50), 0);
    expect(cache.stats()).toEqual({ pages: 1, bytes: 50 });
  });
});

describe('the nonce', () => {
  it('is cut out of the body and put back as another request nonce', () => {
    const body = Buffer.from('<script nonce="N0nce+/=">a</script>é<script nonce="N0nce+/=">b</script>');
    const parts = splitAtNonce(body, 'N0nce+/=');
    expect(parts).toHaveLength(3);
    const bytes = parts.reduce((total, part) => total + part.byteLength, 0);
    expect(joinWithNonce(parts, bytes, 'Other/9=').toString()).toBe(
      '<script nonce="Other/9=">a</script>é<script nonce="Other/9=">b</script>',
    );
  });
});

describe('storableHeaders', () => {
  const html = (headers: Record<string, string>, status = 200) =>
    new Response('<html></html>', { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });

  it('keeps a 200 document whose cookies are the page view ones, without them', () => {
    const response = html({ vary: 'Accept-Language, Cookie' });
    response.headers.append('set-cookie', 'lang=en; Path=/');
    expect(storableHeaders(response, 'N', ['lang=en; Path=/'])).toEqual([
      ['content-type', 'text/html; charset=utf-8'],
      ['vary', 'Accept-Language, Cookie'],
    ]);
  });

  it('refuses another status, another cookie, no-store, an uncovered Vary or the nonce in a header', () => {
    const withCookie = html({});
    withCookie.headers.append('set-cookie', 'promo=1');
    expect(storableHeaders(html({}, 404), 'N', [])).toBeNull();
    expect(storableHeaders(withCookie, 'N', [])).toBeNull();
    expect(storableHeaders(html({ 'cache-control': 'private, no-store' }), 'N', [])).toBeNull();
    expect(storableHeaders(html({ vary: 'User-Agent' }), 'N', [])).toBeNull();
    expect(storableHeaders(html({ link: '<x>; nonce=abc' }), 'abc', [])).toBeNull();
    expect(
      storableHeaders(new Response('{}', { headers: { 'content-type': 'application/json' } }), 'N', []),
    ).toBeNull();
  });
});

describe('createPagesCache', () => {
  const config = { PAGE_CACHE_MS: 60_000, PAGE_CACHE_MB: 64, PUBLIC_URL: undefined, TRUST_PROXY: false as const };
  const writes = { version: () => 0 };

  it('is on for a production build with the write signal', () => {
    expect(createPagesCache(config, 'production', writes)).not.toBeNull();
  });

  it('is off with PAGE_CACHE_MS=0, in development, or without the write signal to compare with', () => {
    expect(createPagesCache({ ...config, PAGE_CACHE_MS: 0 }, 'production', writes)).toBeNull();
    expect(createPagesCache(config, 'development', writes)).toBeNull();
    expect(createPagesCache(config, 'production', undefined)).toBeNull();
  });
});
