// Use cases of the catalogue: the shop list with its filters, the home page, a project page and
// its "more" strip, banners. Prices are shown in the viewer's currency (spec section 9).
import {
  imageVariantSchema,
  projectFormatSchema,
  vinylColourSchema,
  type bannerSchema,
  type Home,
  type ProjectCard,
  type ProjectDetail,
  type ProjectFacets,
  type ProjectFormat,
  type ProjectList,
  type projectListQuerySchema,
  type Song,
} from '@spindle/contracts';
import { BASE_CURRENCY, eurBoundsOfDisplayRange, parseGenreParam } from '@spindle/domain';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { CommunityService } from '../community/index.ts';
import type { CurrencyService, PriceConverter } from '../currency/index.ts';
import type { SongsService } from '../songs/index.ts';
import type { PriceFilter, ProjectFilter, StorefrontProjects } from '../projects/index.ts';
import type { CatalogueRepo } from './catalogue.repo.ts';
import {
  coverUrlOf,
  storageUrl,
  toProjectCard,
  type ProjectCardRow,
  LISTED_STEPS,
  PUBLIC_STEPS,
} from '../project-cards/index.ts';

type ProjectListQuery = z.output<typeof projectListQuerySchema>;
type Banner = z.infer<typeof bannerSchema>;
type HomeSectionKey = Home['sections'][number]['key'];

type ProjectCategory = NonNullable<ProjectFilter['categories']>[number];

/** Project categories behind each format (`type`) of GET /api/projects. */
const CATEGORIES_OF_FORMAT: Readonly<Record<ProjectFormat, readonly ProjectCategory[]>> = {
  vinyl: ['vinyl'],
  cd: ['cd'],
  tape: ['tape'],
  merch: ['merch', 't-shirt', 'hoodie'],
  accessory: ['accessory'],
  bundle: ['bundle'],
};

/** Curated category ids used by home sections (spec section 2). */
const STAFF_PICKS_CATEGORY_ID = 9;
const COLOUR_RECORDS_CATEGORY_ID = 285;
const MERCH_CATEGORY_ID = 286;

const HOME_SECTION_SIZE = 12;
const MORE_PROJECTS_SIZE = 12;
const RECOMMENDATIONS_SIZE = 12;

const HOME_SECTIONS: readonly {
  key: HomeSectionKey;
  categoryId: number | null;
  filter: Partial<ProjectFilter>;
  sort: 'new' | 'popular';
}[] = [
  { key: 'new', categoryId: null, filter: {}, sort: 'new' },
  {
    key: 'staff_picks',
    categoryId: STAFF_PICKS_CATEGORY_ID,
    filter: { categoryId: STAFF_PICKS_CATEGORY_ID },
    sort: 'new',
  },
  { key: 'preorders', categoryId: null, filter: { isPreorder: true }, sort: 'new' },
  {
    key: 'colour',
    categoryId: COLOUR_RECORDS_CATEGORY_ID,
    filter: { categoryId: COLOUR_RECORDS_CATEGORY_ID },
    sort: 'new',
  },
  { key: 'popular', categoryId: null, filter: {}, sort: 'popular' },
  { key: 'merch', categoryId: MERCH_CATEGORY_ID, filter: { categoryId: MERCH_CATEGORY_ID }, sort: 'new' },
];

/**
 * The price range of the shop, typed in the display currency (minor units): seller prices in that
 * currency are compared as they are, stored EUR prices through the bounds that convert into the range.
 */
function priceFilterOf(
  minMinor: number | undefined,
  maxMinor: number | undefined,
  converter: PriceConverter,
): PriceFilter | undefined {
  if (minMinor === undefined && maxMinor === undefined) return undefined;
  const range = { minMinor: minMinor ?? null, maxMinor: maxMinor ?? null };
  const eur = eurBoundsOfDisplayRange(range, (eurMinor) => converter.price(eurMinor).amountMinor);
  return converter.currency === BASE_CURRENCY ? { eur } : { eur, seller: { currency: converter.currency, ...range } };
}

