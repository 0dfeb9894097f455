// What the artist fills in for each pre-production action (and the feedback at the end), one schema per
// action (issue 15; docs/production.md "What each action holds"). The same schemas check a page's form
// and the API's body: every failure carries a field code (input_required, input_too_long...).
import { BUYER_PRODUCTION_STAGES, type ProductionStepKey } from '@spindle/domain';
import { z } from 'zod';
import { choiceField, requiredTextField } from './form-fields.ts';

const optionalText = (maxLength: number) =>
  z
    .string()
    .trim()
    .max(maxLength, 'input_too_long')
    .optional()
    .transform((value) => value || undefined);

const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: 'input_must_integer' })
    .int('input_must_integer')
    .min(min, 'input_invalid')
    .max(max, 'input_invalid');

/** A postal address for the artist's copies and invoices. */
const postalAddress = {
  name: requiredTextField(120),
  company: optionalText(120),
  address: requiredTextField(200),
  zip_code: requiredTextField(20),
  city: requiredTextField(100),
  country_id: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, 'input_invalid'),
  phone: optionalText(40),
};

/** Release information printed on the sleeve and sent to distributors. */
export const informationDataSchema = z.object({
  title: requiredTextField(200),
  artist_name: requiredTextField(200),
  label_name: optionalText(200),
  catalogue_number: optionalText(40),
  release_date: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'input_invalid')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  credits: optionalText(4000),
});

/** The barcode: the artist's own EAN-13 (or UPC-A), or one Spindle assigns. */
export const barcodeDataSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('own'), barcode: requiredTextField(20) }),
  z.object({ mode: z.literal('assign') }),
]);

/** The masters are final: the artist confirms the project's tracks are the ones to cut. */
export const tracksDataSchema = z.object({
  confirmed: z.literal(true, { error: 'input_required' }),
  note: optionalText(2000),
});

/** A track placed on a side. */
export const placedTrackSchema = z.object({
  title: requiredTextField(200),
  duration_seconds: whole(1, 60 * 60),
  side: z
    .string()
    .trim()
    .regex(/^[A-Z]$/, 'input_invalid'),
});

/** The tracklisting: the speed and each track's side, checked against the format's playing time per side. */
export const tracklistingDataSchema = z.object({
  rpm: z.coerce.number().pipe(z.union([z.literal(33), z.literal(45)], { error: 'input_invalid_choice' })),
  tracks: z.array(placedTrackSchema).min(1, 'input_required').max(60, 'input_invalid'),
});

/** Who holds the rights of the songs: a collecting society, the artist (own compositions), nobody. */
export const MECHANICAL_RIGHTS_HOLDERS = ['collecting_society', 'own_compositions', 'public_domain'] as const;

/** The mechanical rights declaration (the society's authorisation comes as a file). */
export const mechanicalRightsDataSchema = z.object({
  holder: choiceField(MECHANICAL_RIGHTS_HOLDERS),
  society: optionalText(120),
  declaration: requiredTextField(4000),
});

/** Where the pressed records go from the plant. */
export const SHIPPING_DESTINATIONS = ['logistician', 'artist', 'both'] as const;

export const shippingDataSchema = z.object({
  destination: choiceField(SHIPPING_DESTINATIONS),
  copies_to_artist: whole(0, 100_000).default(0),
});

/** The pressing order: accepted as quoted, with the quantity ordered. */
export const orderFormDataSchema = z.object({
  quantity: whole(1, 100_000),
  accepted: z.literal(true, { error: 'input_required' }),
});

/** How what is due is paid: from the sales, by bank transfer (with its reference) or by card. */
export const PAYMENT_METHODS = ['from_sales', 'bank_transfer', 'card'] as const;

export const paymentDataSchema = z.object({
  method: choiceField(PAYMENT_METHODS),
  reference: optionalText(120),
});

/** Where the artist's own copies are delivered. */
export const deliveryDataSchema = z.object(postalAddress);

/** Who the invoices are made out to. */
export const billingDataSchema = z.object({ ...postalAddress, vat_number: optionalText(40) });

/** The artist's word on the whole production, at the end. */
export const feedbackDataSchema = z.object({
  rating: whole(1, 5),
  comment: optionalText(4000),
});

/** The data schema of each action the artist fills in; the others carry files and statuses only. */
export const PRODUCTION_DATA_SCHEMAS: Partial<Record<ProductionStepKey, z.ZodType>> = {
  'pre-production.information': informationDataSchema,
  'pre-production.barcode': barcodeDataSchema,
  'pre-production.tracks': tracksDataSchema,
  'pre-production.tracklisting': tracklistingDataSchema,
  'pre-production.mechanical_rights': mechanicalRightsDataSchema,
  'pre-production.shipping': shippingDataSchema,
  'pre-production.order_form': orderFormDataSchema,
  'pre-production.payment': paymentDataSchema,
  'pre-production.delivery': deliveryDataSchema,
  'pre-production.billing': billingDataSchema,
  'post-production.feedback': feedbackDataSchema,
};

/** Actions that need a file before they are submitted (the print-ready artwork, the rights' authorisation). */
export const PRODUCTION_FILE_REQUIRED: readonly ProductionStepKey[] = [
  'pre-production.artwork',
  'pre-production.mechanical_rights',
];

/** A buyer's view of a pre-order's pressing: the stage in plain words and the estimated ship date. */
export const buyerProductionSchema = z.object({
  stage: z.enum(BUYER_PRODUCTION_STAGES),
  /** ISO date (YYYY-MM-DD) the records are expected to ship; null once shipped. */
  estimated_ship_on: z.string().nullable(),
});
export type BuyerProduction = z.infer<typeof buyerProductionSchema>;
