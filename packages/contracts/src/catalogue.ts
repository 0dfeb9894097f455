import {
  PRESSING_EFFECTS,
  PROJECT_FORMATS,
  PROJECT_SORTS,
  PROJECT_STEPS,
  SEARCH_TYPES,
  STOCK_FILTERS,
} from '@spindle/domain';
import { z } from 'zod';
import { currencyCodeSchema, moneySchema, pagedSchema, pagingQuerySchema } from './common.ts';
import { projectViewerStateSchema } from './community.ts';

/** Project categories of the spec (URL segment of a project page). */
export const projectCategorySchema = z.enum([
  'vinyl',
  'cd',
  'tape',
  'bundle',
  'project',
  't-shirt',
  'hoodie',
  'merch',
  'accessory',
]);

/** Project steps (spec section 3). */
export const projectStepSchema = z.enum(PROJECT_STEPS);

/** A vinyl colour as stored in a project's color_vinyl JSON. */
export const vinylColourSchema = z.object({
  name: z.string(),
  hex: z.string(),
  effect: z.enum(PRESSING_EFFECTS).default('none'),
  secondaryHex: z.string().optional(),
});

/** What a grid tile needs to show a project (cover first). */
export const projectCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: projectCategorySchema,
  name: z.string(),
  artistId: z.number().int().nullable(),
  artistName: z.string(),
  labelId: z.number().int().nullable(),
  labelName: z.string().nullable(),
  /** Folder under /storage/projects, null when the default cover applies. */
  picture: z.string().nullable(),
  coverUrl: z.string(),
  price: moneySchema,
  step: projectStepSchema,
  isLimited: z.boolean(),
  isPreorder: z.boolean(),
  isSoldOut: z.boolean(),
  copiesLeft: z.number().int().nullable(),
  goal: z.number().int().nullable(),
  sold: z.number().int(),
  /** ceil(sold / goal x 100), null without a goal. */
  progressPercent: z.number().int().nullable(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  colour: vinylColourSchema.nullable(),
  genreIds: z.array(z.number().int()),
  format: z.string().nullable(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

/** Formats of the shop (the `type` of GET /api/projects): each stands for one or more project categories. */
export const projectFormatSchema = z.enum(PROJECT_FORMATS);
export type ProjectFormat = z.infer<typeof projectFormatSchema>;

/** Stock filter of the shop: copies ready to ship now, or pre-orders of a coming release. */
export const stockFilterSchema = z.enum(STOCK_FILTERS);
export type StockFilter = z.infer<typeof stockFilterSchema>;

/** Sort orders of the shop. */
export const projectSortSchema = z.enum(PROJECT_SORTS);
export type ProjectSort = z.infer<typeof projectSortSchema>;

const formatAlternatives = projectFormatSchema.options.join('|');
const formatListPattern = new RegExp(`^(all|(${formatAlternatives})(\\|(${formatAlternatives}))*)$`);

/**
 * GET /api/projects query: genre ids joined by |, curated category, formats joined by | ('vinyl|cd'),
 * search text, price range, stock, sort, paging, and the facet counts on demand.
 */
export const projectListQuerySchema = pagingQuerySchema.extend({
  genre: z
    .string()
    .regex(/^\d+(\|\d+)*$/, 'input_must_integer')
    .optional(),
  category: z.coerce.number().int().optional(),
  /** 'all', or one or more formats joined by a pipe; parsed into the list of formats (none = all). */
  type: z
    .string()
    .regex(formatListPattern, 'input_invalid_choice')
    .default('all')
    .transform((value) => (value === 'all' ? [] : [...new Set(value.split('|'))]))
    .pipe(z.array(projectFormatSchema)),
  search: z.string().max(200).optional(),
  sort: projectSortSchema.default('new'),
  currency: currencyCodeSchema.optional(),
  artist: z.coerce.number().int().optional(),
  label: z.coerce.number().int().optional(),
  /** Lowest display price, in minor units of the currency the prices are shown in (bound included). */
  price_min_minor: z.coerce.number().int().min(0).optional(),
  /** Highest display price, in minor units of the currency the prices are shown in (bound included). */
  price_max_minor: z.coerce.number().int().min(0).optional(),
  stock: stockFilterSchema.optional(),
  /** 'true': only what can be downloaded (a digital version or a digital single: /digital). */
  digital: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === 'true' ? true : undefined)),
  /** Also count the matches per genre and per format, each ignoring its own filter (the filter panel's counts). */
  facets: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Matches per genre and per format: each facet counts with every filter but its own. */
export const projectFacetsSchema = z.object({
  genres: z.array(z.object({ genreId: z.number().int(), count: z.number().int() })),
  formats: z.array(z.object({ format: projectFormatSchema, count: z.number().int() })),
});
export type ProjectFacets = z.infer<typeof projectFacetsSchema>;

/** A page of the shop; `currency` is the one prices (and the price range) are in. */
export const projectListSchema = pagedSchema(projectCardSchema).extend({
  currency: currencyCodeSchema,
  facets: projectFacetsSchema.optional(),
});
export type ProjectList = z.infer<typeof projectListSchema>;

/** An image variant of a project (spec: cover, cover2-5, back, label, label_bside, disc, only_vinyl, preview, original). */
export const imageVariantSchema = z.enum([
  'cover',
  'cover2',
  'cover3',
  'cover4',
  'cover5',
  'back',
  'label',
  'label_bside',
  'disc',
  'only_vinyl',
  'preview',
  'original',
]);

/** A playable song (spec section 3). */
export const songSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  artistName: z.string(),
  projectId: z.number().int(),
  position: z.number().int(),
  durationSeconds: z.number().int().nullable(),
  /** URL of the MP3 preview, null when none is encoded yet. */
  previewUrl: z.string().nullable(),
});
export type Song = z.infer<typeof songSchema>;

