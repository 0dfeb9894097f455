// Which pictures each demo project gets, and the project_images rows that record them. Staff picks,
// the banners and the demo accounts' projects get all twelve variants; the rest get what a
// grid tile and a project page need, which keeps the first start fast (docs/database.md).
import {
  DEMO_PRODUCT_KINDS,
  IMAGE_VARIANT_NAMES,
  IMAGE_VARIANTS,
  imageVariantFileName,
  type DemoCatalogueImageJob,
  type DemoProductKind,
  type ImageVariant,
  type VinylColour as MediaColour,
} from '@spindle/media';
import type { projectImages } from '../schema/index.ts';
import type { PlannedProject } from './plan-projects.ts';
import { pickFabricHex } from './plan-shapes.ts';
import type { SeededRandom } from '@spindle/domain';

/** Variants of a release outside the showcase: the tile, the page and the back with its tracklist. */
export const RELEASE_VARIANTS: readonly ImageVariant[] = ['cover', 'preview', 'back'];
/** Variants of a product (merch, accessory) outside the showcase: the tile and the page. */
export const PRODUCT_VARIANTS: readonly ImageVariant[] = ['cover', 'preview'];

/** Picture folder of a demo project under storage/projects. */
export function pictureFolder(projectId: number): string {
  return `demo-${projectId}`;
}

function productKind(project: PlannedProject): DemoProductKind {
  switch (project.row.category) {
    case 'cd':
      return 'cd';
    case 'tape':
      return 'tape';
    case 't-shirt':
      return 't-shirt';
    case 'hoodie':
      return 'hoodie';
    case 'merch':
    case 'accessory':
      return drawnAs(project.subtype);
    default:
      return 'vinyl';
  }
}

/** The product's own drawing (tote bag, poster, slipmat...), else a boxed accessory. */
function drawnAs(subtype: string | null): DemoProductKind {
  return DEMO_PRODUCT_KINDS.find((kind) => kind === subtype) ?? 'accessory';
}

/** Items in a fabric of their own colour (garments, tapes' shells, hats, bandanas). */
const FABRIC_KINDS: readonly DemoProductKind[] = ['t-shirt', 'hoodie', 'tape', 'beanie', 'bucket-hat', 'bandana'];

function colourOf(project: PlannedProject, random: SeededRandom): MediaColour | undefined {
  const first = project.row.colorVinyl?.[0];
  if (first) return { colourHex: first.hex, effect: first.effect ?? 'none', secondaryHex: first.secondaryHex };
  const kind = productKind(project);
  if (FABRIC_KINDS.includes(kind)) return { colourHex: pickFabricHex(random), effect: 'none' };
  return undefined;
}

/** A picture job per project and the rows describing the files it writes. */
export function planProjectMedia(
  planned: readonly PlannedProject[],
  showcaseIds: ReadonlySet<number>,
  trackDurations: ReadonlyMap<number, readonly { title: string; durationSeconds: number }[]>,
  labelNames: ReadonlyMap<number, string>,
  storageDir: string,
  random: SeededRandom,
): { jobs: DemoCatalogueImageJob[]; rows: (typeof projectImages.$inferInsert)[] } {
  const jobs: DemoCatalogueImageJob[] = [];
  const rows: (typeof projectImages.$inferInsert)[] = [];
  for (const project of planned) {
    const { row } = project;
    const folder = row.picture ?? pictureFolder(row.id);
    const isRelease = project.trackTitles.length > 0;
    const variants = showcaseIds.has(row.id) ? IMAGE_VARIANT_NAMES : isRelease ? RELEASE_VARIANTS : PRODUCT_VARIANTS;
    const labelName = row.labelId ? labelNames.get(row.labelId) : undefined;
    jobs.push({
      dir: `${storageDir}/projects/${folder}`,
      variants,
      product: productKind(project),
      colour: colourOf(project, random.fork(`colour:${row.id}`)),
      design: {
        seed: row.id,
        title: row.name,
        artistName: row.artistName,
        labelName,
        catalogueNumber: `SPN-${String(row.id).slice(-4)}`,
        releaseYear: row.releaseDate ? Number(row.releaseDate.slice(0, 4)) : row.createdAt.getUTCFullYear(),
        tracks: trackDurations.get(row.id) ?? [],
      },
    });
    for (const variant of variants) {
      // The demo's 'original' is its 600 px render, not a 3000 px upload.
      const size = IMAGE_VARIANTS[variant === 'original' ? 'cover' : variant];
      rows.push({
        projectId: row.id,
        variant,
        path: `projects/${folder}/${imageVariantFileName(variant)}`,
        width: size.width,
        height: size.height,
        createdAt: row.createdAt,
      });
    }
  }
  return { jobs, rows };
}
