// The 320 demo projects: category, artist, label, shop, step, dates, goal and stock, price, genres.
// Every step of the lifecycle appears; most projects are on sale (in_progress); some are coming soon,
// pre-orders, limited, sold out or finished. Project 259413 is a vinyl of a US artist (it forces USD).
import {
  FORCED_USD_PROJECT_ID,
  GENRES,
  PROJECT_STEPS,
  slugify,
  type ProjectStep,
  type SeededRandom,
} from '@spindle/domain';
import type { ProjectCategory, projects } from '../schema/index.ts';
import type { ProductKind, SeedContent } from './content-source.ts';
import { planSale, planTiming } from './plan-project-sale.ts';
import { CATEGORY_COUNTS, GARMENT_SIZES, pickShape, pickVinylColours, type ProductShape } from './plan-shapes.ts';
import type { PlannedArtist, SellersPlan } from './plan-sellers.ts';

/** Ids of the demo projects: 259101 to 259420, so the spec's 259413 is one of them. */
export const FIRST_PROJECT_ID = 259_101;

type ProjectRow = typeof projects.$inferInsert & { id: number; createdAt: Date };

/** A project and the words and shape the rest of the plan builds on. */
export interface PlannedProject {
  row: ProjectRow;
  shape: ProductShape;
  genreIds: number[];
  trackTitles: string[];
  artist: PlannedArtist | null;
  /** How a product is drawn (its ProductImageKind: 'slipmat', 'tote-bag', 'poster'...), null for releases. */
  subtype: string | null;
}

const MUSIC: readonly ProjectCategory[] = ['vinyl', 'cd', 'tape', 'bundle', 'project'];

// Steps after the review, weighted: most projects are on sale.
const STEP_WEIGHTS: readonly (readonly [ProjectStep, number])[] = [
  ['in_progress', 74],
  ['successful', 7],
  ['confirmed', 3],
  ['private', 2],
  ['promo', 2],
  ['creating', 2],
  ['checking', 2],
  ['failed', 2],
  ['refused', 1],
  ['to_do', 1],
  ['to_check', 1],
  ['valid', 1],
  ['invoiced', 1],
  ['paid', 1],
];

const FUNDED_STEPS: readonly ProjectStep[] = [
  'successful',
  'confirmed',
  'failed',
  'to_do',
  'to_check',
  'valid',
  'invoiced',
  'paid',
];

/** The order categories take in the id range, with project 259413 on a vinyl. */
function categorySlots(random: SeededRandom): ProjectCategory[] {
  const slots = random.shuffle(
    CATEGORY_COUNTS.flatMap(([category, count]) => Array.from({ length: count }, () => category)),
  );
  const forced = FORCED_USD_PROJECT_ID - FIRST_PROJECT_ID;
  if (slots[forced] !== 'vinyl') {
    const swap = slots.findIndex((category, index) => category === 'vinyl' && index !== forced);
    [slots[forced], slots[swap]] = ['vinyl', slots[forced] as ProjectCategory];
  }
  return slots;
}

/** Steps for every slot: each step at least once, the rest weighted; 259413 is on sale. */
function stepSlots(count: number, random: SeededRandom): ProjectStep[] {
  const steps = Array.from({ length: count }, () => random.weighted(STEP_WEIGHTS));
  const order = random.shuffle(Array.from({ length: count }, (_, index) => index));
  PROJECT_STEPS.forEach((step, index) => {
    const slot = order[index];
    if (slot !== undefined) steps[slot] = step;
  });
  steps[FORCED_USD_PROJECT_ID - FIRST_PROJECT_ID] = 'in_progress';
  return steps;
}

/** Sale model of a project. */
function pickType(category: ProjectCategory, step: ProjectStep, random: SeededRandom): string {
  if (FUNDED_STEPS.includes(step)) return 'funding';
  switch (category) {
    case 'vinyl':
      return random.weighted([
        ['funding', 55],
        ['limited_edition', 24],
        ['stock', 16],
        ['direct_pressing', 5],
      ] as const);
    case 'cd':
    case 'tape':
      return random.weighted([
        ['stock', 60],
        ['funding', 25],
        ['limited_edition', 15],
      ] as const);
    case 'bundle':
      return random.chance(0.5) ? 'limited_edition' : 'stock';
    case 'project':
      return random.chance(0.6) ? 'funding' : 'limited_edition';
    default:
      return random.chance(0.15) ? 'limited_edition' : 'stock';
  }
}

