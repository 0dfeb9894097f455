// priceCart: the server's POST cart/calculate in one pure function (BUSINESS-RULES "Cart pricing",
// "Vinyl box"; docs/domain-money.md "Cart pricing"). The server loads the facts; this prices them.
// Order: lines checked (refusals) -> parcels shipped -> promo -> VAT per line -> boxes -> service
// charge -> totals. Every amount is minor units of the target currency, VAT included.
import { createMoney, multiplyMoney, percentOfMinor, type CurrencyCode } from './money.ts';
import { convertExact } from './currency.ts';
import { decideVatRate, splitGross, type VatDecision } from './vat.ts';
import { priceBox } from './cart-pricing-boxes.ts';
import type { CartPricingInput, CartProjectFacts } from './cart-pricing-input.ts';
import {
  CartLedger,
  refuseLine,
  sortIntoParcels,
  unitPriceOf,
  type CartLine,
  type CartParcel,
} from './cart-pricing-items.ts';
import type {
  AcceptedBox,
  CartTotals,
  GroupShipment,
  PricedShipping,
  ItemRefusal,
  PricedCart,
  PricedGroup,
  PricedItem,
  ServiceChargeLine,
  UnitPriceSource,
} from './cart-pricing-output.ts';
import { choosePromo, spreadPromo } from './cart-pricing-promo.ts';
import { parcelShipsFromFrance, priceParcelShipping, type ParcelShipping } from './cart-pricing-shipping.ts';
import { draftParcelSplit, sumOptions, togetherFacts, type ParcelSplitDraft } from './cart-pricing-split.ts';
import { expectedDay, type CartShipment } from './cart-shipment.ts';

export * from './cart-pricing-input.ts';
export * from './cart-pricing-output.ts';
export { BOX_MONTHS, BOX_WEIGHT_GRAMS } from './cart-pricing-boxes.ts';

/** The service charge is 6 % of the total (BUSINESS-RULES "Cart pricing")... */
export const SERVICE_CHARGE_BP = 600;
/** ...capped at 20 EUR (converted exactly to the target currency). */
export const SERVICE_CHARGE_CAP_EUR_MINOR = 2000;
/** Packaging of a record mailer, our figure; the server passes it as shipping.packageWeightGrams. */
export const CART_PACKAGE_WEIGHT_GRAMS = 150;

interface AcceptedLine {
  line: CartLine;
  facts: CartProjectFacts;
  unitPriceMinor: number;
  priceSource: UnitPriceSource;
  lineTotalMinor: number;
}

interface ParcelDraft {
  parcel: CartParcel;
  accepted: AcceptedLine[];
  refusals: Map<CartLine, ItemRefusal>;
  /** The parcel's shipping; when split, the first parcel's (the second is split.later). */
  shipping: ParcelShipping;
  /** Split or wait: null when the parcel does not mix ready lines and pre-orders. */
  split: ParcelSplitDraft | null;
  vat: VatDecision;
}

/** The split-or-wait choice to price a parcel with instead of the cart's (to price the other option). */
type ShipmentOverrides = ReadonlyMap<string, CartShipment>;

type Context = Pick<CartPricingInput, 'buyer' | 'currency' | 'exchangeRatesPpm' | 'vatRates' | 'now'>;

function vatFor(context: Context, sellerShipsFromFrance: boolean): VatDecision {
  return decideVatRate({
    destinationCountry: context.buyer.countryCode,
    sellerShipsFromFrance,
    buyerIsBusiness: context.buyer.isBusiness,
    buyerVatNumber: context.buyer.vatNumber,
    date: context.now,
    rows: context.vatRates,
  });
}

