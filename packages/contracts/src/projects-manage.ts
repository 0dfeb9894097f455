// The artist and label side: creating and managing one's projects, artwork, tracks, encodes, the
// dashboard figures, statements and the user's shop (spec section 7 Projects and User; docs/projects.md).
// Amounts are integer minor units; EUR amounts end in EurMinor or are documented as EUR cents.
import { TRACK_ENCODING_STATUSES } from '@spindle/domain';
import { z } from 'zod';
import { currencyCodeSchema, localeSchema } from './common.ts';
import { imageVariantSchema, projectCategorySchema, projectStepSchema, vinylColourSchema } from './catalogue.ts';
import { quoteCalculationSchema, quoteOptionsSchema } from './quote.ts';

/** Bounds of the project forms. */
export const PROJECT_LIMITS = {
  nameLength: 150,
  artistNameLength: 150,
  descriptionLength: 10_000,
  trackTitleLength: 200,
  goalMax: 100_000,
  priceMaxMinor: 100_000_000,
  limitPerCustomerMax: 1000,
  sizesMax: 12,
  tracksMax: 60,
  shopCodeLength: 40,
  shopNameLength: 100,
  /** Largest artwork accepted in one JSON body (bytes, before base64). */
  artworkMaxBytes: 15 * 1024 * 1024,
} as const;

const text = (max: number) => z.string().trim().max(max, 'input_too_long');
const requiredText = (max: number) =>
  z.string({ error: 'input_required' }).trim().min(1, 'input_required').max(max, 'input_too_long');
const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'input_must_integer' })
    .int('input_must_integer')
    .min(min, 'input_too_small')
    .max(max, 'input_too_big');
const idParam = z.coerce.number({ error: 'input_must_integer' }).int('input_must_integer').positive('input_invalid');
/** ISO 3166-1 alpha-2 country code. */
const countryCode = z.string().regex(/^[A-Z]{2}$/, 'input_invalid');
/** An instant as ISO 8601 text (with offset). */
const isoInstant = z.iso.datetime({ offset: true, error: 'input_invalid' });

/** `:id` of a managed project route. */
export const managedProjectParamsSchema = z.object({ id: idParam });
/** `:id/:trackId` of a track route. */
export const projectTrackParamsSchema = z.object({ id: idParam, trackId: idParam });

/** vinyl: a pressing; digital: a release sold as downloads only. */
export const PROJECT_KINDS = ['vinyl', 'digital'] as const;
export const projectKindSchema = z.enum(PROJECT_KINDS, { error: 'input_invalid_choice' });
export type ProjectKind = z.infer<typeof projectKindSchema>;

/** Sale models of a project (projects.type). */
export const PROJECT_SALE_TYPES = [
  'funding',
  'limited_edition',
  'direct_pressing',
  'test_pressing',
  'deposit_sales',
  'stock',
] as const;
export const projectSaleTypeSchema = z.enum(PROJECT_SALE_TYPES, { error: 'input_invalid_choice' });

/** Who owns a new project: the user themself, or one of their artist or label pages. */
export const projectOwnerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user') }),
  z.object({ type: z.literal('artist'), id: idParam }),
  z.object({ type: z.literal('label'), id: idParam }),
]);
export type ProjectOwner = z.infer<typeof projectOwnerSchema>;

/** POST /api/projects: starts a project in step creating (spec: "POST projects (adds origin)"). */
export const projectCreateRequestSchema = z.object({
  kind: projectKindSchema,
  name: requiredText(PROJECT_LIMITS.nameLength),
  artistName: requiredText(PROJECT_LIMITS.artistNameLength),
  owner: projectOwnerSchema.default({ type: 'user' }),
  saleType: projectSaleTypeSchema.default('funding'),
  /** The configurator's options when the project comes from a quote (vinyl only): fills format, discs, weight, colour. */
  quote: quoteOptionsSchema.optional(),
  /** Origin code; the ori cookie is used when absent. */
  origin: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,50}$/, 'input_invalid')
    .optional(),
});
export type ProjectCreateRequest = z.infer<typeof projectCreateRequestSchema>;
export type ProjectCreateRequestInput = z.input<typeof projectCreateRequestSchema>;

