// The start-up language (spec section 1): a visitor who arrives on a page without a language prefix
// (the English pages) is sent to the same page in their language: the lang cookie, else French if
// the browser prefers French, else Chinese if it prefers Chinese, else English (pickDefaultLocale).
//
// Only an arrival is redirected. A move inside the store is the visitor's own choice, so it keeps the
// page they asked for: client navigations (`.data` requests) and documents whose Referer is the store
// itself (the language menu without JavaScript) are served as asked, and the root middleware then
// keeps the cookie on that page's language. Crawlers are never redirected: each locale has its own URL.
// Files and resource routes have no language and are never redirected either.
import { COOKIE_NAMES, DEFAULT_LOCALE, localisePath, pickDefaultLocale, splitLocaleFromPath } from '@spindle/domain';
import { isbot } from 'isbot';
import { readCookie } from './cookies.ts';

/** The headers a shared cache must key an unprefixed page on, since its answer depends on them. */
export const STARTUP_LOCALE_VARY = 'Accept-Language, Cookie';

/** Where an arriving visitor belongs, or null when the page they asked for is theirs. */
export function startupLocaleRedirect(request: Request): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  return arrivalRedirectOf({
    url: new URL(request.url),
    cookieHeader: request.headers.get('Cookie'),
    referrer: request.headers.get('Referer'),
    userAgent: request.headers.get('User-Agent'),
    acceptLanguage: request.headers.get('Accept-Language'),
  });
}

/** What the start-up language reads of a GET or HEAD request for a page. */
export interface ArrivalView {
  url: URL;
  cookieHeader: string | null;
  referrer: string | null;
  userAgent: string | null;
  acceptLanguage: string | null;
}

/**
 * startupLocaleRedirect from the request's parts: the server's page cache (layout/page-cache-rules.server.ts)
 * asks it before serving a kept English page, which an arriving French visitor must not get.
 */
export function arrivalRedirectOf({
  url,
  cookieHeader,
  referrer,
  userAgent,
  acceptLanguage,
}: ArrivalView): string | null {
  // Client navigations' data, and files (/robots.txt, /sitemap.xml, CSV exports) have no language.
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/resources/')) return null;
  const { locale, path } = splitLocaleFromPath(url.pathname);
  if (locale !== DEFAULT_LOCALE) return null;
  if (userAgent && isbot(userAgent)) return null;
  if (cameFromTheStore(referrer, url)) return null;
  const wanted = pickDefaultLocale({ cookieLang: readCookie(cookieHeader, COOKIE_NAMES.language), acceptLanguage });
  if (wanted === DEFAULT_LOCALE) return null;
  return localisePath(path, wanted) + url.search;
}

function cameFromTheStore(referer: string | null, url: URL): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).host === url.host;
  } catch {
    return false;
  }
}