// Checks every line of a parcel, then ships what was accepted; a parcel that cannot ship refuses its lines.
function draftParcel(
  parcel: CartParcel,
  input: CartPricingInput,
  ledger: CartLedger,
  overrides: ShipmentOverrides,
): ParcelDraft {
  const { buyer, currency, exchangeRatesPpm: rates } = input;
  const refusals = new Map<CartLine, ItemRefusal>();
  let accepted: AcceptedLine[] = [];
  for (const line of parcel.lines) {
    const refusal = refuseLine(line, buyer, ledger);
    if (refusal || !line.facts) {
      refusals.set(line, refusal ?? { code: 'project_not_on_sale' });
      continue;
    }
    ledger.take(line.facts, line.ref.quantity);
    const unit = unitPriceOf(line.facts, buyer, currency, rates);
    const lineTotalMinor = multiplyMoney(createMoney(unit.unitPriceMinor, currency), line.ref.quantity).amountMinor;
    accepted.push({ line, facts: line.facts, ...unit, lineTotalMinor });
  }
  // A download is not in the parcel: it adds no weight and needs no partner, so a parcel of downloads
  // only ships nothing and costs no shipping (BUSINESS-RULES "Cart pricing"; docs/domain-money.md).
  const shipped = togetherFacts(accepted)
    .filter(({ facts }) => !facts.digitalOnly)
    .map(({ facts, line }) => ({ facts, quantity: line.ref.quantity }));
  const shipping = priceParcelShipping({
    lines: shipped,
    countryCode: buyer.countryCode,
    requestedMode: parcel.requestedMode,
    tables: input.shipping,
    currency,
    rates,
  });
  if (shipping.noShipping) {
    // What cannot ship is refused; a download in the same parcel is still sold.
    for (const { line, facts } of accepted) {
      if (!facts.digitalOnly) refusals.set(line, { code: 'no_shipping', reason: shipping.noShipping });
    }
    accepted = accepted.filter(({ facts }) => facts.digitalOnly);
  }
  // Downloads only: supplied electronically by the platform from France, so the buyer's country's rate
  // applies in the EU (and none outside), as for the service charge.
  const downloadsOnly = accepted.length > 0 && accepted.every(({ facts }) => facts.digitalOnly);
  const vat = vatFor(input, downloadsOnly || parcelShipsFromFrance(shipped, shipping.selected?.partner ?? null));
  const split = shipping.noShipping
    ? null
    : draftParcelSplit(accepted, overrides.get(parcel.key) ?? parcel.shipment, {
        countryCode: buyer.countryCode,
        requestedMode: parcel.requestedMode,
        tables: input.shipping,
        currency,
        rates,
      });
  return { parcel, accepted, refusals, shipping: split?.now ?? shipping, split, vat };
}

// A parcel's shipping once its promo share is known, with its VAT.
function shippingOf(shipping: ParcelShipping, promoDiscountMinor: number, rate: number): PricedShipping | null {
  const selected = shipping.selected;
  if (!selected) return null;
  const amountMinor = selected.chargedMinor - promoDiscountMinor;
  return { ...selected, promoDiscountMinor, amountMinor, taxMinor: splitGross(amountMinor, rate).taxMinor };
}

// Split or wait as the group shows it; its options are filled once both choices are priced.
function shipmentOf(split: ParcelSplitDraft | null, later: PricedShipping | null): GroupShipment | null {
  if (!split) return null;
  const none = { shippingMinor: 0, laterShippingMinor: 0, cartTotalMinor: 0 };
  return {
    chosen: split.chosen,
    laterExpectedOn: expectedDay(split.laterExpectedOn),
    later: later && split.later ? { ...later, weightGrams: split.later.weightGrams } : null,
    options: { together: { ...none }, split: { ...none } },
  };
}

