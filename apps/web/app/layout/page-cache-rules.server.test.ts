import { describe, expect, it } from 'vitest';
import { pageVariantOf, pageViewCookies, type PageView } from './page-cache-rules.server.ts';

const ORIGIN = 'https://spindle.example';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const view = (path: string, parts: Partial<Omit<PageView, 'url'>> = {}): PageView => ({
  url: new URL(ORIGIN + path),
  cookieHeader: null,
  referrer: null,
  userAgent: CHROME,
  acceptLanguage: null,
  ...parts,
});

describe('pageVariantOf', () => {
  it('gives one variant to a first view and to a returning visitor whose cookies no page reads', () => {
    const first = pageVariantOf(view('/fr/vinyl-shop'));
    expect(first).not.toBeNull();
    expect(pageVariantOf(view('/fr/vinyl-shop', { cookieHeader: 'lang=fr; ori=direct; consent=a1m0' }))).toBe(first);
  });

  it('keeps the display currency, the hidden launcher and a closed announcement apart, in any order', () => {
    const plain = pageVariantOf(view('/fr/vinyl-shop'));
    const dollars = pageVariantOf(view('/fr/vinyl-shop', { cookieHeader: 'currency=USD; 12=false' }));
    expect(dollars).not.toBe(plain);
    expect(pageVariantOf(view('/fr/vinyl-shop', { cookieHeader: '12=false; currency=USD' }))).toBe(dollars);
    expect(pageVariantOf(view('/fr/vinyl-shop', { cookieHeader: 'support_launcher=hidden' }))).not.toBe(plain);
  });

  it('refuses the session, the cart, a one-time notice and any cookie it does not know', () => {
    for (const cookieHeader of ['token=abc', 'cart=xyz', 'notice=confirm_sent%3Aa%40b.c', 'lang=fr; tracking=1']) {
      expect(pageVariantOf(view('/fr/vinyl-shop', { cookieHeader }))).toBeNull();
    }
  });

  it('refuses an arriving visitor the root middleware sends to their language', () => {
    expect(pageVariantOf(view('/vinyl-shop', { acceptLanguage: 'fr-FR' }))).toBeNull();
    expect(pageVariantOf(view('/vinyl-shop', { cookieHeader: 'lang=kr' }))).toBeNull();
    // Moving inside the store, they get the page they asked for.
    expect(pageVariantOf(view('/vinyl-shop', { acceptLanguage: 'fr-FR', referrer: `${ORIGIN}/fr` }))).not.toBeNull();
  });

  it('keys the English pages on Accept-Language, which they vary on', () => {
    const english = pageVariantOf(view('/vinyl-shop', { acceptLanguage: 'en-GB' }));
    expect(english).not.toBeNull();
    expect(pageVariantOf(view('/vinyl-shop', { acceptLanguage: 'en-US' }))).not.toBe(english);
    expect(pageVariantOf(view('/fr/vinyl-shop', { acceptLanguage: 'en-GB' }))).toBe(
      pageVariantOf(view('/fr/vinyl-shop', { acceptLanguage: 'en-US' })),
    );
  });
});

describe('pageViewCookies', () => {
  it('sets the lang cookie on the page locale and the origin on a first view', () => {
    const cookies = pageViewCookies(view('/fr/vinyl-shop'), true);
    expect(cookies.map((line) => line.split('=')[0])).toEqual(['lang', 'ori']);
    expect(cookies[0]).toMatch(/^lang=fr;/);
  });

  it('sets nothing for a returning visitor on the page of their language', () => {
    expect(pageViewCookies(view('/fr/vinyl-shop', { cookieHeader: 'lang=fr; ori=direct' }), true)).toEqual([]);
  });

  it('leaves the attribution to document views (not a navigation data request)', () => {
    expect(pageViewCookies(view('/fr/vinyl-shop', { cookieHeader: 'lang=fr' }), false)).toEqual([]);
  });
});
