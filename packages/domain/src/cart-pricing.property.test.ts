import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEED_EXCHANGE_RATES_PPM, convertExact, convertPrice } from './currency.ts';
import { CURRENCY_CODES } from './money.ts';
import { LOGISTICS_PARTNERS, LOGISTICS_PARTNER_FEES, SHIPPING_RATE_ROWS, type LogisticsPartner } from './shipping.ts';
import { PROJECT_STEPS } from './steps.ts';
import { VAT_RATE_ROWS } from './vat.ts';
import {
  SERVICE_CHARGE_CAP_EUR_MINOR,
  priceCart,
  type CartPricingInput,
  type CartPricingItem,
  type CartProjectFacts,
  type PricedCart,
  type RequiredSize,
} from './cart-pricing.ts';
import type { PromoCode } from './promo.ts';

const COUNTRIES = ['FR', 'DE', 'EE', 'IE', 'US', 'GB', 'JP', 'AU', 'BR'];
const option = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });

// Mostly (weight 4 to 1) the common case, sometimes the edge: carts that price, with enough refusals mixed in.
const mostly = <T>(usual: fc.Arbitrary<T>, edge: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: usual, weight: 4 }, { arbitrary: edge, weight: 1 });

const factsArb = (projectId: fc.Arbitrary<number>): fc.Arbitrary<CartProjectFacts> =>
  fc.record({
    projectId,
    itemId: mostly(fc.constant(null), fc.integer({ min: 1, max: 2 })),
    step: mostly(fc.constantFrom('in_progress' as const, 'private' as const), fc.constantFrom(...PROJECT_STEPS)),
    isCatalogueItem: fc.boolean(),
    stockLeft: mostly(fc.constant(null), fc.integer({ min: 0, max: 10 })),
    isLimited: mostly(fc.constant(false), fc.boolean()),
    limitPerCustomer: mostly(fc.constant(null), fc.integer({ min: 0, max: 6 })),
    alreadyBoughtByCustomer: fc.integer({ min: 0, max: 3 }),
    requiredSizes: mostly<readonly RequiredSize[]>(
      fc.constant([]),
      fc.constantFrom([{ slot: '1', options: ['S', 'M'] }], [{ slot: '1', options: [] }]),
    ),
    onlyCountries: mostly(fc.constant(null), fc.subarray(COUNTRIES)),
    excludedCountries: mostly(fc.constant(null), fc.subarray(COUNTRIES)),
    priceEurMinor: mostly(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 200_000 })),
    pricesByCurrencyMinor: fc.dictionary(fc.constantFrom(...CURRENCY_CODES), fc.integer({ min: 0, max: 20_000_000 })),
    distributionPriceEurMinor: option(fc.integer({ min: 0, max: 200_000 })),
    weightGrams: mostly(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 0, max: 30_000 })),
    isVinyl: fc.boolean(),
    insertsPerCopy: fc.integer({ min: 0, max: 3 }),
    shippingDiscountEurMinor: fc.integer({ min: 0, max: 2000 }),
    shipTogetherGroup: option(fc.constantFrom('a', 'b')),
    partnersWithStock: mostly<readonly LogisticsPartner[]>(
      fc.constantFrom(['spindle'] as const, ['daudin', 'bigblue'] as const, ['spindle', 'whiplash', 'rom_de'] as const),
      fc.subarray([...LOGISTICS_PARTNERS]),
    ),
    sellerShipsFromFrance: fc.boolean(),
  });

// One fact sheet per project 1 to 6 (project 7 stays unknown), plus a few item-level or stray ones.
const catalogueArb = fc
  .tuple(
    fc.tuple(...[1, 2, 3, 4, 5, 6].map((id) => factsArb(fc.constant(id)))),
    fc.array(factsArb(fc.integer({ min: 1, max: 6 })), { maxLength: 3 }),
  )
  .map(([projects, extra]) => [...projects, ...extra]);

const itemArb: fc.Arbitrary<CartPricingItem> = fc.record(
  {
    project_id: fc.integer({ min: 1, max: 7 }),
    item_id: option(fc.integer({ min: 1, max: 2 })),
    quantity: fc.integer({ min: 1, max: 5 }),
    chosen_sizes: option(fc.dictionary(fc.constant('1'), fc.constantFrom('S', 'M', 'XL'))),
    size_1: fc.constantFrom('S', 'M', ''),
  },
  { requiredKeys: ['project_id', 'quantity'] },
);