// A parcel's output once the promo shares are known (line shares keyed by line, shipping shares of
// the parcel and of its second parcel when split).
function toGroup(
  draft: ParcelDraft,
  lineDiscounts: Map<CartLine, number>,
  shippingDiscounts: { now: number; later: number },
): PricedGroup {
  const rate = draft.vat.rateBasisPoints;
  const acceptedByLine = new Map(draft.accepted.map((accepted) => [accepted.line, accepted]));
  const items = draft.parcel.lines.map((line): PricedItem => {
    const accepted = acceptedByLine.get(line);
    const refusal = draft.refusals.get(line);
    if (!accepted) return { ...line.ref, ok: false, ...(refusal ?? { code: 'project_not_on_sale' }) };
    const discountMinor = lineDiscounts.get(line) ?? 0;
    const amountMinor = accepted.lineTotalMinor - discountMinor;
    return {
      ...line.ref,
      ok: true,
      unitPriceMinor: accepted.unitPriceMinor,
      priceSource: accepted.priceSource,
      lineTotalMinor: accepted.lineTotalMinor,
      discountMinor,
      amountMinor,
      taxMinor: splitGross(amountMinor, rate).taxMinor,
      ...(draft.split?.laterLines.has(line) ? { shipsLater: true as const } : {}),
    };
  });
  const shipping = shippingOf(draft.shipping, shippingDiscounts.now, rate);
  const later = draft.split?.later ? shippingOf(draft.split.later, shippingDiscounts.later, rate) : null;
  let totalMinor = (shipping?.amountMinor ?? 0) + (later?.amountMinor ?? 0);
  let taxMinor = (shipping?.taxMinor ?? 0) + (later?.taxMinor ?? 0);
  for (const item of items) {
    if (!item.ok) continue;
    totalMinor += item.amountMinor;
    taxMinor += item.taxMinor;
  }
  return {
    key: draft.parcel.key,
    shipTogetherGroup: draft.parcel.shipTogetherGroup,
    items,
    weightGrams: draft.accepted.length > 0 ? draft.shipping.weightGrams : 0,
    vat: draft.vat,
    options: draft.split?.later
      ? sumOptions(draft.shipping.options, draft.split.later.options)
      : draft.shipping.options,
    shipping,
    noShipping: draft.shipping.noShipping,
    shipment: shipmentOf(draft.split, later),
    totalMinor,
    taxMinor,
  };
}

/**
 * Service charge: 6 % of the base (items and shipping after every discount, plus boxes), rounded
 * once half up, capped at 20 EUR. The platform supplies it from France, so its VAT follows the
 * ships-from-France rule: the destination's rate in the EU, 0 outside.
 */
function serviceChargeOf(baseMinor: number, context: Context): ServiceChargeLine {
  const capMinor = convertExact(SERVICE_CHARGE_CAP_EUR_MINOR, context.currency, context.exchangeRatesPpm).amountMinor;
  const uncapped = percentOfMinor(baseMinor, SERVICE_CHARGE_BP, 'half_up');
  const amountMinor = Math.min(uncapped, capMinor);
  const vat = vatFor(context, true);
  return {
    baseMinor,
    amountMinor,
    capped: uncapped > capMinor,
    taxMinor: splitGross(amountMinor, vat.rateBasisPoints).taxMinor,
    vat,
  };
}

const sum = (values: readonly number[], currency: CurrencyCode) =>
  values.reduce((total, value) => total + createMoney(value, currency).amountMinor, 0);

// total = subtotal (lines before promo, box prices) + shipping (after the projects' shipping
// discounts, box shipping) - promo discount + service charge; tax is the sum of every line's VAT.
function totalsOf(parts: {
  groups: readonly PricedGroup[];
  boxes: readonly AcceptedBox[];
  discountMinor: number;
  serviceCharge: ServiceChargeLine;
  currency: CurrencyCode;
}): CartTotals {
  const { groups, boxes, currency } = parts;
  const items = groups.flatMap((group) => group.items.flatMap((item) => (item.ok ? [item] : [])));
  const shippings = groups.flatMap((group) =>
    [group.shipping, group.shipment?.later ?? null].filter((shipping) => shipping !== null),
  );
  const subtotalMinor = sum([...items.map((i) => i.lineTotalMinor), ...boxes.map((b) => b.priceMinor)], currency);
  const shippingMinor = sum([...shippings.map((s) => s.chargedMinor), ...boxes.map((b) => b.shippingMinor)], currency);
  const serviceChargeMinor = parts.serviceCharge.amountMinor;
  return {
    subtotalMinor,
    shippingMinor,
    shippingDiscountMinor: sum(
      shippings.map((s) => s.discountMinor),
      currency,
    ),
    discountMinor: parts.discountMinor,
    serviceChargeMinor,
    taxMinor: sum(
      [...groups.map((g) => g.taxMinor), ...boxes.map((b) => b.taxMinor), parts.serviceCharge.taxMinor],
      currency,
    ),
    totalMinor: sum([subtotalMinor, shippingMinor, -parts.discountMinor, serviceChargeMinor], currency),
  };
}

