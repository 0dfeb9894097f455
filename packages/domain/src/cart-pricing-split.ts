// Split or wait inside priceCart (cart-shipment.ts; docs/domain-money.md "Split or wait"): a parcel
// whose accepted lines mix ready ones and pre-orders, shipped split, becomes two parcels, each priced
// with the same shipping rules by weight (partner, bracket, fees, the projects' shipping discounts).
import type { CartShippingTables, CartProjectFacts } from './cart-pricing-input.ts';
import type { ShippingOption } from './cart-pricing-output.ts';
import type { CartLine } from './cart-pricing-items.ts';
import { priceParcelShipping, type ParcelShipping } from './cart-pricing-shipping.ts';
import { splitShipment, type CartShipment } from './cart-shipment.ts';
import type { ExchangeRatesPpm } from './currency.ts';
import type { CurrencyCode } from './money.ts';
import type { ShippingMode } from './shipping.ts';

/** What the split of one parcel came to. */
export interface ParcelSplitDraft {
  /** The choice applied: split only when both parcels can ship, else together. */
  chosen: CartShipment;
  /** The pre-order lines (the second parcel's when split). */
  laterLines: Set<CartLine>;
  laterExpectedOn: Date | null;
  /** Split: the first parcel's shipping and the second's. */
  now: ParcelShipping | null;
  later: ParcelShipping | null;
}

/** An accepted line as the split reads it. */
interface SplitLine {
  line: CartLine;
  facts: CartProjectFacts;
}

/** Where and how the parcels ship. */
export interface SplitShippingContext {
  countryCode: string;
  requestedMode: ShippingMode;
  tables: CartShippingTables;
  currency: CurrencyCode;
  rates: ExchangeRatesPpm;
}

const shippedOf = (lines: readonly SplitLine[]) =>
  lines.filter(({ facts }) => !facts.digitalOnly).map(({ facts, line }) => ({ facts, quantity: line.ref.quantity }));

/**
 * The split of a parcel's accepted lines: null when they do not mix lines ready now with pre-orders.
 * Split asked for: the ready lines and the pre-orders are priced as two parcels; when one of them
 * cannot ship (no partner holds its stock, a mode not offered...), the parcel ships together.
 */
export function draftParcelSplit(
  accepted: readonly SplitLine[],
  choice: CartShipment,
  context: SplitShippingContext,
): ParcelSplitDraft | null {
  const split = splitShipment(accepted, ({ facts }) => facts);
  if (!split.mixed) return null;
  const draft: ParcelSplitDraft = {
    chosen: 'together',
    laterLines: new Set(split.later.map(({ line }) => line)),
    laterExpectedOn: split.laterExpectedOn,
    now: null,
    later: null,
  };
  if (choice !== 'split') return draft;
  const price = (lines: readonly SplitLine[]) => priceParcelShipping({ ...context, lines: shippedOf(lines) });
  const now = price(split.now);
  const later = price(split.later);
  if (!now.selected || !later.selected) return draft;
  return { ...draft, chosen: 'split', now, later };
}

/**
 * The facts a parcel shipped together is priced with: when it mixes ready lines and pre-orders, the
 * ready records wait with the pre-orders and leave with them from where the pre-orders ship, so each
 * ready line also counts as held by every partner holding a pre-order of the parcel (a pre-order
 * warehouse holds no copy of a record already on a shelf elsewhere, and the parcel could not ship).
 */
export function togetherFacts<T extends SplitLine>(accepted: readonly T[]): T[] {
  const split = splitShipment(accepted, ({ facts }) => facts);
  if (!split.mixed) return [...accepted];
  const laterPartners = [...new Set(split.later.flatMap(({ facts }) => facts.partnersWithStock))];
  const later = new Set(split.later);
  return accepted.map((line) =>
    later.has(line) || line.facts.digitalOnly
      ? line
      : {
          ...line,
          facts: {
            ...line.facts,
            partnersWithStock: [...new Set([...line.facts.partnersWithStock, ...laterPartners])],
          },
        },
  );
}

/** Each mode's price for both parcels together (null when either parcel does not offer it). */
export function sumOptions(
  first: Record<ShippingMode, ShippingOption | null>,
  second: Record<ShippingMode, ShippingOption | null>,
): Record<ShippingMode, ShippingOption | null> {
  const sum = (mode: ShippingMode): ShippingOption | null => {
    const a = first[mode];
    const b = second[mode];
    if (!a || !b) return null;
    return {
      mode,
      partner: a.partner,
      costMinor: a.costMinor + b.costMinor,
      discountMinor: a.discountMinor + b.discountMinor,
      chargedMinor: a.chargedMinor + b.chargedMinor,
      free: a.free && b.free,
    };
  };
  return { standard: sum('standard'), tracked: sum('tracked'), pickup: sum('pickup') };
}
