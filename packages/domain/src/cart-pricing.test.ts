import { describe, expect, it } from 'vitest';
import {
  priceCart,
  type AcceptedItem,
  type CartPricingBox,
  type CartPricingGroup,
  type CartPricingItem,
  type PricedCart,
  type PricedItem,
} from './cart-pricing.ts';
import { cartInput, facts, line, shopsOf } from './cart-pricing.fixtures.ts';

const items = (cart: PricedCart): PricedItem[] => cart.groups.flatMap((group) => group.items);
const onlyItem = (cart: PricedCart): PricedItem => {
  const [item, ...rest] = items(cart);
  if (!item || rest.length > 0) throw new Error('expected exactly one line');
  return item;
};
const accepted = (item: PricedItem): AcceptedItem => {
  if (!item.ok) throw new Error(`line refused: ${item.code}`);
  return item;
};

describe('priceCart: a 25 EUR record shipped in France', () => {
  const cart = priceCart(cartInput());

  it('prices the line from the catalogue, VAT worked back from the gross (FR 20 %)', () => {
    expect(onlyItem(cart)).toEqual({
      projectId: 1,
      itemId: null,
      quantity: 1,
      chosenSizes: {},
      ok: true,
      unitPriceMinor: 2500,
      priceSource: 'catalogue_eur',
      lineTotalMinor: 2500,
      discountMinor: 0,
      amountMinor: 2500,
      // 2500 / 1.2 = 2083.33 -> net 2083, tax 417
      taxMinor: 417,
    });
  });

  it('ships 400 g (300 g + 100 g package) in the 500 g bracket with the partner holding the stock', () => {
    const [group] = cart.groups;
    expect(group).toMatchObject({ key: 's_1', weightGrams: 400, noShipping: null });
    expect(group?.shipping).toMatchObject({ mode: 'standard', partner: 'spindle', bracketGrams: 500, costMinor: 600 });
    expect(group?.shipping?.taxMinor).toBe(100);
  });

  it('adds a 6 % service charge line and totals everything', () => {
    // base 2500 + 600 = 3100 -> 186; its VAT 186 - round(186 / 1.2) = 31
    expect(cart.serviceCharge).toMatchObject({ baseMinor: 3100, amountMinor: 186, capped: false, taxMinor: 31 });
    expect(cart.totals).toEqual({
      subtotalMinor: 2500,
      shippingMinor: 600,
      shippingDiscountMinor: 0,
      discountMinor: 0,
      serviceChargeMinor: 186,
      taxMinor: 417 + 100 + 31,
      totalMinor: 3286,
    });
  });
});

