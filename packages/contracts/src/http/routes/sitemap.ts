// GET /api/sitemap (apps/server/src/modules/sitemap), read by the web app's /sitemap.xml.
import { defineRoutes } from '../route.ts';

export const sitemapRoutes = defineRoutes('sitemap', {
  pages: { method: 'GET', path: '/sitemap', access: 'public' },
});
