// /robots.txt: everything may be crawled but the API and the private pages (account, admin, cart,
// payment) in every locale; the sitemap's absolute URL.
import { LOCALES, localePrefix } from '@spindle/domain';

/** Pages no crawler needs: a visitor's own, staff's, or a checkout step. */
export const PRIVATE_PATHS = ['/my-account', '/admin', '/cart', '/payment'] as const;

export function renderRobotsTxt(origin: string): string {
  const privatePaths = LOCALES.flatMap((locale) => PRIVATE_PATHS.map((path) => `${localePrefix(locale)}${path}`));
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
