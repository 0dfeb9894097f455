// Every page is mounted once per locale (apps/web/app/lib/localised-routes.ts: ids '{page}.{locale}'),
// so the route table holds five copies of each page. React Router matches a request against every
// route branch in turn, and builds its server routes from the whole manifest on each render: with 126
// pages that was 630 routes per request (docs/benchmarks.md, "Against an earlier commit"). A request's
// locale is known from its first path segment, so each locale gets a build that holds only its own
// pages (and the routes no locale owns, the root among them). The browser's manifest is the built file,
// unchanged: the client still knows every page.
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

/** The build with only `locale`'s pages, in the server's routes and in the manifest it renders from. */
export function buildForLocale(build: ServerBuild, locale: AppLocale): ServerBuild {
  return {
    ...build,
    routes: keepFor(build.routes, locale),
    assets: { ...build.assets, routes: keepFor(build.assets.routes, locale) },
  };
}

/** One build per locale, made once per build (a new build in development makes new ones). */
export function createLocaleBuilds(): (build: ServerBuild, pathname: string) => ServerBuild {
  const cache = new WeakMap<ServerBuild, Map<AppLocale, ServerBuild>>();
  return (build, pathname) => {
    let perLocale = cache.get(build);
    if (!perLocale) {
      perLocale = new Map(LOCALES.map((locale) => [locale, buildForLocale(build, locale)]));
      cache.set(build, perLocale);
    }
    // A data request names its page with '.data' ('/fr.data' for '/fr', '/_root.data' for '/').
    const { locale } = splitLocaleFromPath(pathname.replace(/\.data$/, ''));
    return perLocale.get(locale) ?? build;
  };
}
