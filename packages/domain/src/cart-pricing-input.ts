// What priceCart reads (BUSINESS-RULES "Cart pricing"): the cart as the client sent it (spec section 7:
// project_id, item_id, quantity, chosen_sizes, size_*; boxes by type and periodicity) plus the facts
// the server loaded from the database. The client never sends prices: the cart types below forbid
// every price-like field (`?: never`), so a price can only come from the catalogue facts.
import type { CartShippingType, CartShopKey, ChosenSizes } from './cart.ts';
import type { CartShipment, ReadinessFacts } from './cart-shipment.ts';
import type { ExchangeRatesPpm } from './currency.ts';
import type { CurrencyCode } from './money.ts';
import type { PromoCode, PromoUsage } from './promo.ts';
import type { LogisticsPartner, LogisticsPartnerFees, ShippingRateRow } from './shipping.ts';
import type { ProjectStep } from './steps.ts';
import type { VatRateRow } from './vat.ts';

/** Price-like fields a client could try to send; typed `never` so no value can be passed. */
export interface NoClientPrices {
  readonly price?: never;
  readonly total?: never;
  readonly tax?: never;
  readonly shipping?: never;
  readonly discount?: never;
}

/** One cart line as POST cart/calculate sends it (spec section 7): no price, ever. */
export interface CartPricingItem extends NoClientPrices {
  readonly project_id: number;
  readonly item_id?: number | null;
  readonly quantity: number;
  readonly chosen_sizes?: ChosenSizes | null;
  /** Legacy per-product size fields (size_{slot}). */
  readonly [sizeField: `size_${string}`]: string | number | null | undefined;
}

/** A shop group of the sent cart: only its delivery choice and its lines are read. */
export interface CartPricingGroup extends NoClientPrices {
  readonly shipping_type: CartShippingType;
  /** Split or wait, when the group mixes ready lines with pre-orders (cart-shipment.ts); absent: together. */
  readonly shipment?: CartShipment;
  readonly items: readonly CartPricingItem[];
}

/** A vinyl box: one or two records a month (BUSINESS-RULES "Vinyl box"). */
export const BOX_TYPES = ['one', 'two'] as const;
export type BoxType = (typeof BOX_TYPES)[number];

/** Monthly (charged each month) or prepaid for 1, 3, 6 or 12 months (the db's box_prices values). */
export const BOX_PERIODICITIES = ['monthly', '1_month', '3_months', '6_months', '12_months'] as const;
export type BoxPeriodicity = (typeof BOX_PERIODICITIES)[number];

/** A box entry of the sent cart (spec section 3, Box entry), without its price and total. */
export interface CartPricingBox extends NoClientPrices {
  readonly type: BoxType;
  readonly periodicity: BoxPeriodicity;
}

/** A size choice a sized product needs: the slot (chosen_sizes key / size_{slot}) and the sizes offered. */
export interface RequiredSize {
  readonly slot: string;
  /** Sizes offered; an empty list accepts any non-empty choice. */
  readonly options: readonly string[];
}

/**
 * What the database knows about a project (or one of its items) that pricing needs; its readiness
 * facts (pre-order, sale type, release day, campaign end) say whether it ships now or later.
 */
