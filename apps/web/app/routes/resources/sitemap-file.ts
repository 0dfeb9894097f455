// GET /sitemap/{n}.xml: one file of a sitemap split under an index (404 when there is no such file).
import { renderSitemapFile } from '../../features/seo/sitemap-xml.ts';
import { siteOrigin } from '../../lib/site-origin.server.ts';
import type { Route } from './+types/sitemap-file';
import { SITEMAP_HEADERS, sitemapEntries } from './sitemap-entries.server.ts';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const fileNumber = /^([1-9]\d{0,5})\.xml$/.exec(params.file)?.[1];
  const xml = fileNumber ? renderSitemapFile(siteOrigin(url), await sitemapEntries(context), Number(fileNumber)) : null;
  if (xml === null) return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
