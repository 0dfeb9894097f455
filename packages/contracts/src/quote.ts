// POST /api/quote/calculate and POST /api/quote (spec section 7 App; BUSINESS-RULES "Pressing quote").
// The option lists come from @spindle/domain, so the configurator, the API and the pricing agree.
import {
  PRESSING_CUTTINGS,
  PRESSING_BOARDS,
  PRESSING_COMPOUNDS,
  PRESSING_EFFECTS,
  PRESSING_FORMATS,
  PRESSING_INNER_SLEEVES,
  PRESSING_LABELS,
  PRESSING_PRINT_FINISHES,
  PRESSING_SLEEVES,
  PRESSING_VINYL_COLOURS,
  QUOTE_TIERS,
} from '@spindle/domain';
import { z } from 'zod';
import { localeSchema } from './common.ts';
import { choiceField, emailField } from './form-fields.ts';

/** Bounds of the configurator's counters. */
export const QUOTE_LIMITS = {
  quantityMin: 100,
  quantityMax: 10_000,
  discsMax: 4,
  insertsMax: 3,
  trackCountMax: 60,
  nameLength: 100,
  phoneLength: 40,
  commentLength: 3000,
} as const;

/** Every cost line of a quote, in the spec's order (section 3). */
export const QUOTE_COST_LINES = [
  'cutting',
  'type_vinyl',
  'label',
  'sleeve',
  'inner_sleeve',
  'numbered',
  'shrink',
  'insert_vinyl',
  'insert_sleeve',
  'insert',
  'sticker',
  'print_finish',
  'test_pressing',
  'design',
  'mastering',
  'mechanical_right',
  'energy_cost',
] as const;
export const quoteCostLineSchema = z.enum(QUOTE_COST_LINES);
export type QuoteCostLineName = z.infer<typeof quoteCostLineSchema>;

/** Names of the vinyl colours the plants press (BUSINESS-RULES colour list, with swatches in GET quote/options). */
export const QUOTE_COLOUR_NAMES = PRESSING_VINYL_COLOURS.map((colour) => colour.name) as [string, ...string[]];

const int = (min: number, max: number) =>
  z.coerce
    .number({ error: 'input_must_integer' })
    .int('input_must_integer')
    .min(min, 'input_too_small')
    .max(max, 'input_too_big');

/** Every option of a pressing; defaults are DEFAULT_PRESSING_OPTIONS (300 black 140 g 12" in a printed jacket). */
export const quoteOptionsSchema = z.object({
  /** Record size in inches. */
  format: choiceField(PRESSING_FORMATS).default('12'),
  /** Copies ordered (spares are pressed on top). */
  quantity: int(QUOTE_LIMITS.quantityMin, QUOTE_LIMITS.quantityMax).default(300),
  /** Discs per copy (2 = double LP). */
  discs: int(1, QUOTE_LIMITS.discsMax).default(1),
  /** Vinyl weight in grams: 140 or 180. */
  weightGrams: z.union([z.literal(140), z.literal(180)], { error: 'input_invalid_choice' }).default(140),
  /** A colour name of QUOTE_COLOUR_NAMES; black is standard, every other is priced as colour. */
  colour: choiceField(QUOTE_COLOUR_NAMES).default('black'),
  effect: choiceField(PRESSING_EFFECTS).default('none'),
  /** PVC compound: virgin, recycled (black only) or bio-attributed (docs/footprint.md). */
  compound: choiceField(PRESSING_COMPOUNDS).default('virgin'),
  /** Second colour of a splatter or marble (display only, same price). */
  secondaryColour: choiceField(QUOTE_COLOUR_NAMES).optional(),
  cutting: choiceField(PRESSING_CUTTINGS).default('lacquer'),
  label: choiceField(PRESSING_LABELS).default('printed'),
  sleeve: choiceField(PRESSING_SLEEVES).default('printed_jacket'),
  /** Board of a printed sleeve (discobag, printed_jacket, gatefold): standard or recycled. */
  board: choiceField(PRESSING_BOARDS).default('standard'),
  innerSleeve: choiceField(PRESSING_INNER_SLEEVES).default('white_paper'),
  /** Printed inserts per copy. */
  inserts: int(0, QUOTE_LIMITS.insertsMax).default(0),
  sticker: z.boolean().default(false),
  numbered: z.boolean().default(false),
  shrinkWrap: z.boolean().default(true),
  /** Only priced on a printed sleeve (discobag, printed_jacket, gatefold). */
  printFinish: choiceField(PRESSING_PRINT_FINISHES).default('none'),
  testPressing: z.boolean().default(true),
  design: z.boolean().default(false),
  mastering: z.boolean().default(false),
  /** Tracks to master: mastering costs 60 EUR per track. */
  trackCount: int(0, QUOTE_LIMITS.trackCountMax).default(10),
  mechanicalRights: z.boolean().default(true),
  /** Direct pressing (plant ships to the artist): 30 % markup instead of 25 %. */
  directPressing: z.boolean().default(false),
});
export type QuoteOptions = z.infer<typeof quoteOptionsSchema>;
export type QuoteOptionsInput = z.input<typeof quoteOptionsSchema>;

