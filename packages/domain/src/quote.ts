// Pressing quote pricing (BUSINESS-RULES "Pressing quote"), in EUR cents. Each line is rounded once
// (up, so a quote never undersells a cost); totals are sums of lines, so the parts always add up.
import { divideRounded, toSafeMinor } from './money.ts';
import {
  PRESSING_PLANTS,
  quoteCostRows,
  QUOTE_FLAT_PRICES,
  QUOTE_TIERS,
  type PressingPlant,
  type QuoteCostKind,
  type QuoteCostRow,
  type QuoteTableLine,
} from './quote-cost-table.ts';
import { quoteOptionDeltas, type QuoteOptionDeltas } from './quote-deltas.ts';
import { PRINTED_SLEEVES, isPressingColour, type PressingOptions } from './quote-options.ts';
import { quoteSale, type QuoteSale } from './quote-sale.ts';
import { addVatToNet } from './vat.ts';

export * from './quote-cost-table.ts';
export * from './quote-options.ts';
export type { QuoteDeltaOption, QuoteOptionDeltas } from './quote-deltas.ts';
export * from './quote-sale.ts';

/** Our markup on plant prices. */
export const QUOTE_MARKUP_BP = 2500;
/** Markup for direct pressing. */
export const DIRECT_PRESSING_MARKUP_BP = 3000;
/** VAT on a quote (French VAT: we invoice the pressing from France). */
export const QUOTE_VAT_BP = 2000;
/** Copies pressed for the test pressing, on top of its fixed price. */
export const TEST_PRESSING_COPIES = 2;

/** Every cost line of a quote (spec section 3). */
export type QuoteCostLine = QuoteTableLine | 'design' | 'mastering' | 'mechanical_right' | 'energy_cost';

/** The tier a quantity is priced at: the largest tier not above it (499 -> 300); below 100, the 100 tier. */
export function quoteTierFor(quantity: number): number {
  let tier: number = QUOTE_TIERS[0];
  for (const step of QUOTE_TIERS) if (step <= quantity) tier = step;
  return tier;
}

/** Spare copies pressed on top of the order: 10 from 500 copies, else 5. */
export function quoteSpares(quantity: number): number {
  return quantity >= 500 ? 10 : 5;
}

/** Line cost = ceil(tier price x units x (1 + markup)). */
export function quoteLineCostMinor(tierPriceMinor: number, units: number, markupBp: number): number {
  const numerator = BigInt(tierPriceMinor) * BigInt(units) * BigInt(10_000 + markupBp);
  return toSafeMinor(divideRounded(numerator, 10_000n, 'ceil'));
}

/** One priced line of a quote. */
export interface QuoteLine {
  line: QuoteCostLine;
  variant: string | null;
  kind: QuoteCostKind | 'flat';
  units: number;
  /** Tier (or flat) price per unit before markup; null for energy, priced in fractions of a cent. */
  unitPriceMinor: number | null;
  costMinor: number;
}

interface TableNeed {
  line: QuoteTableLine;
  variants: string[];
  perCopy: number;
}

// The table lines the options call for, in the spec's line order.
function tableNeeds(o: PressingOptions): TableNeed[] {
  const need = (line: QuoteTableLine, variants: string[], when = true, perCopy = 1): TableNeed[] =>
    when ? [{ line, variants, perCopy }] : [];
  const base = `${o.colour === 'black' ? 'black' : 'colour'}_${o.weightGrams}`;
  // Recycled compound is priced per base, and only black bases have a row: no plant presses it in colour.
  const compound = { virgin: [], recycled: [`recycled_${base}`], bio_attributed: ['bio_attributed'] }[o.compound];
  const printed = PRINTED_SLEEVES.includes(o.sleeve);
  return [
    ...need('cutting', [o.cutting]),
    ...need('type_vinyl', [base, ...(o.effect === 'none' ? [] : [o.effect]), ...compound]),
    ...need('label', [o.label]),
    ...need('sleeve', printed && o.board === 'recycled' ? [o.sleeve, 'recycled_board'] : [o.sleeve]),
    ...need('inner_sleeve', [o.innerSleeve], o.innerSleeve !== 'none'),
    ...need('numbered', ['standard'], o.numbered),
    ...need('shrink', ['standard'], o.shrinkWrap),
    ...need('insert_vinyl', ['standard']),
    ...need('insert_sleeve', ['standard'], o.innerSleeve !== 'none'),
    ...need('insert', ['standard'], o.inserts > 0, o.inserts),
    ...need('sticker', ['standard'], o.sticker),
    ...need('print_finish', [o.printFinish], o.printFinish !== 'none' && printed),
    ...need('test_pressing', ['standard'], o.testPressing),
  ];
}