/** One step change, with who and when (BUSINESS-RULES: every change is recorded). */
export const projectStepChangeSchema = z.object({
  from: projectStepSchema.nullable(),
  to: projectStepSchema,
  byUserId: z.number().int().nullable(),
  comment: z.string().nullable(),
  at: z.string(),
});

/** A price set by the seller in another currency, VAT included. */
export const projectPriceSchema = z.object({
  currency: currencyCodeSchema,
  priceMinor: int(0, PROJECT_LIMITS.priceMaxMinor),
});

/** A track of a managed project, with its files and encoding state. */
export const managedTrackSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  artistName: z.string().nullable(),
  position: z.number().int(),
  disc: z.number().int(),
  side: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** Whether a master was uploaded (the file itself is private). */
  hasSource: z.boolean(),
  sourceFileName: z.string().nullable(),
  encodingStatus: z.enum(TRACK_ENCODING_STATUSES),
  /** 0-100. */
  encodingProgress: z.number().int(),
  encodingError: z.string().nullable(),
  /** URL of the MP3 preview once encoded (plays through GET /api/songs). */
  previewUrl: z.string().nullable(),
});
export type ManagedTrack = z.infer<typeof managedTrackSchema>;

/** GET /api/projects/{id}/edit: everything the owner manages. */
export const managedProjectSchema = z.object({
  id: z.number().int(),
  kind: projectKindSchema,
  name: z.string(),
  slug: z.string(),
  artistName: z.string(),
  category: projectCategorySchema,
  saleType: z.string(),
  step: projectStepSchema,
  /** Steps the viewer may move the project to now. */
  nextSteps: z.array(projectStepSchema),
  stepHistory: z.array(projectStepChangeSchema),
  /** Whether the details can still be changed (creating or refused; staff always). */
  editable: z.boolean(),
  owner: z.object({
    userId: z.number().int().nullable(),
    artistId: z.number().int().nullable(),
    labelId: z.number().int().nullable(),
  }),
  descriptionEn: z.string(),
  descriptionFr: z.string(),
  videoUrl: z.string().nullable(),
  format: z.string().nullable(),
  discs: z.number().int(),
  weightGrams: z.number().int(),
  colours: z.array(vinylColourSchema),
  /** Selling price VAT included, EUR cents. */
  priceEurMinor: z.number().int(),
  prices: z.array(projectPriceSchema),
  goal: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  sold: z.number().int(),
  fundingProgressPercent: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  releaseDate: z.string().nullable(),
  limitPerCustomer: z.number().int().nullable(),
  /** Countries the project ships to (null: anywhere). */
  onlyCountry: z.array(z.string()).nullable(),
  excludeCountry: z.array(z.string()).nullable(),
  /** Sizes of sized merch. */
  sizes: z.array(z.string()),
  picture: z.string().nullable(),
  images: z.array(
    z.object({ variant: imageVariantSchema, url: z.string(), width: z.number().int(), height: z.number().int() }),
  ),
  tracks: z.array(managedTrackSchema),
  quoteId: z.number().int().nullable(),
  origin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ManagedProject = z.infer<typeof managedProjectSchema>;

/** PUT /api/projects/{id}: every field optional; null clears a nullable field. Locked fields outside creating/refused give project_locked. */
export const projectUpdateRequestSchema = z
  .object({
    name: requiredText(PROJECT_LIMITS.nameLength),
    artistName: requiredText(PROJECT_LIMITS.artistNameLength),
    descriptionEn: text(PROJECT_LIMITS.descriptionLength),
    descriptionFr: text(PROJECT_LIMITS.descriptionLength),
    videoUrl: z.url({ error: 'input_invalid' }).max(500, 'input_too_long').nullable(),
    saleType: projectSaleTypeSchema,
    format: text(40).nullable(),
    discs: int(0, 8),
    weightGrams: int(0, 20_000),
    colours: z.array(vinylColourSchema).max(8, 'input_too_big'),
    priceEurMinor: int(0, PROJECT_LIMITS.priceMaxMinor),
    /** Replaces the per-currency prices (EUR lives in priceEurMinor). */
    prices: z.array(projectPriceSchema).max(9, 'input_too_big'),
    goal: int(1, PROJECT_LIMITS.goalMax).nullable(),
    stock: int(0, 1_000_000).nullable(),
    startAt: isoInstant.nullable(),
    endAt: isoInstant.nullable(),
    releaseDate: z.iso.date({ error: 'input_invalid' }).nullable(),
    limitPerCustomer: int(1, PROJECT_LIMITS.limitPerCustomerMax).nullable(),
    onlyCountry: z.array(countryCode).max(250).nullable(),
    excludeCountry: z.array(countryCode).max(250).nullable(),
    sizes: z
      .array(z.string().trim().min(1, 'input_required').max(10, 'input_too_long'))
      .max(PROJECT_LIMITS.sizesMax, 'input_too_big'),
  })
  .partial()
  .refine((body) => !(body.startAt && body.endAt) || body.startAt < body.endAt, {
    message: 'date_range_invalid',
    path: ['endAt'],
  });
export type ProjectUpdateRequest = z.infer<typeof projectUpdateRequestSchema>;
export type ProjectUpdateRequestInput = z.input<typeof projectUpdateRequestSchema>;

/** POST /api/projects/{id}/submit takes no body: creating -> checking. POST /api/projects/{id}/step moves along the allowed graph. */
export const projectStepRequestSchema = z.object({
  step: projectStepSchema,
  comment: text(1000).optional(),
});
export type ProjectStepRequest = z.infer<typeof projectStepRequestSchema>;

/** Artwork kinds an owner uploads; the server makes the variants (cover -> cover, preview, original, disc...). */
export const ARTWORK_KINDS = ['cover', 'back', 'label', 'label_bside'] as const;
export const artworkKindSchema = z.enum(ARTWORK_KINDS, { error: 'input_invalid_choice' });

/**
 * POST /api/projects/{id}/artwork: the picture as base64 `data` (a data: URL is accepted), or the
 * storage `file` key of a finished chunked upload (`uploadId` = the upload's id). One of them.
 */
export const artworkUploadRequestSchema = z
  .object({
    kind: artworkKindSchema,
    data: z.string().min(1, 'input_required').optional(),
    uploadId: idParam.optional(),
  })
  .refine((body) => body.data !== undefined || body.uploadId !== undefined, {
    message: 'input_required',
    path: ['data'],
  });
export type ArtworkUploadRequest = z.infer<typeof artworkUploadRequestSchema>;

/** 200 answer of the artwork upload: the project's images after it (vinyl mock-ups re-rendered). */
export const artworkUploadResponseSchema = z.object({
  picture: z.string(),
  images: managedProjectSchema.shape.images,
});

/** 200 answer of DELETE /api/projects/{id}/tracks/{trackId}. */
export const trackRemovedSchema = z.object({ success: z.literal(true) });

/** POST /api/projects/{id}/tracks: a track; `uploadId` is a finished chunked upload (its master). */
export const trackCreateRequestSchema = z.object({
  title: requiredText(PROJECT_LIMITS.trackTitleLength),
  artistName: text(PROJECT_LIMITS.artistNameLength).nullable().optional(),
  position: int(1, PROJECT_LIMITS.tracksMax).optional(),
  disc: int(1, 8).default(1),
  side: z
    .string()
    .trim()
    .regex(/^[A-H]$/, 'input_invalid')
    .nullable()
    .optional(),
  uploadId: idParam.optional(),
});
export type TrackCreateRequest = z.infer<typeof trackCreateRequestSchema>;
export type TrackCreateRequestInput = z.input<typeof trackCreateRequestSchema>;

/** PUT /api/projects/{id}/tracks/{trackId}: any field; a new uploadId replaces the master (and resets the preview). */
export const trackUpdateRequestSchema = z
  .object({
    title: requiredText(PROJECT_LIMITS.trackTitleLength),
    artistName: text(PROJECT_LIMITS.artistNameLength).nullable(),
    position: int(1, PROJECT_LIMITS.tracksMax),
    disc: int(1, 8),
    side: z
      .string()
      .trim()
      .regex(/^[A-H]$/, 'input_invalid')
      .nullable(),
    uploadId: idParam,
  })
  .partial();
export type TrackUpdateRequest = z.infer<typeof trackUpdateRequestSchema>;

/** POST /api/projects/{id}/tracks/{trackId}/encode body: which excerpt becomes the preview. */
export const trackEncodeRequestSchema = z.object({
  startSeconds: int(0, 3600).default(0),
  /** Preview length; the whole track when absent. */
  durationSeconds: int(5, 600).optional(),
});

/** Encoding state of a track: POST .../encode answers it, GET .../encode reads it (poll while pending/encoding). */
export const encodeStatusSchema = z.object({
  trackId: z.number().int(),
  jobId: z.number().int().nullable(),
  /** The job row's status: queued, running, done, failed (null before any encode). */
  jobStatus: z.enum(['queued', 'running', 'done', 'failed']).nullable(),
  encodingStatus: managedTrackSchema.shape.encodingStatus,
  /** 0-100. */
  progress: z.number().int(),
  error: z.string().nullable(),
  previewUrl: z.string().nullable(),
  durationSeconds: z.number().int().nullable(),
});
export type EncodeStatus = z.infer<typeof encodeStatusSchema>;

/** GET /api/user/projects: the signed-in user's projects (own, or of their artists and labels). */
export const myProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  artistName: z.string(),
  kind: projectKindSchema,
  category: projectCategorySchema,
  step: projectStepSchema,
  coverUrl: z.string(),
  sold: z.number().int(),
  goal: z.number().int().nullable(),
  fundingProgressPercent: z.number().int(),
  priceEurMinor: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  updatedAt: z.string(),
});
export const myProjectListSchema = z.object({
  items: z.array(myProjectSchema),
  /** The artist and label pages the user manages: the owners a new project may have besides the user. */
  owners: z.object({
    artists: z.array(z.object({ id: z.number().int(), name: z.string() })),
    labels: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
});
export type MyProject = z.infer<typeof myProjectSchema>;

/** The bucket sizes of the sales charts (a Paris day, an ISO week from Monday, a calendar month). */
export const STATS_INTERVALS = ['day', 'week', 'month'] as const;
const statsIntervalSchema = z.enum(STATS_INTERVALS);
export type StatsInterval = z.infer<typeof statsIntervalSchema>;

/** GET /api/projects/{id}/stats query: bucket size and range (Paris days, YYYY-MM-DD). */
export const projectStatsQuerySchema = z.object({
  interval: statsIntervalSchema.default('day'),
  from: z.iso.date({ error: 'input_invalid' }).optional(),
  to: z.iso.date({ error: 'input_invalid' }).optional(),
});

/** Sales over time for the charts; revenue is VAT included in EUR cents (converted at each order's rate). */
export const projectStatsSchema = z.object({
  projectId: z.number().int(),
  interval: statsIntervalSchema,
  sold: z.number().int(),
  goal: z.number().int().nullable(),
  fundingProgressPercent: z.number().int(),
  revenueEurMinor: z.number().int(),
  ordersCount: z.number().int(),
  series: z.array(
    z.object({
      /** First Paris day of the bucket. */
      date: z.string(),
      quantity: z.number().int(),
      revenueEurMinor: z.number().int(),
      orders: z.number().int(),
      /** Running total of copies sold up to the end of this bucket. */
      cumulativeQuantity: z.number().int(),
    }),
  ),
  byCountry: z.array(z.object({ countryId: z.string().nullable(), quantity: z.number().int() })),
  byCurrency: z.array(z.object({ currency: z.string(), quantity: z.number().int(), amountMinor: z.number().int() })),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;

/** GET /api/projects/{id}/orders (also /api/user/projects/{id}/orders) query. */
export const projectOrdersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});

/** One order line of the project, as the owner sees it (no address or e-mail: the plant ships). */
export const projectOrderRowSchema = z.object({
  orderId: z.number().int(),
  shopOrderId: z.number().int(),
  /** Instant of the order (ISO). */
  date: z.string(),
  customerName: z.string(),
  countryId: z.string().nullable(),
  item: z.string(),
  quantity: z.number().int(),
  /** VAT-inclusive unit price, minor units of `currency`. */
  unitPriceMinor: z.number().int(),
  currency: z.string(),
  status: z.string(),
});
export const projectOrdersSchema = z.object({
  items: z.array(projectOrderRowSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type ProjectOrders = z.infer<typeof projectOrdersSchema>;

/** GET /api/user/projects/{id}/extract-orders query (binary answer: CSV or XLSX). */
export const extractOrdersQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: localeSchema.default('en'),
});

/** GET /api/projects/{id}/statement query: a Paris month; pdf and xlsx are files, json the figures. */
export const statementQuerySchema = z.object({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'input_invalid'),
  format: z.enum(['pdf', 'xlsx', 'json']).default('pdf'),
  lang: localeSchema.default('en'),
});

/** The figures of a statement (format=json), EUR cents; closing = opening + income - costs - payments. */
export const statementSummarySchema = z.object({
  projectId: z.number().int(),
  period: z.string(),
  openingBalanceMinor: z.number().int(),
  incomeMinor: z.number().int(),
  costsMinor: z.number().int(),
  paymentsMinor: z.number().int(),
  closingBalanceMinor: z.number().int(),
  incomeLines: z.array(
    z.object({
      kind: z.string(),
      date: z.string(),
      reference: z.string(),
      quantity: z.number().int(),
      amountMinor: z.number().int(),
    }),
  ),
  costLines: z.array(
    z.object({ category: z.string(), date: z.string(), label: z.string(), amountMinor: z.number().int() }),
  ),
});
export type StatementSummary = z.infer<typeof statementSummarySchema>;

/** GET /api/projects/{id}/break-even: the quote's cost against current sales (EUR cents). */
export const breakEvenSchema = z.object({
  projectId: z.number().int(),
  /** Where the cost comes from: the project's quote, else a quote priced from its pressing options; null for digital. */
  quote: quoteCalculationSchema.nullable(),
  costInclVatMinor: z.number().int(),
  sellingPriceMinor: z.number().int(),
  sold: z.number().int(),
  /** Sales VAT included, EUR cents. */
  revenueMinor: z.number().int(),
  platformFeeMinor: z.number().int(),
  /** revenue - cost - fee. */
  profitMinor: z.number().int(),
  breakEvenCopies: z.number().int().nullable(),
  copiesToGo: z.number().int().nullable(),
  reached: z.boolean(),
  /** sold / breakEvenCopies in percent, capped at 100. */
  progressPercent: z.number().int(),
});
export type BreakEven = z.infer<typeof breakEvenSchema>;

/** Shop codes: lower-case letters, digits and dashes (shops_code_format). */
export const shopCodeSchema = z
  .string({ error: 'input_required' })
  .trim()
  .toLowerCase()
  .min(2, 'input_too_short')
  .max(PROJECT_LIMITS.shopCodeLength, 'input_too_long')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'shop_code_invalid');

/** POST /api/projects/check-code: is a shop code free? */
export const checkCodeRequestSchema = z.object({ code: shopCodeSchema });
export const checkCodeResponseSchema = z.object({
  code: z.string(),
  available: z.boolean(),
  /** A free code close to the one asked for, when taken. */
  suggestion: z.string().nullable(),
});

/** GET /api/projects/download?id= (or ?project_id=): a zip of the project's images, masters and previews (owner; staff read). */
export const projectDownloadQuerySchema = z
  .object({ id: idParam.optional(), project_id: idParam.optional() })
  .refine((query) => query.id !== undefined || query.project_id !== undefined, {
    message: 'input_required',
    path: ['id'],
  })
  .transform((query) => ({ id: query.id ?? query.project_id ?? 0 }));

/** POST /api/projects/call-me: ask the team to call back about a project. */
export const callMeRequestSchema = z.object({
  projectId: idParam.optional(),
  name: requiredText(100),
  phone: z
    .string({ error: 'input_required' })
    .trim()
    .min(6, 'phone_invalid')
    .max(40, 'phone_invalid')
    .regex(/^\+?[0-9 ().-]+$/, 'phone_invalid'),
  /** When to call (free text: "weekday mornings"). */
  when: text(200).optional(),
  message: text(2000).optional(),
  lang: localeSchema.default('en'),
});
export type CallMeRequest = z.infer<typeof callMeRequestSchema>;
export const callMeResponseSchema = z.object({ sent: z.literal(true) });

/** GET /api/user/shop: the user's shop settings (null shop: none yet; PUT creates it). */
export const shopSettingsSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  whiteLabel: z.boolean(),
  descriptionEn: z.string(),
  descriptionFr: z.string(),
  backgroundColour: z.string().nullable(),
  textColour: z.string().nullable(),
  /** Projects shown, in order. */
  projectIds: z.array(z.number().int()),
  /** The user's projects that may be shown (to pick from). */
  availableProjects: z.array(
    z.object({ id: z.number().int(), name: z.string(), artistName: z.string(), step: projectStepSchema }),
  ),
  url: z.string(),
});
export const shopSettingsResponseSchema = z.object({ shop: shopSettingsSchema.nullable() });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'input_invalid');