/** POST /api/quote/calculate body: the options, plus an optional selling price to see profit and break-even. */
export const quoteCalculateRequestSchema = quoteOptionsSchema.extend({
  /** Planned selling price per copy, VAT included, EUR cents. */
  sellingPriceMinor: int(0, 100_000_000).optional(),
  /** Copies expected to sell (default: the quantity). */
  quantitySold: int(0, 1_000_000).optional(),
});
export type QuoteCalculateRequest = z.infer<typeof quoteCalculateRequestSchema>;
export type QuoteCalculateRequestInput = z.input<typeof quoteCalculateRequestSchema>;

/** One priced line (EUR cents; markup included on table lines, none on flat ones). */
export const quoteLineSchema = z.object({
  line: quoteCostLineSchema,
  /** Option priced ('black_140+splatter', 'gatefold'); null on flat lines. */
  variant: z.string().nullable(),
  kind: z.enum(['fixed', 'per_unit', 'flat']),
  units: z.number().int(),
  /** Price per unit before markup; null for energy (priced in fractions of a cent). */
  unitPriceMinor: z.number().int().nullable(),
  costMinor: z.number().int(),
});
export type QuoteLineDto = z.infer<typeof quoteLineSchema>;

/** Sales figures of a quote given a selling price (BUSINESS-RULES: fee 25 %, profit after VAT and fee). */
export const quoteSaleSchema = z.object({
  sellingPriceMinor: z.number().int(),
  quantitySold: z.number().int(),
  revenueMinor: z.number().int(),
  platformFeeMinor: z.number().int(),
  profitMinor: z.number().int(),
  /** Copies to sell to cover the pressing and the fee; null when a sale earns nothing. */
  breakEvenCopies: z.number().int().nullable(),
});
export type QuoteSaleDto = z.infer<typeof quoteSaleSchema>;

/**
 * For each option, for each alternative value: total incl. VAT with that value minus the current total
 * (EUR cents; 0 for the current value, null when no plant offers it). Keys: format, weightGrams, effect,
 * cutting, label, sleeve, innerSleeve, inserts (0-3), sticker, numbered, shrinkWrap, printFinish,
 * testPressing, design, mastering, mechanicalRights, directPressing ('true'/'false'), colour ('black'/'colour').
 */
export const quoteOptionDeltasSchema = z.record(z.string(), z.record(z.string(), z.number().int().nullable()));
export type QuoteOptionDeltasDto = z.infer<typeof quoteOptionDeltasSchema>;

/** A pressing's carbon footprint, grams of CO2e (packages/domain footprint.ts). */
export const pressingFootprintSchema = z.object({
  perRecordGrams: z.number().int(),
  breakdown: z.object({
    compound: z.number().int(),
    energy: z.number().int(),
    colour: z.number().int(),
    other: z.number().int(),
    packaging: z.number().int(),
    transport: z.number().int(),
  }),
  packedGrams: z.number().int(),
  /** Copies pressed (spares included). */
  copies: z.number().int(),
  runGrams: z.number().int(),
  /** Greener choices that would lower it, biggest saving first. */
  greener: z.array(
    z.object({
      option: z.enum(['compound', 'board', 'shrinkWrap', 'weightGrams', 'colour']),
      value: z.union([z.string(), z.number(), z.boolean()]),
      savingGrams: z.number().int(),
    }),
  ),
});
export type PressingFootprintDto = z.infer<typeof pressingFootprintSchema>;

