// GET /api/sitemap: the public catalogue pages, for /sitemap.xml (packages/contracts/src/endpoints/sitemap.ts).
import { sitemapEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { SitemapService } from './sitemap.service.ts';

export function sitemapRoutes({ sitemap }: { sitemap: SitemapService }) {
  return routesOf(sitemapEndpoints, {
    pages: (_call, { reply }) => {
      // Crawlers fetch the sitemap rarely; an hour-old list is fine and spares the database.
      reply.header('cache-control', 'public, max-age=3600');
      return sitemap.publicPages();
    },
  });
}
