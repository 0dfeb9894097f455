// Every page /sitemap.xml lists: the shop's pages, the information pages (with the services and the
// blog's articles) and the catalogue's public pages from GET /api/sitemap.
import { sitemapEndpoints } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { informationPaths } from '../../features/info/info-pages.server.ts';
import { SHOP_PAGE_PATHS } from '../../features/seo/shop-pages.ts';
import type { SitemapEntry } from '../../features/seo/sitemap-xml.ts';
import { apiClient } from '../../lib/api.server.ts';

export async function sitemapEntries(context: Readonly<RouterContextProvider>): Promise<SitemapEntry[]> {
  const catalogue = await apiClient(context).read(sitemapEndpoints.pages);
  return [
    ...SHOP_PAGE_PATHS.map((path) => ({ path })),
    ...informationPaths().map((path) => ({ path })),
    ...catalogue.projects,
    ...catalogue.artists,
    ...catalogue.labels,
    ...catalogue.shops,
  ];
}

/** Crawlers read the sitemap rarely; the API's list is an hour old at most as well. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
} as const;