/** 200 answer of POST /api/quote/calculate. Amounts are EUR cents. */
export const quoteCalculationSchema = z.object({
  currency: z.literal('EUR'),
  /** The plant chosen (the cheapest offering every option). */
  plant: z.string(),
  plantName: z.string(),
  tierQuantity: z.number().int(),
  spares: z.number().int(),
  markupBp: z.number().int(),
  /** The lines actually priced, in spec order. */
  lines: z.array(quoteLineSchema),
  /** Every cost line of spec section 3 with its amount (0 when the option is not chosen). */
  costLines: z.record(quoteCostLineSchema, z.number().int()),
  totalExclVatMinor: z.number().int(),
  vatMinor: z.number().int(),
  totalInclVatMinor: z.number().int(),
  /** Total incl. VAT per disc (copies x discs), rounded up. */
  costPerDiscMinor: z.number().int(),
  /** Each plant's total before VAT, or what it lacks. */
  plantTotals: z.array(
    z.object({ plant: z.string(), totalExclVatMinor: z.number().int().nullable(), missing: z.array(z.string()) }),
  ),
  sale: quoteSaleSchema.nullable(),
  optionDeltas: quoteOptionDeltasSchema,
  /** The carbon footprint of these options (docs/footprint.md), grams of CO2e. */
  footprint: pressingFootprintSchema,
  /** The options as priced (defaults filled in). */
  options: quoteOptionsSchema,
});
export type QuoteCalculation = z.infer<typeof quoteCalculationSchema>;

/** GET /api/quote/options: what the configurator offers (lists and colour swatches). */
export const quoteOptionListsSchema = z.object({
  formats: z.array(z.string()),
  weightsGrams: z.array(z.number().int()),
  colours: z.array(z.object({ name: z.string(), hex: z.string(), translucent: z.boolean() })),
  effects: z.array(z.string()),
  compounds: z.array(z.string()),
  boards: z.array(z.string()),
  cuttings: z.array(z.string()),
  labels: z.array(z.string()),
  sleeves: z.array(z.string()),
  innerSleeves: z.array(z.string()),
  printFinishes: z.array(z.string()),
  tiers: z.array(z.number().int()),
  limits: z.object({
    quantityMin: z.number().int(),
    quantityMax: z.number().int(),
    discsMax: z.number().int(),
    insertsMax: z.number().int(),
    trackCountMax: z.number().int(),
  }),
  defaults: quoteOptionsSchema,
});
export type QuoteOptionLists = z.infer<typeof quoteOptionListsSchema>;

/** POST /api/quote body: a quote request sent to the team (the options are priced again on the server). */
export const quoteRequestSchema = quoteCalculateRequestSchema.extend({
  name: z.string().trim().min(1, 'input_required').max(QUOTE_LIMITS.nameLength, 'input_too_long'),
  email: emailField,
  phone: z.string().trim().max(QUOTE_LIMITS.phoneLength, 'input_too_long').optional(),
  comment: z.string().trim().max(QUOTE_LIMITS.commentLength, 'input_too_long').optional(),
  /** Origin code (spec: "POST quote (adds origin)"); the ori cookie is used when absent. */
  origin: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,50}$/, 'input_invalid')
    .optional(),
  lang: localeSchema.default('en'),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;

/** 201 answer of POST /api/quote. */
export const quoteRequestResponseSchema = z.object({
  id: z.number().int(),
  quote: quoteCalculationSchema,
});
export type QuoteRequestResponse = z.infer<typeof quoteRequestResponseSchema>;

/** Tiers of the cost table, re-exported for the configurator's hints. */
export const QUOTE_QUANTITY_TIERS = QUOTE_TIERS;
