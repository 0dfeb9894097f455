// The home banners' pictures: each drawn from its project's cover once the covers are on disc (a square
// cover in a wide banner would be cropped to a band across its title; @spindle/media's renderDemoBanner).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderDemoBanner } from '@spindle/media';
import { pictureFolder } from './media-plan.ts';
import type { PlannedProject } from './plan-projects.ts';
import { demoBannerPath } from './plan-site.ts';

/** Writes banners/demo-{id}.jpg for each banner project, from projects/{picture}/cover.jpg. */
export async function writeDemoBanners(storageDir: string, projects: readonly PlannedProject[]): Promise<void> {
  await mkdir(path.join(storageDir, 'banners'), { recursive: true });
  for (const project of projects) {
    const cover = await readFile(
      path.join(storageDir, 'projects', project.row.picture ?? pictureFolder(project.row.id), 'cover.jpg'),
    );
    await writeFile(path.join(storageDir, demoBannerPath(project.row.id)), await renderDemoBanner(cover));
  }
}
