// What an artist can choose when pricing a pressing (the /quote configurator and the creation flow).

/** Record sizes, in inches. */
export const PRESSING_FORMATS = ['7', '10', '12'] as const;
/** A record size. */
export type PressingFormat = (typeof PRESSING_FORMATS)[number];

/** Vinyl weights offered, in grams (12" and 10"; a 7" is priced on the same lines). */
export const PRESSING_WEIGHTS_GRAMS = [140, 180] as const;
/** A vinyl weight in grams. */
export type PressingWeightGrams = (typeof PRESSING_WEIGHTS_GRAMS)[number];

/** Effects pressed into a coloured record. */
export const PRESSING_EFFECTS = ['none', 'splatter', 'marble'] as const;
/** A colour effect. */
export type PressingEffect = (typeof PRESSING_EFFECTS)[number];

/**
 * The PVC compound: virgin, recycled (the plant's own offcuts and rejects, ground and re-melted: it
 * comes out black, so it is pressed black only) or bio-attributed (renewable feedstock allocated to the
 * order under a certified mass-balance scheme). docs/footprint.md gives what each changes.
 */
export const PRESSING_COMPOUNDS = ['virgin', 'recycled', 'bio_attributed'] as const;
/** A PVC compound. */
export type PressingCompound = (typeof PRESSING_COMPOUNDS)[number];

/** The board of a printed sleeve: standard (virgin fibre) or recycled. */
export const PRESSING_BOARDS = ['standard', 'recycled'] as const;
/** A sleeve board. */
export type PressingBoard = (typeof PRESSING_BOARDS)[number];

/** Cutting methods: lacquer (then plating) or direct metal mastering. */
export const PRESSING_CUTTINGS = ['lacquer', 'dmm'] as const;
/** A cutting method. */
export type PressingCutting = (typeof PRESSING_CUTTINGS)[number];

/** Centre labels: printed artwork or blank white. */
export const PRESSING_LABELS = ['printed', 'blank'] as const;
/** A label type. */
export type PressingLabel = (typeof PRESSING_LABELS)[number];

/** Outer sleeves, plain to deluxe. */
export const PRESSING_SLEEVES = ['white_paper', 'black_paper', 'discobag', 'printed_jacket', 'gatefold'] as const;
/** An outer sleeve. */
export type PressingSleeve = (typeof PRESSING_SLEEVES)[number];
/** Sleeves that carry print, and so can take a print finish. */
export const PRINTED_SLEEVES: readonly PressingSleeve[] = ['discobag', 'printed_jacket', 'gatefold'];

/** Inner sleeves ('none': the disc goes straight into the outer sleeve). */
export const PRESSING_INNER_SLEEVES = ['none', 'white_paper', 'black_paper', 'antistatic', 'printed'] as const;
/** An inner sleeve choice. */
export type PressingInnerSleeve = (typeof PRESSING_INNER_SLEEVES)[number];

/** Finishes of a printed sleeve. */
export const PRESSING_PRINT_FINISHES = ['none', 'matte', 'gloss', 'spot_uv'] as const;
/** A print finish. */
export type PressingPrintFinish = (typeof PRESSING_PRINT_FINISHES)[number];

/** A vinyl colour the plants press, with a swatch for the configurator. */
export interface VinylColourSwatch {
  name: string;
  hex: string;
  translucent: boolean;
}

const swatch = (name: string, hex: string, translucent = false): VinylColourSwatch => ({ name, hex, translucent });

/** Vinyl colours offered by the configurator; black is the standard, every other is priced as colour. */
export const PRESSING_VINYL_COLOURS: readonly VinylColourSwatch[] = [
  swatch('black', '#101010'),
  swatch('white', '#F5F5F2'),
  swatch('transparent', '#DDE5E8', true),
  swatch('smoke', '#8A8D8F', true),
  swatch('grey', '#9A9A9A'),
  swatch('silver', '#C0C0C0'),
  swatch('gold', '#D4AF37'),
  swatch('bone', '#E3DAC9'),
  swatch('cream', '#F3E5C0'),
  swatch('yellow', '#F6D20E'),
  swatch('mustard', '#D4A017'),
  swatch('orange', '#F57C00'),
  swatch('red', '#C8102E'),
  swatch('transparent_red', '#D2232A', true),
  swatch('oxblood', '#4A0000'),
  swatch('pink', '#F4A6C0'),
  swatch('magenta', '#C2185B'),
  swatch('purple', '#6A1B9A'),
  swatch('lilac', '#C8A2C8'),
  swatch('blue', '#1F4E9E'),
  swatch('baby_blue', '#9CC9E8'),
  swatch('sea_blue', '#2E86C1', true),
  swatch('turquoise', '#30C5C0'),
  swatch('mint', '#A8E6CF'),
  swatch('green', '#2E7D32'),
  swatch('coke_bottle', '#9DC8A5', true),
  swatch('olive', '#708238'),
  swatch('brown', '#6D4C41'),
  swatch('amber', '#E09B2D', true),
  swatch('glow_in_the_dark', '#CFF5B0'),
];

/** Whether a colour name is one of the configurator's colours. */
export function isPressingColour(name: string): boolean {
  return PRESSING_VINYL_COLOURS.some((colour) => colour.name === name);
}

/** Everything a pressing quote depends on. */
export interface PressingOptions {
  format: PressingFormat;
  /** Copies ordered (spares are added on top). */
  quantity: number;
  /** Discs per copy (a double LP is 2). */
  discs: number;
  weightGrams: PressingWeightGrams;
  /** A PRESSING_VINYL_COLOURS name. */
  colour: string;
  effect: PressingEffect;
  compound: PressingCompound;
  cutting: PressingCutting;
  label: PressingLabel;
  sleeve: PressingSleeve;
  /** Only priced (and counted in the footprint) on a printed sleeve. */
  board: PressingBoard;
  innerSleeve: PressingInnerSleeve;
  /** Printed inserts per copy. */
  inserts: number;
  sticker: boolean;
  numbered: boolean;
  shrinkWrap: boolean;
  /** Only priced on a printed sleeve. */
  printFinish: PressingPrintFinish;
  testPressing: boolean;
  design: boolean;
  mastering: boolean;
  /** Tracks to master (mastering is priced per track). */
  trackCount: number;
  mechanicalRights: boolean;
  /** Direct pressing (the plant ships to the artist) takes a 30 % markup instead of 25 %. */
  directPressing: boolean;
}

/** A sensible starting configuration: 300 black 140 g 12" in a printed jacket. */
export const DEFAULT_PRESSING_OPTIONS: PressingOptions = {
  format: '12',
  quantity: 300,
  discs: 1,
  weightGrams: 140,
  colour: 'black',
  effect: 'none',
  compound: 'virgin',
  cutting: 'lacquer',
  label: 'printed',
  sleeve: 'printed_jacket',
  board: 'standard',
  innerSleeve: 'white_paper',
  inserts: 0,
  sticker: false,
  numbered: false,
  shrinkWrap: true,
  printFinish: 'none',
  testPressing: true,
  design: false,
  mastering: false,
  trackCount: 10,
  mechanicalRights: true,
  directPressing: false,
};
