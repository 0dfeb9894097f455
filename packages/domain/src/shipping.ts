// Shipping price of a shop group (BUSINESS-RULES "Shipping"), in EUR cents. Each percentage is rounded
// once, half up, into its own part, and the parts sum to the cost (shown and tested that way).
import { percentOfMinor } from './money.ts';
import {
  LOGISTICS_PARTNERS,
  LOGISTICS_PARTNER_FEES,
  destinationZoneOf,
  type LogisticsPartner,
  type LogisticsPartnerFees,
} from './shipping-partners.ts';
import { SHIPPING_BRACKETS_GRAMS, type ShippingRateRow } from './shipping-rates.ts';

export * from './shipping-partners.ts';
export * from './shipping-rates.ts';

/** Heaviest parcel we ship; above it the answer is no_shipping. */
export const MAX_SHIPPING_WEIGHT_GRAMS = 50_000;
/** An order holding vinyl weighs at least this much (before the package). */
export const MIN_VINYL_ORDER_WEIGHT_GRAMS = 250;
/** Tracked delivery costs the standard price x 1.15. */
export const TRACKED_UPLIFT_BP = 1500;
/** Delivery to a pickup point never costs less than 4.80 EUR. */
export const PICKUP_FLOOR_MINOR = 480;
/** Shipping of 1 EUR or less, after discounts, becomes free. */
export const FREE_SHIPPING_AT_OR_BELOW_MINOR = 100;

/** How the parcel travels. */
export type ShippingMode = 'standard' | 'tracked' | 'pickup';

/** Why there is no shipping price: a value, never a crash. */
export type NoShippingReason =
  'over_max_weight' | 'country_not_served' | 'no_rate_for_bracket' | 'pickup_not_offered' | 'no_partner_with_stock';

/** The expected failure of every shipping function. */
export interface NoShipping {
  ok: false;
  code: 'no_shipping';
  reason: NoShippingReason;
}

const noShipping = (reason: NoShippingReason): NoShipping => ({ ok: false, code: 'no_shipping', reason });

function assertGrams(weightGrams: number): void {
  if (!Number.isSafeInteger(weightGrams) || weightGrams < 0) {
    throw new RangeError(`weightGrams must be a non-negative integer, got ${weightGrams}`);
  }
}

/** The smallest bracket that holds the weight (1 g -> 250, 1001 g -> 2000); over 50 kg: no_shipping. */
export function bracketFor(weightGrams: number): { ok: true; bracketGrams: number } | NoShipping {
  assertGrams(weightGrams);
  const bracketGrams = SHIPPING_BRACKETS_GRAMS.find((bracket) => weightGrams <= bracket);
  return bracketGrams === undefined ? noShipping('over_max_weight') : { ok: true, bracketGrams };
}

/** Weight of a parcel: the items (at least 250 g when it holds vinyl) plus the package. */
export function orderWeightGrams(input: {
  itemsWeightGrams: number;
  containsVinyl: boolean;
  packageWeightGrams: number;
}): number {
  assertGrams(input.itemsWeightGrams);
  assertGrams(input.packageWeightGrams);
  const items = input.containsVinyl
    ? Math.max(input.itemsWeightGrams, MIN_VINYL_ORDER_WEIGHT_GRAMS)
    : input.itemsWeightGrams;
  return items + input.packageWeightGrams;
}

/** The parts of a shipping cost, EUR cents; they sum to costMinor. */
export interface ShippingCostParts {
  bracketMinor: number;
  fuelMinor: number;
  securityMinor: number;
  packingMinor: number;
  pickingMinor: number;
  marginMinor: number;
  trackedMinor: number;
  pickupFloorMinor: number;
}

/** A priced parcel. */
export interface ShippingPrice {
  ok: true;
  bracketGrams: number;
  mode: ShippingMode;
  costMinor: number;
  parts: ShippingCostParts;
}

/** Inputs of priceShipping: the rate rows of one partner and destination, and that partner's fees. */
export interface PriceShippingInput extends Omit<LogisticsPartnerFees, 'partner'> {
  rates: readonly ShippingRateRow[];
  weightGrams: number;
  mode: ShippingMode;
  inserts: number;
}

/**
 * Cost = bracket price + fuel surcharge % (of the bracket price) + security fee + packing + picking per
 * insert, then + margin % of that subtotal. Tracked = that standard cost x 1.15; pickup starts from the
 * pickup price and is raised to 4.80 EUR at least.
 */
