import { describe, expect, it } from 'vitest';
import { priceCart, type CartPricingInput } from './cart-pricing.ts';
import { cartInput, facts, line, shopsOf } from './cart-pricing.fixtures.ts';

const franceBuyer = { userId: 7, pro: false, countryCode: 'FR', isBusiness: false, vatNumber: null };
const firstGroup = (input: CartPricingInput) => {
  const group = priceCart(input).groups[0];
  if (!group) throw new Error('expected a group');
  return group;
};

describe('priceCart shipping: modes', () => {
  it('prices every mode: tracked = standard x 1.15, pickup raised to the 4.80 EUR floor', () => {
    expect(firstGroup(cartInput()).options).toEqual({
      standard: {
        mode: 'standard',
        partner: 'spindle',
        costMinor: 600,
        discountMinor: 0,
        chargedMinor: 600,
        free: false,
      },
      tracked: {
        mode: 'tracked',
        partner: 'spindle',
        costMinor: 690,
        discountMinor: 0,
        chargedMinor: 690,
        free: false,
      },
      // the lane's pickup price is 3.00 EUR
      pickup: { mode: 'pickup', partner: 'spindle', costMinor: 480, discountMinor: 0, chargedMinor: 480, free: false },
    });
  });

  it.each([
    ['standard', false, 'standard', 600],
    ['tracked', false, 'tracked', 690],
    ['pickup', false, 'pickup', 480],
    ['standard', true, 'pickup', 480],
  ] as const)('charges the %s group (pickup flag %s) in %s mode: %i', (shippingType, pickup, mode, charged) => {
    const group = firstGroup(cartInput({ shops: shopsOf([line(1)], shippingType), pickup }));
    expect(group.shipping).toMatchObject({ mode, chargedMinor: charged, amountMinor: charged });
  });

  it('falls back to standard where pickup points are not offered, and says so', () => {
    const group = firstGroup(
      cartInput({
        pickup: true,
        buyer: { ...franceBuyer, countryCode: 'US' },
        catalogue: [facts({ partnersWithStock: ['whiplash'] })],
      }),
    );
    expect(group.options.pickup).toBeNull();
    expect(group.shipping).toMatchObject({ requestedMode: 'pickup', mode: 'standard', chargedMinor: 500 });
  });

  it('picks the cheapest partner holding the stock of every line of the parcel', () => {
    // To Germany: spindle's EU lane costs 10.00, rom_de's German lane 5.50.
    const both = cartInput({
      buyer: { ...franceBuyer, countryCode: 'DE' },
      catalogue: [facts({ partnersWithStock: ['spindle', 'rom_de'] })],
    });
    expect(firstGroup(both).shipping).toMatchObject({ partner: 'rom_de', costMinor: 550 });
    const onlySpindle = { ...both, catalogue: [facts({ partnersWithStock: ['spindle'] })] };
    expect(firstGroup(onlySpindle).shipping).toMatchObject({ partner: 'spindle', costMinor: 1000 });
  });

  it('converts shipping exactly, not as a charm price (6.00 EUR = 6.60 USD)', () => {
    expect(firstGroup(cartInput({ currency: 'USD' })).shipping).toMatchObject({ costMinor: 660, chargedMinor: 660 });
  });
});

describe('priceCart shipping: weight', () => {
  it.each([
    // items, vinyl?, weight with 100 g package, bracket, standard cost
    [50, true, 350, 500, 600],
    [50, false, 150, 250, 500],
    [700, true, 800, 1000, 800],
    [1500, true, 1600, 2000, 900],
  ])(
    '%i g of items (vinyl: %s) weigh %i g and ship in the %i g bracket for %i',
    (weight, isVinyl, total, bracket, cost) => {
      const group = firstGroup(cartInput({ catalogue: [facts({ weightGrams: weight, isVinyl })] }));
      expect(group.weightGrams).toBe(total);
      expect(group.shipping).toMatchObject({ bracketGrams: bracket, costMinor: cost });
    },
  );
});

