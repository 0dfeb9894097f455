// Shipping of one parcel (BUSINESS-RULES "Shipping"): weight, the cheapest partner holding every line's
// stock for each delivery mode, the projects' shipping discounts and free shipping at or under 1 EUR.
// The tables are EUR cents, so everything is worked out in EUR, then converted exactly (convertExact).
import { convertExact, type ExchangeRatesPpm } from './currency.ts';
import type { CurrencyCode } from './money.ts';
import {
  LOGISTICS_PARTNERS,
  applyShippingDiscounts,
  cheapestPartner,
  logisticsZoneOf,
  orderWeightGrams,
  type LogisticsPartner,
  type LogisticsZone,
  type NoShippingReason,
  type ShippingMode,
} from './shipping.ts';
import type { CartProjectFacts, CartShippingTables } from './cart-pricing-input.ts';
import type { ShippingOption } from './cart-pricing-output.ts';

/** The delivery modes, in the order options are listed. */
export const SHIPPING_MODES: readonly ShippingMode[] = ['standard', 'tracked', 'pickup'];

/** An accepted line as shipping sees it. */
export interface ShippedLine {
  facts: CartProjectFacts;
  quantity: number;
}

/** A parcel's weight, every mode's price, the mode used (or why nothing ships). */
export interface ParcelShipping {
  weightGrams: number;
  options: Record<ShippingMode, ShippingOption | null>;
  selected: (ShippingOption & { requestedMode: ShippingMode; bracketGrams: number }) | null;
  noShipping: NoShippingReason | null;
}

const NO_OPTIONS: Record<ShippingMode, null> = { standard: null, tracked: null, pickup: null };

/** Zones whose partners ship from France (spec section 3; the site and distrib pseudo-zones are French). */
export const FRENCH_LOGISTICS_ZONES: readonly LogisticsZone[] = ['FR', 'site', 'distrib'];

/** A parcel ships from France when one of its sellers says so or its partner is French (VAT rule). */
export function parcelShipsFromFrance(lines: readonly ShippedLine[], partner: LogisticsPartner | null): boolean {
  return (
    lines.some((line) => line.facts.sellerShipsFromFrance) ||
    (partner !== null && FRENCH_LOGISTICS_ZONES.includes(logisticsZoneOf(partner)))
  );
}

/**
 * Prices a parcel in every mode (tracked = standard x 1.15 and the 4.80 EUR pickup floor come from
 * priceShipping), each with the cheapest partner that holds the stock of every line. The mode asked
 * for is used when offered, else standard; when standard is not offered nothing ships (no_shipping).
 */
export function priceParcelShipping(input: {
  lines: readonly ShippedLine[];
  countryCode: string;
  requestedMode: ShippingMode;
  tables: CartShippingTables;
  currency: CurrencyCode;
  rates: ExchangeRatesPpm;
}): ParcelShipping {
  const { lines, tables } = input;
  if (lines.length === 0) return { weightGrams: 0, options: { ...NO_OPTIONS }, selected: null, noShipping: null };

  const partnersWithStock = LOGISTICS_PARTNERS.filter((partner) =>
    lines.every((line) => line.facts.partnersWithStock.includes(partner)),
  );
  const weightGrams = orderWeightGrams({
    itemsWeightGrams: lines.reduce((sum, line) => sum + line.facts.weightGrams * line.quantity, 0),
    containsVinyl: lines.some((line) => line.facts.isVinyl),
    packageWeightGrams: tables.packageWeightGrams,
  });
  const inserts = lines.reduce((sum, line) => sum + line.facts.insertsPerCopy * line.quantity, 0);
  const discounts = lines.map((line) => ({
    discountPerUnitMinor: line.facts.shippingDiscountEurMinor,
    quantity: line.quantity,
  }));
  const exact = (eurMinor: number) => convertExact(eurMinor, input.currency, input.rates).amountMinor;

  const options: Record<ShippingMode, ShippingOption | null> = { ...NO_OPTIONS };
  const brackets: Partial<Record<ShippingMode, number>> = {};
  let standardFailure: NoShippingReason = 'country_not_served';
  for (const mode of SHIPPING_MODES) {
    const cheapest = cheapestPartner({
      rates: tables.rates,
      fees: tables.partnerFees,
      partnersWithStock,
      countryCode: input.countryCode,
      weightGrams,
      mode,
      inserts,
    });
    if (!cheapest.ok) {
      if (mode === 'standard') standardFailure = cheapest.reason;
      continue;
    }
    // Discounts and the 1 EUR free-shipping threshold apply in EUR, so a parcel is free in every currency alike.
    const discounted = applyShippingDiscounts(cheapest.costMinor, discounts);
    const costMinor = exact(cheapest.costMinor);
    const chargedMinor = discounted.free ? 0 : exact(discounted.shippingMinor);
    options[mode] = {
      mode,
      partner: cheapest.partner,
      costMinor,
      discountMinor: costMinor - chargedMinor,
      chargedMinor,
      free: discounted.free,
    };
    brackets[mode] = cheapest.bracketGrams;
  }

  const mode = options[input.requestedMode] ? input.requestedMode : 'standard';
  const option = options[mode];
  const bracketGrams = brackets[mode];
  if (!option || bracketGrams === undefined) {
    return { weightGrams, options, selected: null, noShipping: standardFailure };
  }
  return {
    weightGrams,
    options,
    selected: { ...option, requestedMode: input.requestedMode, bracketGrams },
    noShipping: null,
  };
}
