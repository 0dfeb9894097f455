// What priceCart returns. Every amount is integer minor units of the cart's TARGET currency and every
// amount is VAT-inclusive; `taxMinor` fields say how much of it is VAT (worked back from the gross).
import type { CartShopKey } from './cart.ts';
import type { CartShipment } from './cart-shipment.ts';
import type { CurrencyCode } from './money.ts';
import type { PromoFunder, PromoRefusal, PromoTarget } from './promo.ts';
import type { LogisticsPartner, NoShippingReason, ShippingMode } from './shipping.ts';
import type { VatDecision } from './vat.ts';
import type { BoxPeriodicity, BoxType } from './cart-pricing-input.ts';

/** Why one cart line cannot be bought; the rest of the cart still prices. */
export type ItemRefusal =
  | { code: 'project_not_on_sale' }
  | { code: 'country_not_allowed' }
  | { code: 'sizes_required'; missingSlots: string[] }
  | { code: 'limit_per_customer_exceeded'; limitPerCustomer: number; copiesAllowed: number }
  | { code: 'insufficient_stock'; copiesLeft: number }
  | { code: 'no_shipping'; reason: NoShippingReason };

/** The refusal codes of a cart line. */
export type ItemRefusalCode = ItemRefusal['code'];

/** Where a unit price may come from: always the catalogue facts, never the client. */
export const UNIT_PRICE_SOURCES = ['catalogue_eur', 'seller_currency', 'distribution'] as const;

/** Where a unit price came from. */
export type UnitPriceSource = (typeof UNIT_PRICE_SOURCES)[number];

/** The line as the client identifies it (project, item, sizes) and how many copies it asked for. */
export interface PricedItemRef {
  projectId: number;
  itemId: number | null;
  quantity: number;
  /** Size slot -> size, from chosen_sizes and the size_* fields. */
  chosenSizes: Record<string, string>;
}

/** A priced line: lineTotal = unit x quantity; amount = lineTotal - promo discount; tax is part of amount. */
export interface AcceptedItem extends PricedItemRef {
  ok: true;
  unitPriceMinor: number;
  priceSource: UnitPriceSource;
  lineTotalMinor: number;
  discountMinor: number;
  amountMinor: number;
  taxMinor: number;
  /** In a group that mixes ready lines and pre-orders: this line is a pre-order (it ships in the later parcel when split). */
  shipsLater?: true;
}

/** A refused line: not priced, not counted in any total. */
export type RefusedItem = PricedItemRef & { ok: false } & ItemRefusal;

/** One line of a shop group, priced or refused. */
export type PricedItem = AcceptedItem | RefusedItem;

/** What one delivery mode would cost the group: cost, minus the projects' shipping discounts (<= 1 EUR: free). */
export interface ShippingOption {
  mode: ShippingMode;
  partner: LogisticsPartner;
  costMinor: number;
  discountMinor: number;
  chargedMinor: number;
  free: boolean;
}

/** The delivery of a group in the selected mode, then the promo share, then its VAT. */
export interface PricedShipping extends ShippingOption {
  /** The mode asked for; it differs from `mode` when that mode is not offered (standard is used). */
  requestedMode: ShippingMode;
  bracketGrams: number;
  promoDiscountMinor: number;
  /** chargedMinor - promoDiscountMinor: what the customer pays for this parcel. */
  amountMinor: number;
  taxMinor: number;
}

/** One shipment choice of a group, priced: the group's shipping under it and the whole cart's total. */
export interface ShipmentOptionPrice {
  /** What the group's parcels cost (after discounts and the promo's share), VAT included. */
  shippingMinor: number;
  /** Of which the second parcel (split; 0 together). */
  laterShippingMinor: number;
  /** The cart's total with this choice (everything else as chosen). */
  cartTotalMinor: number;
}

/** Split or wait for a group that mixes lines ready now with pre-orders (cart-shipment.ts). */
export interface GroupShipment {
  chosen: CartShipment;
  /** The day ('YYYY-MM-DD') the last pre-order is expected to be ready; null when not known. */
  laterExpectedOn: string | null;
  /** The second parcel (split): its weight and delivery; null together. */
  later: (PricedShipping & { weightGrams: number }) | null;
  /** Both choices priced. */
  options: Record<CartShipment, ShipmentOptionPrice>;
}

