// The demo releases and products: believable, deterministic from the random stream, every genre and
// every curated category covered, unique slugs. Pure data: the seed turns them into rows and files.
import { CURATED_CATEGORIES, slugify, type SeededRandom } from '@spindle/domain';
import { DEMO_ARTISTS } from './artists.ts';
import { DEMO_LABELS } from './labels.ts';
import { accessoryCopy, garmentCopy, merchCopy, type ProductCopy, type ProductImageKind } from './product-text.ts';
import {
  CATEGORY_SHARES,
  DEMO_CATEGORIES,
  itemPriceMinor,
  pickFormat,
  pickPriceMinor,
  pickVinylColour,
  PRODUCT_COLOURS,
  type DemoCategory,
  type DemoFormat,
  type DemoVinylColour,
} from './project-shapes.ts';
import { releaseDescription } from './release-text.ts';
import { releaseTitle, trackDurationSeconds, trackTitles } from './titles.ts';

/** How a project sells: from stock, as a numbered limited edition, as a pre-order, or crowdfunded. */
export type DemoSaleMode = 'stock' | 'limited' | 'preorder' | 'funding';

/** One demo release or product. */
export interface DemoProject {
  slug: string;
  title: string;
  artistIndex: number | null;
  artistName: string;
  labelIndex: number | null;
  category: DemoCategory;
  /** How @spindle/media draws it (writeDemoProjectImages' product). */
  imageProduct: 'vinyl' | 'cd' | 'tape' | ProductImageKind;
  /** Seed of its artwork and preview clips. */
  artSeed: string;
  genreIds: number[];
  format: string;
  discs: number;
  weightGrams: number;
  vinylColour: DemoVinylColour | null;
  /** Fabric of a garment or shell of a tape. */
  productColour: { name: string; hex: string } | null;
  priceMinor: number;
  currency: 'EUR';
  description: { en: string; fr: string };
  tracks: { title: string; durationSeconds: number }[];
  sizes: string[];
  saleMode: DemoSaleMode;
  stock: number | null;
  limitedCopies: number | null;
  goal: number | null;
  sold: number;
  isLimited: boolean;
  isPreorder: boolean;
  /** Days from seeding until a campaign or pre-order closes. */
  endsInDays: number | null;
  releaseYear: number;
  catalogueNumber: string;
  curatedCategoryIds: number[];
}

const MUSIC: readonly DemoCategory[] = ['vinyl', 'cd', 'tape', 'bundle', 'project'];
const HOUSE_BRAND = 'Spindle Essentials';

/** Category of every slot: counts from CATEGORY_SHARES (vinyl takes the rounding), shuffled. */
function categorySlots(random: SeededRandom, count: number): DemoCategory[] {
  const slots: DemoCategory[] = [];
  for (const category of DEMO_CATEGORIES) {
    if (category === 'vinyl') continue;
    const share = Math.max(1, Math.round(count * CATEGORY_SHARES[category]));
    for (let i = 0; i < share && slots.length < count; i += 1) slots.push(category);
  }
  while (slots.length < count) slots.push('vinyl');
  return random.shuffle(slots);
}

function pickSale(
  random: SeededRandom,
  category: DemoCategory,
): Pick<
  DemoProject,
  'saleMode' | 'stock' | 'limitedCopies' | 'goal' | 'sold' | 'isLimited' | 'isPreorder' | 'endsInDays'
> {
  const roll = random.next();
  const mode: DemoSaleMode =
    category === 'accessory'
      ? 'stock'
      : category === 'project'
        ? roll < 0.8
          ? 'funding'
          : 'limited'
        : MUSIC.includes(category)
          ? roll < 0.45
            ? 'stock'
            : roll < 0.65
              ? 'limited'
              : roll < 0.8
                ? 'preorder'
                : 'funding'
          : roll < 0.8
            ? 'stock'
            : roll < 0.9
              ? 'limited'
              : 'preorder';
  const none = {
    stock: null,
    limitedCopies: null,
    goal: null,
    sold: 0,
    isLimited: false,
    isPreorder: false,
    endsInDays: null,
  };
  if (mode === 'stock') {
    const stock = random.chance(0.06) ? 0 : random.int(3, category === 'accessory' ? 400 : 250);
    return { ...none, saleMode: mode, stock, sold: random.int(0, 400) };
  }
  if (mode === 'limited') {
    const copies = random.pick([100, 200, 300, 500, 1000]);
    const sold = random.chance(0.12) ? copies : random.int(0, copies - 1);
    return { ...none, saleMode: mode, limitedCopies: copies, stock: copies - sold, sold, isLimited: true };
  }
  if (mode === 'preorder')
    return { ...none, saleMode: mode, sold: random.int(0, 150), isPreorder: true, endsInDays: random.int(10, 90) };
  const goal = random.pick([100, 150, 200, 300, 500]);
  return {
    ...none,
    saleMode: mode,
    goal,
    sold: random.int(0, Math.round(goal * 1.4)),
    isPreorder: true,
    endsInDays: random.int(3, 45),
  };
}

