// A page's router knows its own locale's pages only (apps/server/src/web/locale-builds.ts: one route
// manifest per locale). A navigation to another locale's page (a redirect after the language setting
// changed, a link written by hand) would match nothing in it, or a page of this locale whose pattern
// happens to fit ('/fr/my-account' fits '/:category/:id'): it is loaded as a new document instead,
// which brings that locale's routes and texts. The language menus' links do so by themselves
// (reloadDocument). A storefront page's router does without the staff side's routes too (isStaffPath),
// so a navigation from the storefront to the staff side (the staff's menu link) loads a document the
// same way; the staff side's pages know every route of their locale and navigate to the shop in place.
import { isStaffPath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { useEffect } from 'react';
import { createPath, matchPath, useLocation } from 'react-router';
import { UNLOCALISED_ROUTES } from '../lib/unlocalised-routes.ts';

/** The locale of the document the scripts run in; null on the server. */
const documentLocale: AppLocale | null =
  typeof window === 'undefined' ? null : splitLocaleFromPath(window.location.pathname).locale;
/** Whether that document is one of the staff side's, whose router knows the staff routes. */
const documentIsStaff = typeof window !== 'undefined' && isStaffPath(window.location.pathname);

/**
 * Whether `pathname` is a page of another locale than `current`'s: its prefix names another locale, and
 * it is not one of the routes no locale owns (a form posting to /resources/currency from /fr stays here).
 */
export function isAnotherLocalesPage(pathname: string, current: AppLocale): boolean {
  if (splitLocaleFromPath(pathname).locale === current) return false;
  return !UNLOCALISED_ROUTES.some((route) => matchPath(route.path, pathname) !== null);
}

/** Whether `pathname` is a page the router of a document of `current` (and of that side) lacks. */
export function isAnotherDocumentsPage(pathname: string, current: AppLocale, staffDocument: boolean): boolean {
  return isAnotherLocalesPage(pathname, current) || (!staffDocument && isStaffPath(pathname));
}

/**
 * In the browser, before a navigation's loaders run (root.tsx's client middleware): another locale's
 * page, or a staff page from the storefront, is loaded as a document, and this router's navigation waits for the page to unload, so that it
 * never draws that page with this locale's routes.
 */
export function documentLoadFor(url: URL): Promise<never> | null {
  if (documentLocale === null || !isAnotherDocumentsPage(url.pathname, documentLocale, documentIsStaff)) return null;
  window.location.assign(url.href);
  return new Promise<never>(() => undefined);
}

/**
 * The same for a navigation no route of this locale matched (no loader ran, so the middleware did not
 * see it): once the router shows its "not found", the page is loaded as a document.
 */
export function useDocumentLoadAcrossLocales(): void {
  const location = useLocation();
  const href = createPath(location);
  const crosses = documentLocale !== null && isAnotherDocumentsPage(location.pathname, documentLocale, documentIsStaff);
  useEffect(() => {
    if (crosses) window.location.assign(href);
  }, [crosses, href]);
}