describe('priceCart: refusals, each with its own code, the rest of the cart still prices', () => {
  it.each([
    ['a project still being created', facts({ step: 'creating' }), line(1), { code: 'project_not_on_sale' }],
    [
      'a successful project that is no catalogue item',
      facts({ step: 'successful' }),
      line(1),
      { code: 'project_not_on_sale' },
    ],
    ['a promo-mode project (display only)', facts({ step: 'promo' }), line(1), { code: 'project_not_on_sale' }],
    ['a project unknown to the catalogue', facts({ projectId: 99 }), line(1), { code: 'project_not_on_sale' }],
    [
      'more than the per-customer limit (1 of 2 already bought)',
      facts({ limitPerCustomer: 2, alreadyBoughtByCustomer: 1 }),
      line(1, { quantity: 2 }),
      { code: 'limit_per_customer_exceeded', limitPerCustomer: 2, copiesAllowed: 1 },
    ],
    [
      'sized merch without a size',
      facts({ requiredSizes: [{ slot: '1', options: ['S', 'M'] }] }),
      line(1),
      { code: 'sizes_required', missingSlots: ['1'] },
    ],
    [
      'sized merch with a size that is not offered',
      facts({ requiredSizes: [{ slot: '1', options: ['S', 'M'] }] }),
      line(1, { chosen_sizes: { '1': 'XXL' } }),
      { code: 'sizes_required', missingSlots: ['1'] },
    ],
    ['a project sold only in Germany', facts({ onlyCountries: ['DE'] }), line(1), { code: 'country_not_allowed' }],
    ['a project excluded from France', facts({ excludedCountries: ['fr'] }), line(1), { code: 'country_not_allowed' }],
    [
      'two copies when one is left',
      facts({ stockLeft: 1 }),
      line(1, { quantity: 2 }),
      { code: 'insufficient_stock', copiesLeft: 1 },
    ],
    [
      'a limited edition of unknown stock',
      facts({ isLimited: true }),
      line(1),
      { code: 'insufficient_stock', copiesLeft: 0 },
    ],
    [
      'a sold-out catalogue item',
      facts({ step: 'successful', isCatalogueItem: true, stockLeft: 0 }),
      line(1),
      { code: 'insufficient_stock', copiesLeft: 0 },
    ],
    [
      'a parcel over 50 kg',
      facts({ weightGrams: 26_000 }),
      line(1, { quantity: 2 }),
      { code: 'no_shipping', reason: 'over_max_weight' },
    ],
    [
      'stock no partner holds',
      facts({ partnersWithStock: [] }),
      line(1),
      { code: 'no_shipping', reason: 'no_partner_with_stock' },
    ],
  ] as const)('refuses %s', (_, projectFacts, cartLine, refusal) => {
    const cart = priceCart(
      cartInput({
        catalogue: [projectFacts, facts({ projectId: 2 })],
        shops: shopsOf([cartLine, line(2)]),
      }),
    );
    const [refused, other] = items(cart);
    expect(refused).toEqual({
      ...refusal,
      ok: false,
      projectId: 1,
      itemId: null,
      quantity: cartLine.quantity,
      chosenSizes: { ...cartLine.chosen_sizes },
    });
    expect(other).toMatchObject({ ok: true, projectId: 2, unitPriceMinor: 2500 });
    expect(cart.totals.subtotalMinor).toBe(2500);
  });

  it('answers no_shipping for a country no partner of the stock serves, never a crash', () => {
    const cart = priceCart(
      cartInput({
        catalogue: [facts({ partnersWithStock: ['rom_de'] })],
        buyer: { userId: null, pro: false, countryCode: 'US', isBusiness: false, vatNumber: null },
      }),
    );
    expect(onlyItem(cart)).toMatchObject({ ok: false, code: 'no_shipping', reason: 'country_not_served' });
    expect(cart.groups[0]).toMatchObject({ shipping: null, noShipping: 'country_not_served', totalMinor: 0 });
    expect(cart.totals.totalMinor).toBe(0);
  });

  it.each([
    ['chosen_sizes', { chosen_sizes: { '1': 'M' } }],
    ['the legacy size_ field', { size_1: 'S' }],
  ])('accepts a size given in %s', (_, sizes) => {
    const cart = priceCart(
      cartInput({
        catalogue: [facts({ requiredSizes: [{ slot: '1', options: ['S', 'M'] }] })],
        shops: shopsOf([line(1, sizes)]),
      }),
    );
    expect(onlyItem(cart).ok).toBe(true);
  });

  it('sells a catalogue item with stock whatever its step', () => {
    const cart = priceCart(cartInput({ catalogue: [facts({ step: 'paid', isCatalogueItem: true, stockLeft: 3 })] }));
    expect(onlyItem(cart).ok).toBe(true);
  });

  it('counts earlier lines of the cart against the limit and the stock', () => {
    const catalogue = [facts({ limitPerCustomer: 3, stockLeft: 10 })];
    const shops = shopsOf([
      line(1, { quantity: 2, chosen_sizes: { '1': 'S' } }),
      line(1, { quantity: 2, chosen_sizes: { '1': 'M' } }),
    ]);
    const [first, second] = items(priceCart(cartInput({ catalogue, shops })));
    expect(first).toMatchObject({ ok: true, quantity: 2 });
    expect(second).toMatchObject({ ok: false, code: 'limit_per_customer_exceeded', copiesAllowed: 1 });

    const stocked = [facts({ stockLeft: 3 })];
    const [a, b] = items(priceCart(cartInput({ catalogue: stocked, shops })));
    expect(a).toMatchObject({ ok: true });
    expect(b).toMatchObject({ ok: false, code: 'insufficient_stock', copiesLeft: 1 });
  });

  it('uses the facts of the item (item_id) before those of its project', () => {
    const catalogue = [facts(), facts({ itemId: 5, priceEurMinor: 3000 })];
    const cart = priceCart(cartInput({ catalogue, shops: shopsOf([line(1, { item_id: 5 }), line(1)]) }));
    expect(items(cart).map((item) => accepted(item).unitPriceMinor)).toEqual([3000, 2500]);
  });
});

