// What a customer keeps in the account besides orders (spec sections 2 and 7, "User"): vinyl box
// subscriptions and gift codes (GET user/boxes), digital purchases with signed download links
// (GET user/digital), saved cards (GET and POST user/cards), the wishlist (GET user/wishes) and
// followed artists and labels (GET user/follows).
import { BOX_PERIODICITIES, BOX_STEPS, SELLER_KINDS } from '@spindle/domain';
import { z } from 'zod';
import { currencyCodeSchema, pagedSchema, pagingQuerySchema } from './common.ts';
import { projectCardSchema } from './catalogue.ts';

/** Vinyl box steps (BUSINESS-RULES "Vinyl box"). */
export const myBoxStepSchema = z.enum(BOX_STEPS);

export const myBoxPeriodicitySchema = z.enum(BOX_PERIODICITIES);

const boxPlanSchema = z.object({
  code: z.string(),
  name_en: z.string(),
  name_fr: z.string(),
  records_per_month: z.number().int(),
});

/** A record sent (or picked) for a month of a box. */
export const myBoxDispatchSchema = z.object({
  month: z.string(),
  status: z.enum(['picked', 'preparing', 'sent', 'delivered']),
  picked_by: z.enum(['user', 'system']),
  project: z.object({ id: z.number().int(), name: z.string(), artist_name: z.string(), cover: z.string() }),
});

/** One of the user's box subscriptions. */
export const myBoxSchema = z.object({
  id: z.number().int(),
  plan: boxPlanSchema,
  step: myBoxStepSchema,
  periodicity: myBoxPeriodicitySchema,
  months_total: z.number().int(),
  dispatches_left: z.number().int(),
  currency: currencyCodeSchema,
  monthly_price_minor: z.number().int(),
  monthly_shipping_minor: z.number().int(),
  total_minor: z.number().int(),
  is_gift: z.boolean(),
  started_at: z.string().nullable(),
  next_charge_at: z.string().nullable(),
  dispatches: z.array(myBoxDispatchSchema),
});
export type MyBox = z.infer<typeof myBoxSchema>;

/** A gift code the user bought: the code to hand over, and whether someone redeemed it. */
export const myGiftSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  plan: boxPlanSchema,
  periodicity: myBoxPeriodicitySchema,
  months: z.number().int(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
});
export type MyGift = z.infer<typeof myGiftSchema>;

/** GET user/boxes: subscriptions (own and received as gifts) and the gift codes bought. */
export const myBoxesSchema = z.object({ boxes: z.array(myBoxSchema), gifts: z.array(myGiftSchema) });
export type MyBoxes = z.infer<typeof myBoxesSchema>;

/** A downloadable file of a digital purchase; the link is signed and expires. */
export const digitalFileSchema = z.object({
  track_id: z.number().int(),
  title: z.string(),
  position: z.number().int(),
  duration_seconds: z.number().int().nullable(),
  format: z.string(),
  download_url: z.string(),
});

/** A release bought with its digital version (BUSINESS-RULES: buying grants the download). */
export const digitalPurchaseSchema = z.object({
  order_id: z.number().int(),
  purchased_at: z.string(),
  project: z.object({
    id: z.number().int(),
    name: z.string(),
    artist_name: z.string(),
    cover: z.string(),
  }),
  files: z.array(digitalFileSchema),
});

/** GET user/digital: the digital library; every link expires at links_expire_at. */
export const myDigitalSchema = z.object({
  items: z.array(digitalPurchaseSchema),
  links_expire_at: z.string(),
});
export type MyDigital = z.infer<typeof myDigitalSchema>;
export type DigitalPurchase = z.infer<typeof digitalPurchaseSchema>;

/** Query of a signed download link. */
export const downloadQuerySchema = z.object({
  u: z.coerce.number().int().positive(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'input_invalid'),
});

/** Path of a download: the track. */
export const downloadParamsSchema = z.object({ track_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A saved card (never the number: brand, last four digits, expiry). */
export const savedCardSchema = z.object({
  card_ref: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});

/** GET user/cards */
export const myCardsSchema = z.object({ cards: z.array(savedCardSchema) });

/** POST user/cards: a test card (built-in provider) or a Stripe PaymentMethod made by Stripe.js. */
export const saveCardBodySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('test_card'),
    number: z.string().trim().min(1, 'input_required').max(30, 'input_invalid'),
    exp_month: z.coerce.number({ error: 'input_must_integer' }).int('input_must_integer'),
    exp_year: z.coerce.number({ error: 'input_must_integer' }).int('input_must_integer'),
    cvc: z.string().trim().min(1, 'input_required').max(4, 'input_invalid'),
  }),
  z.object({ kind: z.literal('stripe'), payment_method_id: z.string().min(1, 'input_required').max(255) }),
  /** A SetupIntent (POST user/cards/setup) the page confirmed with Stripe.js; the server reads its outcome at Stripe. */
  z.object({ kind: z.literal('stripe_setup'), setup_intent_id: z.string().regex(/^seti_\w{1,250}$/, 'input_invalid') }),
]);
export type SaveCardBody = z.infer<typeof saveCardBodySchema>;

/**
 * POST user/cards/setup: how the page takes a card. The test provider takes its card fields; with
 * Stripe, a SetupIntent for off-session use that the page confirms with Stripe.js (3-D Secure there),
 * then sends back as `{ kind: 'stripe_setup', setup_intent_id }`.
 */
export const cardSetupSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('test') }),
  z.object({
    provider: z.literal('stripe'),
    setup_intent_id: z.string(),
    client_secret: z.string(),
    publishable_key: z.string(),
  }),
]);
export type CardSetupAnswer = z.infer<typeof cardSetupSchema>;

/** GET user/wishes: the wishlist, newest first, as shop tiles. */
export const myWishesQuerySchema = pagingQuerySchema.extend({ currency: currencyCodeSchema.optional() });
export const myWishesSchema = pagedSchema(projectCardSchema);

/** GET user/follows: the artists and labels followed, newest first. */
export const myFollowsSchema = z.object({
  items: z.array(
    z.object({
      type: z.enum(SELLER_KINDS),
      id: z.number().int(),
      name: z.string(),
      picture: z.string().nullable(),
      followed_at: z.string(),
    }),
  ),
});
export type MyFollows = z.infer<typeof myFollowsSchema>;
