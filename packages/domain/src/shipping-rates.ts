// The seed shipping rate table: partner x destination (country or zone) x weight bracket, in EUR cents
// (BUSINESS-RULES "Shipping"). Figures are ours: 2025 carrier tariffs for a record mailer, from each
// partner's warehouse. The db seed loads SHIPPING_RATE_ROWS; admins edit the rows afterwards.
import { percentOfMinor } from './money.ts';
import type { LogisticsPartner } from './shipping-partners.ts';

/** Weight brackets (upper bounds, grams): 250, 500, 750, then every whole kg up to 50 kg. */
export const SHIPPING_BRACKETS_GRAMS: readonly number[] = [
  250,
  500,
  750,
  ...Array.from({ length: 50 }, (_, index) => (index + 1) * 1000),
];

/** One rate: the price of a weight bracket from a partner to a country or destination zone. */
export interface ShippingRateRow {
  partner: LogisticsPartner;
  /** A country code (upper case) or a destination zone key (lower case). */
  destination: string;
  /** Upper bound of the bracket, in grams. */
  bracketGrams: number;
  /** Standard (untracked) delivery, EUR cents, before fees. */
  standardMinor: number;
  /** Delivery to a pickup point, EUR cents, before fees; null where the partner offers none. */
  pickupMinor: number | null;
}

// A tariff curve in EUR cents: the first four brackets, then a price per extra kg.
type Curve = readonly [g250: number, g500: number, g750: number, kg1: number, perExtraKg: number];

interface Lane {
  /** A country code or a ShippingDestinationZone key. */
  destination: string;
  curve: Curve;
  /** Pickup points offered on this lane, at this share of the standard price (basis points). */
  pickupBp?: number;
}

const FR_DOMESTIC: Curve = [430, 570, 650, 720, 95];
const FR_TO_EU: Curve = [950, 1180, 1350, 1490, 190];
const FR_TO_EUROPE: Curve = [1250, 1550, 1750, 1950, 260];
const FR_TO_NORTH_AMERICA: Curve = [1790, 2350, 2790, 3150, 620];
const FR_TO_ASIA_PACIFIC: Curve = [1890, 2450, 2890, 3250, 650];
const FR_TO_WORLD: Curve = [1990, 2590, 2990, 3390, 690];

// A partner's tariff as a percentage of the reference French one, to the nearest cent.
const scaled = ([g250, g500, g750, kg1, perExtraKg]: Curve, percent: number): Curve => {
  const at = (cents: number) => percentOfMinor(cents, percent * 100, 'half_up');
  return [at(g250), at(g500), at(g750), at(kg1), at(perExtraKg)];
};

const frenchWarehouse = (percent: number, reach: 'domestic' | 'eu' | 'europe' | 'world'): Lane[] => {
  const lanes: Lane[] = [{ destination: 'FR', curve: scaled(FR_DOMESTIC, percent), pickupBp: 8000 }];
  if (reach === 'domestic') return lanes;
  lanes.push({ destination: 'eu', curve: scaled(FR_TO_EU, percent), pickupBp: 8500 });
  if (reach === 'eu') return lanes;
  lanes.push({ destination: 'europe', curve: scaled(FR_TO_EUROPE, percent) });
  if (reach === 'europe') return lanes;
  lanes.push(
    { destination: 'north_america', curve: scaled(FR_TO_NORTH_AMERICA, percent) },
    { destination: 'asia_pacific', curve: scaled(FR_TO_ASIA_PACIFIC, percent) },
    { destination: 'world', curve: scaled(FR_TO_WORLD, percent) },
  );
  return lanes;
};

