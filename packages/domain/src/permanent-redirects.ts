// Listed pages of spec section 2 whose job another page already does: they answer with a permanent
// redirect (301) to that page, in the visitor's language (issue 18).
import { localisePath, splitLocaleFromPath } from './locales.ts';

/** Old or duplicate English path -> English path of the page that does its job. */
export const PERMANENT_REDIRECTS = {
  '/profile': '/my-account',
  '/profile/v2': '/my-account',
  '/spindle-new': '/vinyl-shop',
  '/how-it-works/new': '/how-it-works',
  '/project/project': '/project/manage',
  '/project/project2': '/project/manage',
  '/project/manage2': '/project/manage',
  '/project/box-projects': '/my-account/projects',
  '/digital2': '/digital',
  // The curated picks: the staff picks category (CURATED_CATEGORIES, id 9).
  '/featured': '/vinyl-shop/9/staff-picks',
  // The records of the box, month by month: the box's page shows them.
  '/box/list': '/vinyl-box',
} as const satisfies Record<string, string>;

/** A path that is permanently redirected. */
export type RedirectedPath = keyof typeof PERMANENT_REDIRECTS;

/** Whether an English path (no locale prefix, no query) is permanently redirected. */
export function isRedirectedPath(englishPath: string): englishPath is RedirectedPath {
  return Object.hasOwn(PERMANENT_REDIRECTS, englishPath);
}

/**
 * Where a localised URL path redirects to, in the same locale with its query kept
 * ('/fr/profile?x=1' -> '/fr/my-account?x=1'); null when the path is not redirected.
 */
export function permanentRedirectTarget(pathWithQuery: string): string | null {
  const { locale, path } = splitLocaleFromPath(pathWithQuery);
  const cut = path.search(/[?#]/);
  const pathname = (cut === -1 ? path : path.slice(0, cut)).replace(/(.)\/+$/, '$1');
  const suffix = cut === -1 ? '' : path.slice(cut);
  if (!isRedirectedPath(pathname)) return null;
  return localisePath(PERMANENT_REDIRECTS[pathname] + suffix, locale);
}