export function priceShipping(input: PriceShippingInput): ShippingPrice | NoShipping {
  if (!Number.isSafeInteger(input.inserts) || input.inserts < 0)
    throw new RangeError(`inserts must be >= 0, got ${input.inserts}`);
  const bracket = bracketFor(input.weightGrams);
  if (!bracket.ok) return bracket;
  const row = input.rates.find((rate) => rate.bracketGrams === bracket.bracketGrams);
  if (!row) return noShipping('no_rate_for_bracket');
  const bracketMinor = input.mode === 'pickup' ? row.pickupMinor : row.standardMinor;
  if (bracketMinor === null) return noShipping('pickup_not_offered');

  const fuelMinor = percentOfMinor(bracketMinor, input.fuelSurchargeBp, 'half_up');
  const pickingMinor = input.pickingPerInsertMinor * input.inserts;
  const subtotal = bracketMinor + fuelMinor + input.securityFeeMinor + input.packingMinor + pickingMinor;
  const marginMinor = percentOfMinor(subtotal, input.marginBp, 'half_up');
  const standard = subtotal + marginMinor;
  const trackedMinor = input.mode === 'tracked' ? percentOfMinor(standard, TRACKED_UPLIFT_BP, 'half_up') : 0;
  const pickupFloorMinor = input.mode === 'pickup' ? Math.max(0, PICKUP_FLOOR_MINOR - standard) : 0;
  return {
    ok: true,
    bracketGrams: bracket.bracketGrams,
    mode: input.mode,
    costMinor: standard + trackedMinor + pickupFloorMinor,
    parts: {
      bracketMinor,
      fuelMinor,
      securityMinor: input.securityFeeMinor,
      packingMinor: input.packingMinor,
      pickingMinor,
      marginMinor,
      trackedMinor,
      pickupFloorMinor,
    },
  };
}

/** The rate rows of a partner towards a country: the country's own rows, else its zone's, else world's. */
export function ratesTowards(
  rates: readonly ShippingRateRow[],
  partner: LogisticsPartner,
  countryCode: string,
): { destination: string; rates: ShippingRateRow[] } | null {
  const code = countryCode.toUpperCase();
  for (const destination of [code, destinationZoneOf(code), 'world']) {
    const rows = rates.filter((rate) => rate.partner === partner && rate.destination === destination);
    if (rows.length > 0) return { destination, rates: rows };
  }
  return null;
}

/** The cheapest way to ship: which partner, towards which rate destination, at what cost. */
export type CheapestShipping = ShippingPrice & { partner: LogisticsPartner; destination: string };

/**
 * Prices the parcel with every partner that holds the stock and serves the country and keeps the
 * cheapest (ties: the spec's partner order). No such partner: no_shipping with the most telling reason.
 */
export function cheapestPartner(input: {
  rates: readonly ShippingRateRow[];
  partnersWithStock: readonly LogisticsPartner[];
  countryCode: string;
  weightGrams: number;
  mode: ShippingMode;
  inserts: number;
  fees?: readonly LogisticsPartnerFees[];
}): CheapestShipping | NoShipping {
  const bracket = bracketFor(input.weightGrams);
  if (!bracket.ok) return bracket;
  const candidates = LOGISTICS_PARTNERS.filter((partner) => input.partnersWithStock.includes(partner));
  if (candidates.length === 0) return noShipping('no_partner_with_stock');

  const allFees = input.fees ?? LOGISTICS_PARTNER_FEES;
  let best: CheapestShipping | null = null;
  let failure: NoShippingReason = 'country_not_served';
  for (const partner of candidates) {
    const lane = ratesTowards(input.rates, partner, input.countryCode);
    if (!lane) continue;
    const fees = allFees.find((entry) => entry.partner === partner);
    if (!fees) throw new RangeError(`no fees for logistics partner ${partner}`);
    const price = priceShipping({
      ...fees,
      rates: lane.rates,
      weightGrams: input.weightGrams,
      mode: input.mode,
      inserts: input.inserts,
    });
    if (!price.ok) {
      failure = price.reason;
      continue;
    }
    if (!best || price.costMinor < best.costMinor) best = { ...price, partner, destination: lane.destination };
  }
  return best ?? noShipping(failure);
}

/** Shipping after the projects' shipping discounts: what is charged, what was taken off, and whether it went free. */
export interface DiscountedShipping {
  shippingMinor: number;
  discountMinor: number;
  free: boolean;
}

/**
 * Subtracts each project's shipping discount x quantity (never below zero); shipping of 1 EUR or less
 * then becomes free. shippingMinor + discountMinor === costMinor.
 */
export function applyShippingDiscounts(
  costMinor: number,
  discounts: readonly { discountPerUnitMinor: number; quantity: number }[],
): DiscountedShipping {
  if (!Number.isSafeInteger(costMinor) || costMinor < 0)
    throw new RangeError(`costMinor must be >= 0, got ${costMinor}`);
  let totalDiscount = 0;
  for (const { discountPerUnitMinor, quantity } of discounts) {
    if (
      !Number.isSafeInteger(discountPerUnitMinor) ||
      discountPerUnitMinor < 0 ||
      !Number.isSafeInteger(quantity) ||
      quantity < 0
    ) {
      throw new RangeError('shipping discounts and quantities must be non-negative integers');
    }
    totalDiscount += discountPerUnitMinor * quantity;
  }
  const afterDiscount = Math.max(0, costMinor - totalDiscount);
  const shippingMinor = afterDiscount <= FREE_SHIPPING_AT_OR_BELOW_MINOR ? 0 : afterDiscount;
  return { shippingMinor, discountMinor: costMinor - shippingMinor, free: shippingMinor === 0 };
}
