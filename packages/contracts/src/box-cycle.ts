// The vinyl box's monthly cycle (issue 17; apps/server/src/modules/boxes box-cycle.*): the staff's
// selection of a month, and the subscriber's own box: its months, the pick or swap before the cut-off,
// genres and skipped months, the card, the address, the invoices of its charges, and stopping it.
import { BOX_PERIODICITIES, BOX_STEPS } from '@spindle/domain';
import { z } from 'zod';
import { boxGiftAddressBodySchema } from './box-offer.ts';
import { currencyCodeSchema } from './common.ts';
import { saveCardBodySchema } from './my-library.ts';
import { reviewableItemSchema } from './reviews.ts';

const id = z.coerce.number({ error: 'input_must_integer' }).int('input_must_integer').positive().max(2_147_483_647);

/** A box month: the first day of the month ('2027-01-01'). */
export const boxMonthSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-01$/, 'input_invalid');

/** A record of a month's selection, with the copies set aside for the box and taken by picks. */
export const boxSelectionEntrySchema = z.object({
  project_id: z.number().int(),
  name: z.string(),
  artist_name: z.string(),
  /** The record's cover URL. */
  cover: z.string(),
  quantity_set_aside: z.number().int(),
  quantity_taken: z.number().int(),
});
export type BoxSelectionEntry = z.infer<typeof boxSelectionEntrySchema>;

export const boxMonthParamsSchema = z.object({ month: boxMonthSchema });
export const boxSelectionProjectParamsSchema = z.object({ month: boxMonthSchema, project_id: id });

/** GET admin/boxes/selections/:month (also the answer of its changes). */
export const boxSelectionSchema = z.object({ month: z.string(), entries: z.array(boxSelectionEntrySchema) });
export type BoxSelection = z.infer<typeof boxSelectionSchema>;

/** POST admin/boxes/selections/:month: adds a record or changes the copies set aside (never below those taken). */
export const boxSelectionBodySchema = z.object({
  project_id: id,
  quantity: z.coerce.number({ error: 'input_must_integer' }).int('input_must_integer').min(1).max(100_000),
});
export type BoxSelectionBody = z.infer<typeof boxSelectionBodySchema>;

/** A month of the subscriber's box: picked, shipped (with its order) or to come; skipped or not. */
export const boxMonthEntrySchema = z.object({
  month: z.string(),
  state: z.enum(['to_come', 'picked', 'shipped', 'skipped', 'payment_due']),
  open: z.boolean(),
  picks: z.array(
    z.object({
      project_id: z.number().int(),
      name: z.string(),
      artist_name: z.string(),
      cover: z.string(),
      picked_by: z.enum(['user', 'system']),
      status: z.enum(['picked', 'preparing', 'sent', 'delivered']),
      shop_order_id: z.number().int().nullable(),
    }),
  ),
});

export const boxChargeSchema = z.object({
  id: z.number().int(),
  month: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  amount_minor: z.number().int(),
  currency: currencyCodeSchema,
  next_retry_at: z.string().nullable(),
  invoice_number: z.string().nullable(),
});

/** GET user/boxes/:id */
export const boxDetailSchema = z.object({
  id: z.number().int(),
  step: z.enum(BOX_STEPS),
  periodicity: z.enum(BOX_PERIODICITIES),
  records_per_month: z.number().int(),
  dispatches_left: z.number().int(),
  genre_ids: z.array(z.number().int()),
  address_id: z.number().int().nullable(),
  stop_requested_at: z.string().nullable(),
  next_charge_at: z.string().nullable(),
  /** The month whose picks are open now, and its selection with what is left of each record. */
  open_month: z.string(),
  selection: z.array(
    z.object({
      project_id: z.number().int(),
      name: z.string(),
      artist_name: z.string(),
      cover: z.string(),
      left: z.number().int(),
    }),
  ),
  months: z.array(boxMonthEntrySchema),
  charges: z.array(boxChargeSchema),
});
export type BoxDetail = z.infer<typeof boxDetailSchema>;

export const boxIdParamsSchema = z.object({ id });

/** GET user/boxes/{boxId}/reviews/{userId}: the subscriber's box (staff may read anyone's). */
export const boxReviewsParamsSchema = z.object({ boxId: id, userId: id });

/**
 * The box's months that were dispatched (latest first), each with its shop order and its records:
 * whether the parcel left (only then may a record be reviewed, through POST user/reviews with the
 * month's order_id) and the subscriber's review of it, if any.
 */
export const boxReviewsSchema = z.object({
  box_id: z.number().int(),
  user_id: z.number().int(),
  months: z.array(
    z.object({
      month: boxMonthSchema,
      order_id: z.number().int(),
      items: z.array(reviewableItemSchema),
    }),
  ),
});
export type BoxReviews = z.infer<typeof boxReviewsSchema>;

/** POST user/boxes/vinyl: picks a record of the open month, or swaps one picked before. */
export const boxPickBodySchema = z.object({
  box_id: id,
  project_id: id,
  /** The pick it replaces (a two-record box); by default the oldest pick once the box has picked enough. */
  replaces_project_id: id.optional(),
  /** Must be the open month when given. */
  month: boxMonthSchema.optional(),
});
export type BoxPickBody = z.infer<typeof boxPickBodySchema>;

/** PUT user/boxes: genre preferences, a month skipped (or taken back). */
export const boxUpdateBodySchema = z.object({
  box_id: id,
  genre_ids: z.array(id).max(50).optional(),
  skip_month: boxMonthSchema.optional(),
  unskip_month: boxMonthSchema.optional(),
});
export type BoxUpdateBody = z.infer<typeof boxUpdateBodySchema>;

/** POST user/boxes/payment: a new card, saved, and the charge waiting retried at once. */
export const boxPaymentBodySchema = z.object({ box_id: id, card: saveCardBodySchema });
export type BoxPaymentBody = z.infer<typeof boxPaymentBodySchema>;

export const boxPaymentResponseSchema = z.object({
  step: z.enum(BOX_STEPS),
  charge: boxChargeSchema.nullable(),
});

/** POST user/boxes/address: where the box ships from its next month (kept as the account's default address). */
export const boxAddressBodySchema = boxGiftAddressBodySchema.omit({ code: true }).extend({ box_id: id });
export type BoxAddressBody = z.infer<typeof boxAddressBodySchema>;

/** POST user/boxes/invoice: the PDF of a paid charge. */
export const boxInvoiceBodySchema = z.object({ box_id: id, charge_id: id });
export type BoxInvoiceBody = z.infer<typeof boxInvoiceBodySchema>;
