import { sitemapRoutes } from '../http/routes/sitemap.ts';
import { sitemapPagesSchema } from '../sitemap.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const sitemapEndpoints = defineEndpoints(sitemapRoutes, {
  pages: {
    tags: ['site'],
    summary: 'Public catalogue pages (projects, artists, labels, shops) with their last change',
    response: sitemapPagesSchema,
  },
});