const initials = (name: string): string =>
  name
    .split(/[\s&-]+/)
    .filter(
      (word) => /^[A-Za-zÀ-ÿ]/.test(word) && !['the', 'of', 'de', 'la', 'les', 'and'].includes(word.toLowerCase()),
    )
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 4) || 'SP';

/** What the projects generated so far have taken: slugs, label catalogue numbers, artists' turns. */
interface GenerationTally {
  artistOrder: number[];
  slugs: Set<string>;
  labelReleases: Map<number, number>;
  musicCount: number;
}

/**
 * Generates `count` demo projects (320 by default). Every artist gets a release before any gets a
 * second one, so every genre is present; titles are redrawn until slugs are unique.
 */
export function generateDemoProjects(random: SeededRandom, count = 320): DemoProject[] {
  const categories = categorySlots(random, count);
  const tally: GenerationTally = {
    artistOrder: random.shuffle(DEMO_ARTISTS.map((_, index) => index)),
    slugs: new Set<string>(),
    labelReleases: new Map<number, number>(),
    musicCount: 0,
  };
  // One shared stream: the projects are generated in slot order, each drawing in a fixed order.
  const projects = categories.map((category, index) => generateDemoProject(random, tally, category, index));
  assignCuratedCategories(random, projects);
  return projects;
}

/** One release or product in slot `index`. */
function generateDemoProject(
  random: SeededRandom,
  tally: GenerationTally,
  category: DemoCategory,
  index: number,
): DemoProject {
  const isMusic = MUSIC.includes(category);
  const artistIndex = drawArtistIndex(random, tally, category);
  const artist = artistIndex === null ? null : DEMO_ARTISTS[artistIndex];
  const artistName = artist?.name ?? HOUSE_BRAND;
  const genreIds = artist ? [...artist.genreIds] : [];
  const shape = pickFormat(random, category);
  const labelIndex = isMusic ? drawLabelIndex(random, genreIds) : null;
  const { title, slug, copy } = drawUniqueTitle(random, tally.slugs, { category, artistName, genreIds, shape }, index);
  const trackCount = isMusic ? random.int(shape.tracks[0], shape.tracks[1]) : 0;
  const titles = isMusic ? trackTitles(random, genreIds, trackCount) : [];
  const tracks = titles.map((trackTitle) => ({
    title: trackTitle,
    durationSeconds: trackDurationSeconds(random, genreIds),
  }));
  const sale = pickSale(random, category);
  const hasVinyl = category === 'vinyl' || category === 'bundle' || category === 'project';
  const vinylColour = hasVinyl ? pickVinylColour(random) : null;
  const productColour =
    category === 'tape' || category === 't-shirt' || category === 'hoodie' || category === 'bundle'
      ? random.pick(PRODUCT_COLOURS)
      : null;
  const releaseYear = sale.isPreorder ? 2025 : random.int(Math.max(2015, artist?.since ?? 2015), 2025);
  const catalogueNumber = assignCatalogueNumber(tally.labelReleases, labelIndex, artistName, index);
  const description = describeProject(random, {
    isMusic,
    title,
    artistName,
    genreIds,
    shape,
    titles,
    vinylColour,
    sale,
    copy,
  });
  const imageProduct: DemoProject['imageProduct'] =
    category === 'cd' ? 'cd' : category === 'tape' ? 'tape' : hasVinyl ? 'vinyl' : (copy?.imageKind ?? 'accessory');
  return {
    slug,
    title,
    artistIndex,
    artistName,
    labelIndex,
    category,
    imageProduct,
    artSeed: slug,
    genreIds,
    format: shape.format,
    discs: shape.discs,
    weightGrams: shape.weightGrams,
    vinylColour,
    productColour,
    priceMinor:
      isMusic || category === 't-shirt' || category === 'hoodie'
        ? pickPriceMinor(random, shape.euros)
        : itemPriceMinor(title),
    currency: 'EUR',
    description,
    tracks,
    sizes: drawSizes(random, category),
    ...sale,
    releaseYear,
    catalogueNumber,
    curatedCategoryIds: [],
  };
}

/** Music goes to each artist in turn; merch to any artist; accessories to the house brand (null). */
function drawArtistIndex(random: SeededRandom, tally: GenerationTally, category: DemoCategory): number | null {
  if (MUSIC.includes(category)) return tally.artistOrder[tally.musicCount++ % tally.artistOrder.length] ?? 0;
  return category === 'accessory' ? null : random.int(0, DEMO_ARTISTS.length - 1);
}

/** 70% of releases have a label, most often one that works in the artist's genres. */
function drawLabelIndex(random: SeededRandom, genreIds: readonly number[]): number | null {
  if (!random.chance(0.7)) return null;
  const labelCandidates = DEMO_LABELS.map((label, labelIndex) => ({ label, labelIndex })).filter(({ label }) =>
    label.genreIds.some((id) => genreIds.includes(id)),
  );
  return labelCandidates.length && random.chance(0.8)
    ? random.pick(labelCandidates).labelIndex
    : random.int(0, DEMO_LABELS.length - 1);
}

