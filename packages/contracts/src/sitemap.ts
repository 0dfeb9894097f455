// GET /api/sitemap: the public pages the catalogue holds, for the web app's /sitemap.xml.
import { z } from 'zod';

/** One public page: its English path and when it last changed (ISO 8601). */
export const sitemapPageSchema = z.object({
  path: z.string(),
  updatedAt: z.string(),
});
export type SitemapPage = z.infer<typeof sitemapPageSchema>;

/** Listed projects (not private, not drafts), and the artists, labels and shops that have any. */
export const sitemapPagesSchema = z.object({
  projects: z.array(sitemapPageSchema),
  artists: z.array(sitemapPageSchema),
  labels: z.array(sitemapPageSchema),
  shops: z.array(sitemapPageSchema),
});
export type SitemapPages = z.infer<typeof sitemapPagesSchema>;