/** What every project is drawn from. */
interface ProjectScene {
  content: SeedContent;
  sellers: SellersPlan;
  now: Date;
  artistsByGenre: Map<number, PlannedArtist[]>;
  usArtists: PlannedArtist[];
}

/** Counts over the projects planned so far, which the next draws depend on. */
interface ProjectTally {
  /** Music projects so far: the first ones go to each artist in turn. */
  musicCount: number;
  /** Labelled music projects so far: the first ones go to each label in turn. */
  labelledCount: number;
  testPressings: number;
}

/** Plans every project row. */
export function planProjects(
  content: SeedContent,
  sellers: SellersPlan,
  random: SeededRandom,
  now: Date,
): PlannedProject[] {
  const categories = categorySlots(random.fork('categories'));
  const steps = stepSlots(categories.length, random.fork('steps'));
  const scene: ProjectScene = {
    content,
    sellers,
    now,
    artistsByGenre: new Map(
      GENRES.map((genre) => [genre.id, sellers.artists.filter((artist) => artist.genreIds[0] === genre.id)]),
    ),
    usArtists: sellers.artists.filter((artist) => artist.row.countryId === 'US'),
  };
  // Projects are planned in id order: each one's draws depend on the tally of those before it.
  const tally: ProjectTally = { musicCount: 0, labelledCount: 0, testPressings: 0 };
  const projects = categories.map((category, index) => {
    const id = FIRST_PROJECT_ID + index;
    return planProject(
      scene,
      tally,
      { id, index, category, step: steps[index] ?? 'in_progress' },
      random.fork(`project:${id}`),
    );
  });
  giveASubmittedProjectToTheDemoArtist(projects, sellers);
  giveSucceededProjectsToTheDemoArtist(projects, sellers);
  return projects;
}

/**
 * How many successful vinyl projects the demo artist gets: their productions start when the server
 * does (docs/production.md), so the demo has one to take through production, and the production
 * journey (e2e/production.e2e.ts) a second one should its first try be run again.
 */
export const DEMO_PRODUCTION_PROJECTS = 2;

/** Makes `project` the demo artist's (artist 1), as their own page would list it. */
function giveToTheDemoArtist(project: PlannedProject, demoArtist: PlannedArtist): void {
  project.row.artistId = demoArtist.row.id;
  project.row.artistName = demoArtist.row.name;
  project.row.labelId = null;
  project.row.userId = demoArtist.row.userId ?? null;
  project.row.slug = slugify(`${demoArtist.row.name} ${project.row.name}`);
  project.artist = demoArtist;
}

/** The first successful vinyl LPs go to the demo artist: ready to start production. Done after the draws. */
function giveSucceededProjectsToTheDemoArtist(projects: PlannedProject[], sellers: SellersPlan): void {
  const demoArtist = sellers.artists.find((artist) => artist.row.id === 1);
  if (!demoArtist) return;
  projects
    .filter(
      (project) => project.row.step === 'successful' && project.row.category === 'vinyl' && project.row.format === 'LP',
    )
    .slice(0, DEMO_PRODUCTION_PROJECTS)
    .forEach((project) => giveToTheDemoArtist(project, demoArtist));
}

/**
 * The demo artist (artist 1) owns the first submitted project (step checking), so staff can review a
 * project whose artist side anyone can open in the demo (docs/admin.md, e2e/admin.e2e.ts). Done after
 * the draws, so no other project changes.
 */
function giveASubmittedProjectToTheDemoArtist(projects: PlannedProject[], sellers: SellersPlan): void {
  const demoArtist = sellers.artists.find((artist) => artist.row.id === 1);
  const submitted = projects.find((project) => project.row.step === 'checking');
  if (!demoArtist || !submitted) return;
  giveToTheDemoArtist(submitted, demoArtist);
}

/** Where a project sits in the id range, and its category and step. */
interface ProjectSlot {
  id: number;
  index: number;
  category: ProjectCategory;
  step: ProjectStep;
}

