// The staff's artists, labels and shops, the loyalty pass and the contest sign-ups (issue 16; docs/admin.md
// "Artists, labels and shops", "Pass and challenge").
import { ORIGIN_CODES, POINT_REASONS, POINTS_ADJUSTMENT_MAX, SELLER_KINDS, SELLER_LINKS_MAX } from '@spindle/domain';
import { z } from 'zod';
import { auditEntrySchema, tablePage, tableQuery } from './admin.ts';
import { projectStepSchema } from './catalogue.ts';

const id = z.number().int();
/** A row's number in a URL or a form (an int column). */
const idInput = z.coerce.number().int().positive().max(2_147_483_647);
const count = z.number().int().min(0);
const text = (max: number) => z.string().trim().max(max);
const yesNo = z.enum(['yes', 'no']);
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'input_invalid');

export const sellerKindSchema = z.enum(SELLER_KINDS);

// Artists and labels

export const ADMIN_SELLER_SORTS = ['name', 'id', 'created_at'] as const;

/** GET admin/artists, admin/labels: by name (or a number), sorted, paged. */
export const adminSellersQuerySchema = tableQuery(ADMIN_SELLER_SORTS).extend({
  q: text(200).optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminSellersQuery = z.infer<typeof adminSellersQuerySchema>;

/** An artist or label as staff list it. */
export const adminSellerRowSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  country_id: z.string().nullable(),
  user_id: id.nullable(),
  has_picture: z.boolean(),
  followers: count,
  projects: count,
  created_at: z.string(),
});
export type AdminSellerRow = z.infer<typeof adminSellerRowSchema>;
export const adminSellerPageSchema = tablePage(adminSellerRowSchema);
export type AdminSellerPage = z.infer<typeof adminSellerPageSchema>;

/** A statement of one of the seller's projects: what it earned in a month, and whether it was paid. */
export const adminPayoutSchema = z.object({
  statement_id: id,
  project_id: id,
  project_name: z.string(),
  period: z.string(),
  currency: z.string(),
  balance_minor: z.number().int(),
  status: z.enum(['draft', 'final', 'paid']),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;

/** GET admin/artists/{id}, admin/labels/{id}: the profile, its projects, shops, payouts and history. */
export const adminSellerSchema = z.object({
  kind: sellerKindSchema,
  seller: adminSellerRowSchema.extend({
    picture_url: z.string().nullable(),
    about_en: z.string(),
    about_fr: z.string(),
    links: z.array(z.string()),
  }),
  projects: z.array(
    z.object({ id, name: z.string(), artist_name: z.string(), step: projectStepSchema, created_at: z.string() }),
  ),
  shops: z.array(z.object({ id, code: z.string(), name: z.string(), white_label: z.boolean() })),
  payouts: z.object({
    statements: z.array(adminPayoutSchema),
    /** Sum of the paid statements' balances (EUR cents: statements are in EUR). */
    paid_minor: z.number().int(),
    /** Sum of the final statements not paid yet. */
    due_minor: z.number().int(),
  }),
  /** The duplicates merged into this one (their old pages redirect here). */
  merged: z.array(z.object({ id, name: z.string(), at: z.string() })),
  history: z.array(auditEntrySchema),
});
export type AdminSeller = z.infer<typeof adminSellerSchema>;

/** PUT admin/artists/{id}, admin/labels/{id}: the profile's texts, country and links. */
export const adminSellerUpdateSchema = z.object({
  name: z.string().trim().min(1, 'input_required').max(200),
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'input_invalid')
    .nullable()
    .default(null),
  about_en: text(10_000).default(''),
  about_fr: text(10_000).default(''),
  links: z.array(text(500)).max(SELLER_LINKS_MAX).default([]),
});
export type AdminSellerUpdate = z.infer<typeof adminSellerUpdateSchema>;

/** POST admin/artists, admin/labels: a new artist or label, by its name (and country). */
export const adminSellerCreateSchema = adminSellerUpdateSchema.pick({ name: true, country_id: true });
export type AdminSellerCreate = z.infer<typeof adminSellerCreateSchema>;

/** POST admin/artists/{id}/picture: the picture as base64 (a data: URL too). */
export const adminSellerPictureSchema = z.object({ picture: z.string().min(1, 'input_required') });

/** POST admin/artists/{id}/merge: the artist (or label) this duplicate merges into. */
export const adminSellerMergeSchema = z.object({ into: idInput });

/** What a merge moved to the kept seller. */
export const adminSellerMergedSchema = z.object({
  kind: sellerKindSchema,
  kept_id: id,
  merged_id: id,
  projects: count,
  shops: count,
  follows_moved: count,
  follows_dropped: count,
});
export type AdminSellerMerged = z.infer<typeof adminSellerMergedSchema>;

/** GET merged-sellers/{kind}/{id}: where a merged artist's or label's page lives now. */
export const mergedSellerParamsSchema = z.object({
  kind: sellerKindSchema,
  id: idInput,
});
export const mergedSellerSchema = z.object({ kind: sellerKindSchema, id, slug: z.string() });

// Shops

export const ADMIN_SHOP_SORTS = ['name', 'id', 'created_at'] as const;

/** GET admin/shops: by name or code, white-label or not. */
export const adminShopsQuerySchema = tableQuery(ADMIN_SHOP_SORTS).extend({
  q: text(200).optional(),
  white_label: yesNo.optional(),
  dir: z.enum(['asc', 'desc']).default('asc'),
});
export type AdminShopsQuery = z.infer<typeof adminShopsQuerySchema>;

/** A shop as staff list it. */
export const adminShopRowSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  white_label: z.boolean(),
  powered_by_link: z.boolean(),
  owner: z.object({ kind: sellerKindSchema, id, name: z.string() }).nullable(),
  projects: count,
  created_at: z.string(),
});
export type AdminShopRow = z.infer<typeof adminShopRowSchema>;
export const adminShopPageSchema = tablePage(adminShopRowSchema);
export type AdminShopPage = z.infer<typeof adminShopPageSchema>;