/** Facet rows as the contract gives them: genres as counted, project categories summed into formats. */
function toFacets(counts: Awaited<ReturnType<StorefrontProjects['countFacets']>>): ProjectFacets {
  const byCategory = new Map(counts.categories.map((row) => [row.category, row.count]));
  return {
    genres: counts.genres.map((row) => ({ genreId: row.genreId, count: row.count })),
    formats: projectFormatSchema.options.map((format) => ({
      format,
      count: CATEGORIES_OF_FORMAT[format].reduce((sum, category) => sum + (byCategory.get(category) ?? 0), 0),
    })),
  };
}

export interface CatalogueDeps {
  /** The catalogue's own tables: curated categories, banners. */
  repo: CatalogueRepo;
  /** The projects it lists and shows (projects' read model). */
  projects: StorefrontProjects;
  currency: CurrencyService;
  songs: SongsService;
  /** The viewer's wishlist and like state and the comment count of a project page. */
  community: Pick<CommunityService, 'viewerStateOf' | 'countComments'>;
}

export function createCatalogueService(deps: CatalogueDeps) {
  return {
    listProjects: (query: ProjectListQuery, viewer: Viewer): Promise<ProjectList> => listProjects(deps, query, viewer),
    getHome: (viewer: Viewer, queryCurrency: string | undefined): Promise<Home> =>
      readHome(deps, viewer, queryCurrency),
    listBanners: (viewer: Viewer): Promise<Banner[]> => listBanners(deps, viewer),
    getProject: (id: number, viewer: Viewer, queryCurrency: string | undefined): Promise<ProjectDetail> =>
      readProject(deps, id, viewer, queryCurrency),
    listMoreProjects: (id: number, viewer: Viewer, queryCurrency: string | undefined): Promise<ProjectCard[]> =>
      listMoreProjects(deps, id, viewer, queryCurrency),
    listRecommendations: (id: number, viewer: Viewer, queryCurrency: string | undefined): Promise<ProjectCard[]> =>
      listRecommendations(deps, id, viewer, queryCurrency),
    cardsOf: (
      rows: readonly ProjectCardRow[],
      viewer: Viewer,
      queryCurrency: string | undefined,
    ): Promise<ProjectCard[]> => priceCards(deps, rows, viewer, queryCurrency),
    coverUrlsOf: (rows: readonly { id: number; picture: string | null }[]): Promise<Map<number, string>> =>
      readCoverUrls(deps, rows),
    listProjectSongs: (id: number): Promise<Song[]> => listProjectSongs(deps, id),
  };
}

/** GET /api/projects: the shop with its genre, curated category, type, search and sort (spec section 2). */
async function listProjects(deps: CatalogueDeps, query: ProjectListQuery, viewer: Viewer): Promise<ProjectList> {
  if (query.category !== undefined) {
    const category = await deps.repo.findActiveCategory(query.category);
    // The pro category does not exist for anyone else (spec section 6): 404, not 403.
    if (!category || (category.proOnly && viewer.user?.pro !== true)) throw new AppError('not_found');
  }
  const converter = await converterFor(deps, viewer, query.currency);
  const filter: ProjectFilter = {
    steps: LISTED_STEPS,
    genreIds: parseGenreParam(query.genre),
    categoryId: query.category,
    categories: query.type.length > 0 ? query.type.flatMap((format) => CATEGORIES_OF_FORMAT[format]) : undefined,
    artistId: query.artist,
    labelId: query.label,
    search: query.search?.trim() || undefined,
    stock: query.stock,
    digital: query.digital,
    price: priceFilterOf(query.price_min_minor, query.price_max_minor, converter),
  };
  const paging = { limit: query.size, offset: (query.page - 1) * query.size, currency: converter.currency };
  const [{ rows, total }, facets] = await Promise.all([
    deps.projects.listProjectCards(filter, query.sort, paging),
    query.facets ? deps.projects.countFacets(filter).then(toFacets) : undefined,
  ]);
  const items = cardsOfListed(rows, converter);
  const page = { items, page: query.page, size: query.size, total, currency: converter.currency };
  return facets ? { ...page, facets } : page;
}