/** A title (and a product's copy) whose slug is not taken yet; after 12 tries the slot number makes it unique. */
function drawUniqueTitle(
  random: SeededRandom,
  slugs: Set<string>,
  project: { category: DemoCategory; artistName: string; genreIds: readonly number[]; shape: DemoFormat },
  index: number,
): { title: string; slug: string; copy: ProductCopy | null } {
  const { category, artistName } = project;
  const isMusic = MUSIC.includes(category);
  let title = '';
  let slug = '';
  let copy: ProductCopy | null = null;
  for (let attempt = 0; attempt < 12 && (!slug || slugs.has(slug)); attempt += 1) {
    if (isMusic) title = releaseTitle(random, project.genreIds, project.shape.format);
    else {
      copy =
        category === 't-shirt' || category === 'hoodie'
          ? garmentCopy(random, category, artistName)
          : category === 'merch'
            ? merchCopy(random, artistName)
            : accessoryCopy(random, null);
      title = copy.name;
    }
    slug = slugify(isMusic ? `${artistName} ${title}` : title);
  }
  if (slugs.has(slug)) slug = `${slug}-${index + 1}`;
  slugs.add(slug);
  return { title, slug, copy };
}

/** The label's next catalogue number (counted per label), or the artist's initials and the slot number. */
function assignCatalogueNumber(
  labelReleases: Map<number, number>,
  labelIndex: number | null,
  artistName: string,
  index: number,
): string {
  const label = labelIndex === null ? null : DEMO_LABELS[labelIndex];
  const labelNumber = labelIndex === null ? 0 : (labelReleases.get(labelIndex) ?? 0) + 1;
  if (labelIndex !== null) labelReleases.set(labelIndex, labelNumber);
  return label
    ? `${initials(label.name)}-${String(labelNumber).padStart(3, '0')}`
    : `${initials(artistName)}-${String(index + 1).padStart(3, '0')}`;
}

/** A release's description (with its colour) or a product's copy, plus how a crowdfunded pressing works. */
function describeProject(
  random: SeededRandom,
  project: {
    isMusic: boolean;
    title: string;
    artistName: string;
    genreIds: number[];
    shape: DemoFormat;
    titles: string[];
    vinylColour: DemoVinylColour | null;
    sale: ReturnType<typeof pickSale>;
    copy: ProductCopy | null;
  },
): DemoProject['description'] {
  const { vinylColour, sale } = project;
  let description = project.copy?.description ?? { en: '', fr: '' };
  if (project.isMusic) {
    description = releaseDescription({
      random,
      title: project.title,
      artistName: project.artistName,
      genreIds: project.genreIds,
      format: project.shape.format,
      trackTitles: project.titles,
    });
    if (vinylColour && vinylColour.name !== 'black') {
      description = {
        en: `${description.en} Colour: ${vinylColour.label.en}.`,
        fr: `${description.fr} Couleur : ${vinylColour.label.fr}.`,
      };
    }
  }
  if (sale.saleMode === 'funding') {
    description = {
      en: `${description.en}\n\nCrowdfunded pressing: it goes to the plant once ${sale.goal} copies are ordered.`,
      fr: `${description.fr}\n\nPressage participatif : le disque part à l’usine dès ${sale.goal} exemplaires commandés.`,
    };
  }
  return description;
}

/** Garment sizes: hoodies up to XXL, most T-shirts too. */
function drawSizes(random: SeededRandom, category: DemoCategory): string[] {
  if (category === 't-shirt') return random.chance(0.8) ? ['S', 'M', 'L', 'XL', 'XXL'] : ['S', 'M', 'L', 'XL'];
  return category === 'hoodie' ? ['S', 'M', 'L', 'XL', 'XXL'] : [];
}

/** Curated pages (spec section 2): rules for most, a hand-picked feel for staff picks and pro. */
function assignCuratedCategories(random: SeededRandom, projects: DemoProject[]): void {
  const ids = new Set(CURATED_CATEGORIES.map((category) => category.id));
  const add = (project: DemoProject, id: number): void => {
    if (ids.has(id) && !project.curatedCategoryIds.includes(id)) project.curatedCategoryIds.push(id);
  };
  const music = projects.filter((project) => MUSIC.includes(project.category));
  for (const project of random.shuffle(music.filter((project) => project.saleMode !== 'funding')).slice(0, 24))
    add(project, 9);
  for (const project of projects) {
    if (project.isLimited && project.vinylColour && project.vinylColour.name !== 'black') add(project, 284);
    if (project.vinylColour && project.vinylColour.name !== 'black') add(project, 285);
    if (project.category === 't-shirt' || project.category === 'hoodie' || project.category === 'merch')
      add(project, 286);
    if (project.category === 'cd' || project.category === 'tape') add(project, 287);
    if (project.category === 'accessory') add(project, 288);
    if (project.genreIds.includes(7)) add(project, 260);
    if (project.category === 'project') add(project, 155);
  }
  for (const project of random.shuffle(music).slice(0, 12)) add(project, 155);
}