/** GET admin/shops/{id}: the shop's chrome, the projects it shows, its history. */
export const adminShopSchema = z.object({
  shop: adminShopRowSchema.extend({
    logo_url: z.string().nullable(),
    background_colour: z.string().nullable(),
    text_colour: z.string().nullable(),
  }),
  projects: z.array(z.object({ id, name: z.string(), artist_name: z.string(), step: projectStepSchema })),
  history: z.array(auditEntrySchema),
});
export type AdminShop = z.infer<typeof adminShopSchema>;

/**
 * PUT admin/shops/{id}/chrome: white-label or not, the 'Powered by' link, the colours (both or
 * neither), and the logo (base64 replaces it, null removes it, absent keeps it).
 */
export const adminShopChromeSchema = z
  .object({
    white_label: z.boolean(),
    powered_by_link: z.boolean().default(true),
    background_colour: hexColour.nullable().default(null),
    text_colour: hexColour.nullable().default(null),
    logo: z.string().min(1).nullable().optional(),
  })
  .refine((body) => (body.background_colour === null) === (body.text_colour === null), {
    error: 'input_invalid',
    path: ['text_colour'],
  });
export type AdminShopChrome = z.infer<typeof adminShopChromeSchema>;

// The pass: loyalty points

/** GET admin/pass: the latest movements, or one account's (`user_id`) with its balance. */
export const adminPassQuerySchema = tableQuery(['created_at'] as const).extend({
  user_id: idInput.optional(),
});
export type AdminPassQuery = z.infer<typeof adminPassQuerySchema>;

/** A movement of points. */
export const adminPointsRowSchema = z.object({
  id,
  user_id: id,
  user_name: z.string(),
  points: z.number().int(),
  reason: z.enum(POINT_REASONS),
  note: z.string().nullable(),
  order_id: id.nullable(),
  created_at: z.string(),
});
export type AdminPointsRow = z.infer<typeof adminPointsRowSchema>;

export const adminPassPageSchema = tablePage(adminPointsRowSchema).extend({
  user: z.object({ id, name: z.string(), email: z.string(), balance: z.number().int() }).nullable(),
});
export type AdminPassPage = z.infer<typeof adminPassPageSchema>;

/** POST admin/pass/{id}: give (positive) or take (negative) points, with the reason kept on the movement. */
export const adminPointsAdjustmentSchema = z.object({
  points: z.coerce.number().int().min(-POINTS_ADJUSTMENT_MAX).max(POINTS_ADJUSTMENT_MAX),
  note: z.string().trim().min(1, 'input_required').max(200),
});
export const adminPointsAdjustedSchema = z.object({
  user_id: id,
  balance: z.number().int(),
  row: adminPointsRowSchema,
});

// The challenge: the contest's sign-ups

export const CONTEST_ORIGINS = [ORIGIN_CODES.contest, ORIGIN_CODES.contestParty] as const;

/** GET admin/challenge: the accounts that came through /contest or /contest/party. */
export const adminChallengeQuerySchema = tableQuery(['created_at'] as const).extend({
  origin: z.enum(CONTEST_ORIGINS).optional(),
});
export type AdminChallengeQuery = z.infer<typeof adminChallengeQuerySchema>;

export const adminChallengePageSchema = tablePage(
  z.object({
    user_id: id,
    name: z.string(),
    email: z.string(),
    origin: z.string(),
    created_at: z.string(),
    paid_orders: count,
  }),
).extend({
  /** Per contest origin: sign-ups and how many of them paid an order. */
  totals: z.array(z.object({ origin: z.string(), sign_ups: count, buyers: count })),
});
export type AdminChallengePage = z.infer<typeof adminChallengePageSchema>;
