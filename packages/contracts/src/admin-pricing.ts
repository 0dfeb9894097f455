// Promotions and dated reference data on the staff side (issue 16; docs/admin.md "Promotions" and
// "Reference data"): promo codes with every limit the cart applies and their use counts; VAT rates per
// country with the day each takes effect; exchange rates (typed, or the ECB's day); shipping rates per
// partner, destination and weight bracket; the pressing quote's cost table. Money in minor units (EUR).
import { CURRENCY_CODES, EU_COUNTRY_CODES, PROMO_FUNDERS, PROMO_TARGETS, parseBusinessDay } from '@spindle/domain';
import { z } from 'zod';
import { auditEntrySchema, tablePage, tableQuery } from './admin.ts';

const id = z.number().int().positive();
const count = z.number().int().min(0);
const minor = z.number().int().min(0).max(100_000_000);

/** A Paris calendar day 'YYYY-MM-DD'. */
export const calendarDaySchema = z
  .string()
  .trim()
  .refine((text) => parseBusinessDay(text) !== null, 'date_invalid');

/** Where a dated row stands today: not started, the one in force, or replaced by a later one. */
export const DATED_ROW_STATES = ['scheduled', 'in_force', 'past'] as const;

// Promo codes

/** A code as customers type it: letters, digits, - and _, stored upper-case. */
export const promoCodeTextSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{2,40}$/, 'promo_code_invalid');

/** POST admin/promo-codes and PUT admin/promo-codes/{id}: the code and every limit (null: no limit of that kind). */
export const promoCodeInputSchema = z
  .object({
    code: promoCodeTextSchema,
    description: z.string().trim().max(200).nullable().default(null),
    site_wide_sale: z.boolean().default(false),
    /** 1500 = 15 %; null when the code takes a fixed amount off. */
    percent_bp: z.number().int().min(1, 'percent_invalid').max(10_000, 'percent_invalid').nullable().default(null),
    /** A fixed amount off in minor units of amount_off_currency (converted into the cart's, rounded down). */
    amount_off_minor: z.number().int().min(1, 'amount_invalid').max(100_000_000).nullable().default(null),
    amount_off_currency: z.enum(CURRENCY_CODES).nullable().default(null),
    applies_to: z.enum(PROMO_TARGETS).default('total'),
    funded_by: z.enum(PROMO_FUNDERS).default('platform'),
    /** From this instant (inclusive). */
    starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
    /** Until this instant (exclusive). */
    ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
    user_ids: z.array(id).min(1).max(500).nullable().default(null),
    country_codes: z
      .array(
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'country_invalid'),
      )
      .min(1)
      .max(250)
      .nullable()
      .default(null),
    project_ids: z.array(id).min(1).max(500).nullable().default(null),
    /** Seller shops whose projects the code discounts (with project_ids: a line in either list). */
    shop_ids: z.array(id).min(1).max(500).nullable().default(null),
    /** Refused to a customer who already has a paid order. */
    first_order_only: z.boolean().default(false),
    /** Uses in all; null: unlimited. */
    max_uses: z.number().int().min(1).max(1_000_000).nullable().default(null),
    /** Uses per customer (signed in); null: unlimited. */
    max_uses_per_customer: z.number().int().min(1).max(1_000).nullable().default(null),
    min_price_minor: minor.nullable().default(null),
    max_total_minor: minor.nullable().default(null),
    min_quantity: z.number().int().min(1).max(10_000).nullable().default(null),
    max_quantity: z.number().int().min(1).max(10_000).nullable().default(null),
  })
  .superRefine((input, context) => {
    if ((input.percent_bp === null) === (input.amount_off_minor === null)) {
      context.addIssue({ code: 'custom', path: ['percent_bp'], message: 'percent_or_amount_required' });
    }
    if (input.amount_off_minor !== null && input.amount_off_currency === null) {
      context.addIssue({ code: 'custom', path: ['amount_off_currency'], message: 'input_required' });
    }
    if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at)) {
      context.addIssue({ code: 'custom', path: ['ends_at'], message: 'date_order_invalid' });
    }
    if (input.min_quantity !== null && input.max_quantity !== null && input.max_quantity < input.min_quantity) {
      context.addIssue({ code: 'custom', path: ['max_quantity'], message: 'quantity_order_invalid' });
    }
  });
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;

/** Where a code stands: not started yet, running, or ended (its end passed, or staff ended it). */
export const PROMO_CODE_STATES = ['scheduled', 'running', 'ended'] as const;

