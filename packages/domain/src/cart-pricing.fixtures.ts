// Test fixtures of priceCart: flat partner fees and a small rate table, so every expected amount can be
// worked out by hand (cost = the bracket's price). Used by the cart-pricing tests only.
import type { CartShippingType } from './cart.ts';
import type { CartPricingInput, CartPricingItem, CartProjectFacts } from './cart-pricing-input.ts';
import type { PromoCode } from './promo.ts';
import {
  LOGISTICS_PARTNERS,
  SHIPPING_BRACKETS_GRAMS,
  type LogisticsPartner,
  type LogisticsPartnerFees,
  type ShippingRateRow,
} from './shipping.ts';
import { VAT_RATE_ROWS } from './vat.ts';

/** A summer day of 2025 (Paris time), when the seeded VAT rates apply. */
export const NOW = new Date('2025-06-15T12:00:00Z');

/** Round rates, easy to check by hand: USD 1.10, GBP 0.85, JPY 160, KRW 1450. */
export const TEST_RATES_PPM = {
  USD: 1_100_000,
  GBP: 850_000,
  AUD: 1_700_000,
  CAD: 1_500_000,
  KRW: 1_450_000_000,
  JPY: 160_000_000,
  CNY: 7_800_000,
  PHP: 62_000_000,
} as const;

/** Fees of zero everywhere: a parcel costs exactly its bracket's price. */
export const FLAT_FEES: readonly LogisticsPartnerFees[] = LOGISTICS_PARTNERS.map((partner) => ({
  partner,
  fuelSurchargeBp: 0,
  securityFeeMinor: 0,
  packingMinor: 0,
  pickingPerInsertMinor: 0,
  marginBp: 0,
}));

// A lane costs base + 1 EUR per bracket step (250 g: base, 500 g: base + 100, 750 g: base + 200, 1 kg: +300...).
const lane = (partner: LogisticsPartner, destination: string, baseMinor: number, pickup: boolean): ShippingRateRow[] =>
  SHIPPING_BRACKETS_GRAMS.map((bracketGrams, index) => {
    const standardMinor = baseMinor + 100 * index;
    return { partner, destination, bracketGrams, standardMinor, pickupMinor: pickup ? standardMinor / 2 : null };
  });

/** spindle (France) serves FR (pickup at half price), the EU and the world; rom_de serves DE and the EU; whiplash the US. */
export const TEST_SHIPPING_RATES: readonly ShippingRateRow[] = [
  ...lane('spindle', 'FR', 500, true),
  ...lane('spindle', 'eu', 900, false),
  ...lane('spindle', 'world', 1500, false),
  ...lane('rom_de', 'DE', 450, true),
  ...lane('rom_de', 'eu', 800, false),
  ...lane('whiplash', 'US', 400, false),
];

/** A 25 EUR record of 300 g, on sale, held by spindle, shipped by its seller from France. */
export function facts(overrides: Partial<CartProjectFacts> = {}): CartProjectFacts {
  return {
    projectId: 1,
    itemId: null,
    step: 'in_progress',
    isCatalogueItem: false,
    stockLeft: null,
    isLimited: false,
    limitPerCustomer: null,
    alreadyBoughtByCustomer: 0,
    requiredSizes: [],
    onlyCountries: null,
    excludedCountries: null,
    priceEurMinor: 2500,
    pricesByCurrencyMinor: {},
    distributionPriceEurMinor: null,
    weightGrams: 300,
    isVinyl: true,
    insertsPerCopy: 0,
    shippingDiscountEurMinor: 0,
    shipTogetherGroup: null,
    partnersWithStock: ['spindle'],
    sellerShipsFromFrance: true,
    ...overrides,
  };
}

/** A cart line of one copy. */
export function line(projectId: number, overrides: Partial<CartPricingItem> = {}): CartPricingItem {
  return { project_id: projectId, quantity: 1, ...overrides };
}

/** Shops with each line in its project's own group s_{project_id}, all in one delivery mode. */
export function shopsOf(
  lines: readonly CartPricingItem[],
  shippingType: CartShippingType = 'standard',
): CartPricingInput['shops'] {
  const shops: Record<`s_${number}`, { shipping_type: CartShippingType; items: CartPricingItem[] }> = {};
  for (const item of lines) {
    const group = (shops[`s_${item.project_id}`] ??= { shipping_type: shippingType, items: [] });
    group.items.push(item);
  }
  return shops;
}

/** A private buyer in France paying in EUR, one record in the cart, no code. */
export function cartInput(overrides: Partial<CartPricingInput> = {}): CartPricingInput {
  return {
    shops: shopsOf([line(1)]),
    boxes: [],
    catalogue: [facts()],
    boxCatalogue: {
      prices: [
        { type: 'one', periodicity: null, currency: 'EUR', monthlyPriceMinor: 2500 },
        { type: 'one', periodicity: '12_months', currency: 'EUR', monthlyPriceMinor: 2200 },
        { type: 'two', periodicity: null, currency: 'EUR', monthlyPriceMinor: 4000 },
        { type: 'one', periodicity: null, currency: 'USD', monthlyPriceMinor: 2999 },
      ],
      partnersWithStock: ['spindle'],
    },
    buyer: { userId: 7, pro: false, countryCode: 'FR', isBusiness: false, vatNumber: null },
    currency: 'EUR',
    exchangeRatesPpm: TEST_RATES_PPM,
    vatRates: VAT_RATE_ROWS,
    shipping: { rates: TEST_SHIPPING_RATES, partnerFees: FLAT_FEES, packageWeightGrams: 100 },
    pickup: false,
    isGift: false,
    promo: { typedCode: null, codes: [] },
    now: NOW,
    ...overrides,
  };
}

/** A 10 % code on the price, funded by the platform, without limits. */
export function promoCode(overrides: Partial<PromoCode> = {}): PromoCode {
  return {
    code: 'SPRING10',
    siteWideSale: false,
    percentBp: 1000,
    appliesTo: 'price',
    fundedBy: 'platform',
    startsAt: null,
    endsAt: null,
    userIds: null,
    countryCodes: null,
    projectIds: null,
    amountOff: null,
    shopIds: null,
    firstOrderOnly: false,
    maxUses: null,
    maxUsesPerCustomer: null,
    minPriceMinor: null,
    maxTotalMinor: null,
    minQuantity: null,
    maxQuantity: null,
    ...overrides,
  };
}
