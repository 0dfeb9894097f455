// Public face of sitemap: the sitemap of public pages.
export { createSitemapRepo } from './sitemap.repo.ts';
export { sitemapRoutes } from './sitemap.routes.ts';
export { createSitemapService } from './sitemap.service.ts';
