// The URL of a project page, /{category}/{id}/{slug} (spec section 2): which requests are project
// pages at all, and where a request must be sent (301) so every project has one address per locale.
import { localisePath, projectPath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';

/** Project ids are positive 32-bit integers (the database's integer). */
const MAX_PROJECT_ID = 2_147_483_647;

/**
 * The project id of a URL segment, or null when the segment is not an id (then the URL is not a
 * project page: /project/dashboard, /cart/confirmation...). Leading zeros are accepted and redirected.
 */
export function parseProjectId(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,12}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_PROJECT_ID ? id : null;
}

/** What the canonical URL is made of: the stored category (accessory falls back to project), id and slug. */
export interface ProjectUrlParts {
  category: string;
  id: number;
  slug: string;
}

/** The canonical path of a project in a locale: '/vinyl/12/artist-title', '/fr/vinyl/12/artist-title'. */
export function canonicalProjectPath(project: ProjectUrlParts, locale: AppLocale): string {
  return localisePath(projectPath(project), locale);
}

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * Where a request for a project page must be redirected permanently, or null when it is already at the
 * canonical URL. A missing or wrong slug, a wrong or unknown category, a trailing slash or leading
 * zeros all redirect; the locale prefix and the query string are kept.
 */
export function canonicalRedirectOf(url: URL, project: ProjectUrlParts): string | null {
  const { locale } = splitLocaleFromPath(url.pathname);
  const canonical = canonicalProjectPath(project, locale);
  if (decodedPath(url.pathname) === canonical) return null;
  // Slugs keep letters of every script (한글, 中文): the Location header carries them percent-encoded.
  return encodeURI(canonical) + url.search;
}
