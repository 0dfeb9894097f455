// GET /api/sitemap: the public catalogue pages, for /sitemap.xml.
import { sitemapPagesSchema } from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { SitemapService } from './sitemap.service.ts';

export const sitemapRoutes: FastifyPluginCallbackZod<{ sitemap: SitemapService }> = (app, { sitemap }, done) => {
  app.get(
    '/sitemap',
    {
      schema: {
        tags: ['site'],
        summary: 'Public catalogue pages (projects, artists, labels, shops) with their last change',
        response: { 200: sitemapPagesSchema },
      },
    },
    async (_request, reply) => {
      // Crawlers fetch the sitemap rarely; an hour-old list is fine and spares the database.
      reply.header('cache-control', 'public, max-age=3600');
      return sitemap.publicPages();
    },
  );
  done();
};
