import { SELLER_KINDS } from '@spindle/domain';
import { z } from 'zod';
import { projectCardSchema } from './catalogue.ts';
import { currencyCodeSchema, localeSchema, pagedSchema, pagingQuerySchema } from './common.ts';

/** Path parameters of /api/artists/{id}, /api/labels/{id} and /api/user/follows/{id}. */
export const sellerIdParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});

/** Query of an artist or label page: the page language its texts should be in (else the viewer's). */
export const sellerQuerySchema = z.object({
  lang: localeSchema.optional(),
});

/** A seller's text in the language it is written in: the page's, or English when there is none. */
export const localisedTextSchema = z.object({
  text: z.string(),
  lang: localeSchema,
});
export type LocalisedTextDto = z.infer<typeof localisedTextSchema>;

/** An artist or label as a link: name, slug of its page and picture (null: show its initials). */
export const sellerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  pictureUrl: z.string().nullable(),
});
export type SellerSummary = z.infer<typeof sellerSummarySchema>;

const sellerProfileSchema = sellerSummarySchema.extend({
  /** ISO 3166 alpha-2 country code, null when unknown. */
  countryCode: z.string().length(2).nullable(),
  /** Artist bio or label description. */
  about: localisedTextSchema.nullable(),
  /** Its own sites and profiles (http(s) addresses staff keep; docs/admin.md). */
  links: z.array(z.string()),
  followerCount: z.number().int().nonnegative(),
  /** Whether the signed-in viewer follows it; null for a visitor. */
  following: z.boolean().nullable(),
  /** Code of the shop it runs at /shop/{code}, if any. */
  shopCode: z.string().nullable(),
});

/** What artist and label pages both show at their top. */
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** GET /api/artists/{id}: the header of an artist page (its projects come from GET /api/projects?artist=). */
export const artistProfileSchema = sellerProfileSchema;
export type ArtistProfile = z.infer<typeof artistProfileSchema>;

/** GET /api/labels/{id}: the header of a label page and the artists it has released. */
export const labelProfileSchema = sellerProfileSchema.extend({
  artists: z.array(sellerSummarySchema),
});
export type LabelProfile = z.infer<typeof labelProfileSchema>;

/** What a follow is about. */
export const followTargetTypeSchema = z.enum(SELLER_KINDS);
export type FollowTargetType = z.infer<typeof followTargetTypeSchema>;

/** POST /api/user/follows/{id} body: an artist unless told otherwise; without `following` it toggles. */
export const followRequestSchema = z.preprocess(
  // A POST without a body reaches validation as null: it asks for the defaults.
  (body) => body ?? {},
  z.object({
    type: followTargetTypeSchema.default('artist'),
    /** The state wanted (repeating the request changes nothing); absent: the opposite of the current one. */
    following: z.boolean().optional(),
  }),
);
export type FollowRequest = z.output<typeof followRequestSchema>;

/** POST /api/user/follows/{id} answer: the new state. */
export const followStateSchema = z.object({
  type: followTargetTypeSchema,
  id: z.number().int(),
  following: z.boolean(),
  followerCount: z.number().int().nonnegative(),
});
export type FollowState = z.infer<typeof followStateSchema>;

/** Path parameters of /api/shops/{code} (codes are lower-case letters, digits and dashes). */
export const shopCodeParamsSchema = z.object({
  code: z
    .string()
    .max(100)
    .regex(/^[a-z0-9][a-z0-9-]*$/, 'input_invalid'),
});

/** GET /api/shops/{code} query: a page of its projects, the display currency and the page language. */
export const shopQuerySchema = pagingQuerySchema.extend({
  currency: currencyCodeSchema.optional(),
  lang: localeSchema.optional(),
});

const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** GET /api/shops/{code}: a storefront, white-label or not, and one page of the projects it shows. */
export const shopSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  /** White-label shops show only their own logo or name and a cart (spec section 1). */
  whiteLabel: z.boolean(),
  /** Whether a white-label shop's footer shows 'Powered by Spindle' (staff turn it off; docs/admin.md). */
  poweredByLink: z.boolean(),
  /** The shop's colours, when it chose both. */
  theme: z.object({ backgroundColour: hexColourSchema, textColour: hexColourSchema }).nullable(),
  about: localisedTextSchema.nullable(),
  /** The artist or label that runs it. */
  owner: sellerSummarySchema.extend({ kind: followTargetTypeSchema }).nullable(),
  projects: pagedSchema(projectCardSchema),
});
export type Shop = z.infer<typeof shopSchema>;
