// The promo rules of issue 16: a fixed amount off in a stated currency, first-order codes, codes for
// seller shops, and use counts (max_uses, max_uses_per_customer).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEED_EXCHANGE_RATES_PPM, convertBetween } from './currency.ts';
import { checkPromoCode, fixedDiscountMinor, type PromoCart, type PromoCode } from './promo.ts';

const code = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  code: 'TAKE5',
  siteWideSale: false,
  percentBp: null,
  amountOff: { amountMinor: 500, currency: 'EUR' },
  appliesTo: 'price',
  fundedBy: 'platform',
  startsAt: null,
  endsAt: null,
  userIds: null,
  countryCodes: null,
  projectIds: null,
  shopIds: null,
  firstOrderOnly: false,
  maxUses: null,
  maxUsesPerCustomer: null,
  minPriceMinor: null,
  maxTotalMinor: null,
  minQuantity: null,
  maxQuantity: null,
  ...overrides,
});

// A record of shop 30 (also listed in shop 31) and a tote bag of shop 40, shipped for 7.50.
const cart: PromoCart = {
  lines: [
    { projectId: 1, shopIds: [30, 31], quantity: 2, unitPriceMinor: 2499 },
    { projectId: 2, shopIds: [40], quantity: 1, unitPriceMinor: 1999 },
  ],
  shippingMinor: 750,
};
const now = new Date('2026-05-10T12:00:00Z');
const rates = { ...SEED_EXCHANGE_RATES_PPM };
const check = (promo: PromoCode, overrides: Partial<Parameters<typeof checkPromoCode>[0]> = {}) =>
  checkPromoCode({ code: promo, cart, user: { id: 7 }, country: 'FR', now, rates, ...overrides });

