import { describe, expect, it } from 'vitest';
import { priceCart, type CartPricingInput } from './cart-pricing.ts';
import type { PromoCode } from './promo.ts';
import { NOW, cartInput, facts, line, promoCode, shopsOf } from './cart-pricing.fixtures.ts';

const noUse = { totalUses: 0, usesByUser: 0 };
const withCodes = (typedCode: string | null, codes: PromoCode[], overrides: Partial<CartPricingInput> = {}) =>
  priceCart(cartInput({ promo: { typedCode, codes: codes.map((code) => ({ code, usage: noUse })) }, ...overrides }));

describe('priceCart promo: the discount (record 25.00 + shipping 6.00, France)', () => {
  it.each([
    // appliesTo, percent, discount, item amount (tax), shipping amount (tax), service charge, total
    ['price', 1000, 250, [2250, 375], [600, 100], 171, 3021],
    ['shipping', 5000, 300, [2500, 417], [300, 50], 168, 2968],
    // 10 % of 31.00 = 3.10, shared 2.50 on the record and 0.60 on the shipping
    ['total', 1000, 310, [2250, 375], [540, 90], 167, 2957],
  ] as const)('on the %s at %i bp takes off %i', (appliesTo, percentBp, discount, item, shipping, service, total) => {
    const cart = withCodes('spring10', [promoCode({ appliesTo, percentBp })]);
    expect(cart.promo).toEqual({
      applied: {
        promoCode: 'SPRING10',
        siteWideSale: false,
        appliesTo,
        fundedBy: 'platform',
        discountMinor: discount,
        itemsDiscountMinor: 2500 - item[0],
        shippingDiscountMinor: 600 - shipping[0],
      },
      refused: null,
    });
    expect(cart.groups[0]?.items[0]).toMatchObject({ lineTotalMinor: 2500, amountMinor: item[0], taxMinor: item[1] });
    expect(cart.groups[0]?.shipping).toMatchObject({
      chargedMinor: 600,
      amountMinor: shipping[0],
      taxMinor: shipping[1],
    });
    expect(cart.totals).toMatchObject({ discountMinor: discount, serviceChargeMinor: service, totalMinor: total });
  });

  it('discounts only the listed projects and records who funds it', () => {
    const cart = withCodes('SPRING10', [promoCode({ projectIds: [2], fundedBy: 'artist', percentBp: 2000 })], {
      catalogue: [facts(), facts({ projectId: 2, priceEurMinor: 1000 })],
      shops: shopsOf([line(1), line(2)]),
    });
    expect(cart.promo.applied).toMatchObject({ fundedBy: 'artist', discountMinor: 200 });
    expect(cart.groups.map((group) => group.items[0]?.ok && group.items[0].discountMinor)).toEqual([0, 200]);
  });

  it('shares a shipping discount over the parcels in proportion to their shipping', () => {
    const cart = withCodes('SPRING10', [promoCode({ appliesTo: 'shipping', percentBp: 2500 })], {
      catalogue: [facts(), facts({ projectId: 2 })],
      shops: shopsOf([line(1), line(2)]),
    });
    expect(cart.groups.map((group) => group.shipping?.promoDiscountMinor)).toEqual([150, 150]);
    expect(cart.totals.discountMinor).toBe(300);
  });

  it('works in the target currency: 10 % of a 4199 yen record is 420 yen', () => {
    const cart = withCodes('SPRING10', [promoCode()], { currency: 'JPY' });
    expect(cart.promo.applied?.discountMinor).toBe(420);
  });
});

describe('priceCart promo: codes that do not apply', () => {
  it.each([
    ['an expired code', promoCode({ endsAt: new Date(NOW.getTime() - 1) }), 'expired'],
    ['a code not started yet', promoCode({ startsAt: new Date(NOW.getTime() + 1) }), 'not_started'],
    ['a code for 30 EUR of items or more', promoCode({ minPriceMinor: 3000 }), 'below_min_price'],
    ['a code for carts up to 30 EUR', promoCode({ maxTotalMinor: 3000 }), 'above_max_total'],
    ['a code for German buyers', promoCode({ countryCodes: ['DE'] }), 'country_not_allowed'],
    ['a code already used by this customer', promoCode({ maxUsesPerCustomer: 1 }), 'already_used_by_user'],
  ])('reports %s and prices the cart without it', (_, code, reason) => {
    const cart = priceCart(
      cartInput({ promo: { typedCode: 'SPRING10', codes: [{ code, usage: { totalUses: 1, usesByUser: 1 } }] } }),
    );
    expect(cart.promo).toEqual({
      applied: null,
      refused: { ok: false, code: 'promo_code_not_applicable', promoCode: 'SPRING10', reason },
    });
    expect(cart.totals).toMatchObject({ discountMinor: 0, totalMinor: 3286 });
  });

  it('reports a code that does not exist', () => {
    expect(withCodes('NOPE', []).promo.refused).toMatchObject({ promoCode: 'NOPE', reason: 'unknown_code' });
  });

  it('needs a signed-in customer for a once-per-user code', () => {
    const cart = withCodes('SPRING10', [promoCode({ maxUsesPerCustomer: 1 })], {
      buyer: { userId: null, pro: false, countryCode: 'FR', isBusiness: false, vatNumber: null },
    });
    expect(cart.promo.refused?.reason).toBe('login_required');
  });

  it('compares money limits in the currency the customer sees (25 EUR minimum = 27.50 USD; a 24.50 EUR record shows 27.99)', () => {
    const cart = withCodes('SPRING10', [promoCode({ minPriceMinor: 2500 })], {
      currency: 'USD',
      catalogue: [facts({ priceEurMinor: 2450 })],
    });
    expect(cart.promo.applied).not.toBeNull();
  });

  it('never discounts a box', () => {
    const cart = withCodes('SPRING10', [promoCode({ appliesTo: 'total' })], {
      shops: {},
      boxes: [{ type: 'one', periodicity: 'monthly' }],
    });
    expect(cart.promo.refused?.reason).toBe('no_eligible_project');
  });
});

describe('priceCart promo: site-wide sales', () => {
  const sale = promoCode({ code: 'SUMMER5', siteWideSale: true, percentBp: 500 });

  it('applies a site-wide sale without a typed code', () => {
    const { promo } = withCodes(null, [sale]);
    expect(promo.applied).toMatchObject({ promoCode: 'SUMMER5', siteWideSale: true, discountMinor: 125 });
    expect(promo.refused).toBeNull();
  });

  it('prefers the typed code when it applies', () => {
    expect(withCodes('SPRING10', [sale, promoCode()]).promo.applied?.promoCode).toBe('SPRING10');
  });

  it('falls back to the sale when the typed code fails, and still reports the failure', () => {
    const cart = withCodes('SPRING10', [sale, promoCode({ minPriceMinor: 10_000 })]);
    expect(cart.promo.applied?.promoCode).toBe('SUMMER5');
    expect(cart.promo.refused?.reason).toBe('below_min_price');
  });
});
