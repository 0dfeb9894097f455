// The carbon footprint of a pressing (issue 15, docs/footprint.md): per record and for the run, in whole
// grams of CO2e, from published life-cycle figures. An estimate, and said to be one: the factors are
// industry averages, not a measurement of the plant that presses the record.
import { PRINTED_SLEEVES, type PressingFormat, type PressingOptions } from './quote-options.ts';

/**
 * The factors, each with its source in docs/footprint.md. The anchor is the VRMA and Vinyl Alliance's
 * First Carbon Footprinting Report (2024): a black 140 g 12" in a printed jacket is about 1.15 kg CO2e
 * from cradle to factory gate, 50 % from the PVC compound, 30 % from the plant's energy, 13 % from print
 * packaging; special colours and effects add 26 %; bio-attributed compound brings it to about 0.7 kg.
 */
export const FOOTPRINT_FACTORS = {
  /** Grams of CO2e per kilogram of compound pressed: 575 g for 140 g of virgin PVC compound. */
  compoundPerKg: { virgin: 4_100, recycled: 2_100, bio_attributed: 900 },
  /** The plant's energy per disc pressed (30 % of 1.15 kg). */
  energyPerDisc: 345,
  /** Lacquers, stampers, labels and the rest of the plant's footprint (the remaining 7 %). */
  otherPerDisc: 80,
  /** Special colours and effects, per disc (26 % of 1.15 kg). */
  colourPerDisc: 300,
  /** Print packaging per kilogram of board and paper: a jacket and a paper inner sleeve (90 g) make 13 %. */
  paperPerKg: 1_670,
  /** Recycled board instead of virgin-fibre board, on the outer sleeve: an estimate (docs/footprint.md). */
  recycledBoardSavingPercent: 20,
  /** Shrink wrap: about 8 g of polyolefin film at about 2 kg CO2e per kilogram. */
  shrinkWrap: 16,
  shrinkWrapGrams: 8,
  /** Road freight, grams of CO2e per tonne-kilometre (an average laden heavy goods vehicle). */
  roadPerTonneKm: 107,
  /** From the plant to the logistician, by road. */
  logisticianDistanceKm: 1_000,
} as const;

/** Compound in one disc, by size: the weight chosen for a 12", about 70 % of it for a 10", 42 g for a 7". */
export function discCompoundGrams(format: PressingFormat, weightGrams: number): number {
  if (format === '7') return 42;
  return format === '10' ? Math.round(weightGrams * 0.7) : weightGrams;
}

// Board and paper of each part, for a 12"; a 10" takes 75 % of it, a 7" 35 %.
const OUTER_SLEEVE_GRAMS: Record<PressingOptions['sleeve'], number> = {
  white_paper: 16,
  black_paper: 16,
  discobag: 60,
  printed_jacket: 80,
  gatefold: 160,
};
const INNER_SLEEVE_GRAMS: Record<PressingOptions['innerSleeve'], number> = {
  none: 0,
  white_paper: 10,
  black_paper: 10,
  antistatic: 14,
  printed: 30,
};
const INSERT_GRAMS = 10;
const PAPER_SCALE_PERCENT: Record<PressingFormat, number> = { '7': 35, '10': 75, '12': 100 };

/** What a footprint depends on: the options of a pressing quote that change the materials. */
export type FootprintOptions = Pick<
  PressingOptions,
  | 'format'
  | 'discs'
  | 'weightGrams'
  | 'colour'
  | 'effect'
  | 'compound'
  | 'sleeve'
  | 'board'
  | 'innerSleeve'
  | 'inserts'
  | 'shrinkWrap'
>;

/** The parts of one record's footprint, grams of CO2e. */
export interface FootprintBreakdown {
  compound: number;
  energy: number;
  colour: number;
  other: number;
  packaging: number;
  transport: number;
}

/** The footprint parts in the order they are shown. */
export const FOOTPRINT_PARTS = ['compound', 'energy', 'colour', 'other', 'packaging', 'transport'] as const;

/** A greener choice that would lower this record's footprint. */
export type GreenerChoice =
  | { option: 'compound'; value: 'recycled' | 'bio_attributed'; savingGrams: number }
  | { option: 'board'; value: 'recycled'; savingGrams: number }
  | { option: 'shrinkWrap'; value: false; savingGrams: number }
  | { option: 'weightGrams'; value: 140; savingGrams: number }
  | { option: 'colour'; value: 'black'; savingGrams: number };

export interface RecordFootprint {
  /** One record (all its discs and its packaging), grams of CO2e. */
  perRecordGrams: number;
  breakdown: FootprintBreakdown;
  /** What the record weighs packed, grams (for the freight). */
  packedGrams: number;
}

const percentOf = (value: number, percent: number) => Math.round((value * percent) / 100);

