// The seed pressing cost table (BUSINESS-RULES "Pressing quote"): per plant, per cost line and variant,
// a fixed or per-unit price at each quantity tier, in EUR cents, before our markup. Figures are ours,
// in line with 2025 European plant price lists. The db seed loads quoteCostRows(); admins edit them.
import { percentOfMinor } from './money.ts';
import type { PressingFormat } from './quote-options.ts';

/** Quantity tiers of the cost table; a quantity is priced at the largest tier not above it. */
export const QUOTE_TIERS = [100, 200, 300, 500, 1000, 2000, 3000, 5000] as const;

/** Prices at the eight tiers, in EUR cents, in QUOTE_TIERS order. */
export type QuoteTierPrices = readonly [number, number, number, number, number, number, number, number];

// prettier-ignore
/** Cost lines held in the table (spec section 3); design, mastering, mechanical_right and energy_cost are flat. */
export const QUOTE_TABLE_LINES = [
  'cutting', 'type_vinyl', 'label', 'sleeve', 'inner_sleeve', 'numbered', 'shrink',
  'insert_vinyl', 'insert_sleeve', 'insert', 'sticker', 'print_finish', 'test_pressing',
] as const;
/** A cost line of the table. */
export type QuoteTableLine = (typeof QUOTE_TABLE_LINES)[number];

/** Fixed lines count once per disc; per-unit lines once per pressed disc (copies + spares). */
export type QuoteCostKind = 'fixed' | 'per_unit';

/** One row of a plant's cost table. */
export interface QuoteCostRow {
  plant: string;
  line: QuoteTableLine;
  variant: string;
  /** 'any' when the price does not depend on the record size. */
  format: PressingFormat | 'any';
  kind: QuoteCostKind;
  tierPricesMinor: QuoteTierPrices;
}

/** A pressing plant we quote with, in tie-break order. */
export interface PressingPlant {
  key: string;
  name: string;
  countryCode: string;
}

/** The plants of the seed table. */
export const PRESSING_PLANTS: readonly PressingPlant[] = [
  { key: 'paris_press', name: 'Paris Press', countryCode: 'FR' },
  { key: 'brno_press', name: 'Brno Vinyl Works', countryCode: 'CZ' },
];

/** Flat prices (BUSINESS-RULES): design 100 EUR, mastering 60 EUR a track, mechanical rights 100 EUR, energy 0.065 EUR a disc. */
export const QUOTE_FLAT_PRICES = {
  designMinor: 10_000,
  masteringPerTrackMinor: 6_000,
  mechanicalRightMinor: 10_000,
  /** 0.065 EUR = 6.5 cents = 650 hundredths of a cent, per copy and disc. */
  energyPerDiscHundredthsOfCent: 650,
} as const;

type Spec = readonly [
  line: QuoteTableLine,
  variant: string,
  sized: boolean,
  kind: QuoteCostKind,
  prices12: QuoteTierPrices,
];
const flat = (cents: number): QuoteTierPrices => [cents, cents, cents, cents, cents, cents, cents, cents];
// prettier-ignore
const mapTiers = (p: QuoteTierPrices, at: (cents: number, tier: number) => number): QuoteTierPrices => [
  at(p[0], 0), at(p[1], 1), at(p[2], 2), at(p[3], 3), at(p[4], 4), at(p[5], 5), at(p[6], 6), at(p[7], 7),
];

