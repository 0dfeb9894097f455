import { describe, expect, it } from 'vitest';
import { priceCart, type CartPricingBox } from './cart-pricing.ts';
import type { CurrencyCode } from './money.ts';
import { cartInput } from './cart-pricing.fixtures.ts';

const boxOnly = (box: CartPricingBox, currency: CurrencyCode = 'EUR') =>
  priceCart(cartInput({ shops: {}, boxes: [box], currency }));

describe('priceCart boxes: total = months x (price + shipping)', () => {
  it.each([
    // type, periodicity, currency, months, monthly price, monthly shipping, total
    // one record: 500 g, the 500 g bracket, 6.00 EUR a month
    ['one', 'monthly', 'EUR', 1, 2500, 600, 3100],
    ['one', '1_month', 'EUR', 1, 2500, 600, 3100],
    ['one', '3_months', 'EUR', 3, 2500, 600, 9300],
    ['one', '6_months', 'EUR', 6, 2500, 600, 18_600],
    // the 12-month plan has its own, lower, monthly price
    ['one', '12_months', 'EUR', 12, 2200, 600, 33_600],
    // two records: 900 g, the 1 kg bracket, 8.00 EUR a month
    ['two', '6_months', 'EUR', 6, 4000, 800, 28_800],
    // the USD row of the table as is; shipping converted exactly
    ['one', 'monthly', 'USD', 1, 2999, 660, 3659],
    // no JPY row: the EUR row as a charm price (ceil(4000 + 200) - 1)
    ['one', '3_months', 'JPY', 3, 4199, 960, 15_477],
  ] as const)(
    '%s record %s in %s: %i months of %i + %i = %i',
    (type, periodicity, currency, months, price, shipping, total) => {
      const cart = boxOnly({ type, periodicity }, currency);
      expect(cart.boxes[0]).toMatchObject({
        ok: true,
        type,
        periodicity,
        months,
        monthlyPriceMinor: price,
        monthlyShippingMinor: shipping,
        priceMinor: months * price,
        shippingMinor: months * shipping,
        totalMinor: total,
      });
      expect(cart.totals).toMatchObject({ subtotalMinor: months * price, shippingMinor: months * shipping });
    },
  );

  it('includes VAT: 31.00 EUR to France holds 5.17 EUR of VAT', () => {
    expect(boxOnly({ type: 'one', periodicity: 'monthly' }).boxes[0]).toMatchObject({
      taxMinor: 517,
      vat: { rateBasisPoints: 2000, reason: 'ships_from_france' },
    });
  });

  it('adds boxes to the service charge base and the totals', () => {
    const cart = priceCart(cartInput({ boxes: [{ type: 'one', periodicity: '3_months' }] }));
    // record 25.00 + 6.00, box 3 x 31.00: base 124.00, service charge 7.44
    expect(cart.totals).toMatchObject({
      subtotalMinor: 10_000,
      shippingMinor: 2400,
      serviceChargeMinor: 744,
      totalMinor: 13_144,
    });
  });

  it('answers no_shipping for a country no box partner serves', () => {
    const cart = priceCart(
      cartInput({
        shops: {},
        boxes: [{ type: 'two', periodicity: 'monthly' }],
        boxCatalogue: { prices: [], partnersWithStock: ['rom_de'] },
        buyer: { userId: 7, pro: false, countryCode: 'US', isBusiness: false, vatNumber: null },
      }),
    );
    expect(cart.boxes).toEqual([
      { type: 'two', periodicity: 'monthly', months: 1, ok: false, code: 'no_shipping', reason: 'country_not_served' },
    ]);
    expect(cart.totals.totalMinor).toBe(0);
  });

  it('treats a missing EUR price row as a data error', () => {
    expect(() =>
      priceCart(
        cartInput({
          shops: {},
          boxes: [{ type: 'two', periodicity: 'monthly' }],
          currency: 'GBP',
          boxCatalogue: { prices: [], partnersWithStock: ['spindle'] },
        }),
      ),
    ).toThrow(RangeError);
  });
});