describe('priceCart: prices come from the catalogue facts only', () => {
  it.each([
    ['a private buyer pays the selling price', false, 'EUR', {}, 2500, 'catalogue_eur'],
    ['a pro buyer pays the distribution price', true, 'EUR', {}, 1800, 'distribution'],
    ['a pro buyer in USD: the distribution price, charm-converted', true, 'USD', {}, 2099, 'distribution'],
    ['a USD buyer: the EUR price charm-converted (ceil(27.50 + 1) - 0.01)', false, 'USD', {}, 2899, 'catalogue_eur'],
    ['a USD buyer: the price the seller set in USD, as is', false, 'USD', { USD: 2500 }, 2500, 'seller_currency'],
    ['a JPY buyer: ceil(4000 + 200) - 1', false, 'JPY', {}, 4199, 'catalogue_eur'],
    ['a KRW buyer: ceil((36 250 + 2000) / 1000) x 1000 - 100', false, 'KRW', {}, 38_900, 'catalogue_eur'],
  ] as const)('%s', (_, pro, currency, pricesByCurrencyMinor, unitPriceMinor, priceSource) => {
    const cart = priceCart(
      cartInput({
        currency,
        catalogue: [facts({ distributionPriceEurMinor: 1800, pricesByCurrencyMinor })],
        buyer: { userId: 7, pro, countryCode: 'FR', isBusiness: false, vatNumber: null },
      }),
    );
    expect(onlyItem(cart)).toMatchObject({ unitPriceMinor, priceSource });
  });

  it('gives pro buyers the normal price where there is no distribution price', () => {
    const cart = priceCart(
      cartInput({ buyer: { userId: 7, pro: true, countryCode: 'FR', isBusiness: false, vatNumber: null } }),
    );
    expect(onlyItem(cart)).toMatchObject({ unitPriceMinor: 2500, priceSource: 'catalogue_eur' });
  });

  it('cannot be given a price by the client: the cart types forbid every price-like field', () => {
    const sentItem: CartPricingItem = {
      project_id: 1,
      quantity: 1,
      // @ts-expect-error the client never sends prices
      price: 1,
    };
    const sentGroup: CartPricingGroup = {
      shipping_type: 'standard',
      items: [sentItem],
      // @ts-expect-error nor a shipping price
      shipping: 0,
    };
    const sentBox: CartPricingBox = {
      type: 'one',
      periodicity: 'monthly',
      // @ts-expect-error nor a box total
      total: 1,
    };
    const parsedElsewhere = { project_id: 1, quantity: 1, total: 1 };
    // @ts-expect-error not even from an object built elsewhere
    const widened: CartPricingItem = parsedElsewhere;
    expect([sentItem, sentGroup, sentBox, widened]).toHaveLength(4);
  });

  it('ignores price fields that reach it at run time anyway', () => {
    const honest = cartInput({ boxes: [{ type: 'one', periodicity: 'monthly' }] });
    const forged = JSON.parse(
      JSON.stringify({
        ...honest,
        shops: {
          s_1: { shipping_type: 'standard', shipping: 0, items: [{ project_id: 1, quantity: 1, price: 1, total: 1 }] },
        },
        boxes: [{ type: 'one', periodicity: 'monthly', price: 1, total: 1 }],
      }),
    ) as object;
    expect(priceCart({ ...honest, ...forged, now: honest.now })).toEqual(priceCart(honest));
  });
});

describe('priceCart: service charge and gifts', () => {
  it('caps the service charge at 20 EUR', () => {
    const cart = priceCart(cartInput({ catalogue: [facts({ priceEurMinor: 50_000 })] }));
    // 6 % of 506 EUR would be 30.36 EUR
    expect(cart.serviceCharge).toMatchObject({ baseMinor: 50_600, amountMinor: 2000, capped: true });
    expect(cart.totals.totalMinor).toBe(52_600);
  });

  it('caps it at 20 EUR converted exactly: 3200 yen at 160', () => {
    const cart = priceCart(cartInput({ currency: 'JPY', catalogue: [facts({ priceEurMinor: 50_000 })] }));
    expect(cart.serviceCharge).toMatchObject({ amountMinor: 3200, capped: true });
  });

  it('charges nothing on an empty or fully refused cart', () => {
    const cart = priceCart(cartInput({ catalogue: [facts({ step: 'failed' })] }));
    expect(cart.serviceCharge.amountMinor).toBe(0);
    expect(cart.totals.totalMinor).toBe(0);
  });

  it.each([
    [true, false],
    [false, true],
  ])('carries is_gift %s: the packing slip shows prices: %s', (isGift, shows) => {
    const cart = priceCart(cartInput({ isGift }));
    expect(cart).toMatchObject({ isGift, packingSlipShowsPrices: shows });
    expect(cart.totals.totalMinor).toBe(3286);
  });
});
