// Property: whatever the cart, what the server stores and prints adds up. The order rows built from a
// priced cart (lines, shipping per parcel, boxes, service charge), the invoice made from those rows,
// and the cart/calculate response all sum to the priced total, and their taxes to the priced tax.
import {
  invoiceDocumentOf,
  CURRENCY_CODES,
  LOGISTICS_PARTNER_FEES,
  SEED_EXCHANGE_RATES_PPM,
  SHIPPING_RATE_ROWS,
  VAT_RATE_ROWS,
  CART_PACKAGE_WEIGHT_GRAMS,
  priceCart,
  type CartProjectFacts,
  type LogisticsPartner,
} from '@spindle/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCalculateResponse } from '../cart/index.ts';
import { buildOrderRows } from './order-rows.ts';
import type { OrderItemRow, OrderRow } from './orders.repo.ts';

const COUNTRIES = ['FR', 'DE', 'EE', 'IE', 'US', 'GB', 'JP', 'AU'];
const PARTNERS: readonly (readonly LogisticsPartner[])[] = [
  ['daudin'],
  ['daudin', 'whiplash'],
  ['preorder'],
  ['spindle', 'rom_de'],
];

const factsArb = (projectId: number): fc.Arbitrary<CartProjectFacts> =>
  fc.record({
    projectId: fc.constant(projectId),
    itemId: fc.constant(null),
    step: fc.constantFrom('in_progress' as const, 'private' as const, 'creating' as const),
    isCatalogueItem: fc.boolean(),
    stockLeft: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    isLimited: fc.boolean(),
    limitPerCustomer: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
    alreadyBoughtByCustomer: fc.integer({ min: 0, max: 2 }),
    requiredSizes: fc.constant([]),
    onlyCountries: fc.constant(null),
    excludedCountries: fc.constant(null),
    priceEurMinor: fc.integer({ min: 0, max: 50_000 }),
    pricesByCurrencyMinor: fc.constant({}),
    distributionPriceEurMinor: fc.option(fc.integer({ min: 0, max: 40_000 }), { nil: null }),
    weightGrams: fc.integer({ min: 0, max: 5_000 }),
    isVinyl: fc.boolean(),
    insertsPerCopy: fc.constant(0),
    shippingDiscountEurMinor: fc.integer({ min: 0, max: 1_000 }),
    shipTogetherGroup: fc.option(fc.constantFrom('a', 'b'), { nil: null }),
    partnersWithStock: fc.constantFrom(...PARTNERS),
    sellerShipsFromFrance: fc.boolean(),
  });

const cartArb = fc.record({
  catalogue: fc.tuple(...[1, 2, 3, 4].map((id) => factsArb(id))),
  lines: fc.array(fc.record({ projectId: fc.integer({ min: 1, max: 4 }), quantity: fc.integer({ min: 1, max: 4 }) }), {
    minLength: 1,
    maxLength: 6,
  }),
  boxes: fc.array(
    fc.record({
      type: fc.constantFrom('one' as const, 'two' as const),
      periodicity: fc.constantFrom('monthly' as const, '3_months' as const, '12_months' as const),
    }),
    { maxLength: 2 },
  ),
  country: fc.constantFrom(...COUNTRIES),
  currency: fc.constantFrom(...CURRENCY_CODES),
  pro: fc.boolean(),
  percentBp: fc.option(fc.integer({ min: 1, max: 10_000 }), { nil: null }),
  appliesTo: fc.constantFrom('total' as const, 'price' as const, 'shipping' as const),
  mode: fc.constantFrom('standard' as const, 'tracked' as const, 'pickup' as const),
});

