// Addresses of the sign-in page and where it sends people back to (spec section 2: /sign takes a
// redirect query holding the page to return to). Only same-site paths are ever followed.
import { localisePath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { safeRedirectPath } from '../preferences/index.ts';

/** Pages a finished sign-in must not return to (they would show the form again or act once more). */
const NO_RETURN = ['/sign', '/confirm-email', '/reset-password', '/forgot-password'];

/** `/sign` in the locale, with `?redirect=` when there is a page to come back to. */
export function signPagePath(locale: AppLocale, returnTo?: string | null, tab?: 'signin' | 'signup'): string {
  const params = new URLSearchParams();
  const target = returnTo ? returnTarget(returnTo) : null;
  if (target && target !== localisePath('/', locale)) params.set('redirect', target);
  if (tab) params.set('tab', tab);
  const query = params.toString();
  return localisePath('/sign', locale) + (query ? `?${query}` : '');
}

/**
 * Where to go after signing in: the `redirect` asked for when it is a same-site path (never
 * '//host' or 'https://...'), else `fallback` (the home page of the locale).
 */
export function returnTarget(redirect: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  const path = safeRedirectPath(redirect);
  if (path === '/' && redirect !== '/') return fallback;
  const english = splitLocaleFromPath(path).path.split(/[?#]/)[0] ?? '/';
  if (NO_RETURN.some((page) => english === page || english.startsWith(`${page}/`))) return fallback;
  return path;
}
