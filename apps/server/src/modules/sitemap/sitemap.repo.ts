// What /sitemap.xml lists from the catalogue, read through the owners' faces: listed projects
// (projects), the artists and labels that show at least one (sellers), and the shops that show one,
// whether the project belongs to the shop or is placed in it (shops). A page changes with its seller
// or with any of its listed projects. A handful of queries whatever the catalogue size.
import type { Db } from '@spindle/db';
import type { ProjectStep } from '@spindle/domain';
import { projectsInSteps, type ListedProjectRow } from '../projects/index.ts';
import { artistPagesOf, labelPagesOf } from '../sellers/index.ts';
import { shopPages, shopPlacementsOf } from '../shops/index.ts';

/** The latest change of the listed projects of each key. */
function latestByKey(entries: Iterable<[number | null, Date]>): Map<number, Date> {
  const latest = new Map<number, Date>();
  for (const [key, at] of entries) {
    if (key === null) continue;
    const known = latest.get(key);
    if (!known || at > known) latest.set(key, at);
  }
  return latest;
}

const later = (a: Date, b: Date | undefined) => (b && b > a ? b : a);

/** The pages of sellers with a listed project, each changed at its own change or its projects' latest. */
function withProjects<T extends { id: number; updatedAt: Date }>(rows: readonly T[], latest: Map<number, Date>): T[] {
  return rows.map((row) => ({ ...row, updatedAt: later(row.updatedAt, latest.get(row.id)) }));
}

export function createSitemapRepo(db: Db) {
  const listed = (steps: readonly ProjectStep[]) => projectsInSteps(db, steps);
  return {
    listedProjects: listed,

    /** Artists with a listed project. */
    async artistsWithListedProjects(steps: readonly ProjectStep[]) {
      const latest = latestByKey((await listed(steps)).map((row) => [row.artistId, row.updatedAt]));
      return withProjects(await artistPagesOf(db, [...latest.keys()]), latest);
    },

    /** Labels with a listed project. */
    async labelsWithListedProjects(steps: readonly ProjectStep[]) {
      const latest = latestByKey((await listed(steps)).map((row) => [row.labelId, row.updatedAt]));
      return withProjects(await labelPagesOf(db, [...latest.keys()]), latest);
    },

    /** Shops showing a listed project. */
    async shopsWithListedProjects(steps: readonly ProjectStep[]) {
      const projects = await listed(steps);
      const byId = new Map<number, ListedProjectRow>(projects.map((row) => [row.id, row]));
      const placements = await shopPlacementsOf(db, [...byId.keys()]);
      const latest = latestByKey([
        ...projects.map((row): [number | null, Date] => [row.shopId, row.updatedAt]),
        ...placements.map((placed): [number | null, Date] => [placed.shopId, byId.get(placed.projectId)!.updatedAt]),
      ]);
      const shops = (await shopPages(db)).filter((shop) => latest.has(shop.id));
      return withProjects(shops, latest).map(({ code, updatedAt }) => ({ code, updatedAt }));
    },
  };
}

export type SitemapRepo = ReturnType<typeof createSitemapRepo>;