/** One record's footprint, cradle to the logistician's door. */
export function recordFootprint(o: FootprintOptions): RecordFootprint {
  const f = FOOTPRINT_FACTORS;
  const compoundGrams = discCompoundGrams(o.format, o.weightGrams) * o.discs;
  const isPrinted = PRINTED_SLEEVES.includes(o.sleeve);
  const scale = PAPER_SCALE_PERCENT[o.format];
  const outerGrams = percentOf(OUTER_SLEEVE_GRAMS[o.sleeve], scale);
  const innerGrams = percentOf(INNER_SLEEVE_GRAMS[o.innerSleeve] * o.discs, scale);
  const insertGrams = percentOf(INSERT_GRAMS * o.inserts, scale);
  const outerCo2 = Math.round((outerGrams * f.paperPerKg) / 1000);
  const outerSaving = isPrinted && o.board === 'recycled' ? percentOf(outerCo2, f.recycledBoardSavingPercent) : 0;
  const paperCo2 = outerCo2 - outerSaving + Math.round(((innerGrams + insertGrams) * f.paperPerKg) / 1000);
  const packedGrams = compoundGrams + outerGrams + innerGrams + insertGrams + (o.shrinkWrap ? f.shrinkWrapGrams : 0);
  const special = o.colour !== 'black' || o.effect !== 'none';
  const breakdown: FootprintBreakdown = {
    compound: Math.round((compoundGrams * f.compoundPerKg[o.compound]) / 1000),
    energy: f.energyPerDisc * o.discs,
    colour: special ? f.colourPerDisc * o.discs : 0,
    other: f.otherPerDisc * o.discs,
    packaging: paperCo2 + (o.shrinkWrap ? f.shrinkWrap : 0),
    transport: Math.round((packedGrams * f.logisticianDistanceKm * f.roadPerTonneKm) / 1_000_000),
  };
  const perRecordGrams = FOOTPRINT_PARTS.reduce((sum, part) => sum + breakdown[part], 0);
  return { perRecordGrams, breakdown, packedGrams };
}

/** Whether a plant presses this compound with these options (recycled regrind comes out black). */
export function isCompoundAvailable(o: Pick<FootprintOptions, 'colour' | 'effect' | 'compound'>): boolean {
  return o.compound !== 'recycled' || (o.colour === 'black' && o.effect === 'none');
}

/** The greener choices that would lower this record's footprint, biggest saving first. */
export function greenerChoices(o: FootprintOptions): GreenerChoice[] {
  const current = recordFootprint(o).perRecordGrams;
  const savingWith = (alternative: FootprintOptions) => current - recordFootprint(alternative).perRecordGrams;
  const choices: GreenerChoice[] = [];
  for (const compound of ['bio_attributed', 'recycled'] as const) {
    const alternative = { ...o, compound };
    if (o.compound !== compound && isCompoundAvailable(alternative)) {
      const savingGrams = savingWith(alternative);
      if (savingGrams > 0) choices.push({ option: 'compound', value: compound, savingGrams });
    }
  }
  if (PRINTED_SLEEVES.includes(o.sleeve) && o.board !== 'recycled') {
    choices.push({ option: 'board', value: 'recycled', savingGrams: savingWith({ ...o, board: 'recycled' }) });
  }
  if (o.shrinkWrap)
    choices.push({ option: 'shrinkWrap', value: false, savingGrams: savingWith({ ...o, shrinkWrap: false }) });
  if (o.weightGrams !== 140 && o.format !== '7') {
    choices.push({ option: 'weightGrams', value: 140, savingGrams: savingWith({ ...o, weightGrams: 140 }) });
  }
  if (o.colour !== 'black' || o.effect !== 'none') {
    choices.push({
      option: 'colour',
      value: 'black',
      savingGrams: savingWith({ ...o, colour: 'black', effect: 'none' }),
    });
  }
  return choices.filter((choice) => choice.savingGrams > 0).sort((a, b) => b.savingGrams - a.savingGrams);
}

/** A pressing's footprint: one record, the whole run (every copy pressed, spares included), the greener choices. */
export interface PressingFootprint extends RecordFootprint {
  copies: number;
  runGrams: number;
  greener: GreenerChoice[];
}

/** The footprint of pressing `copies` records with these options. */
export function pressingFootprint(o: FootprintOptions, copies: number): PressingFootprint {
  const record = recordFootprint(o);
  return { ...record, copies, runGrams: record.perRecordGrams * copies, greener: greenerChoices(o) };
}

/**
 * The options a released project's footprint is estimated from when no quote is at hand: its size read
 * from the project's format ('7"', '10"', else 12"), its discs and first colour and effect, and otherwise the
 * standard pressing (140 g virgin compound, printed jacket, paper inner sleeve, shrink-wrapped).
 */
export function projectFootprintOptions(project: {
  format: string | null;
  discs: number | null;
  colour: string | null;
  effect?: PressingOptions['effect'] | undefined;
}): FootprintOptions {
  const format: PressingFormat = /(^|\D)7(\D|$)/.test(project.format ?? '')
    ? '7'
    : /(^|\D)10(\D|$)/.test(project.format ?? '')
      ? '10'
      : '12';
  return {
    format,
    discs: Math.max(1, project.discs ?? 1),
    weightGrams: 140,
    colour: project.colour && project.colour !== 'black' ? project.colour : 'black',
    effect: project.effect ?? 'none',
    compound: 'virgin',
    sleeve: 'printed_jacket',
    board: 'standard',
    innerSleeve: 'white_paper',
    inserts: 0,
    shrinkWrap: true,
  };
}