describe('order rows, invoice and calculate response of any priced cart', () => {
  it('sum to the priced total, and their taxes to the priced tax', () => {
    fc.assert(
      fc.property(cartArb, (drawn) => {
        const priced = priceCart({
          shops: {
            s_1: {
              shipping_type: drawn.mode,
              items: drawn.lines.map((line) => ({ project_id: line.projectId, quantity: line.quantity })),
            },
          },
          boxes: drawn.boxes,
          catalogue: drawn.catalogue,
          boxCatalogue: {
            prices: [
              { type: 'one', periodicity: null, currency: 'EUR', monthlyPriceMinor: 2990 },
              { type: 'two', periodicity: null, currency: 'EUR', monthlyPriceMinor: 4990 },
            ],
            partnersWithStock: ['spindle'],
          },
          buyer: { userId: 7, pro: drawn.pro, countryCode: drawn.country, isBusiness: false, vatNumber: null },
          currency: drawn.currency,
          exchangeRatesPpm: SEED_EXCHANGE_RATES_PPM,
          vatRates: VAT_RATE_ROWS,
          shipping: {
            rates: SHIPPING_RATE_ROWS,
            partnerFees: LOGISTICS_PARTNER_FEES,
            packageWeightGrams: CART_PACKAGE_WEIGHT_GRAMS,
          },
          pickup: false,
          isGift: false,
          promo: {
            typedCode: drawn.percentBp === null ? null : 'P',
            codes:
              drawn.percentBp === null
                ? []
                : [
                    {
                      code: {
                        code: 'P',
                        siteWideSale: false,
                        percentBp: drawn.percentBp,
                        appliesTo: drawn.appliesTo,
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
                      },
                      usage: { totalUses: 0, usesByUser: 0 },
                    },
                  ],
          },
          now: new Date('2026-06-01T12:00:00Z'),
        });
        const { totalMinor, taxMinor } = priced.totals;

        // The calculate response.
        const response = toCalculateResponse(priced, {
          id: 'abcdefghij',
          countryCode: drawn.country,
          display: new Map(),
          pickup: false,
          saved: false,
        });
        const responseTotal =
          response.shops.reduce((sum, shop) => sum + shop.totalMinor, 0) +
          response.boxes.reduce((sum, box) => sum + box.totalMinor, 0) +
          response.serviceCharge.amountMinor;
        expect(responseTotal).toBe(totalMinor);
        const responseLinesTax = response.shops
          .flatMap((shop) => shop.items)
          .reduce((sum, item) => sum + item.taxMinor, 0);
        const responseShippingTax = response.shops.reduce((sum, shop) => sum + (shop.shipping?.taxMinor ?? 0), 0);
        const responseBoxTax = response.boxes.reduce((sum, box) => sum + box.taxMinor, 0);
        expect(responseLinesTax + responseShippingTax + responseBoxTax + response.serviceCharge.taxMinor).toBe(
          taxMinor,
        );

        // The order rows (only a cart where every line and box priced is paid; others still add up).
        const rows = buildOrderRows(priced, new Map(), drawn.catalogue);
        const items = rows.shopOrders.flatMap((group) => group.items);
        const linesAmount = items.reduce((sum, item) => sum + item.totalMinor - (item.discountMinor ?? 0), 0);
        const shipping = rows.shopOrders.reduce((sum, group) => sum + (group.values.shippingMinor ?? 0), 0);
        const boxes = rows.boxItems.reduce((sum, item) => sum + item.totalMinor, 0);
        expect(linesAmount + shipping + boxes + priced.totals.serviceChargeMinor).toBe(totalMinor);
        const groupsTotal = rows.shopOrders.reduce((sum, group) => sum + (group.values.totalMinor ?? 0), 0);
        expect(groupsTotal + boxes + priced.totals.serviceChargeMinor).toBe(totalMinor);
        const groupsTax = rows.shopOrders.reduce((sum, group) => sum + (group.values.taxMinor ?? 0), 0);
        const boxTax = rows.boxItems.reduce((sum, item) => sum + (item.taxMinor ?? 0), 0);
        expect(groupsTax + boxTax + priced.serviceCharge.taxMinor).toBe(taxMinor);

        // The invoice made from those rows passes the renderer's own consistency check.
        if (totalMinor === 0) return;
        const order = {
          id: 1,
          currency: priced.currency,
          totalMinor,
          taxMinor,
          serviceChargeMinor: priced.totals.serviceChargeMinor,
          createdAt: new Date(),
          billingAddress: null,
          email: 'buyer@example.test',
          countryId: drawn.country,
        } as unknown as OrderRow;
        const groups = rows.shopOrders.map((group, index) => ({ ...group.values, id: index + 1 }));
        const orderItems = [
          ...rows.shopOrders.flatMap((group, index) =>
            group.items.map((item) => ({ ...item, shopOrderId: index + 1 })),
          ),
          ...rows.boxItems.map((item) => ({ ...item, shopOrderId: null })),
        ].map((item) => ({ discountMinor: 0, taxMinor: 0, chosenSizes: {}, ...item })) as unknown as OrderItemRow[];
        const invoice = invoiceDocumentOf(order as never, groups as never, orderItems);
        const parts = [
          ...invoice.lines,
          ...(invoice.shipping ? [invoice.shipping] : []),
          ...(invoice.serviceCharge ? [invoice.serviceCharge] : []),
        ];
        expect(parts.reduce((sum, part) => sum + part.amountMinor, 0)).toBe(invoice.totalMinor);
        expect(parts.reduce((sum, part) => sum + part.vatMinor, 0)).toBe(invoice.taxMinor);
        for (const part of parts) expect(part.vatMinor).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