describe('fixedDiscountMinor: a fixed amount in the cart currency', () => {
  it.each([
    // 5 EUR in EUR: as stated.
    [{ amountMinor: 500, currency: 'EUR' }, 'EUR', 10_000, 500],
    // 5 EUR x 1.17 = 5.85 USD exactly.
    [{ amountMinor: 500, currency: 'EUR' }, 'USD', 10_000, 585],
    // 5 EUR x 180 = 900 JPY (exponent 0).
    [{ amountMinor: 500, currency: 'EUR' }, 'JPY', 100_000, 900],
    // 3.33 EUR x 0.87 = 2.8971 GBP: rounded down to 2.89, never up to 2.90.
    [{ amountMinor: 333, currency: 'EUR' }, 'GBP', 10_000, 289],
    // 10 USD in EUR: 10 / 1.17 = 8.547... -> 8.54.
    [{ amountMinor: 1000, currency: 'USD' }, 'EUR', 10_000, 854],
    // 1000 JPY in USD: 1000 / 180 x 1.17 = 6.50 exactly.
    [{ amountMinor: 1000, currency: 'JPY' }, 'USD', 10_000, 650],
    // 5 EUR off a 3.20 EUR base: only 3.20, the total never goes below zero.
    [{ amountMinor: 500, currency: 'EUR' }, 'EUR', 320, 320],
    // Nothing to discount: nothing off.
    [{ amountMinor: 500, currency: 'EUR' }, 'EUR', 0, 0],
  ] as const)('%o in %s off a base of %i takes off %i', (amountOff, currency, baseMinor, expected) => {
    expect(fixedDiscountMinor({ amountOff, baseMinor, currency, rates })).toBe(expected);
  });

  it('refuses a negative amount', () => {
    expect(() =>
      fixedDiscountMinor({ amountOff: { amountMinor: -1, currency: 'EUR' }, baseMinor: 100, currency: 'EUR', rates }),
    ).toThrow(RangeError);
  });

  it('is never more than the exact conversion nor the base, and never negative (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom('EUR', 'USD', 'GBP', 'JPY', 'KRW' as const),
        fc.constantFrom('EUR', 'USD', 'GBP', 'JPY', 'KRW' as const),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amountMinor, from, to, baseMinor) => {
          const amountOff = { amountMinor, currency: from };
          const off = fixedDiscountMinor({ amountOff, baseMinor, currency: to, rates });
          const exactUp = convertBetween(amountOff, to, rates, 'ceil').amountMinor;
          expect(off).toBeGreaterThanOrEqual(0);
          expect(off).toBeLessThanOrEqual(baseMinor);
          expect(off).toBeLessThanOrEqual(exactUp);
          expect(baseMinor - off).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('checkPromoCode with a fixed amount', () => {
  it('takes 5 EUR off the items of a EUR cart, shared by line amounts', () => {
    expect(check(code())).toMatchObject({
      ok: true,
      discountMinor: 500,
      lineDiscounts: [
        { projectId: 1, discountMinor: 357 },
        { projectId: 2, discountMinor: 143 },
      ],
      shippingDiscountMinor: 0,
    });
  });

  it('takes the converted amount off a cart in another currency', () => {
    expect(check(code(), { currency: 'USD' })).toMatchObject({ ok: true, discountMinor: 585 });
  });

  it('makes the shipping free at most when it applies to the shipping', () => {
    expect(check(code({ appliesTo: 'shipping', amountOff: { amountMinor: 2000, currency: 'EUR' } }))).toMatchObject({
      ok: true,
      discountMinor: 750,
      shippingDiscountMinor: 750,
    });
  });

  it('needs exactly one of a percentage and an amount', () => {
    expect(() => check(code({ percentBp: 1000 }))).toThrow(RangeError);
    expect(() => check(code({ amountOff: null }))).toThrow(RangeError);
  });
});

describe('first-order codes', () => {
  it('refuses a customer who already has a paid order', () => {
    expect(check(code({ firstOrderOnly: true }), { hasPaidOrder: true })).toEqual({
      ok: false,
      code: 'promo_code_not_applicable',
      reason: 'first_order_only',
    });
  });

  it('accepts a customer without a paid order', () => {
    expect(check(code({ firstOrderOnly: true }), { hasPaidOrder: false }).ok).toBe(true);
  });

  it('lets a customer with orders use a code that is not first-order only', () => {
    expect(check(code(), { hasPaidOrder: true }).ok).toBe(true);
  });
});

describe('codes for seller shops', () => {
  it('discounts only the lines of a listed shop (the shop listing a project counts)', () => {
    const result = check(code({ shopIds: [31], amountOff: { amountMinor: 1000, currency: 'EUR' } }));
    expect(result).toMatchObject({
      ok: true,
      discountMinor: 1000,
      lineDiscounts: [{ projectId: 1, discountMinor: 1000 }],
    });
  });

  it('discounts a line in either the project list or the shop list', () => {
    const result = check(code({ projectIds: [1], shopIds: [40], percentBp: 1000, amountOff: null }));
    expect(result).toMatchObject({ ok: true, discountMinor: 700 });
  });

  it('refuses a cart without a project of a listed shop', () => {
    expect(check(code({ shopIds: [99] }))).toMatchObject({ ok: false, reason: 'no_eligible_project' });
  });
});

describe('use counts', () => {
  it.each([
    [{ maxUses: 3 }, { totalUses: 2, usesByUser: 0 }, true],
    [{ maxUses: 3 }, { totalUses: 3, usesByUser: 0 }, 'already_used'],
    [{ maxUsesPerCustomer: 2 }, { totalUses: 9, usesByUser: 1 }, true],
    [{ maxUsesPerCustomer: 2 }, { totalUses: 9, usesByUser: 2 }, 'already_used_by_user'],
  ] as const)('%o with usage %o: %s', (limits, usage, expected) => {
    const result = check(code(limits), { usage });
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, reason: expected });
  });

  it('asks an anonymous visitor to sign in for a code counted per customer', () => {
    expect(check(code({ maxUsesPerCustomer: 1 }), { user: null })).toMatchObject({ reason: 'login_required' });
  });
});
