// Every page is mounted once per locale (apps/web/app/lib/localised-routes.ts: ids '{page}.{locale}'),
// so the route table holds five copies of each page. React Router matches a request against every
// route branch in turn, and builds its server routes from the whole manifest on each render: with 126
// pages that was 630 routes per request (docs/benchmarks.md, "Against an earlier commit"). A request's
// locale is known from its first path segment, so each locale gets a build that holds only its own
// pages (and the routes no locale owns, the root among them). The browser gets the same cut: the build
// writes one route manifest per locale beside the built one (scripts/locale-manifests.ts), and a page
// names its locale's. A link to another locale's page loads it as a new document (root.tsx,
// layout/locale-documents.ts).
//
// The staff side ('/admin…', isStaffPath) is a third of a locale's routes, and no storefront page
// links to it but the staff's own menu. So each locale has two builds and two manifests: the
// storefront's, without the staff routes (~90 routes), and the staff side's, with every route of the
// locale (~150). Building the browser's router (ranking every route branch, then matching the page)
// is one task before a page can answer a tap: ~35 ms in a phone's main thread (4x slowdown: ~140 ms)
// with 140 routes; it shrinks with the routes. A storefront page's link to the staff side loads it as
// a document, as a link to another locale's page does.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isLocale, isStaffPath, LOCALES, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import type { ServerBuild } from 'react-router';

/** The locale a route id belongs to ('home.fr' → 'fr'), or null for a route no locale owns ('root'). */
export function localeOfRouteId(id: string): AppLocale | null {
  const suffix = id.slice(id.lastIndexOf('.') + 1);
  return id.includes('.') && isLocale(suffix) ? suffix : null;
}

/** The part of the site a document belongs to: the storefront, or the staff side (isStaffPath). */
export type SiteSide = 'store' | 'staff';
export const SITE_SIDES: readonly SiteSide[] = ['store', 'staff'];

/** The side a page or data request belongs to ('/fr/admin.data' → 'staff'). */
export function sideOfPath(pathname: string): SiteSide {
  return isStaffPath(pathname) ? 'staff' : 'store';
}

interface RouteEntry {
  path?: string | undefined;
}

function keepFor<T extends RouteEntry>(
  entries: Record<string, T | undefined>,
  locale: AppLocale,
  side: SiteSide,
): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const [id, value] of Object.entries(entries)) {
    if (!value) continue;
    const owner = localeOfRouteId(id);
    if (owner !== null && owner !== locale) continue;
    if (side === 'store' && value.path !== undefined && isStaffPath(value.path)) continue;
    kept[id] = value;
  }
  return kept;
}

/**
 * The URL of a locale's browser manifest beside the built one: '/assets/manifest-1a2b.js' →
 * '…-1a2b.fr.js' for the storefront, '…-1a2b.fr.staff.js' for the staff side.
 */
export function localeManifestUrl(manifestUrl: string, locale: AppLocale, side: SiteSide = 'store'): string {
  return manifestUrl.replace(/\.js$/, side === 'store' ? `.${locale}.js` : `.${locale}.${side}.js`);
}

/** What the browser manifest of a locale's side holds: the built one's entry, its routes and its own URL. */
export function localeManifestOf<M extends { url: string; routes: Record<string, RouteEntry | undefined> }>(
  manifest: M,
  locale: AppLocale,
  side: SiteSide = 'store',
): M {
  return {
    ...manifest,
    routes: keepFor(manifest.routes, locale, side),
    url: localeManifestUrl(manifest.url, locale, side),
  };
}

/**
 * The build with only the pages of `locale` and `side`, in the server's routes and in the manifest it
 * renders from. With `browserManifestUrl`, the pages name that file as their route manifest instead of
 * the built one.
 */
export function buildForLocale(
  build: ServerBuild,
  locale: AppLocale,
  side: SiteSide = 'store',
  browserManifestUrl?: string,
): ServerBuild {
  return {
    ...build,
    routes: keepFor(build.routes, locale, side),
    assets: {
      ...build.assets,
      routes: keepFor(build.assets.routes, locale, side),
      ...(browserManifestUrl ? { url: browserManifestUrl } : {}),
    },
  };
}

export interface LocaleBuildsOptions {
  /**
   * The built client files (production): a page names its locale's and side's manifest when the file is
   * there. A build made without scripts/locale-manifests.ts, or Vite in development, keeps the whole one.
   */
  clientDir?: string;
}

/** One build per locale and side, made once per build (a new build in development makes new ones). */
export function createLocaleBuilds(
  options: LocaleBuildsOptions = {},
): (build: ServerBuild, pathname: string) => ServerBuild {
  const cache = new WeakMap<ServerBuild, Map<string, ServerBuild>>();
  const { clientDir } = options;
  const browserManifestUrl = (build: ServerBuild, locale: AppLocale, side: SiteSide): string | undefined => {
    if (!clientDir) return undefined;
    const url = localeManifestUrl(build.assets.url, locale, side);
    return url !== build.assets.url && existsSync(path.join(clientDir, url)) ? url : undefined;
  };
  return (build, pathname) => {
    let perLocale = cache.get(build);
    if (!perLocale) {
      perLocale = new Map(
        LOCALES.flatMap((locale) =>
          SITE_SIDES.map((side) => [
            `${locale} ${side}`,
            buildForLocale(build, locale, side, browserManifestUrl(build, locale, side)),
          ]),
        ),
      );
      cache.set(build, perLocale);
    }
    // A data request names its page with '.data' ('/fr.data' for '/fr', '/_root.data' for '/').
    const page = pathname.replace(/\.data$/, '');
    const { locale } = splitLocaleFromPath(page);
    return perLocale.get(`${locale} ${sideOfPath(page)}`) ?? build;
  };
}
