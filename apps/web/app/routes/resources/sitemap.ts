// GET /sitemap.xml: every public page in English and French with their alternates; a sitemap index
// of /sitemap/{n}.xml files once there are more than 45,000 URLs (docs/information-pages.md).
import { renderSitemap } from '../../features/seo/sitemap-xml.ts';
import { siteOrigin } from '../../lib/site-origin.server.ts';
import type { Route } from './+types/sitemap';
import { SITEMAP_HEADERS, sitemapEntries } from './sitemap-entries.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const xml = renderSitemap(siteOrigin(url), await sitemapEntries(context));
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
