// Every page is mounted once per locale (apps/web/app/lib/localised-routes.ts: ids '{page}.{locale}'),
// so the route table holds five copies of each page. React Router matches a request against every
// route branch in turn, and builds its server routes from the whole manifest on each render: with 126
// pages that was 630 routes per request (docs/benchmarks.md, "Against an earlier commit"). A request's
// locale is known from its first path segment, so each locale gets a build that holds only its own
// pages (and the routes no locale owns, the root among them). The browser gets the same cut: the build
// writes one route manifest per locale beside the built one (scripts/locale-manifests.ts), and a page
// names its locale's, so the router a page hydrates knows ~140 routes, not ~700. Building that router
// (ranking every route branch, then matching the page) was one task of ~35 ms in a phone's main thread
// (4x slowdown: ~140 ms) before the page could answer a tap. A link to another locale's page loads it
// as a new document (root.tsx, useDocumentLoadAcrossLocales).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isLocale, LOCALES, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import type { ServerBuild } from 'react-router';

/** The locale a route id belongs to ('home.fr' → 'fr'), or null for a route no locale owns ('root'). */
export function localeOfRouteId(id: string): AppLocale | null {
  const suffix = id.slice(id.lastIndexOf('.') + 1);
  return id.includes('.') && isLocale(suffix) ? suffix : null;
}

function keepFor<T>(entries: Record<string, T>, locale: AppLocale): Record<string, T> {
  const kept: Record<string, T> = {};
  for (const [id, value] of Object.entries(entries)) {
    const owner = localeOfRouteId(id);
    if (owner === null || owner === locale) kept[id] = value;
  }
  return kept;
}

/** The URL of `locale`'s browser manifest beside the built one ('/assets/manifest-1a2b.js' → '…-1a2b.fr.js'). */
export function localeManifestUrl(manifestUrl: string, locale: AppLocale): string {
  return manifestUrl.replace(/\.js$/, `.${locale}.js`);
}

/** What the browser manifest of a locale holds: the built one's entry, `locale`'s routes and its own URL. */
export function localeManifestOf<M extends { url: string; routes: Record<string, unknown> }>(
  manifest: M,
  locale: AppLocale,
): M {
  return { ...manifest, routes: keepFor(manifest.routes, locale), url: localeManifestUrl(manifest.url, locale) };
}

/**
 * The build with only `locale`'s pages, in the server's routes and in the manifest it renders from. With
 * `browserManifestUrl`, the pages name that file as their route manifest instead of the built one.
 */
export function buildForLocale(build: ServerBuild, locale: AppLocale, browserManifestUrl?: string): ServerBuild {
  return {
    ...build,
    routes: keepFor(build.routes, locale),
    assets: {
      ...build.assets,
      routes: keepFor(build.assets.routes, locale),
      ...(browserManifestUrl ? { url: browserManifestUrl } : {}),
    },
  };
}

export interface LocaleBuildsOptions {
  /**
   * The built client files (production): a locale's pages name its manifest when the file is there. A
   * build made without scripts/locale-manifests.ts, or Vite in development, keeps the whole manifest.
   */
  clientDir?: string;
}

/** One build per locale, made once per build (a new build in development makes new ones). */
export function createLocaleBuilds(
  options: LocaleBuildsOptions = {},
): (build: ServerBuild, pathname: string) => ServerBuild {
  const cache = new WeakMap<ServerBuild, Map<AppLocale, ServerBuild>>();
  const { clientDir } = options;
  const browserManifestUrl = (build: ServerBuild, locale: AppLocale): string | undefined => {
    if (!clientDir) return undefined;
    const url = localeManifestUrl(build.assets.url, locale);
    return url !== build.assets.url && existsSync(path.join(clientDir, url)) ? url : undefined;
  };
  return (build, pathname) => {
    let perLocale = cache.get(build);
    if (!perLocale) {
      perLocale = new Map(
        LOCALES.map((locale) => [locale, buildForLocale(build, locale, browserManifestUrl(build, locale))]),
      );
      cache.set(build, perLocale);
    }
    // A data request names its page with '.data' ('/fr.data' for '/fr', '/_root.data' for '/').
    const { locale } = splitLocaleFromPath(pathname.replace(/\.data$/, ''));
    return perLocale.get(locale) ?? build;
  };
}