const promoArb: fc.Arbitrary<PromoCode> = fc
  .record({
    code: fc.constantFrom('A', 'B', 'C'),
    siteWideSale: fc.boolean(),
    percentBp: fc.integer({ min: 0, max: 10_000 }),
    appliesTo: fc.constantFrom('total', 'price', 'shipping'),
    fundedBy: fc.constantFrom('platform', 'artist'),
    startsAt: fc.constant(null),
    endsAt: fc.constant(null),
    userIds: mostly(fc.constant(null), fc.constant([7])),
    countryCodes: mostly(fc.constant(null), fc.subarray(COUNTRIES)),
    projectIds: mostly(fc.constant(null), fc.subarray([1, 2, 3, 4, 5, 6])),
    amountOff: mostly<PromoCode['amountOff']>(
      fc.constant(null),
      fc.record({ amountMinor: fc.integer({ min: 0, max: 20_000 }), currency: fc.constantFrom('EUR', 'USD', 'JPY') }),
    ),
    shopIds: fc.constant(null),
    firstOrderOnly: mostly(fc.constant(false), fc.boolean()),
    maxUses: mostly<number | null>(fc.constant(null), fc.integer({ min: 1, max: 3 })),
    maxUsesPerCustomer: mostly<number | null>(fc.constant(null), fc.integer({ min: 1, max: 3 })),
    minPriceMinor: mostly(fc.constant(null), fc.integer({ min: 0, max: 50_000 })),
    maxTotalMinor: mostly(fc.constant(null), fc.integer({ min: 0, max: 500_000 })),
    minQuantity: mostly(fc.constant(null), fc.integer({ min: 0, max: 5 })),
    maxQuantity: mostly(fc.constant(null), fc.integer({ min: 0, max: 20 })),
  })
  .map((code) => (code.amountOff ? { ...code, percentBp: null } : code));

