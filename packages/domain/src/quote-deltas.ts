// The price difference each option makes, for the live configurator (BUSINESS-RULES "Pressing quote").
import {
  PRESSING_BOARDS,
  PRESSING_COMPOUNDS,
  PRESSING_CUTTINGS,
  PRESSING_EFFECTS,
  PRESSING_FORMATS,
  PRESSING_INNER_SLEEVES,
  PRESSING_LABELS,
  PRESSING_PRINT_FINISHES,
  PRESSING_SLEEVES,
  PRESSING_WEIGHTS_GRAMS,
  type PressingOptions,
} from './quote-options.ts';

/** Options the configurator shows a price difference for. */
export type QuoteDeltaOption = Exclude<keyof PressingOptions, 'quantity' | 'discs' | 'trackCount'>;

/** Per option, per alternative value: total incl. VAT with it minus the current total; null if no plant offers it. */
export type QuoteOptionDeltas = Partial<Record<QuoteDeltaOption, Record<string, number | null>>>;

const BOTH = [false, true] as const;

// Alternatives of each option. Colour is priced as black or colour, so two alternatives stand for all.
const ALTERNATIVES: { [K in Exclude<QuoteDeltaOption, 'colour'>]: readonly PressingOptions[K][] } = {
  format: PRESSING_FORMATS,
  weightGrams: PRESSING_WEIGHTS_GRAMS,
  effect: PRESSING_EFFECTS,
  compound: PRESSING_COMPOUNDS,
  cutting: PRESSING_CUTTINGS,
  label: PRESSING_LABELS,
  sleeve: PRESSING_SLEEVES,
  board: PRESSING_BOARDS,
  innerSleeve: PRESSING_INNER_SLEEVES,
  inserts: [0, 1, 2, 3],
  sticker: BOTH,
  numbered: BOTH,
  shrinkWrap: BOTH,
  printFinish: PRESSING_PRINT_FINISHES,
  testPressing: BOTH,
  design: BOTH,
  mastering: BOTH,
  mechanicalRights: BOTH,
  directPressing: BOTH,
};

/** Deltas of every option's alternatives, given the current total and a function pricing a variant of the options. */
export function quoteOptionDeltas(
  options: PressingOptions,
  currentTotalMinor: number,
  totalOf: (alternative: PressingOptions) => number | null,
): QuoteOptionDeltas {
  const deltaOf = (alternative: PressingOptions) => {
    const total = totalOf(alternative);
    return total === null ? null : total - currentTotalMinor;
  };
  const deltas: QuoteOptionDeltas = {};
  for (const key of Object.keys(ALTERNATIVES) as Exclude<QuoteDeltaOption, 'colour'>[]) {
    const entries: Record<string, number | null> = {};
    for (const value of ALTERNATIVES[key]) {
      entries[String(value)] = value === options[key] ? 0 : deltaOf({ ...options, [key]: value });
    }
    deltas[key] = entries;
  }
  const isBlack = options.colour === 'black';
  deltas.colour = {
    black: isBlack ? 0 : deltaOf({ ...options, colour: 'black' }),
    colour: isBlack ? deltaOf({ ...options, colour: 'white' }) : 0,
  };
  return deltas;
}
