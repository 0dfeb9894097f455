import { describe, expect, it } from 'vitest';
import { convertPrice } from './currency.ts';
import type { CurrencyCode } from './money.ts';
import { priceCart } from './cart-pricing.ts';
import { TEST_RATES_PPM, cartInput } from './cart-pricing.fixtures.ts';

const onlyItem = (cart: ReturnType<typeof priceCart>) => cart.groups[0]?.items[0];

describe('priceCart: currencies', () => {
  it.each([
    // JPY at 160: record 4199 (charm), shipping 600 cents -> 960 exact, service 6 % of 5159 = 309.54 -> 310
    ['JPY', 4199, 960, 310, 5469],
    // KRW at 1450: record 38 900 (charm), shipping 8700 exact, service 6 % of 47 600 = 2856
    ['KRW', 38_900, 8700, 2856, 50_456],
    // USD at 1.10: record 28.99 (charm), shipping 6.60 exact, service 6 % of 35.59 = 2.1354 -> 2.14
    ['USD', 2899, 660, 214, 3773],
  ] as const)('totals a %s cart in whole minor units of that currency', (currency, item, shipping, service, total) => {
    const cart = priceCart(cartInput({ currency }));
    expect(cart.currency).toBe(currency);
    expect(cart.totals).toMatchObject({
      subtotalMinor: item,
      shippingMinor: shipping,
      serviceChargeMinor: service,
      totalMinor: total,
    });
    expect(Object.values(cart.totals).every(Number.isSafeInteger)).toBe(true);
  });

  it.each(['EUR', 'USD', 'GBP', 'AUD', 'CAD', 'KRW', 'JPY', 'CNY', 'PHP'] as const)(
    'shows the %s display price convertPrice gives',
    (currency: CurrencyCode) => {
      const cart = priceCart(cartInput({ currency }));
      expect(onlyItem(cart)).toMatchObject({
        unitPriceMinor: convertPrice(2500, currency, TEST_RATES_PPM).amountMinor,
      });
    },
  );
});