/** PUT /api/user/shop. Logo and banner are base64 pictures (a data: URL works); null removes them. */
export const shopSettingsUpdateSchema = z.object({
  code: shopCodeSchema,
  name: requiredText(PROJECT_LIMITS.shopNameLength),
  whiteLabel: z.boolean().default(false),
  descriptionEn: text(5000).default(''),
  descriptionFr: text(5000).default(''),
  backgroundColour: hexColour.nullable().default(null),
  textColour: hexColour.nullable().default(null),
  projectIds: z.array(idParam).max(500, 'input_too_big').default([]),
  logo: z.string().min(1).nullable().optional(),
  banner: z.string().min(1).nullable().optional(),
});
export type ShopSettingsUpdate = z.infer<typeof shopSettingsUpdateSchema>;
export type ShopSettingsUpdateInput = z.input<typeof shopSettingsUpdateSchema>;

/** Error codes of this area, for the web's messages (besides the spec's field codes). */
export const PROJECT_ERROR_CODES = [
  'not_found',
  'project_locked',
  'step_transition_not_allowed',
  'project_incomplete',
  'owner_invalid',
  'upload_not_ready',
  'track_source_missing',
  'image_invalid',
  'shop_code_taken',
  'quote_option_unavailable',
  'statement_period_invalid',
  'forbidden',
  'file_max_size',
] as const;

/** Field codes of this area besides the spec's (input_required, input_invalid_choice, input_too_long...). */
export const PROJECT_FIELD_CODES = [
  'date_range_invalid',
  'phone_invalid',
  'shop_code_invalid',
  'shop_code_taken',
  'image_invalid',
  'project_locked',
  'owner_invalid',
  'statement_period_invalid',
  'input_too_small',
  'input_too_big',
] as const;

/** 201 answer of POST /api/projects: the managed project and, from a quote, its pricing. */
export const projectCreateResponseSchema = z.object({
  project: managedProjectSchema,
  quote: quoteCalculationSchema.nullable(),
});
export type ProjectCreateResponse = z.infer<typeof projectCreateResponseSchema>;