export interface CartProjectFacts extends ReadinessFacts {
  readonly projectId: number;
  /** The item (SKU) these facts describe; null: the project itself, used for any item without its own facts. */
  readonly itemId: number | null;
  readonly step: ProjectStep;
  /** A stocked catalogue item: on sale while stock is left, whatever its step. */
  readonly isCatalogueItem: boolean;
  /** Copies left; null: not counted (made to order). A limited edition with null stock counts as sold out. */
  readonly stockLeft: number | null;
  readonly isLimited: boolean;
  /** Most copies one customer may buy; null: no limit. */
  readonly limitPerCustomer: number | null;
  /** Copies this customer already bought (paid orders). */
  readonly alreadyBoughtByCustomer: number;
  readonly requiredSizes: readonly RequiredSize[];
  /** Countries it may ship to (null: anywhere). */
  readonly onlyCountries: readonly string[] | null;
  /** Countries it may not ship to. */
  readonly excludedCountries: readonly string[] | null;
  /** Selling price, VAT included, EUR cents. */
  readonly priceEurMinor: number;
  /** Prices the seller set in other currencies, VAT included, in their minor units. */
  readonly pricesByCurrencyMinor: Readonly<Partial<Record<CurrencyCode, number>>>;
  /** What pro users pay, VAT included, EUR cents; null when there is none. */
  readonly distributionPriceEurMinor: number | null;
  readonly weightGrams: number;
  readonly isVinyl: boolean;
  /** Inserts picked per copy (each costs a picking fee). */
  readonly insertsPerCopy: number;
  /** Taken off the shipping per copy, EUR cents. */
  readonly shippingDiscountEurMinor: number;
  /** Projects sharing a value ship in one parcel (group-shipment); null: it ships alone. */
  readonly shipTogetherGroup: string | null;
  /**
   * The shop id of its ship-together group: the smallest project id of the whole group, as GET
   * projects/{id}/group-shipment names it (s_{id}), whichever of the group's projects are in the cart.
   * Absent or null: the smallest project id of the parcel's lines.
   */
  readonly shipTogetherShopId?: number | null;
  /** The seller shops it belongs to (its own, and the shops listing it): promo codes limited to shops. */
  readonly shopIds?: readonly number[];
  /** Logistics partners holding its stock. */
  readonly partnersWithStock: readonly LogisticsPartner[];
  /** The seller ships it from France (VAT: the destination's rate applies). */
  readonly sellerShipsFromFrance: boolean;
  /**
   * A download only (a digital single or album, no physical copy): it weighs nothing, is not shipped,
   * and is taxed at the buyer's country's rate (an electronically supplied service). Absent: false.
   */
  readonly digitalOnly?: boolean;
}

/** The buyer as pricing sees them; countryCode is the delivery country. */
export interface CartBuyer {
  readonly userId: number | null;
  readonly pro: boolean;
  readonly countryCode: string;
  readonly isBusiness: boolean;
  readonly vatNumber: string | null;
}

/** A promo code as loaded, with how often it was used. */
export interface LoadedPromoCode {
  readonly code: PromoCode;
  readonly usage: PromoUsage;
}

/** The code the customer typed (null: none) and the codes loaded for it: the typed one and the site-wide sales. */
export interface CartPromoInput {
  readonly typedCode: string | null;
  readonly codes: readonly LoadedPromoCode[];
  /** The customer already has a paid order (first-order codes refuse them). */
  readonly customerHasPaidOrder?: boolean;
}

/** One month of a box plan, VAT included; periodicity null: the price of every periodicity without its own row. */
export interface BoxPriceRow {
  readonly type: BoxType;
  readonly periodicity: BoxPeriodicity | null;
  readonly currency: CurrencyCode;
  readonly monthlyPriceMinor: number;
}

/** Box prices and where boxes ship from. */
export interface BoxCatalogue {
  readonly prices: readonly BoxPriceRow[];
  readonly partnersWithStock: readonly LogisticsPartner[];
}

/** Shipping tables: partner x destination x bracket, each partner's fees, and the package weight. */
export interface CartShippingTables {
  readonly rates: readonly ShippingRateRow[];
  readonly partnerFees: readonly LogisticsPartnerFees[];
  /** Weight of the packaging added to every shop group's parcel. */
  readonly packageWeightGrams: number;
}

/** Everything priceCart needs: the sent cart, the loaded facts, and the instant of the calculation. */
export interface CartPricingInput {
  readonly shops: Readonly<Partial<Record<CartShopKey, CartPricingGroup>>>;
  readonly boxes: readonly CartPricingBox[];
  readonly catalogue: readonly CartProjectFacts[];
  readonly boxCatalogue: BoxCatalogue;
  readonly buyer: CartBuyer;
  readonly currency: CurrencyCode;
  readonly exchangeRatesPpm: ExchangeRatesPpm;
  readonly vatRates: readonly VatRateRow[];
  readonly shipping: CartShippingTables;
  /** The customer chose a pickup point (spec section 7, pickup): every group that offers it goes there. */
  readonly pickup: boolean;
  readonly isGift: boolean;
  readonly promo: CartPromoInput;
  /** The calculation instant: VAT rate in force and promo dates. */
  readonly now: Date;
}