/** A code with its limits, its state now, and how often it was used (orders placed with it). */
export const promoCodeSchema = z.object({
  id,
  code: z.string(),
  description: z.string().nullable(),
  site_wide_sale: z.boolean(),
  percent_bp: z.number().int().nullable(),
  amount_off_minor: z.number().int().nullable(),
  amount_off_currency: z.string().nullable(),
  applies_to: z.enum(PROMO_TARGETS),
  funded_by: z.enum(PROMO_FUNDERS),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  user_ids: z.array(id).nullable(),
  country_codes: z.array(z.string()).nullable(),
  project_ids: z.array(id).nullable(),
  shop_ids: z.array(id).nullable(),
  first_order_only: z.boolean(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int().nullable(),
  min_price_minor: z.number().int().nullable(),
  max_total_minor: z.number().int().nullable(),
  min_quantity: z.number().int().nullable(),
  max_quantity: z.number().int().nullable(),
  state: z.enum(PROMO_CODE_STATES),
  uses: count,
  /** Distinct customers who used it (each signed-in user once; a guest's use counts as one). */
  customers: count,
  /** The discounts its orders got, in EUR cents (each use converted at the order's own figure). */
  discount_eur_minor: count,
  created_at: z.string(),
  updated_at: z.string(),
});
export type PromoCodeDto = z.infer<typeof promoCodeSchema>;

export const PROMO_CODE_SORTS = ['created_at', 'code', 'uses', 'ends_at'] as const;

/** GET admin/promo-codes: filter by text and state. */
export const promoCodesQuerySchema = tableQuery(PROMO_CODE_SORTS).extend({
  q: z.string().trim().max(40).optional(),
  state: z
    .union([z.literal(''), z.enum(PROMO_CODE_STATES)])
    .optional()
    .transform((state) => state || undefined),
});
export type PromoCodesQuery = z.infer<typeof promoCodesQuerySchema>;
export const promoCodesPageSchema = tablePage(promoCodeSchema);
export type PromoCodesPage = z.infer<typeof promoCodesPageSchema>;

/** GET admin/promo-codes/{id}: the code and its history (every staff change, with the values before). */
export const promoCodeDetailSchema = z.object({ code: promoCodeSchema, history: z.array(auditEntrySchema) });
export type PromoCodeDetail = z.infer<typeof promoCodeDetailSchema>;

// VAT rates

export const vatCountrySchema = z.enum(EU_COUNTRY_CODES);

/** POST admin/vat-rates: a country's standard rate from a day on (today or later, Paris calendar). */
export const vatRateInputSchema = z.object({
  country_code: z.string().trim().toUpperCase().pipe(vatCountrySchema),
  rate_basis_points: z.number().int().min(0, 'rate_invalid').max(10_000, 'rate_invalid'),
  effective_from: calendarDaySchema,
});
export type VatRateInput = z.infer<typeof vatRateInputSchema>;

export const vatRateRowSchema = z.object({
  id,
  country_code: z.string(),
  rate_basis_points: z.number().int(),
  effective_from: z.string(),
  created_at: z.string(),
});

/** DELETE admin/vat-rates/{id}, shipping-rates/{id}, quote-costs/{id}: a scheduled row cancelled. */
export const datedRowCancelledSchema = z.object({ id, cancelled: z.literal(true) });
export type DatedRowCancelled = z.infer<typeof datedRowCancelledSchema>;
export type VatRateRowDto = z.infer<typeof vatRateRowSchema>;

/** GET admin/vat-rates: each EU country's rate today, the next one scheduled, and every dated row. */
export const vatRatesPageSchema = z.object({
  today: z.string(),
  countries: z.array(
    z.object({
      country_code: z.string(),
      current: vatRateRowSchema,
      next: vatRateRowSchema.nullable(),
      rows: z.array(vatRateRowSchema),
    }),
  ),
});
export type VatRatesPage = z.infer<typeof vatRatesPageSchema>;

// Exchange rates

export const exchangeCurrencySchema = z.enum(CURRENCY_CODES).exclude(['EUR']);

export const exchangeRateRowSchema = z.object({
  currency: z.string(),
  /** Units of the currency per 1 EUR, in millionths. */
  rate_ppm: z.number().int(),
  /** The day the rate is for (the ECB's day, or the day staff typed it). */
  rate_date: z.string().nullable(),
  /** 'ecb', 'staff', or 'seed'. */
  source: z.string(),
  updated_at: z.string(),
});
export type ExchangeRateRowDto = z.infer<typeof exchangeRateRowSchema>;

export const exchangeRatesPageSchema = z.object({
  rows: z.array(exchangeRateRowSchema),
  history: z.array(auditEntrySchema),
});
export type ExchangeRatesPage = z.infer<typeof exchangeRatesPageSchema>;

export const exchangeRateParamsSchema = z.object({ currency: exchangeCurrencySchema });

/** PUT admin/exchange-rates/{currency}: a rate typed by hand, for a day. */
export const exchangeRateInputSchema = z.object({
  rate_ppm: z.number().int().min(1, 'rate_invalid').max(100_000_000_000, 'rate_invalid'),
  rate_date: calendarDaySchema,
});
export type ExchangeRateInput = z.infer<typeof exchangeRateInputSchema>;

/** POST admin/exchange-rates/ecb: the ECB's day read and stored, or why it could not be (not an error: the page shows it). */
export const ecbFetchResultSchema = z.object({
  fetched: z.boolean(),
  date: z.string().nullable(),
  updated: z.array(z.object({ currency: z.string(), rate_ppm: z.number().int() })),
  /** 'unreachable' (network), 'unreadable' (not the ECB's file). */
  failure: z.enum(['unreachable', 'unreadable']).nullable(),
});
export type EcbFetchResult = z.infer<typeof ecbFetchResultSchema>;

// Shipping rates

export const shippingRatesQuerySchema = z.object({
  partner: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((text) => text || undefined),
  destination: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((text) => text || undefined),
});
export type ShippingRatesQuery = z.infer<typeof shippingRatesQuerySchema>;

export const shippingRateRowSchema = z.object({
  id,
  partner: z.string(),
  destination: z.string(),
  bracket_grams: z.number().int(),
  price_minor: z.number().int(),
  pickup_price_minor: z.number().int().nullable(),
  /** The first Paris day the prices apply. */
  effective_from: z.string(),
  state: z.enum(DATED_ROW_STATES),
  updated_at: z.string(),
});
export type ShippingRateRowDto = z.infer<typeof shippingRateRowSchema>;

export const shippingRatesPageSchema = z.object({
  /** The Paris day the states are read on. */
  today: z.string(),
  partners: z.array(z.object({ key: z.string(), name: z.string(), zone: z.string() })),
  destinations: z.array(z.string()),
  /** The rows in force today (one per bracket). */
  rows: z.array(shippingRateRowSchema),
  /** The rows scheduled from a later day, soonest first. */
  scheduled: z.array(shippingRateRowSchema),
  history: z.array(auditEntrySchema),
});
export type ShippingRatesPage = z.infer<typeof shippingRatesPageSchema>;

/** POST admin/shipping-rates: a bracket's prices (EUR cents) from a day on (today or later, Paris calendar). */
export const shippingRateScheduleSchema = z.object({
  partner: z.string().trim().min(1).max(40),
  destination: z.string().trim().min(1).max(40),
  bracket_grams: z.number().int().positive(),
  price_minor: minor,
  pickup_price_minor: minor.nullable(),
  effective_from: calendarDaySchema,
});
export type ShippingRateSchedule = z.infer<typeof shippingRateScheduleSchema>;

// The pressing quote's cost table

export const quoteCostsQuerySchema = z.object({
  plant: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((text) => text || undefined),
});
export type QuoteCostsQuery = z.infer<typeof quoteCostsQuerySchema>;

export const quoteCostCellSchema = z.object({
  id,
  plant: z.string(),
  line: z.string(),
  variant: z.string(),
  format: z.string(),
  tier: z.number().int(),
  kind: z.string(),
  price_minor: z.number().int(),
  /** The first Paris day the price applies. */
  effective_from: z.string(),
  state: z.enum(DATED_ROW_STATES),
  updated_at: z.string(),
});
export type QuoteCostCell = z.infer<typeof quoteCostCellSchema>;

export const quoteCostsPageSchema = z.object({
  /** The Paris day the states are read on. */
  today: z.string(),
  plants: z.array(z.string()),
  tiers: z.array(z.number().int()),
  /** The cells in force today (one per plant, line, variant, format and tier). */
  cells: z.array(quoteCostCellSchema),
  /** The cells scheduled from a later day, soonest first. */
  scheduled: z.array(quoteCostCellSchema),
  history: z.array(auditEntrySchema),
});
export type QuoteCostsPage = z.infer<typeof quoteCostsPageSchema>;

/** POST admin/quote-costs: one cell's price (EUR cents) from a day on (today or later, Paris calendar). */
export const quoteCostScheduleSchema = z.object({
  plant: z.string().trim().min(1).max(40),
  line: z.string().trim().min(1).max(40),
  variant: z.string().trim().min(1).max(60),
  format: z.string().trim().min(1).max(10),
  tier: z.number().int().positive(),
  price_minor: minor,
  effective_from: calendarDaySchema,
});
export type QuoteCostSchedule = z.infer<typeof quoteCostScheduleSchema>;
