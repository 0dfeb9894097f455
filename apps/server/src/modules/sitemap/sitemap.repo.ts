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
  return {
    /** Listed projects and the artists, labels and shops that show one: the listed projects read once. */
    async listedPages(steps: readonly ProjectStep[]) {
      const projects = await projectsInSteps(db, steps);
      const byId = new Map<number, ListedProjectRow>(projects.map((row) => [row.id, row]));
      const artistsLatest = latestByKey(projects.map((row) => [row.artistId, row.updatedAt]));
      const labelsLatest = latestByKey(projects.map((row) => [row.labelId, row.updatedAt]));
      const [artists, labels, placements, shops] = await Promise.all([
        artistPagesOf(db, [...artistsLatest.keys()]),
        labelPagesOf(db, [...labelsLatest.keys()]),
        shopPlacementsOf(db, [...byId.keys()]),
        shopPages(db),
      ]);
      const shopsLatest = latestByKey([
        ...projects.map((row): [number | null, Date] => [row.shopId, row.updatedAt]),
        ...placements.map((placed): [number | null, Date] => [placed.shopId, byId.get(placed.projectId)!.updatedAt]),
      ]);
      return {
        projects,
        artists: withProjects(artists, artistsLatest),
        labels: withProjects(labels, labelsLatest),
        shops: withProjects(
          shops.filter((shop) => shopsLatest.has(shop.id)),
          shopsLatest,
        ),
      };
    },
  };
}

export type SitemapRepo = ReturnType<typeof createSitemapRepo>;