/** One parcel: the lines that ship together, their weight, delivery and VAT. */
export interface PricedGroup {
  key: CartShopKey;
  shipTogetherGroup: string | null;
  items: PricedItem[];
  /** Parcel weight of the accepted lines, package included; 0 when nothing ships. */
  weightGrams: number;
  vat: VatDecision;
  /** Every mode with its price (null: not offered); all null when nothing ships. */
  options: Record<ShippingMode, ShippingOption | null>;
  shipping: PricedShipping | null;
  /** Why the group cannot ship (its lines are refused with no_shipping); null otherwise. */
  noShipping: NoShippingReason | null;
  /**
   * Split or wait, when the group mixes lines ready now with pre-orders; null otherwise. When split,
   * `shipping` and `weightGrams` are the first parcel's, `shipment.later` is the second, and each of
   * `options` is both parcels' prices summed.
   */
  shipment: GroupShipment | null;
  /** Accepted lines' amounts + shipping amount (both parcels when split). */
  totalMinor: number;
  /** VAT of the lines and of the shipping. */
  taxMinor: number;
}

/** The box identity and how many months this payment covers. */
export interface PricedBoxRef {
  type: BoxType;
  periodicity: BoxPeriodicity;
  months: number;
}

/** A priced box: total = months x (monthly price + monthly shipping), VAT included. */
export interface AcceptedBox extends PricedBoxRef {
  ok: true;
  partner: LogisticsPartner;
  monthlyPriceMinor: number;
  monthlyShippingMinor: number;
  priceMinor: number;
  shippingMinor: number;
  totalMinor: number;
  taxMinor: number;
  vat: VatDecision;
}

/** A box that cannot be delivered to the buyer's country. */
export interface RefusedBox extends PricedBoxRef {
  ok: false;
  code: 'no_shipping';
  reason: NoShippingReason;
}

/** One box line, priced or refused. */
export type PricedBox = AcceptedBox | RefusedBox;

/** The code that applies, its discount split between items and shipping, and who funds it. */
export interface AppliedPromo {
  promoCode: string;
  siteWideSale: boolean;
  appliesTo: PromoTarget;
  fundedBy: PromoFunder;
  discountMinor: number;
  itemsDiscountMinor: number;
  shippingDiscountMinor: number;
}

/** A typed code that does not apply; the cart is priced without it. */
export interface RefusedPromo {
  ok: false;
  code: 'promo_code_not_applicable';
  promoCode: string;
  reason: PromoRefusal | 'unknown_code';
}

/** The promo outcome: the code applied (if any) and the typed code refused (if any). */
export interface CartPromoOutcome {
  applied: AppliedPromo | null;
  refused: RefusedPromo | null;
}

/** The service charge line: 6 % of the base, capped at 20 EUR, VAT included. */
export interface ServiceChargeLine {
  /** Items and shipping after every discount, plus boxes. */
  baseMinor: number;
  amountMinor: number;
  capped: boolean;
  taxMinor: number;
  vat: VatDecision;
}

/**
 * Cart totals. total = subtotal + shipping - discount + serviceCharge. shippingDiscount (the projects'
 * shipping discounts and free shipping) is already taken off shipping. tax is included in total.
 */
export interface CartTotals {
  subtotalMinor: number;
  shippingMinor: number;
  shippingDiscountMinor: number;
  discountMinor: number;
  serviceChargeMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** The priced cart: what the server shows and charges (the amount charged equals totals.totalMinor). */
export interface PricedCart {
  currency: CurrencyCode;
  groups: PricedGroup[];
  boxes: PricedBox[];
  promo: CartPromoOutcome;
  serviceCharge: ServiceChargeLine;
  totals: CartTotals;
  isGift: boolean;
  /** A gift's packing slip shows no prices. */
  packingSlipShowsPrices: boolean;
}