/** Cost rows indexed by plant, line, variant and format. */
export type QuoteCostIndex = ReadonlyMap<string, QuoteCostRow>;
const rowKey = (plant: string, line: string, variant: string, format: string) =>
  `${plant}|${line}|${variant}|${format}`;

/** Indexes cost rows for lookups by plant, line, variant and format. */
export function indexQuoteCostRows(rows: readonly QuoteCostRow[]): QuoteCostIndex {
  return new Map(rows.map((row) => [rowKey(row.plant, row.line, row.variant, row.format), row]));
}

type PlantPricing = { ok: true; lines: QuoteLine[]; netMinor: number } | { ok: false; missing: string[] };

function priceAtPlant(o: PressingOptions, plant: string, index: QuoteCostIndex): PlantPricing {
  const tierIndex = QUOTE_TIERS.indexOf(quoteTierFor(o.quantity) as (typeof QUOTE_TIERS)[number]);
  const markupBp = o.directPressing ? DIRECT_PRESSING_MARKUP_BP : QUOTE_MARKUP_BP;
  const pressedDiscs = (o.quantity + quoteSpares(o.quantity)) * o.discs;
  const missing: string[] = [];
  const priced: { need: TableNeed; kind: QuoteCostKind; tierPriceMinor: number }[] = [];

  for (const need of tableNeeds(o)) {
    let tierPriceMinor = 0;
    let kind: QuoteCostKind = 'per_unit';
    for (const variant of need.variants) {
      const row =
        index.get(rowKey(plant, need.line, variant, o.format)) ?? index.get(rowKey(plant, need.line, variant, 'any'));
      if (!row) missing.push(`${need.line}:${variant}`);
      else {
        tierPriceMinor += row.tierPricesMinor[tierIndex] ?? 0;
        kind = row.kind;
      }
    }
    priced.push({ need, kind, tierPriceMinor });
  }
  if (missing.length > 0) return { ok: false, missing };

  const vinylPriceMinor = priced.find((p) => p.need.line === 'type_vinyl')?.tierPriceMinor ?? 0;
  const lines = priced.map(({ need, kind, tierPriceMinor }): QuoteLine => {
    // The test pressing is a fixed line that also pays for its copies at the chosen vinyl's price.
    const unitPriceMinor =
      need.line === 'test_pressing' ? tierPriceMinor + TEST_PRESSING_COPIES * vinylPriceMinor : tierPriceMinor;
    const lineKind = need.line === 'test_pressing' ? 'fixed' : kind;
    const units = lineKind === 'fixed' ? o.discs : pressedDiscs * need.perCopy;
    return {
      line: need.line,
      variant: need.variants.join('+'),
      kind: lineKind,
      units,
      unitPriceMinor,
      costMinor: quoteLineCostMinor(unitPriceMinor, units, markupBp),
    };
  });
  lines.push(...flatLines(o));
  return { ok: true, lines, netMinor: lines.reduce((sum, line) => sum + line.costMinor, 0) };
}

// Flat lines are amounts of the rules, the same at every plant, without markup.
function flatLines(o: PressingOptions): QuoteLine[] {
  const flat = (line: QuoteCostLine, units: number, unitPriceMinor: number): QuoteLine => ({
    line,
    variant: null,
    kind: 'flat',
    units,
    unitPriceMinor,
    costMinor: unitPriceMinor * units,
  });
  const lines: QuoteLine[] = [];
  if (o.design) lines.push(flat('design', 1, QUOTE_FLAT_PRICES.designMinor));
  if (o.mastering) lines.push(flat('mastering', o.trackCount, QUOTE_FLAT_PRICES.masteringPerTrackMinor));
  if (o.mechanicalRights) lines.push(flat('mechanical_right', 1, QUOTE_FLAT_PRICES.mechanicalRightMinor));
  const discs = o.quantity * o.discs;
  const energy = divideRounded(BigInt(QUOTE_FLAT_PRICES.energyPerDiscHundredthsOfCent) * BigInt(discs), 100n, 'ceil');
  lines.push({
    line: 'energy_cost',
    variant: null,
    kind: 'flat',
    units: discs,
    unitPriceMinor: null,
    costMinor: toSafeMinor(energy),
  });
  return lines;
}

