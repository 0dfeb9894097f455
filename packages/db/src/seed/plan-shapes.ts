// Formats, prices, weights and colours of the demo catalogue, per category: the figures a record shop
// of this kind shows (EUR cents, VAT included; grams as shipped).
import { PRESSING_VINYL_COLOURS, type SeededRandom } from '@spindle/domain';
import type { ProjectCategory, VinylColour } from '../schema/index.ts';

/** How many projects of each category the demo holds (320 in all). */
export const CATEGORY_COUNTS: readonly (readonly [ProjectCategory, number])[] = [
  ['vinyl', 150],
  ['cd', 30],
  ['tape', 20],
  ['bundle', 14],
  ['project', 10],
  ['t-shirt', 24],
  ['hoodie', 14],
  ['merch', 26],
  ['accessory', 32],
];

/** A physical shape: format label, discs, weight and sleeve. */
export interface ProductShape {
  format: string;
  discs: number;
  weightGrams: number;
  sleeve: string | null;
  trackCount: [number, number];
  priceMinor: readonly number[];
}

const VINYL_SHAPES: readonly (readonly [ProductShape, number])[] = [
  [
    {
      format: 'LP',
      discs: 1,
      weightGrams: 300,
      sleeve: 'printed_jacket',
      trackCount: [7, 11],
      priceMinor: [2490, 2690, 2790, 2990, 3190],
    },
    62,
  ],
  [
    {
      format: '2LP',
      discs: 2,
      weightGrams: 620,
      sleeve: 'gatefold',
      trackCount: [11, 16],
      priceMinor: [3490, 3790, 3990, 4490],
    },
    16,
  ],
  [
    { format: '3LP', discs: 3, weightGrams: 900, sleeve: 'gatefold', trackCount: [15, 20], priceMinor: [5490, 5990] },
    3,
  ],
  [
    { format: '7"', discs: 1, weightGrams: 110, sleeve: 'discobag', trackCount: [2, 2], priceMinor: [990, 1290, 1490] },
    12,
  ],
  [
    {
      format: '10"',
      discs: 1,
      weightGrams: 230,
      sleeve: 'printed_jacket',
      trackCount: [4, 6],
      priceMinor: [1990, 2290],
    },
    7,
  ],
];

const OTHER_SHAPES: Readonly<Record<Exclude<ProjectCategory, 'vinyl'>, ProductShape>> = {
  cd: {
    format: 'CD',
    discs: 1,
    weightGrams: 110,
    sleeve: 'jewel_case',
    trackCount: [8, 13],
    priceMinor: [1290, 1490, 1690],
  },
  tape: {
    format: 'Cassette',
    discs: 0,
    weightGrams: 80,
    sleeve: null,
    trackCount: [6, 10],
    priceMinor: [990, 1190, 1290],
  },
  bundle: {
    format: 'LP + T-shirt',
    discs: 1,
    weightGrams: 520,
    sleeve: 'printed_jacket',
    trackCount: [7, 11],
    priceMinor: [4490, 4990, 5490],
  },
  project: {
    format: 'Box set',
    discs: 3,
    weightGrams: 1500,
    sleeve: 'box',
    trackCount: [14, 20],
    priceMinor: [7990, 9990, 12990],
  },
  't-shirt': {
    format: 'T-shirt',
    discs: 0,
    weightGrams: 200,
    sleeve: null,
    trackCount: [0, 0],
    priceMinor: [2200, 2500, 2800],
  },
  hoodie: {
    format: 'Hoodie',
    discs: 0,
    weightGrams: 650,
    sleeve: null,
    trackCount: [0, 0],
    priceMinor: [4500, 4900, 5500],
  },
  merch: {
    format: 'Merch',
    discs: 0,
    weightGrams: 250,
    sleeve: null,
    trackCount: [0, 0],
    priceMinor: [900, 1200, 1500, 1900, 2500],
  },
  accessory: {
    format: 'Accessory',
    discs: 0,
    weightGrams: 300,
    sleeve: null,
    trackCount: [0, 0],
    priceMinor: [590, 990, 1490, 1990, 2990, 3990],
  },
};

/** The shape of a project of a category. */
export function pickShape(category: ProjectCategory, random: SeededRandom): ProductShape {
  return category === 'vinyl' ? random.weighted(VINYL_SHAPES) : OTHER_SHAPES[category];
}

/** Sizes of sized merch. */
export const GARMENT_SIZES: Readonly<Record<'t-shirt' | 'hoodie', readonly string[]>> = {
  't-shirt': ['S', 'M', 'L', 'XL'],
  hoodie: ['S', 'M', 'L', 'XL', 'XXL'],
};

const BLACK = PRESSING_VINYL_COLOURS.find((colour) => colour.name === 'black');

/** Record colours of a vinyl: black most of the time, else a colour, sometimes splattered or marbled. */
export function pickVinylColours(random: SeededRandom, discs: number, colourShare: number): VinylColour[] {
  if (!random.chance(colourShare)) return [{ name: 'black', hex: BLACK?.hex ?? '#101010', effect: 'none' }];
  const colours = PRESSING_VINYL_COLOURS.filter((colour) => colour.name !== 'black');
  const main = random.pick(colours);
  const effect = random.weighted([
    ['none', 6],
    ['splatter', 2],
    ['marble', 2],
  ] as const);
  const second = random.pick(colours.filter((colour) => colour !== main));
  const colour: VinylColour =
    effect === 'none'
      ? { name: main.name, hex: main.hex, effect }
      : { name: `${main.name}_${second.name}_${effect}`, hex: main.hex, effect, secondaryHex: second.hex };
  return Array.from({ length: Math.max(1, discs) }, () => colour);
}

/** Colour of a garment or tape shell. */
export function pickFabricHex(random: SeededRandom): string {
  return random.pick(['#111111', '#f4f1ea', '#1f2a44', '#6b705c', '#9b2226', '#d4a373', '#2a9d8f']);
}

/** A price ending in 90 cents, for projects priced by hand. */
export function roundedPriceMinor(exactMinor: number): number {
  return Math.max(90, Math.round(exactMinor / 100) * 100 - 10);
}