// Paris Press, 12" prices. Small runs are its strength: low set-up, dearer per unit at volume.
const PARIS: readonly Spec[] = [
  ['cutting', 'lacquer', true, 'fixed', flat(26_000)],
  ['type_vinyl', 'black_140', true, 'per_unit', [290, 240, 205, 175, 150, 135, 128, 122]],
  ['type_vinyl', 'black_180', true, 'per_unit', [330, 275, 235, 200, 172, 155, 147, 140]],
  ['type_vinyl', 'colour_140', true, 'per_unit', [360, 300, 260, 220, 190, 170, 160, 152]],
  ['type_vinyl', 'colour_180', true, 'per_unit', [400, 335, 290, 245, 212, 190, 180, 170]],
  ['type_vinyl', 'splatter', true, 'per_unit', [90, 80, 70, 60, 52, 46, 43, 40]],
  ['type_vinyl', 'marble', true, 'per_unit', [70, 62, 55, 48, 42, 38, 35, 33]],
  // Compounds (docs/footprint.md): the plant's recycled regrind comes out black and costs what virgin
  // black does, plus its sorting; bio-attributed PVC is a surcharge on any base.
  ['type_vinyl', 'recycled_black_140', true, 'per_unit', [8, 7, 6, 5, 5, 4, 4, 4]],
  ['type_vinyl', 'recycled_black_180', true, 'per_unit', [8, 7, 6, 5, 5, 4, 4, 4]],
  ['type_vinyl', 'bio_attributed', true, 'per_unit', [45, 40, 36, 32, 29, 27, 26, 25]],
  ['label', 'printed', false, 'per_unit', [28, 22, 18, 15, 12, 10, 9, 9]],
  ['label', 'blank', false, 'per_unit', [12, 10, 9, 8, 7, 6, 6, 6]],
  ['sleeve', 'white_paper', true, 'per_unit', [24, 20, 17, 14, 12, 10, 9, 9]],
  ['sleeve', 'black_paper', true, 'per_unit', [28, 24, 20, 17, 14, 12, 11, 11]],
  ['sleeve', 'discobag', true, 'per_unit', [85, 68, 55, 45, 36, 31, 29, 27]],
  ['sleeve', 'printed_jacket', true, 'per_unit', [175, 140, 115, 90, 70, 60, 55, 50]],
  ['sleeve', 'gatefold', true, 'per_unit', [310, 250, 205, 165, 130, 110, 102, 95]],
  ['sleeve', 'recycled_board', true, 'per_unit', [12, 10, 9, 8, 7, 6, 6, 5]],
  ['inner_sleeve', 'white_paper', true, 'per_unit', [14, 12, 10, 9, 8, 7, 7, 6]],
  ['inner_sleeve', 'black_paper', true, 'per_unit', [17, 14, 12, 10, 9, 8, 8, 7]],
  ['inner_sleeve', 'antistatic', true, 'per_unit', [34, 29, 25, 21, 18, 16, 15, 14]],
  ['inner_sleeve', 'printed', true, 'per_unit', [88, 70, 55, 42, 33, 28, 26, 24]],
  ['numbered', 'standard', false, 'per_unit', [25, 20, 17, 14, 12, 11, 10, 10]],
  ['shrink', 'standard', true, 'per_unit', [14, 12, 10, 9, 8, 7, 7, 6]],
  ['insert_vinyl', 'standard', false, 'per_unit', [18, 15, 13, 11, 10, 9, 8, 8]],
  ['insert_sleeve', 'standard', false, 'per_unit', [10, 9, 8, 7, 6, 6, 5, 5]],
  ['insert', 'standard', true, 'per_unit', [55, 42, 34, 27, 21, 18, 16, 15]],
  ['sticker', 'standard', false, 'per_unit', [32, 24, 19, 15, 12, 10, 9, 8]],
  ['print_finish', 'matte', true, 'per_unit', [18, 15, 12, 10, 8, 7, 6, 6]],
  ['print_finish', 'gloss', true, 'per_unit', [14, 12, 10, 8, 6, 5, 5, 5]],
  ['print_finish', 'spot_uv', true, 'per_unit', [55, 42, 34, 27, 21, 18, 16, 15]],
  ['test_pressing', 'standard', true, 'fixed', flat(9_500)],
];

// Brno Vinyl Works: Paris's per-unit prices scaled by tier (dearer below 300 copies, cheaper above),
// higher set-up, DMM cutting and 10" records, but no marble effect.
const BRNO_PER_UNIT_PERCENT = [108, 104, 100, 93, 88, 86, 85, 84] as const;
function brnoSpecs(): readonly Spec[] {
  return [
    ['cutting', 'lacquer', true, 'fixed', flat(29_000)],
    ['cutting', 'dmm', true, 'fixed', flat(33_000)],
    ['test_pressing', 'standard', true, 'fixed', flat(12_000)],
    ...PARIS.filter(([, variant, , kind]) => kind === 'per_unit' && variant !== 'marble').map(
      ([line, variant, sized, kind, prices]): Spec => [
        line,
        variant,
        sized,
        kind,
        mapTiers(prices, (cents, tier) => percentOfMinor(cents, (BRNO_PER_UNIT_PERCENT[tier] ?? 100) * 100, 'half_up')),
      ],
    ),
  ];
}

// Smaller records cost less on sized lines.
const FORMAT_PERCENT: Readonly<Record<PressingFormat, number>> = { '7': 55, '10': 85, '12': 100 };

function rowsOf(plant: string, specs: readonly Spec[], formats: readonly PressingFormat[]): QuoteCostRow[] {
  return specs.flatMap(([line, variant, sized, kind, prices12]): QuoteCostRow[] => {
    if (!sized) return [{ plant, line, variant, format: 'any', kind, tierPricesMinor: prices12 }];
    return formats.map((format) => ({
      plant,
      line,
      variant,
      format,
      kind,
      tierPricesMinor: mapTiers(prices12, (cents) => percentOfMinor(cents, FORMAT_PERCENT[format] * 100, 'half_up')),
    }));
  });
}

let seedRows: readonly QuoteCostRow[] | undefined;

/**
 * The seed cost table of both plants (Paris presses 7" and 12" only; Brno all three sizes), built on
 * first use: every page of the store loads this module in the browser's `domain` chunk, and only the
 * pressing quote prices with it.
 */
export function quoteCostRows(): readonly QuoteCostRow[] {
  seedRows ??= [...rowsOf('paris_press', PARIS, ['7', '12']), ...rowsOf('brno_press', brnoSpecs(), ['7', '10', '12'])];
  return seedRows;
}
