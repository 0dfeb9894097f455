// The vinyl box shop side (apps/server/src/modules/boxes, box-offer.* and box-gift.*): the prices of
// every choice in the visitor's currency (GET boxes/prices), the records of recent months (GET
// boxes/months), the gifts a user bought (GET user/box-gifts) and the address a redeemed gift ships
// to (POST boxes/code/address).
import { BOX_PERIODICITIES, BOX_TYPES } from '@spindle/domain';
import { z } from 'zod';
import { currencyCodeSchema } from './common.ts';

const minor = z.number().int();

/** GET boxes/prices query: ?currency= overrides the visitor's; ?country_id= the delivery country. */
export const boxPricesQuerySchema = z.object({
  currency: z.string().trim().toUpperCase().optional(),
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'input_invalid')
    .transform((value) => value.toUpperCase())
    .optional(),
});

/** One choice of the box: a month and in all, shipping and VAT included. */
export const boxOfferSchema = z.object({
  type: z.enum(BOX_TYPES),
  periodicity: z.enum(BOX_PERIODICITIES),
  months: minor,
  per_month_minor: minor,
  monthly_price_minor: minor,
  monthly_shipping_minor: minor,
  total_minor: minor,
  tax_minor: minor,
  saving_minor: minor,
  available: z.boolean(),
  /** A gift is prepaid (never monthly). */
  giftable: z.boolean(),
});
export type BoxOfferDto = z.infer<typeof boxOfferSchema>;

export const boxPricesResponseSchema = z.object({
  currency: currencyCodeSchema,
  country_id: z.string(),
  offers: z.array(boxOfferSchema),
});
export type BoxPricesResponse = z.infer<typeof boxPricesResponseSchema>;

/** A record of a past month of the box. */
export const boxMonthRecordSchema = z.object({
  project_id: minor,
  name: z.string(),
  artist_name: z.string(),
  cover: z.string(),
});

/** GET boxes/months: the records sent in the last months, newest month first. */
export const boxMonthsResponseSchema = z.object({
  months: z.array(z.object({ month: z.string(), records: z.array(boxMonthRecordSchema) })),
});
export type BoxMonthsResponse = z.infer<typeof boxMonthsResponseSchema>;

/** Where a gift stands: paid (waiting for its date), sent to the recipient, redeemed and running. */
export const BOX_GIFT_STATES = ['scheduled', 'sent', 'redeemed'] as const;

/** A gift box the user bought. */
export const boxGiftSchema = z.object({
  id: minor,
  code: z.string(),
  type: z.enum(BOX_TYPES),
  periodicity: z.enum(BOX_PERIODICITIES),
  months: minor,
  recipient_email: z.string(),
  recipient_name: z.string().nullable(),
  send_on: z.string().nullable(),
  state: z.enum(BOX_GIFT_STATES),
  recipient_emailed_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  created_at: z.string(),
});
export type BoxGift = z.infer<typeof boxGiftSchema>;

/** GET user/box-gifts */
export const boxGiftsResponseSchema = z.object({ gifts: z.array(boxGiftSchema) });
export type BoxGiftsResponse = z.infer<typeof boxGiftsResponseSchema>;

/** POST boxes/code/address: where the box redeemed with this code ships (the redeemer only). */
export const boxGiftAddressBodySchema = z.object({
  code: z.string().trim().min(1, 'input_required').max(40),
  firstname: z.string().trim().min(1, 'input_required').max(100),
  lastname: z.string().trim().min(1, 'input_required').max(100),
  address: z.string().trim().min(1, 'input_required').max(200),
  address2: z.string().trim().max(200).nullish(),
  zip_code: z.string().trim().min(1, 'input_required').max(20),
  city: z.string().trim().min(1, 'input_required').max(100),
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'input_invalid')
    .transform((value) => value.toUpperCase()),
  phone: z.string().trim().max(40).nullish(),
});
export type BoxGiftAddressBody = z.infer<typeof boxGiftAddressBodySchema>;

/** The box once its address is set: it is active from now on. */
export const boxGiftAddressResponseSchema = z.object({
  subscription_id: minor,
  step: z.string(),
  address_id: minor,
});
