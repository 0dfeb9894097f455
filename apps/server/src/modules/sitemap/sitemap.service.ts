// GET /api/sitemap: the catalogue's public pages with their last change. The web app adds its own
// pages (home, shop, information pages) and writes /sitemap.xml (docs/information-pages.md).
import type { SitemapPage, SitemapPages } from '@spindle/contracts';
import { projectPath } from '@spindle/domain';
import { LISTED_STEPS } from '../project-cards/index.ts';
import type { SitemapRepo } from './sitemap.repo.ts';

function page(path: string, updatedAt: Date): SitemapPage {
  return { path, updatedAt: updatedAt.toISOString() };
}

export function createSitemapService(repo: SitemapRepo) {
  return {
    /** Private sales and projects not launched yet stay out: a sitemap is a list, and they are not listed. */
    async publicPages(): Promise<SitemapPages> {
      const {
        projects: projectRows,
        artists: artistRows,
        labels: labelRows,
        shops: shopRows,
      } = await repo.listedPages(LISTED_STEPS);
      return {
        projects: projectRows.map((row) => page(projectPath(row), row.updatedAt)),
        artists: artistRows.map((row) => page(`/artist/${row.id}/${row.slug}`, row.updatedAt)),
        labels: labelRows.map((row) => page(`/label/${row.id}/${row.slug}`, row.updatedAt)),
        shops: shopRows.map((row) => page(`/shop/${row.code}`, row.updatedAt)),
      };
    },
  };
}

export type SitemapService = ReturnType<typeof createSitemapService>;
