// What the server's page cache (apps/server/src/web/page-cache.ts, docs/server.md "The page cache")
// must know of the pages, kept beside the code that reads the same cookies: which of a visitor's
// cookies change a document, and the Set-Cookie lines the root middleware adds to a document view,
// which the server computes again for every request it answers with kept bytes. entry.server.tsx
// hands these rules to the server (`pageCacheRules`).
import { COOKIE_NAMES, DEFAULT_LOCALE, LANGUAGE_COOKIE_DAYS, splitLocaleFromPath } from '@spindle/domain';
import { CONSENT_COOKIE } from '../features/consent/consent.ts';
import { LAUNCHER_HIDDEN_COOKIE } from '../features/support/launcher-rule.ts';
import { attributionCookies } from '../lib/attribution-cookies.ts';
import { readCookie, serializeCookie } from '../lib/cookies.ts';
import { arrivalRedirectOf, type ArrivalView } from '../lib/startup-locale.server.ts';

/** What the rules read of a GET or HEAD request for a document: its URL (as React Router sees it) and headers. */
export type PageView = ArrivalView;

/**
 * The cookies a page renders differently for: the display currency (features/preferences), the support
 * launcher hidden (root data), and a closed announcement (features/home/announcement.ts: a cookie named
 * after the alert's id, digits only).
 */
const RENDERED_COOKIES = new Set<string>([COOKIE_NAMES.currency, LAUNCHER_HIDDEN_COOKIE]);
const ANNOUNCEMENT_COOKIE = /^\d+$/;

/**
 * The cookies no server render reads: the language (the page's locale is its path's; on an English path
 * the arrival redirect is decided per request below), the attribution cookies (they change only the
 * Set-Cookie lines, computed per request), and the consent (drawn by the browser only).
 */
const UNREAD_COOKIES = new Set<string>([
  COOKIE_NAMES.language,
  COOKIE_NAMES.origin,
  COOKIE_NAMES.sponsor,
  CONSENT_COOKIE,
]);

/**
 * What, besides its URL, host and the visitor's country, a document depends on for this request, as
 * a string to add to the cache's key; null when it must be rendered, not served from the cache: a
 * cookie none of the lists above names (the session, the cart, a one-time notice, and any cookie a
 * page may start to read), or an arriving visitor the root middleware sends to their language.
 */
export function pageVariantOf(view: PageView): string | null {
  const rendered: string[] = [];
  if (view.cookieHeader) {
    for (const part of view.cookieHeader.split(';')) {
      const separator = part.indexOf('=');
      const name = (separator === -1 ? part : part.slice(0, separator)).trim();
      if (name === '' || UNREAD_COOKIES.has(name)) continue;
      if (!RENDERED_COOKIES.has(name) && !ANNOUNCEMENT_COOKIE.test(name)) return null;
      rendered.push(`${name}=${readCookie(view.cookieHeader, name) ?? ''}`);
    }
  }
  if (arrivalRedirectOf(view) !== null) return null;
  rendered.sort();
  // English pages answer with Vary: Accept-Language (lib/startup-locale.server.ts): keyed on it too.
  const { locale } = splitLocaleFromPath(view.url.pathname);
  const language = locale === DEFAULT_LOCALE ? `|al=${view.acceptLanguage ?? ''}` : '';
  return rendered.join(';') + language;
}

/**
 * The Set-Cookie lines of a page view (root.tsx's middleware): the lang cookie kept on the page's
 * locale, and on a document view (not a client navigation's data) the attribution cookies.
 */
export function pageViewCookies(
  view: Pick<PageView, 'url' | 'cookieHeader' | 'referrer'>,
  document: boolean,
): string[] {
  const { locale } = splitLocaleFromPath(view.url.pathname);
  const cookies: string[] = [];
  if (readCookie(view.cookieHeader, COOKIE_NAMES.language) !== locale) {
    cookies.push(serializeCookie(COOKIE_NAMES.language, locale, LANGUAGE_COOKIE_DAYS));
  }
  if (document) cookies.push(...attributionCookies(view));
  return cookies;
}

/** What entry.server.tsx exports for the server's page cache. */
export const pageCacheRules = {
  variantOf: pageVariantOf,
  setCookiesOf: (view: PageView): string[] => pageViewCookies(view, true),
};