/** Plans one project; the draws from `pick` happen in a fixed order, which the demo depends on. */
function planProject(scene: ProjectScene, tally: ProjectTally, slot: ProjectSlot, pick: SeededRandom): PlannedProject {
  const { sellers, now } = scene;
  const { id, category, step } = slot;
  const isMusic = MUSIC.includes(category);
  const artist = drawArtist(scene, tally, slot, pick);
  const type = drawType(tally, slot, pick);
  const shape = pickShape(category, pick);
  const genreIds = artist ? [...artist.genreIds] : [];
  const trackCount = shape.trackCount[0] ? pick.int(shape.trackCount[0], shape.trackCount[1]) : 0;
  const { release, product } = writeProjectText(scene.content, { category, artist, genreIds, shape, trackCount }, pick);
  const baseName = release?.title ?? product?.name ?? 'Untitled';
  const name = type === 'test_pressing' ? `${baseName} (Test pressing)` : baseName;
  const artistName = artist?.row.name ?? 'Spindle';

  const timing = planTiming(step, type, isMusic, pick, now);
  const sale = planSale(step, type, category, pick);
  const label = drawLabel(sellers.labels, tally, slot, pick);
  const shop = sellers.shops.find(
    (candidate) => (artist && candidate.artistId === artist.row.id) || (label && candidate.labelId === label.id),
  );
  const price = pick.pick(shape.priceMinor) + (type === 'test_pressing' ? 5000 : 0);
  const colours =
    category === 'vinyl' || category === 'bundle' || category === 'project'
      ? pickVinylColours(pick, shape.discs, 0.4)
      : null;
  const options = drawSaleOptions({ category, type, isMusic, artist, priceMinor: price }, pick);

  const row: ProjectRow = {
    id,
    name,
    slug: slugify(`${artistName} ${name}`),
    artistName,
    artistId: artist?.row.id ?? null,
    labelId: label?.id ?? null,
    shopId: shop?.id ?? null,
    userId: label?.id === 1 ? (label.userId ?? null) : (artist?.row.userId ?? null),
    category,
    type,
    format: shape.format,
    sleeve: shape.sleeve,
    step,
    picture: `demo-${id}`,
    colorVinyl: colours,
    descriptionEn: release?.descriptionEn ?? product?.descriptionEn ?? '',
    descriptionFr: release?.descriptionFr ?? product?.descriptionFr ?? '',
    goal: sale.goal,
    stock: sale.stock,
    sold: sale.sold,
    limitPerCustomer: options.limitPerCustomer,
    onlyCountry: options.onlyCountry,
    excludeCountry: options.excludeCountry,
    priceEurMinor: price,
    distributionPriceMinor: options.distributionPriceMinor,
    weightGrams: shape.weightGrams,
    discs: shape.discs,
    sizes: category === 't-shirt' || category === 'hoodie' ? [...GARMENT_SIZES[category]] : [],
    shipTogetherGroup: options.shipTogetherGroup,
    shippingDiscountMinor: options.shippingDiscountMinor,
    startAt: timing.startAt,
    endAt: timing.endAt,
    releaseDate: timing.releaseDate,
    isLimited: type === 'limited_edition' || type === 'test_pressing',
    isPreorder: timing.isPreorder,
    digitalEnabled: options.digitalEnabled,
    createdAt: timing.createdAt,
    updatedAt: timing.createdAt,
  };
  if (id === FORCED_USD_PROJECT_ID) {
    // Open now, not "coming soon", and well on its way.
    Object.assign(row, { goal: 300, sold: 212, startAt: new Date(now.getTime() - 12 * 86_400_000) });
  }
  if (artist && row.shipTogetherGroup === null && isMusic && pick.chance(0.25))
    row.shipTogetherGroup = `artist-${artist.row.id}`;
  const subtype = product?.imageKind ?? null;
  return { row, shape, genreIds, trackTitles: release?.trackTitles ?? [], artist, subtype };
}