/**
 * Prices a cart from the facts the server loaded (the client never sends a price). Lines that cannot
 * be bought are refused with their own code and the rest still prices; a promo code that does not
 * apply is reported and left out. total = subtotal + shipping - discount + service charge, and the
 * lines' amounts and taxes sum to the totals.
 */
export function priceCart(input: CartPricingInput): PricedCart {
  const priced = priceCartOnce(input, new Map());
  // Split or wait: each group that offers it is priced both ways, everything else as chosen.
  for (const group of priced.groups) {
    const shipment = group.shipment;
    if (!shipment) continue;
    for (const choice of ['together', 'split'] as const) {
      const cart = choice === shipment.chosen ? priced : priceCartOnce(input, new Map([[group.key, choice]]));
      const same = cart.groups.find((other) => other.key === group.key);
      const laterShippingMinor = same?.shipment?.later?.amountMinor ?? 0;
      shipment.options[choice] = {
        shippingMinor: (same?.shipping?.amountMinor ?? 0) + laterShippingMinor,
        laterShippingMinor,
        cartTotalMinor: cart.totals.totalMinor,
      };
    }
  }
  return priced;
}

function priceCartOnce(input: CartPricingInput, overrides: ShipmentOverrides): PricedCart {
  const { currency } = input;
  const ledger = new CartLedger();
  const drafts = sortIntoParcels(input).map((parcel) => draftParcel(parcel, input, ledger, overrides));

  const accepted = drafts.flatMap((draft) => draft.accepted);
  // One shipping charge per parcel: a split group has two, the second right after the first.
  const parcelShipping = drafts.flatMap((draft) => [
    draft.shipping.selected?.chargedMinor ?? 0,
    ...(draft.split?.later ? [draft.split.later.selected?.chargedMinor ?? 0] : []),
  ]);
  const promo = choosePromo({
    promo: input.promo,
    cart: {
      lines: accepted.map(({ line, facts, unitPriceMinor }) => ({
        projectId: line.ref.projectId,
        shopIds: facts.shopIds ?? [],
        quantity: line.ref.quantity,
        unitPriceMinor,
      })),
      shippingMinor: sum(parcelShipping, currency),
    },
    buyer: input.buyer,
    now: input.now,
    currency,
    rates: input.exchangeRatesPpm,
  });
  const spread = spreadPromo(
    promo.discount,
    accepted.map(({ line }) => line.ref),
    parcelShipping,
    currency,
  );
  const lineDiscounts = new Map(accepted.map(({ line }, index) => [line, spread.lineDiscounts[index] ?? 0]));
  let slot = 0;
  const groups = drafts.map((draft) => {
    const now = spread.parcelDiscounts[slot++] ?? 0;
    const later = draft.split?.later ? (spread.parcelDiscounts[slot++] ?? 0) : 0;
    return toGroup(draft, lineDiscounts, { now, later });
  });

  const boxes = input.boxes.map((box) =>
    priceBox({
      box,
      boxCatalogue: input.boxCatalogue,
      buyer: input.buyer,
      currency,
      rates: input.exchangeRatesPpm,
      tables: input.shipping,
      vatRates: input.vatRates,
      now: input.now,
    }),
  );
  const pricedBoxes = boxes.filter((box): box is AcceptedBox => box.ok);

  const discountMinor = sum([...spread.lineDiscounts, ...spread.parcelDiscounts], currency);
  if (discountMinor !== (promo.discount?.discountMinor ?? 0)) {
    throw new RangeError(`promo discount spread ${discountMinor} differs from ${promo.discount?.discountMinor}`);
  }
  const serviceCharge = serviceChargeOf(
    sum([...groups.map((group) => group.totalMinor), ...pricedBoxes.map((box) => box.totalMinor)], currency),
    input,
  );
  const totals = totalsOf({ groups, boxes: pricedBoxes, discountMinor, serviceCharge, currency });
  return {
    currency,
    groups,
    boxes,
    promo: promo.outcome,
    serviceCharge,
    totals,
    isGift: input.isGift,
    packingSlipShowsPrices: !input.isGift,
  };
}