/** Where each partner ships and at what tariff (built on call: see SHIPPING_RATE_ROWS). */
const lanesOfPartners = (): Readonly<Record<LogisticsPartner, readonly Lane[]>> => ({
  daudin: frenchWarehouse(97, 'world'),
  bigblue: frenchWarehouse(103, 'world'),
  pias: frenchWarehouse(108, 'europe'),
  spindle: frenchWarehouse(100, 'world'),
  sna: frenchWarehouse(105, 'eu'),
  fnac: frenchWarehouse(112, 'domestic'),
  whiplash: [
    { destination: 'US', curve: [460, 540, 620, 700, 120] },
    { destination: 'north_america', curve: [1290, 1590, 1850, 2100, 450] },
    { destination: 'world', curve: [1990, 2650, 3100, 3500, 750] },
  ],
  lita: [
    { destination: 'US', curve: [490, 570, 650, 740, 130] },
    { destination: 'north_america', curve: [1350, 1650, 1900, 2150, 470] },
  ],
  amped: [{ destination: 'US', curve: [480, 560, 640, 720, 125] }],
  whiplash_uk: [
    { destination: 'GB', curve: [390, 480, 550, 620, 90], pickupBp: 8500 },
    { destination: 'eu', curve: [1090, 1350, 1520, 1690, 220] },
    { destination: 'europe', curve: [990, 1250, 1420, 1590, 210] },
    { destination: 'world', curve: [1790, 2350, 2750, 3100, 690] },
  ],
  rom: [
    { destination: 'GB', curve: [370, 460, 530, 600, 85] },
    { destination: 'europe', curve: [1050, 1290, 1460, 1620, 215] },
  ],
  rom_de: [
    { destination: 'DE', curve: [410, 490, 560, 620, 80], pickupBp: 8500 },
    { destination: 'eu', curve: [890, 1090, 1250, 1390, 170] },
    { destination: 'europe', curve: [1190, 1450, 1650, 1820, 240] },
  ],
  altafonte: [
    { destination: 'ES', curve: [440, 530, 610, 680, 95] },
    { destination: 'eu', curve: [990, 1220, 1390, 1530, 200] },
  ],
  shipehype: [
    { destination: 'CA', curve: [690, 840, 960, 1080, 180] },
    { destination: 'north_america', curve: [990, 1240, 1450, 1650, 320] },
  ],
  mgm: [
    { destination: 'AU', curve: [650, 820, 940, 1050, 160] },
    { destination: 'asia_pacific', curve: [1390, 1790, 2090, 2350, 520] },
  ],
  cbip: [
    { destination: 'HK', curve: [350, 420, 490, 550, 90] },
    { destination: 'asia_pacific', curve: [890, 1150, 1350, 1520, 340] },
    { destination: 'world', curve: [1590, 2150, 2500, 2850, 620] },
  ],
  site: frenchWarehouse(100, 'world'),
  all: frenchWarehouse(100, 'world'),
  distrib: frenchWarehouse(102, 'world'),
  preorder: frenchWarehouse(102, 'world'),
});

function priceOnCurve(curve: Curve, bracketGrams: number): number {
  const [g250, g500, g750, kg1, perExtraKg] = curve;
  if (bracketGrams <= 250) return g250;
  if (bracketGrams <= 500) return g500;
  if (bracketGrams <= 750) return g750;
  return kg1 + perExtraKg * (bracketGrams / 1000 - 1);
}

/**
 * The seed rate table: every partner, every lane it serves, every bracket (EUR cents). Only the seed and
 * tests read it; marked pure so that a bundle that does not (the browser's `domain` chunk) drops it and
 * the lanes instead of building them at load (issue 19: a BigInt percentage per tariff, before hydration).
 */
export const SHIPPING_RATE_ROWS: readonly ShippingRateRow[] = /* @__PURE__ */ Object.entries(lanesOfPartners()).flatMap(
  ([partner, lanes]) =>
    lanes.flatMap((lane) =>
      SHIPPING_BRACKETS_GRAMS.map((bracketGrams) => {
        const standardMinor = priceOnCurve(lane.curve, bracketGrams);
        return {
          partner: partner as LogisticsPartner,
          destination: lane.destination,
          bracketGrams,
          standardMinor,
          pickupMinor: lane.pickupBp === undefined ? null : percentOfMinor(standardMinor, lane.pickupBp, 'half_up'),
        };
      }),
    ),
);
