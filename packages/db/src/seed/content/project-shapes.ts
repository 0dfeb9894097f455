// Formats, prices (EUR cents, VAT included) and colours of the demo releases and products.
import { PRESSING_VINYL_COLOURS, type SeededRandom } from '@spindle/domain';
import { colourWords } from './release-text.ts';

/** Categories of demo projects (the URL categories plus 'accessory', which falls back to /project/). */
export const DEMO_CATEGORIES = [
  'vinyl',
  'cd',
  'tape',
  'bundle',
  'project',
  't-shirt',
  'hoodie',
  'merch',
  'accessory',
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number];

/** Share of the catalogue per category; vinyl is the majority. */
export const CATEGORY_SHARES: Readonly<Record<DemoCategory, number>> = {
  vinyl: 0.5,
  cd: 0.09,
  tape: 0.06,
  bundle: 0.04,
  project: 0.03,
  't-shirt': 0.07,
  hoodie: 0.04,
  merch: 0.08,
  accessory: 0.09,
};

/** A physical format: its label, discs, weight, track counts and price range in whole euros. */
export interface DemoFormat {
  format: string;
  discs: number;
  weightGrams: number;
  tracks: readonly [number, number];
  euros: readonly [number, number];
}

const VINYL_FORMATS: readonly (readonly [DemoFormat, number])[] = [
  [{ format: 'LP 12" 180 g', discs: 1, weightGrams: 320, tracks: [6, 10], euros: [24, 35] }, 40],
  [{ format: 'LP 12" 140 g', discs: 1, weightGrams: 280, tracks: [6, 10], euros: [22, 28] }, 15],
  [{ format: '2xLP 12" 180 g', discs: 2, weightGrams: 620, tracks: [8, 10], euros: [35, 45] }, 15],
  [{ format: '7" 45 rpm', discs: 1, weightGrams: 110, tracks: [2, 2], euros: [9, 12] }, 15],
  [{ format: '10" EP', discs: 1, weightGrams: 230, tracks: [4, 4], euros: [18, 22] }, 8],
];

const OTHER_FORMATS: Readonly<Record<Exclude<DemoCategory, 'vinyl'>, readonly DemoFormat[]>> = {
  cd: [
    { format: 'CD digipak', discs: 1, weightGrams: 110, tracks: [8, 10], euros: [12, 15] },
    { format: 'CD jewel case', discs: 1, weightGrams: 100, tracks: [8, 10], euros: [12, 14] },
  ],
  tape: [{ format: 'Cassette C46', discs: 0, weightGrams: 70, tracks: [4, 8], euros: [10, 12] }],
  bundle: [{ format: 'LP + T-shirt', discs: 1, weightGrams: 520, tracks: [6, 10], euros: [45, 55] }],
  project: [{ format: 'LP 12" 180 g', discs: 1, weightGrams: 320, tracks: [6, 10], euros: [25, 30] }],
  't-shirt': [{ format: 'T-shirt, organic cotton', discs: 0, weightGrams: 200, tracks: [0, 0], euros: [25, 25] }],
  hoodie: [{ format: 'Hoodie, 350 g/m²', discs: 0, weightGrams: 650, tracks: [0, 0], euros: [45, 45] }],
  merch: [{ format: 'Merch', discs: 0, weightGrams: 250, tracks: [0, 0], euros: [8, 25] }],
  accessory: [{ format: 'Accessory', discs: 0, weightGrams: 300, tracks: [0, 0], euros: [8, 25] }],
};

/** Picks the format of a project of this category. */
export function pickFormat(random: SeededRandom, category: DemoCategory): DemoFormat {
  if (category !== 'vinyl') return random.pick(OTHER_FORMATS[category]);
  const total = VINYL_FORMATS.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [format, weight] of VINYL_FORMATS) {
    roll -= weight;
    if (roll < 0) return format;
  }
  return VINYL_FORMATS[0]?.[0] as DemoFormat;
}

/** A shelf price in cents inside the format's range: 24.90, 24.99 or 25.00 style. */
export function pickPriceMinor(random: SeededRandom, euros: readonly [number, number]): number {
  const [min, max] = euros;
  if (min === max) return min * 100;
  const whole = random.int(min + 1, max);
  return whole * 100 - random.pick([10, 1, 0, 10]);
}

/** A record colour as stored in color_vinyl (contracts' vinylColourSchema). */
export interface DemoVinylColour {
  name: string;
  hex: string;
  effect: 'none' | 'splatter' | 'marble';
  secondaryHex?: string;
  /** The colour in words for the page, e.g. 'mint with pink splatter' / 'menthe avec splatter rose'. */
  label: { en: string; fr: string };
}

/** Black a third of the time, else a configurator colour, sometimes splattered or marbled. */
export function pickVinylColour(random: SeededRandom): DemoVinylColour {
  const black = PRESSING_VINYL_COLOURS.find((colour) => colour.name === 'black');
  const roll = random.next();
  const words = (effect: DemoVinylColour['effect'], main: string, second?: string) => {
    const [en, fr] = colourWords({ name: main, effect }, main, second);
    return { en, fr };
  };
  if (roll < 0.3 || !black)
    return { name: 'black', hex: black?.hex ?? '#101010', effect: 'none', label: words('none', 'black') };
  const colours = PRESSING_VINYL_COLOURS.filter((colour) => colour.name !== 'black');
  const main = random.pick(colours);
  if (roll < 0.8) return { name: main.name, hex: main.hex, effect: 'none', label: words('none', main.name) };
  const effect = roll < 0.9 ? 'splatter' : 'marble';
  const second = random.pick(PRESSING_VINYL_COLOURS.filter((colour) => colour !== main));
  return {
    name: `${main.name}_${second.name}_${effect}`,
    hex: main.hex,
    effect,
    secondaryHex: second.hex,
    label: words(effect, main.name, second.name),
  };
}

/** Fabric of garments and shells of tapes. */
export const PRODUCT_COLOURS: readonly { name: string; hex: string }[] = [
  { name: 'black', hex: '#151515' },
  { name: 'white', hex: '#f4f1ea' },
  { name: 'navy', hex: '#1f2a44' },
  { name: 'forest', hex: '#2d4a3e' },
  { name: 'sand', hex: '#d4b996' },
  { name: 'burgundy', hex: '#7b2331' },
  { name: 'heather grey', hex: '#a7a9ac' },
  { name: 'mustard', hex: '#d9a21b' },
];

/** Price of a merch or accessory item by its name (8 to 25 EUR). */
export function itemPriceMinor(name: string): number {
  const table: readonly (readonly [RegExp, number])[] = [
    [/Pin|Sticker|Adapters/, 800],
    [/Outer Sleeves|Poster/, 1200],
    [/Inner Sleeves|Gel|Mug/, 1290],
    [/Tote|Slipmat|Brush|Bandana/, 1500],
    [/Beanie/, 2000],
    [/Bucket|Cork|Kit|Weight|Crate/, 2500],
  ];
  return table.find(([pattern]) => pattern.test(name))?.[1] ?? 1500;
}
