// /admin/digital-single (spec section 2 "digital-single"; issue 16; docs/admin.md "Digital singles"):
// staff create a one-track release sold as a download only, upload its track, price it per currency,
// publish it, and see who bought each single.
import { z } from 'zod';
import { currencyCodeSchema } from './common.ts';

const id = z.number().int().positive();
const minor = z.number().int().min(0).max(100_000_00);

/** A price in another currency than EUR, VAT included, in that currency's minor units. */
export const singlePriceSchema = z.object({ currency: currencyCodeSchema, price_minor: minor });

/** The prices of a single: EUR (required, above 0) and any other currency the seller sets. */
export const singlePricesBodySchema = z.object({
  price_eur_minor: minor.min(1),
  prices: z
    .array(singlePriceSchema.refine((p) => p.currency !== 'EUR', 'input_invalid'))
    .max(20)
    .default([]),
});
export type SinglePricesBody = z.infer<typeof singlePricesBodySchema>;

/** POST admin/digital-singles: a new single (unpublished), with its prices. */
export const singleCreateBodySchema = singlePricesBodySchema.extend({
  title: z.string().trim().min(1, 'input_required').max(200),
  artist_name: z.string().trim().min(1, 'input_required').max(200),
  /** The account whose statements the single's sales go to (an artist or label user); none: the platform's. */
  owner_user_id: id.nullable().default(null),
});
export type SingleCreateBody = z.infer<typeof singleCreateBodySchema>;

/** POST admin/digital-singles/{id}/track: the finished upload of its master (replaces the track there was). */
export const singleTrackBodySchema = z.object({
  upload_id: z.coerce.number().int().positive(),
  title: z.string().trim().max(200).optional(),
});

export const singleParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** A buyer of a single: a confirmed order holding it. */
export const singleBuyerSchema = z.object({
  order_id: id,
  purchased_at: z.string(),
  user_id: id.nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

export const digitalSingleSchema = z.object({
  id,
  title: z.string(),
  artist_name: z.string(),
  owner_user_id: id.nullable(),
  step: z.string(),
  published: z.boolean(),
  price_eur_minor: z.number().int(),
  prices: z.array(singlePriceSchema),
  track: z
    .object({
      id,
      title: z.string(),
      encoding_status: z.string(),
      preview_url: z.string().nullable(),
      duration_seconds: z.number().nullable(),
    })
    .nullable(),
  buyers: z.array(singleBuyerSchema),
});
export type DigitalSingle = z.infer<typeof digitalSingleSchema>;

/** GET admin/digital-singles: every single, newest first, each with its buyers. */
export const digitalSinglesSchema = z.object({ singles: z.array(digitalSingleSchema) });
export type DigitalSingles = z.infer<typeof digitalSinglesSchema>;
