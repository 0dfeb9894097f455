// Draws a whole demo catalogue with a fixed number of projects in flight: two on a 2-core machine
// keeps both cores busy without piling up pixel buffers (docs/media.md has the measurements).
import { writeDemoProjectImages, type DemoProjectImagesRequest } from './demo-project-images.ts';
import type { ImageVariant } from './image-variants.ts';

/** One project of the catalogue: where its picture folder is and what to draw. */
export type DemoCatalogueImageJob = DemoProjectImagesRequest & { dir: string; variants?: readonly ImageVariant[] };

/** Writes every job's variants; resolves when all are on disc, rejects on the first failure. */
export async function writeDemoCatalogueImages(
  jobs: readonly DemoCatalogueImageJob[],
  options: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<void> {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      await writeDemoProjectImages(job);
      done++;
      options.onProgress?.(done, jobs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}