/** GET /api/home: banners and the tile sections that have projects. */
async function readHome(deps: CatalogueDeps, viewer: Viewer, queryCurrency: string | undefined): Promise<Home> {
  const [converter, banners, ...sectionRows] = await Promise.all([
    converterFor(deps, viewer, queryCurrency),
    listBanners(deps, viewer),
    ...HOME_SECTIONS.map((section) =>
      deps.projects.listProjects({ steps: LISTED_STEPS, ...section.filter }, section.sort, {
        limit: HOME_SECTION_SIZE,
        offset: 0,
      }),
    ),
  ]);
  const cards = await toCards(deps, sectionRows, converter);
  const sections = HOME_SECTIONS.map((section, index) => ({
    key: section.key,
    categoryId: section.categoryId,
    projects: cards[index] ?? [],
  })).filter((section) => section.projects.length > 0);
  return { banners, sections };
}

/** GET /api/projects/{id}: the project page. */
async function readProject(
  deps: CatalogueDeps,
  id: number,
  viewer: Viewer,
  queryCurrency: string | undefined,
): Promise<ProjectDetail> {
  const project = await publicProject(deps, id);
  const [converter, images, projectSongs, commentsCount, viewerState] = await Promise.all([
    converterFor(deps, viewer, queryCurrency, id),
    deps.projects.imagesOf([id]),
    deps.songs.songsOfProjects([id]),
    deps.community.countComments(id),
    viewer.user ? deps.community.viewerStateOf(viewer.user.id, id) : null,
  ]);
  const card = (await toCards(deps, [[project]], converter))[0]?.[0];
  if (!card) throw new Error(`project ${id} gave no card`);
  const variantOrder = imageVariantSchema.options;
  const description = viewer.locale === 'fr' && project.descriptionFr ? project.descriptionFr : project.descriptionEn;
  return {
    ...card,
    description,
    images: images
      .map((image) => ({ variant: image.variant, url: storageUrl(image.path) }))
      .sort((a, b) => variantOrder.indexOf(a.variant) - variantOrder.indexOf(b.variant)),
    weightGrams: project.weightGrams,
    discs: project.discs,
    sizes: project.sizes,
    shopId: project.shopId,
    shopCode: project.shopCode,
    likes: project.likes,
    songs: projectSongs,
    releaseDate: project.releaseDate,
    colours: (project.colorVinyl ?? []).flatMap((colour) => {
      const parsed = vinylColourSchema.safeParse(colour);
      return parsed.success ? [parsed.data] : [];
    }),
    commentsCount,
    viewer: viewerState,
  };
}

/** GET /api/projects/{id}/more: other listed projects of the same artist, then of the same label. */
async function listMoreProjects(
  deps: CatalogueDeps,
  id: number,
  viewer: Viewer,
  queryCurrency: string | undefined,
): Promise<ProjectCard[]> {
  const project = await publicProject(deps, id);
  const [converter, rows] = await Promise.all([
    converterFor(deps, viewer, queryCurrency),
    deps.projects.listMoreProjects(project, LISTED_STEPS, MORE_PROJECTS_SIZE),
  ]);
  const [cards = []] = await toCards(deps, [rows], converter);
  return cards;
}

/**
 * GET /api/projects/recommandations: listed projects sharing the most genres with a project, the
 * most popular first. The project's own artist and label are left out: the "more" strip shows them.
 */
async function listRecommendations(
  deps: CatalogueDeps,
  id: number,
  viewer: Viewer,
  queryCurrency: string | undefined,
): Promise<ProjectCard[]> {
  const project = await publicProject(deps, id);
  const [converter, genreIds] = await Promise.all([
    converterFor(deps, viewer, queryCurrency),
    deps.projects.genreIdsOf([id]),
  ]);
  const rows = await deps.projects.listRecommendations(
    project,
    genreIds.get(id) ?? [],
    LISTED_STEPS,
    RECOMMENDATIONS_SIZE,
  );
  const [cards = []] = await toCards(deps, [rows], converter);
  return cards;
}

/** Tiles of project rows another module selected (a shop's projects), priced for the viewer. */
async function priceCards(
  deps: CatalogueDeps,
  rows: readonly ProjectCardRow[],
  viewer: Viewer,
  queryCurrency: string | undefined,
): Promise<ProjectCard[]> {
  const [cards = []] = await toCards(deps, [[...rows]], await converterFor(deps, viewer, queryCurrency));
  return cards;
}

