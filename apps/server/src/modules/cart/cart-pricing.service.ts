// Prices a cart on the server: loads the facts from the database and runs the domain's priceCart.
// Used by POST cart/calculate and again by POST cart/pay, so the amount charged is always the one
// the server computed a moment before (the client never sends prices).
import type { CartBoxInput, CartCustomer, CartItemParsed } from '@spindle/contracts';
import {
  CART_PACKAGE_WEIGHT_GRAMS,
  FORCED_USD_PROJECT_ID,
  businessDayOf,
  looksLikeEuVatNumber,
  pickCurrency,
  priceCart,
  type CartPricingGroup,
  type CartProjectFacts,
  type CartShipment,
  type CartShippingType,
  type CartShopKey,
  type CurrencyCode,
  type ExchangeRatesPpm,
  type PricedCart,
} from '@spindle/domain';
import { BOX_PARTNERS, type CartFactsRepo, type ProductDisplay } from './cart-facts.repo.ts';

/** The cart as the server keeps it between calls (carts.data.customer holds the checkout fields). */
export interface CartRequest {
  shops: Record<string, { shipping_type: CartShippingType; shipment: CartShipment; items: CartItemParsed[] }>;
  boxes: CartBoxInput[];
  customer: CartCustomer | null;
  countryId: string | null;
  pickup: boolean;
  isGift: boolean;
  promoCode: string | null;
  /** The currency the cart was last priced in (the cart's currency in pickCurrency). */
  currency: CurrencyCode | null;
}

/** Who is asking and from where. */
export interface PricingViewer {
  user: { id: number; pro: boolean; currency: string; countryId: string | null; email: string } | null;
  locale: string;
  country: string | null;
}

export interface PricedRequest {
  priced: PricedCart;
  countryCode: string;
  currency: CurrencyCode;
  rates: ExchangeRatesPpm;
  display: Map<string, ProductDisplay>;
  catalogue: CartProjectFacts[];
}

/** Fallback delivery country when nothing says where the buyer is. */
export const DEFAULT_COUNTRY = 'FR';

/** The delivery country: the address, the country picked, the account's, the visitor's, else France. */
export function deliveryCountryOf(request: Pick<CartRequest, 'customer' | 'countryId'>, viewer: PricingViewer): string {
  return (
    request.customer?.country_id ??
    request.countryId ??
    viewer.user?.countryId ??
    viewer.country ??
    DEFAULT_COUNTRY
  ).toUpperCase();
}

export function createCartPricingService({ facts, clock }: { facts: CartFactsRepo; clock: () => Date }) {
  return {
    /** Prices a cart request for a viewer; `queryCurrency` is ?currency=, `cartId` the stored cart (its own holds count as available). */
    async price(
      request: CartRequest,
      viewer: PricingViewer,
      options: { queryCurrency?: string | null | undefined; cartId?: string | null } = {},
    ): Promise<PricedRequest> {
      const lines = Object.values(request.shops).flatMap((group) =>
        group.items.map((item) => ({ projectId: item.project_id, itemId: item.item_id ?? null })),
      );
      const countryCode = deliveryCountryOf(request, viewer);
      const forced = lines.some((line) => line.projectId === FORCED_USD_PROJECT_ID) ? FORCED_USD_PROJECT_ID : null;
      const currency = pickCurrency({
        projectId: forced,
        userCurrency: viewer.user?.currency ?? null,
        queryCurrency: options.queryCurrency ?? null,
        cartCurrency: request.currency,
        countryCode: viewer.country,
        locale: viewer.locale,
      }).currency;
      const email = viewer.user?.email ?? request.customer?.email ?? null;
      const typedCode = request.promoCode?.trim() ? request.promoCode.trim() : null;
      const now = clock();
      const [catalogue, vatRates, rates, shipping, boxPrices, codes] = await Promise.all([
        facts.loadCatalogue(lines, { userId: viewer.user?.id ?? null, email }, options.cartId ?? null),
        facts.vatRates(),
        facts.exchangeRates(),
        facts.shippingTables(countryCode, businessDayOf(now)),
        request.boxes.length ? facts.boxPrices() : Promise.resolve([]),
        facts.promoCodes(typedCode, viewer.user?.id ?? null),
      ]);
      // Only a first-order code asks whether the customer has paid an order before.
      const customerHasPaidOrder = codes.some((loaded) => loaded.code.firstOrderOnly)
        ? await facts.hasPaidOrder({ userId: viewer.user?.id ?? null, email })
        : false;
      const shops: Partial<Record<CartShopKey, CartPricingGroup>> = {};
      for (const [key, group] of Object.entries(request.shops)) {
        shops[key as CartShopKey] = {
          shipping_type: group.shipping_type,
          shipment: group.shipment,
          items: group.items,
        };
      }
      const isBusiness = request.customer?.type === 'business' || Boolean(request.customer?.vat_number);
      const vatNumber = request.customer?.vat_number ?? null;
      const priced = priceCart({
        shops,
        boxes: request.boxes,
        catalogue: catalogue.catalogue,
        boxCatalogue: { prices: boxPrices, partnersWithStock: BOX_PARTNERS },
        buyer: {
          userId: viewer.user?.id ?? null,
          pro: viewer.user?.pro ?? false,
          countryCode,
          isBusiness,
          vatNumber: looksLikeEuVatNumber(vatNumber) ? vatNumber : null,
        },
        currency,
        exchangeRatesPpm: rates,
        vatRates,
        shipping: { ...shipping, packageWeightGrams: CART_PACKAGE_WEIGHT_GRAMS },
        pickup: request.pickup,
        isGift: request.isGift,
        promo: { typedCode, codes, customerHasPaidOrder },
        now,
      });
      return { priced, countryCode, currency, rates, display: catalogue.display, catalogue: catalogue.catalogue };
    },
  };
}

export type CartPricingService = ReturnType<typeof createCartPricingService>;