const inputArb: fc.Arbitrary<CartPricingInput> = fc
  .record({
    groups: fc.array(
      fc.record({
        key: fc.integer({ min: 1, max: 4 }),
        shipping_type: fc.constantFrom('standard', 'tracked', 'pickup'),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    items: fc.array(fc.tuple(fc.nat(), itemArb), { maxLength: 8 }),
    boxes: fc.array(
      fc.record({
        type: fc.constantFrom('one', 'two'),
        periodicity: fc.constantFrom('monthly', '1_month', '3_months', '6_months', '12_months'),
      }),
      { maxLength: 2 },
    ),
    catalogue: catalogueArb,
    boxPrice: fc.integer({ min: 0, max: 10_000 }),
    boxPartners: fc.subarray([...LOGISTICS_PARTNERS]),
    buyer: fc.record({
      userId: option(fc.constant(7)),
      pro: fc.boolean(),
      countryCode: fc.constantFrom(...COUNTRIES),
      isBusiness: fc.boolean(),
      vatNumber: option(fc.constantFrom('DE123456789', 'FR12345678901', 'junk')),
    }),
    currency: fc.constantFrom(...CURRENCY_CODES),
    pickup: fc.boolean(),
    isGift: fc.boolean(),
    typedCode: option(fc.constantFrom('A', 'b', 'Z', ' ')),
    codes: fc.array(promoArb, { maxLength: 3 }),
    usage: mostly(
      fc.constant({ totalUses: 0, usesByUser: 0 }),
      fc.record({ totalUses: fc.nat({ max: 2 }), usesByUser: fc.nat({ max: 1 }) }),
    ),
    now: fc.date({ min: new Date('2023-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }),
  })
  .map((drawn): CartPricingInput => {
    const shops: Record<`s_${number}`, { shipping_type: 'standard' | 'tracked' | 'pickup'; items: CartPricingItem[] }> =
      {};
    for (const [index, item] of drawn.items) {
      const group = drawn.groups[index % drawn.groups.length] ?? { key: 1, shipping_type: 'standard' as const };
      (shops[`s_${group.key}`] ??= { shipping_type: group.shipping_type, items: [] }).items.push(item);
    }
    return {
      shops,
      boxes: drawn.boxes,
      catalogue: drawn.catalogue,
      boxCatalogue: {
        prices: [
          { type: 'one', periodicity: null, currency: 'EUR', monthlyPriceMinor: drawn.boxPrice },
          { type: 'two', periodicity: null, currency: 'EUR', monthlyPriceMinor: drawn.boxPrice * 2 },
        ],
        partnersWithStock: drawn.boxPartners,
      },
      buyer: drawn.buyer,
      currency: drawn.currency,
      exchangeRatesPpm: SEED_EXCHANGE_RATES_PPM,
      vatRates: VAT_RATE_ROWS,
      shipping: { rates: SHIPPING_RATE_ROWS, partnerFees: LOGISTICS_PARTNER_FEES, packageWeightGrams: 150 },
      pickup: drawn.pickup,
      isGift: drawn.isGift,
      promo: { typedCode: drawn.typedCode, codes: drawn.codes.map((code) => ({ code, usage: drawn.usage })) },
      now: drawn.now,
    };
  });

const add = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const acceptedItems = (cart: PricedCart) => cart.groups.flatMap((group) => group.items.filter((item) => item.ok));
const acceptedBoxes = (cart: PricedCart) => cart.boxes.filter((box) => box.ok);
const shippings = (cart: PricedCart) => cart.groups.flatMap((group) => (group.shipping ? [group.shipping] : []));

describe('priceCart properties', () => {
  it('the lines sum to the total, and their taxes to the total tax', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const cart = priceCart(input);
        const { totals } = cart;
        for (const group of cart.groups) {
          const items = group.items.flatMap((item) => (item.ok ? [item] : []));
          expect(group.totalMinor).toBe(add(items.map((i) => i.amountMinor)) + (group.shipping?.amountMinor ?? 0));
          expect(group.taxMinor).toBe(add(items.map((i) => i.taxMinor)) + (group.shipping?.taxMinor ?? 0));
        }
        const boxes = acceptedBoxes(cart);
        const lines = [...cart.groups.map((g) => g.totalMinor), ...boxes.map((b) => b.totalMinor)];
        expect(add(lines) + totals.serviceChargeMinor).toBe(totals.totalMinor);
        expect(totals.subtotalMinor + totals.shippingMinor - totals.discountMinor + totals.serviceChargeMinor).toBe(
          totals.totalMinor,
        );
        expect(totals.subtotalMinor).toBe(
          add([...acceptedItems(cart).map((i) => i.lineTotalMinor), ...boxes.map((b) => b.priceMinor)]),
        );
        const taxes = [
          ...cart.groups.map((g) => g.taxMinor),
          ...boxes.map((b) => b.taxMinor),
          cart.serviceCharge.taxMinor,
        ];
        expect(add(taxes)).toBe(totals.taxMinor);
        expect(totals.discountMinor).toBe(cart.promo.applied?.discountMinor ?? 0);
      }),
      { numRuns: 300 },
    );
  });

  it('never gives a negative amount, and tax never exceeds what it is part of', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const cart = priceCart(input);
        expect(cart.totals.totalMinor).toBeGreaterThanOrEqual(0);
        expect(cart.totals.taxMinor).toBeGreaterThanOrEqual(0);
        expect(cart.totals.taxMinor).toBeLessThanOrEqual(cart.totals.totalMinor);
        const parts = [
          ...acceptedItems(cart).map((i) => [i.amountMinor, i.taxMinor, i.discountMinor] as const),
          ...shippings(cart).map((s) => [s.amountMinor, s.taxMinor, s.promoDiscountMinor] as const),
          ...acceptedBoxes(cart).map((b) => [b.totalMinor, b.taxMinor, 0] as const),
          [cart.serviceCharge.amountMinor, cart.serviceCharge.taxMinor, 0] as const,
        ];
        for (const [amount, tax, discount] of parts) {
          expect(Number.isSafeInteger(amount) && Number.isSafeInteger(tax)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThanOrEqual(amount);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('caps the service charge at 20 EUR and charges 6 % below it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const { serviceCharge, totals } = priceCart(input);
        const cap = convertExact(SERVICE_CHARGE_CAP_EUR_MINOR, input.currency, input.exchangeRatesPpm).amountMinor;
        expect(serviceCharge.amountMinor).toBeLessThanOrEqual(cap);
        expect(serviceCharge.amountMinor).toBe(Math.min(cap, Math.round((serviceCharge.baseMinor * 6) / 100)));
        expect(totals.serviceChargeMinor).toBe(serviceCharge.amountMinor);
      }),
      { numRuns: 200 },
    );
  });

  it('takes every unit price from the catalogue facts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const sent = Object.values(input.shops).flatMap((group) => group?.items ?? []);
        const cart = priceCart(input);
        for (const item of acceptedItems(cart)) {
          const candidates = input.catalogue.filter((f) => f.projectId === item.projectId);
          const facts =
            (item.itemId !== null ? candidates.find((f) => f.itemId === item.itemId) : undefined) ??
            candidates.find((f) => f.itemId === null);
          if (!facts) throw new Error('an accepted line has facts');
          const sellerPrice = input.currency === 'EUR' ? undefined : facts.pricesByCurrencyMinor[input.currency];
          const expected =
            input.buyer.pro && facts.distributionPriceEurMinor !== null
              ? convertPrice(facts.distributionPriceEurMinor, input.currency, input.exchangeRatesPpm).amountMinor
              : (sellerPrice ?? convertPrice(facts.priceEurMinor, input.currency, input.exchangeRatesPpm).amountMinor);
          expect(item.unitPriceMinor).toBe(expected);
          expect(item.lineTotalMinor).toBe(expected * item.quantity);
        }
        expect(acceptedItems(cart).length).toBeLessThanOrEqual(sent.length);
      }),
      { numRuns: 200 },
    );
  });

  it('ignores any price a client slips into the cart at run time', () => {
    const junk = fc.record({ price: fc.integer(), total: fc.integer(), tax: fc.integer(), shipping: fc.integer() });
    fc.assert(
      fc.property(inputArb, junk, (input, forged) => {
        const shops = Object.fromEntries(
          Object.entries(input.shops).map(([key, group]) => [
            key,
            { ...group, ...forged, items: (group?.items ?? []).map((item) => ({ ...item, ...forged })) },
          ]),
        ) as unknown as CartPricingInput['shops'];
        const boxes = input.boxes.map((box) => ({ ...box, ...forged })) as unknown as CartPricingInput['boxes'];
        expect(priceCart({ ...input, shops, boxes })).toEqual(priceCart(input));
      }),
      { numRuns: 150 },
    );
  });
});
