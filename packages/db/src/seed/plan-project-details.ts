// What hangs off each demo project: tracks, options (SKUs), seller prices in other currencies, step
// history, barcodes, partner stock, and the curated categories it is listed in.
import { FORCED_USD_PROJECT_ID, type ProjectStep, type SeededRandom } from '@spindle/domain';
import type {
  barcodes,
  partnerStock,
  projectCategories,
  projectItems,
  projectPrices,
  projectStepHistory,
  tracks,
} from '../schema/index.ts';
import type { PlannedProject } from './plan-projects.ts';
import type { SellersPlan } from './plan-sellers.ts';

type TrackRow = typeof tracks.$inferInsert & { uuid: string };
type ItemRow = typeof projectItems.$inferInsert & { id: number };

/** The rows that depend on the projects. */
export interface ProjectDetailsPlan {
  tracks: TrackRow[];
  items: ItemRow[];
  prices: (typeof projectPrices.$inferInsert)[];
  history: (typeof projectStepHistory.$inferInsert)[];
  barcodes: (typeof barcodes.$inferInsert)[];
  partnerStock: (typeof partnerStock.$inferInsert)[];
  categories: (typeof projectCategories.$inferInsert)[];
}

// The path of review and sale that leads to each step (domain PROJECT_STEP_TRANSITIONS).
const STEP_PATHS: Readonly<Record<ProjectStep, readonly ProjectStep[]>> = {
  creating: ['creating'],
  checking: ['creating', 'checking'],
  refused: ['creating', 'checking', 'refused'],
  in_progress: ['creating', 'checking', 'in_progress'],
  private: ['creating', 'checking', 'private'],
  promo: ['creating', 'checking', 'promo'],
  confirmed: ['creating', 'checking', 'in_progress', 'confirmed'],
  successful: ['creating', 'checking', 'in_progress', 'successful'],
  failed: ['creating', 'checking', 'in_progress', 'failed'],
  to_do: ['creating', 'checking', 'in_progress', 'successful', 'to_do'],
  to_check: ['creating', 'checking', 'in_progress', 'successful', 'to_do', 'to_check'],
  valid: ['creating', 'checking', 'in_progress', 'successful', 'to_do', 'to_check', 'valid'],
  invoiced: ['creating', 'checking', 'in_progress', 'successful', 'to_do', 'to_check', 'valid', 'invoiced'],
  paid: ['creating', 'checking', 'in_progress', 'successful', 'to_do', 'to_check', 'valid', 'invoiced', 'paid'],
};

const ON_SALE: readonly ProjectStep[] = ['in_progress', 'confirmed', 'promo', 'successful'];

