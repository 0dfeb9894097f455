// Every page is declared once, by its English path, and mounted under each locale prefix with the
// locale's slug (spec section 2: /fr/qui-sommes-nous for /about).
import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { LOCALES, localisePath } from '@spindle/domain';

/** A page of the site: a stable id, its English path ('/about', '/*') and its route module. */
export interface PageDeclaration {
  id: string;
  path: string;
  file: string;
}

/** One route per page and locale; ids are '{page}.{locale}' ('home.fr'). */
export function localisedRoutes(pages: readonly PageDeclaration[]): RouteConfigEntry[] {
  return LOCALES.flatMap((locale) =>
    pages.map((page) => route(localisePath(page.path, locale), page.file, { id: `${page.id}.${locale}` })),
  );
}
