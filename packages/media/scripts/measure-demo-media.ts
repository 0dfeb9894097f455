// Measures what the demo seed spends on media: every image variant for N projects (K in flight),
// the essential variants alone, and the MP3 preview library.
// Run: npx node packages/media/scripts/measure-demo-media.ts [projects=60] [inFlight=2]
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeDemoPreviewLibrary } from '../src/audio/demo-previews.ts';
import { writeDemoCatalogueImages, type DemoCatalogueImageJob } from '../src/demo-catalogue-images.ts';
import { DEMO_PRODUCT_KINDS, type DemoProductKind } from '../src/demo-project-images.ts';
import type { ImageVariant } from '../src/image-variants.ts';
import { VINYL_EFFECTS } from '../src/vinyl/vinyl-disc.ts';

const projects = Number(process.argv[2] ?? 60);
const inFlight = Number(process.argv[3] ?? 2);
if (process.env.SHARP_CONCURRENCY) sharp.concurrency(Number(process.env.SHARP_CONCURRENCY));
const root = await mkdtemp(path.join(os.tmpdir(), 'spindle-media-'));
const words = [
  'Night',
  'Tides',
  'Salt',
  'Smoke',
  'Velvet',
  'Engine',
  'Paper',
  'Moons',
  'Harbour',
  'Dust',
  'Kin',
  'Heliotrope',
];
const colours = ['#141414', '#d7263d', '#1f7a8c', '#f4d35e', '#e8e4da', '#7209b7'];

/** A catalogue shaped like the seed's: mostly records, every fifth project something else. */
function job(index: number, folder: string, variants?: readonly ImageVariant[]): DemoCatalogueImageJob {
  const product: DemoProductKind =
    index % 5 === 0 ? (DEMO_PRODUCT_KINDS[(index / 5) % DEMO_PRODUCT_KINDS.length] ?? 'vinyl') : 'vinyl';
  return {
    dir: path.join(root, folder, String(index)),
    product,
    variants,
    design: {
      seed: index,
      title: `${words[index % words.length]} ${words[(index * 7) % words.length]}`,
      artistName: `Artist ${index}`,
      labelName: 'Harbour Lights',
      catalogueNumber: `HL-${index}`,
      releaseYear: 2024,
      tracks: Array.from({ length: 2 + (index % 8) }, (_, t) => ({
        title: `Track ${t + 1}`,
        durationSeconds: 150 + t * 20,
      })),
    },
    colour: {
      colourHex: colours[index % colours.length] ?? '#141414',
      effect: VINYL_EFFECTS[index % 3] ?? 'none',
      secondaryHex: '#f7f3e3',
    },
  };
}

async function measure(label: string, work: () => Promise<unknown>, per: number, unit: string): Promise<void> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await work();
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  console.log(
    `${label}: ${wallMs.toFixed(0)} ms wall, ${(wallMs / per).toFixed(1)} ms wall and ${(cpuMs / per).toFixed(1)} ms CPU per ${unit}`,
  );
}

console.log(
  `${os.cpus().length} cores, sharp.concurrency=${sharp.concurrency()}, ${inFlight} projects in flight, ${projects} projects`,
);
const all = Array.from({ length: projects }, (_, i) => job(i, 'all'));
await measure('all 12 variants', () => writeDemoCatalogueImages(all, { concurrency: inFlight }), projects, 'project');
const page = Array.from({ length: projects }, (_, i) =>
  job(i, 'page', ['cover', 'preview', 'original', 'back', 'only_vinyl']),
);
await measure(
  'cover, preview, original, back, only_vinyl',
  () => writeDemoCatalogueImages(page, { concurrency: inFlight }),
  projects,
  'project',
);
const grid = Array.from({ length: projects }, (_, i) => job(i, 'grid', ['cover', 'preview', 'original']));
await measure(
  'cover, preview, original',
  () => writeDemoCatalogueImages(grid, { concurrency: inFlight }),
  projects,
  'project',
);
await measure('12 preview clips of 12 s', () => makeDemoPreviewLibrary(path.join(root, 'previews'), 12), 12, 'clip');
await rm(root, { recursive: true, force: true });