describe('priceCart shipping: discounts and free shipping', () => {
  // Two copies: 700 g in the 750 g bracket, 7.00 EUR.
  it.each([
    [0, 700, 0, false],
    [250, 200, 500, false],
    [300, 0, 700, true],
    [400, 0, 700, true],
  ])('takes %i per copy off: charges %i (discount %i, free: %s)', (perCopy, charged, discount, free) => {
    const group = firstGroup(
      cartInput({
        catalogue: [facts({ shippingDiscountEurMinor: perCopy })],
        shops: shopsOf([line(1, { quantity: 2 })]),
      }),
    );
    expect(group.shipping).toMatchObject({ costMinor: 700, chargedMinor: charged, discountMinor: discount, free });
  });

  it('makes shipping of 1 EUR or less free in every currency alike (decided in EUR)', () => {
    const input = cartInput({
      currency: 'JPY',
      catalogue: [facts({ shippingDiscountEurMinor: 300 })],
      shops: shopsOf([line(1, { quantity: 2 })]),
    });
    const cart = priceCart(input);
    expect(cart.groups[0]?.shipping).toMatchObject({ costMinor: 1120, chargedMinor: 0, free: true });
    expect(cart.totals).toMatchObject({ shippingMinor: 0, shippingDiscountMinor: 1120 });
  });
});

describe('priceCart shipping: parcels', () => {
  const catalogue = (group: string | null) => [
    facts({ projectId: 1, shipTogetherGroup: group }),
    facts({ projectId: 2, shipTogetherGroup: group }),
  ];

  it('ships projects of one ship-together group in one parcel with one shipping price', () => {
    const cart = priceCart(cartInput({ catalogue: catalogue('label-42'), shops: shopsOf([line(2), line(1)]) }));
    expect(cart.groups).toHaveLength(1);
    // 2 x 300 g + 100 g = 700 g: one 7.00 EUR parcel instead of two 6.00 EUR ones
    expect(cart.groups[0]).toMatchObject({ key: 's_1', shipTogetherGroup: 'label-42', weightGrams: 700 });
    expect(cart.totals.shippingMinor).toBe(700);
  });

  it('keys a ship-together parcel by the group’s shop id, even when that project is not in the cart', () => {
    const grouped = [
      facts({ projectId: 5, shipTogetherGroup: 'g', shipTogetherShopId: 3 }),
      facts({ projectId: 7, shipTogetherGroup: 'g', shipTogetherShopId: 3 }),
    ];
    const cart = priceCart(cartInput({ catalogue: grouped, shops: shopsOf([line(7), line(5)]) }));
    expect(cart.groups.map((group) => group.key)).toEqual(['s_3']);
    const alone = priceCart(cartInput({ catalogue: grouped, shops: shopsOf([line(7)]) }));
    expect(alone.groups.map((group) => group.key)).toEqual(['s_3']);
  });

  it('ships other projects apart even when the client sent them in one group', () => {
    const lumped = { s_9: { shipping_type: 'standard' as const, items: [line(1), line(2)] } };
    const cart = priceCart(cartInput({ catalogue: catalogue(null), shops: lumped }));
    expect(cart.groups.map((group) => group.key)).toEqual(['s_1', 's_2']);
    expect(cart.totals.shippingMinor).toBe(1200);
  });

  it('refuses the whole parcel when no partner holds the stock of every line', () => {
    const split = [
      facts({ projectId: 1, shipTogetherGroup: 'g', partnersWithStock: ['spindle'] }),
      facts({ projectId: 2, shipTogetherGroup: 'g', partnersWithStock: ['rom_de'] }),
    ];
    const cart = priceCart(cartInput({ catalogue: split, shops: shopsOf([line(1), line(2)]) }));
    expect(cart.groups[0]?.items.map((item) => (item.ok ? 'ok' : item.code))).toEqual(['no_shipping', 'no_shipping']);
    expect(cart.groups[0]?.noShipping).toBe('no_partner_with_stock');
  });
});