/** Everything the project page shows. */
export const projectDetailSchema = projectCardSchema.extend({
  description: z.string(),
  images: z.array(z.object({ variant: imageVariantSchema, url: z.string() })),
  weightGrams: z.number().int().nullable(),
  discs: z.number().int().nullable(),
  sizes: z.array(z.string()),
  shopId: z.number().int().nullable(),
  shopCode: z.string().nullable(),
  likes: z.number().int(),
  songs: z.array(songSchema),
  releaseDate: z.string().nullable(),
  /** Every disc's colour (a 2LP may press two colours); `colour` is the first. */
  colours: z.array(vinylColourSchema),
  commentsCount: z.number().int(),
  /** The signed-in viewer's wishlist and like state; null for a visitor. */
  viewer: projectViewerStateSchema.nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** GET /api/search result row (spec section 3). */
export const searchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  artist_name: z.string().nullable(),
  picture: z.string().nullable(),
  pictureUrl: z.string(),
  project_id: z.number().int().nullable(),
  shop_code_artist: z.string().nullable(),
  shop_code_label: z.string().nullable(),
  url: z.string(),
});
export const searchQuerySchema = z.object({
  search: z.string().min(1).max(200),
  type: z.enum(SEARCH_TYPES).default('projects'),
});
export const searchResponseSchema = z.array(searchResultSchema);
export type SearchResult = z.infer<typeof searchResultSchema>;

/** GET /api/alerts: the live announcement, or an error field meaning no banner (spec section 7). */
export const alertSchema = z.union([
  z.object({
    id: z.number().int(),
    text_en: z.string(),
    text_fr: z.string(),
    link_en: z.string().nullable(),
    link_fr: z.string().nullable(),
  }),
  z.object({ error: z.string() }),
]);

/** A home-page banner (hero slide). */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string(),
  link: z.string(),
  buttonLabel: z.string().nullable(),
});
export const bannerListSchema = z.array(bannerSchema);

/** GET /api/home: banners plus the sections of project tiles. */
export const homeSchema = z.object({
  banners: z.array(bannerSchema),
  sections: z.array(
    z.object({
      key: z.enum(['new', 'staff_picks', 'preorders', 'colour', 'popular', 'merch']),
      categoryId: z.number().int().nullable(),
      projects: z.array(projectCardSchema),
    }),
  ),
});
export type Home = z.infer<typeof homeSchema>;