function assertOptions(o: PressingOptions): void {
  const count = (name: string, value: number, min: number) => {
    if (!Number.isSafeInteger(value) || value < min)
      throw new RangeError(`${name} must be an integer >= ${min}, got ${value}`);
  };
  count('quantity', o.quantity, 1);
  count('discs', o.discs, 1);
  count('inserts', o.inserts, 0);
  count('trackCount', o.trackCount, 0);
  if (!isPressingColour(o.colour)) throw new RangeError(`unknown vinyl colour ${o.colour}`);
}

/** Each plant's total before VAT, or what it lacks. */
export interface PlantTotal {
  plant: string;
  totalExclVatMinor: number | null;
  missing: string[];
}

// The cheapest plant offering every chosen option, with its lines and totals, or null with each plant's gaps.
function priceAtCheapestPlant(
  o: PressingOptions,
  index: QuoteCostIndex,
  plants: readonly PressingPlant[] = PRESSING_PLANTS,
): { plant: string | null; lines: QuoteLine[]; netMinor: number; plantTotals: PlantTotal[] } {
  assertOptions(o);
  let best: { plant: string; lines: QuoteLine[]; netMinor: number } | null = null;
  const plantTotals: PlantTotal[] = [];
  for (const { key } of plants) {
    const pricing = priceAtPlant(o, key, index);
    plantTotals.push({
      plant: key,
      totalExclVatMinor: pricing.ok ? pricing.netMinor : null,
      missing: pricing.ok ? [] : pricing.missing,
    });
    if (pricing.ok && (!best || pricing.netMinor < best.netMinor)) best = { plant: key, ...pricing };
  }
  return { plant: best?.plant ?? null, lines: best?.lines ?? [], netMinor: best?.netMinor ?? 0, plantTotals };
}

/** A priced pressing. */
export interface PressingQuote {
  ok: true;
  plant: string;
  tierQuantity: number;
  spares: number;
  markupBp: number;
  lines: QuoteLine[];
  totalExclVatMinor: number;
  vatMinor: number;
  totalInclVatMinor: number;
  /** Total incl. VAT per disc ordered (copies x discs), rounded up. */
  costPerDiscMinor: number;
  plantTotals: PlantTotal[];
  sale: QuoteSale | null;
  /** For each option, total incl. VAT with each alternative minus the current total (null: no plant offers it). */
  optionDeltas: QuoteOptionDeltas;
}

/** No plant offers every chosen option. */
export interface QuoteUnavailable {
  ok: false;
  code: 'quote_option_unavailable';
  plantTotals: PlantTotal[];
}

/**
 * Prices a pressing at every plant and keeps the cheapest that offers every option (ties: plant order),
 * adds VAT 20 %, the sales figures when a selling price is given, and each option's price difference.
 */
export function priceQuote(
  options: PressingOptions,
  context: {
    rows?: readonly QuoteCostRow[];
    plants?: readonly PressingPlant[];
    sellingPriceMinor?: number;
    quantitySold?: number;
    withDeltas?: boolean;
  } = {},
): PressingQuote | QuoteUnavailable {
  const index = indexQuoteCostRows(context.rows ?? quoteCostRows());
  const plants = context.plants ?? PRESSING_PLANTS;
  const best = priceAtCheapestPlant(options, index, plants);
  if (best.plant === null) return { ok: false, code: 'quote_option_unavailable', plantTotals: best.plantTotals };

  const { taxMinor, grossMinor } = addVatToNet(best.netMinor, QUOTE_VAT_BP);
  const discs = options.quantity * options.discs;
  const totalOf = (alternative: PressingOptions) => {
    const priced = priceAtCheapestPlant(alternative, index, plants);
    return priced.plant === null ? null : addVatToNet(priced.netMinor, QUOTE_VAT_BP).grossMinor;
  };
  return {
    ok: true,
    plant: best.plant,
    tierQuantity: quoteTierFor(options.quantity),
    spares: quoteSpares(options.quantity),
    markupBp: options.directPressing ? DIRECT_PRESSING_MARKUP_BP : QUOTE_MARKUP_BP,
    lines: best.lines,
    totalExclVatMinor: best.netMinor,
    vatMinor: taxMinor,
    totalInclVatMinor: grossMinor,
    costPerDiscMinor: toSafeMinor(divideRounded(BigInt(grossMinor), BigInt(discs), 'ceil')),
    plantTotals: best.plantTotals,
    sale:
      context.sellingPriceMinor === undefined
        ? null
        : quoteSale(grossMinor, context.sellingPriceMinor, context.quantitySold ?? options.quantity),
    optionDeltas: context.withDeltas === false ? {} : quoteOptionDeltas(options, grossMinor, totalOf),
  };
}