/** An EAN-13 from a 12-digit body: the GS1 check digit appended. */
export function ean13(body12: string): string {
  const sum = [...body12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body12}${(10 - (sum % 10)) % 10}`;
}

/** A v4-looking uuid from the seeded stream, so previews keep their file names between runs. */
function seededUuid(random: SeededRandom): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** Plans the details of every project. */
export function planProjectDetails(
  planned: readonly PlannedProject[],
  sellers: SellersPlan,
  random: SeededRandom,
): ProjectDetailsPlan {
  const plan: ProjectDetailsPlan = {
    tracks: [],
    items: [],
    prices: [],
    history: [],
    barcodes: [],
    partnerStock: [],
    categories: [],
  };
  const staffIds = [sellers.demoUserIds.team, sellers.demoUserIds.admin, sellers.demoUserIds.boss].filter(
    (id): id is number => id !== undefined,
  );

  for (const project of planned) {
    const { row } = project;
    // The draws from `pick` happen in this order: tracks, price, history, stock.
    const pick = random.fork(`details:${row.id}`);
    plan.tracks.push(...planTracks(project, pick));
    plan.items.push(...planItems(project, planned, plan.items.length + 1));
    const price = planSellerPrice(project, pick);
    if (price) plan.prices.push(price);
    plan.history.push(...planStepHistory(project, staffIds, pick));
    const barcode = planBarcode(project);
    if (barcode) plan.barcodes.push(barcode);
    plan.partnerStock.push(...planPartnerStock(project, pick));
  }
  plan.categories = planCuratedCategories(planned, random.fork('curated'));
  return plan;
}

/** The tracks of a release, spread evenly over the sides of its discs. */
function planTracks(project: PlannedProject, pick: SeededRandom): TrackRow[] {
  const { row } = project;
  const sides = Math.max(2, project.shape.discs * 2);
  return project.trackTitles.map((title, index) => {
    const side = String.fromCharCode(
      65 + Math.min(sides - 1, Math.floor((index * sides) / project.trackTitles.length)),
    );
    return {
      uuid: seededUuid(pick),
      projectId: row.id,
      title,
      position: index + 1,
      disc: Math.floor((side.charCodeAt(0) - 65) / 2) + 1,
      side: row.category === 'vinyl' || row.category === 'bundle' ? side : null,
      durationSeconds: row.format === '7"' ? pick.int(170, 260) : pick.int(140, 420),
      encodingStatus: 'done',
      encodingProgress: 100,
      createdAt: row.createdAt,
    };
  });
}

/** Options of a project: the sizes of a garment, or the record and T-shirt of a bundle; ids from `firstId`. */
function planItems(project: PlannedProject, planned: readonly PlannedProject[], firstId: number): ItemRow[] {
  const { row } = project;
  if (row.category === 't-shirt' || row.category === 'hoodie') {
    return [
      {
        id: firstId,
        projectId: row.id,
        name: row.format ?? row.category,
        sizes: row.sizes ?? [],
        stock: row.stock,
        position: 0,
      },
    ];
  }
  if (row.category === 'bundle' && project.artist) {
    const artistId = project.artist.row.id;
    const record = planned.find((other) => other.row.artistId === artistId && other.row.category === 'vinyl');
    const shirt = planned.find((other) => other.row.artistId === artistId && other.row.category === 't-shirt');
    return [
      { id: firstId, projectId: row.id, linkedProjectId: record?.row.id ?? null, name: 'LP', position: 0 },
      {
        id: firstId + 1,
        projectId: row.id,
        linkedProjectId: shirt?.row.id ?? null,
        name: 'T-shirt',
        sizes: ['S', 'M', 'L', 'XL'],
        position: 1,
      },
    ];
  }
  return [];
}

/** The seller's own price in another currency: USD for 259413, GBP for a few others. */
function planSellerPrice(project: PlannedProject, pick: SeededRandom): ProjectDetailsPlan['prices'][number] | null {
  const { row } = project;
  if (row.id === FORCED_USD_PROJECT_ID) return { projectId: row.id, currency: 'USD', priceMinor: 3499 };
  if (!pick.chance(0.06)) return null;
  return { projectId: row.id, currency: 'GBP', priceMinor: Math.round((row.priceEurMinor * 0.87) / 100) * 100 - 1 };
}

/**
 * The steps the project went through to its current one, a few days apart; the staff review from the
 * third step on, and a campaign ends on its end date.
 */
function planStepHistory(
  project: PlannedProject,
  staffIds: readonly number[],
  pick: SeededRandom,
): ProjectDetailsPlan['history'] {
  const { row } = project;
  const path = STEP_PATHS[row.step ?? 'creating'];
  let at = row.createdAt.getTime();
  return path.map((step, index) => {
    const reviewer = index >= 2 ? pick.pick(staffIds) : (row.userId ?? null);
    const endOfCampaign = (step === 'successful' || step === 'failed') && row.endAt ? row.endAt.getTime() : null;
    at = endOfCampaign ?? at + (index === 0 ? 0 : pick.int(1, 4) * 86_400_000);
    return { projectId: row.id, fromStep: path[index - 1] ?? null, toStep: step, byUserId: reviewer, at: new Date(at) };
  });
}

/** The barcode of a pressed record, CD or tape, covering every copy made. */
function planBarcode(project: PlannedProject): ProjectDetailsPlan['barcodes'][number] | null {
  const { row } = project;
  const pressed =
    ['successful', 'to_do', 'to_check', 'valid', 'invoiced', 'paid'].includes(row.step ?? '') || row.type === 'stock';
  if (!pressed || !(row.category === 'vinyl' || row.category === 'cd' || row.category === 'tape')) return null;
  return {
    projectId: row.id,
    barcode: ean13(`3760${String(row.id).padStart(8, '0')}`),
    quantity: (row.sold ?? 0) + (row.stock ?? 0),
  };
}

/** Where the stock of a project on sale sits: pre-order stock, split with the US partner, or one warehouse. */
function planPartnerStock(project: PlannedProject, pick: SeededRandom): ProjectDetailsPlan['partnerStock'] {
  const { row } = project;
  if (!ON_SALE.includes(row.step ?? 'creating')) return [];
  if (row.stock === null || row.stock === undefined) {
    // Funding and pre-order projects ship from the pre-order stock once pressed.
    return [{ projectId: row.id, partner: 'preorder', quantity: Math.max(0, (row.goal ?? 300) * 2 - (row.sold ?? 0)) }];
  }
  if (project.artist?.row.countryId === 'US' && row.stock > 1) {
    const us = Math.floor(row.stock / 2);
    return [
      { projectId: row.id, partner: 'daudin', quantity: row.stock - us },
      { projectId: row.id, partner: 'whiplash', quantity: us },
    ];
  }
  return [{ projectId: row.id, partner: pick.chance(0.8) ? 'daudin' : 'bigblue', quantity: row.stock }];
}

/** Fills the curated categories (spec ids) from the projects on sale. */
function planCuratedCategories(
  planned: readonly PlannedProject[],
  random: SeededRandom,
): (typeof projectCategories.$inferInsert)[] {
  const visible = planned.filter((project) => ON_SALE.includes(project.row.step ?? 'creating'));
  const onSale = visible.filter((project) => project.row.step !== 'successful');
  const isColour = (project: PlannedProject) =>
    (project.row.colorVinyl ?? []).some((colour) => colour.name !== 'black');
  const lists: Record<number, PlannedProject[]> = {
    9: [
      ...visible.filter((project) => project.row.id === FORCED_USD_PROJECT_ID),
      ...random
        .shuffle(
          onSale.filter((project) => project.row.category === 'vinyl' && project.row.id !== FORCED_USD_PROJECT_ID),
        )
        .slice(0, 15),
    ],
    284: random.shuffle(onSale.filter((project) => project.row.isLimited)).slice(0, 14),
    285: onSale.filter((project) => project.row.category === 'vinyl' && isColour(project)),
    286: onSale.filter((project) => ['t-shirt', 'hoodie', 'merch'].includes(project.row.category)),
    287: onSale.filter((project) => project.row.category === 'cd' || project.row.category === 'tape'),
    288: onSale.filter((project) => project.row.category === 'accessory'),
    260: visible.filter((project) => project.genreIds.includes(7)),
    155: onSale.filter((project) => project.row.distributionPriceMinor !== null).slice(0, 20),
  };
  return Object.entries(lists).flatMap(([categoryId, projects]) =>
    projects.map((project, position) => ({ categoryId: Number(categoryId), projectId: project.row.id, position })),
  );
}