/** The artist of a project, or null for accessories. */
function drawArtist(
  scene: ProjectScene,
  tally: ProjectTally,
  slot: ProjectSlot,
  pick: SeededRandom,
): PlannedArtist | null {
  const { artists } = scene.sellers;
  const isMusic = MUSIC.includes(slot.category);
  // Every artist gets a release before any gets a second one; then the pick is free.
  let artist: PlannedArtist | null = null;
  if (slot.id === FORCED_USD_PROJECT_ID && scene.usArtists.length) artist = pick.pick(scene.usArtists);
  else if (isMusic)
    artist = tally.musicCount < artists.length ? (artists[tally.musicCount] ?? null) : pick.pick(artists);
  else if (slot.category !== 'accessory') artist = pick.pick(artists.slice(0, 40));
  // Once every artist has a release, jazz gets a few more for its curated page.
  if (isMusic && tally.musicCount >= artists.length && pick.chance(0.08)) {
    artist = pick.pick(scene.artistsByGenre.get(7) ?? artists);
  }
  if (isMusic) tally.musicCount += 1;
  return artist;
}

/** The sale model, with up to six running vinyls turned into test pressings. */
function drawType(tally: ProjectTally, slot: ProjectSlot, pick: SeededRandom): string {
  const { id, category, step } = slot;
  // Project 259413 is a running crowdfunding campaign (its prices are shown in USD).
  let type = id === FORCED_USD_PROJECT_ID ? 'funding' : pickType(category, step, pick);
  if (category === 'vinyl' && step === 'in_progress' && tally.testPressings < 6 && pick.chance(0.1)) {
    type = 'test_pressing';
    tally.testPressings += 1;
  }
  return type;
}

/** The words of a project: a release (title, tracks, description) for music, a product otherwise. */
function writeProjectText(
  content: SeedContent,
  project: {
    category: ProjectCategory;
    artist: PlannedArtist | null;
    genreIds: number[];
    shape: ProductShape;
    trackCount: number;
  },
  pick: SeededRandom,
) {
  const { category, artist } = project;
  const isMusic = MUSIC.includes(category);
  const release =
    isMusic && artist
      ? content.release({
          artistName: artist.row.name,
          genreIds: project.genreIds,
          format: project.shape.format,
          trackCount: project.trackCount,
          random: pick.fork('text'),
        })
      : null;
  const product = isMusic
    ? null
    : content.product({
        kind: category as ProductKind,
        artistName: artist?.row.name ?? null,
        releaseTitle: null,
        random: pick.fork('text'),
      });
  return { release, product };
}

/** The label of a music project, or null (40% of them have none). */
function drawLabel(
  labels: SellersPlan['labels'],
  tally: ProjectTally,
  slot: ProjectSlot,
  pick: SeededRandom,
): SellersPlan['labels'][number] | null {
  const isMusic = MUSIC.includes(slot.category);
  // Like artists, every label gets a release before the draw is free.
  const drawnLabel = isMusic && pick.chance(0.6) ? (labels[tally.labelledCount++] ?? pick.pick(labels)) : null;
  // The demo label (label 1) gets every 37th release on top of its draws.
  return isMusic && slot.index % 37 === 0 ? (labels[0] ?? null) : drawnLabel;
}

/** Purchase limits, country rules, shipping terms and the digital option, drawn in this order. */
function drawSaleOptions(
  project: {
    category: ProjectCategory;
    type: string;
    isMusic: boolean;
    artist: PlannedArtist | null;
    priceMinor: number;
  },
  pick: SeededRandom,
) {
  const { category, type, isMusic, artist, priceMinor } = project;
  const limitPerCustomer = type === 'test_pressing' ? 1 : type === 'limited_edition' ? pick.pick([2, 3, 5]) : null;
  const onlyCountry = pick.chance(0.03) ? ['FR', 'BE', 'CH', 'LU'] : null;
  const excludeCountry = pick.chance(0.03) ? ['US', 'CA'] : null;
  const distributionPriceMinor = isMusic && pick.chance(0.2) ? Math.round((priceMinor * 0.7) / 10) * 10 : null;
  const shipTogetherGroup = artist && !isMusic && pick.chance(0.5) ? `artist-${artist.row.id}` : null;
  const shippingDiscountMinor = pick.chance(0.1) ? pick.pick([100, 200, 300]) : 0;
  const digitalEnabled = (category === 'vinyl' || category === 'cd') && pick.chance(0.4);
  return {
    limitPerCustomer,
    onlyCountry,
    excludeCountry,
    distributionPriceMinor,
    shipTogetherGroup,
    shippingDiscountMinor,
    digitalEnabled,
  };
}