/** Cover URLs of projects (search results), one query for all. */
async function readCoverUrls(
  deps: CatalogueDeps,
  rows: readonly { id: number; picture: string | null }[],
): Promise<Map<number, string>> {
  const covers = await deps.projects.imagesOf(
    rows.map((row) => row.id),
    ['cover'],
  );
  const coverPaths = new Map(covers.map((image) => [image.projectId, image.path]));
  return new Map(rows.map((row) => [row.id, coverUrlOf(row.picture, coverPaths.get(row.id))]));
}

/** GET /api/projects/{id}/songs: the tracklist with preview URLs. */
async function listProjectSongs(deps: CatalogueDeps, id: number): Promise<Song[]> {
  await publicProject(deps, id);
  return deps.songs.songsOfProjects([id]);
}

function converterFor(
  deps: CatalogueDeps,
  viewer: Viewer,
  queryCurrency: string | undefined,
  projectId?: number,
): Promise<PriceConverter> {
  const chosen = deps.currency.chooseCurrency({
    queryCurrency,
    userCurrency: viewer.user?.currency,
    countryCode: viewer.country,
    locale: viewer.locale,
    projectId,
  });
  return deps.currency.priceConverter(chosen);
}

/** Tiles for rows of any number of lists at once: genres, covers and seller prices in one query each. */
async function toCards(
  deps: CatalogueDeps,
  rowLists: readonly ProjectCardRow[][],
  converter: PriceConverter,
): Promise<ProjectCard[][]> {
  const ids = [...new Set(rowLists.flat().map((row) => row.id))];
  const [genreIds, covers, sellerPrices] = await Promise.all([
    deps.projects.genreIdsOf(ids),
    deps.projects.imagesOf(ids, ['cover']),
    converter.currency === 'EUR'
      ? Promise.resolve(new Map<number, number>())
      : deps.projects.sellerPricesOf(ids, converter.currency),
  ]);
  const coverPaths = new Map(covers.map((image) => [image.projectId, image.path]));
  const price = (row: ProjectCardRow) => converter.price(row.priceEurMinor, sellerPrices.get(row.id));
  return rowLists.map((rows) => rows.map((row) => toProjectCard(row, { genreIds, coverPaths, price })));
}

/** Tiles of a list whose rows already carry their genre ids, cover path and seller price (one statement). */
function cardsOfListed(
  rows: readonly (ProjectCardRow & { genreIds: number[]; coverPath: string | null; sellerPriceMinor: number | null })[],
  converter: PriceConverter,
): ProjectCard[] {
  const genreIds = new Map(rows.map((row) => [row.id, row.genreIds]));
  const coverPaths = new Map(rows.flatMap((row) => (row.coverPath === null ? [] : [[row.id, row.coverPath] as const])));
  const sellerPrices = new Map(rows.map((row) => [row.id, row.sellerPriceMinor ?? undefined]));
  const price = (row: ProjectCardRow) => converter.price(row.priceEurMinor, sellerPrices.get(row.id));
  return rows.map((row) => toProjectCard(row, { genreIds, coverPaths, price }));
}

/** A public project, or 404 (unknown, or not launched yet). */
async function publicProject(deps: CatalogueDeps, id: number) {
  const project = await deps.projects.findProject(id);
  if (!project || !PUBLIC_STEPS.includes(project.step)) throw new AppError('not_found');
  return project;
}

/** GET /api/banners: live hero slides in the viewer's language. */
async function listBanners(deps: CatalogueDeps, viewer: Viewer): Promise<Banner[]> {
  const french = viewer.locale === 'fr';
  const rows = await deps.repo.listLiveBanners(new Date());
  return rows.map((row) => ({
    id: row.id,
    title: french ? row.titleFr : row.titleEn,
    subtitle: french ? (row.subtitleFr ?? row.subtitleEn) : row.subtitleEn,
    imageUrl: storageUrl(row.imagePaths[viewer.locale] ?? row.imagePath),
    link: row.link,
    buttonLabel: french ? (row.buttonLabelFr ?? row.buttonLabelEn) : row.buttonLabelEn,
  }));
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
