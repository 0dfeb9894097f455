import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPromoCode,
  pickSiteWideSale,
  promoCodeMatches,
  promoCodeStateAt,
  type PromoCart,
  type PromoCode,
} from './promo.ts';

const code = (overrides: Partial<PromoCode> = {}): PromoCode => ({
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
});

// Two records and a tote bag, shipped for 7.50 EUR.
const cart: PromoCart = {
  lines: [
    { projectId: 1, quantity: 2, unitPriceMinor: 2499 },
    { projectId: 2, quantity: 1, unitPriceMinor: 1999 },
  ],
  shippingMinor: 750,
};
const now = new Date('2025-05-10T12:00:00Z');
const check = (promo: PromoCode, overrides: Partial<Parameters<typeof checkPromoCode>[0]> = {}) =>
  checkPromoCode({ code: promo, cart, user: { id: 7 }, country: 'FR', now, ...overrides });

describe('checkPromoCode: the discount', () => {
  it.each([
    // price: 10 % of 69.97 = 6.997 -> 7.00, shared 2/3 - 1/3 by line amounts
    [
      'price',
      1000,
      700,
      [
        { projectId: 1, discountMinor: 500 },
        { projectId: 2, discountMinor: 200 },
      ],
      0,
    ],
    // shipping: 10 % of 7.50
    ['shipping', 1000, 75, [], 75],
    // total: 15 % of 77.47 = 11.6205 -> 11.62
    [
      'total',
      1500,
      1162,
      [
        { projectId: 1, discountMinor: 750 },
        { projectId: 2, discountMinor: 300 },
      ],
      112,
    ],
    // 100 % of the shipping makes it free
    ['shipping', 10_000, 750, [], 750],
  ] as const)('%s at %i bp takes off %i', (appliesTo, percentBp, discount, lineDiscounts, shippingDiscount) => {
    const result = check(code({ appliesTo, percentBp }));
    expect(result).toEqual({
      ok: true,
      promoCode: 'SPRING10',
      appliesTo,
      fundedBy: 'platform',
      discountMinor: discount,
      lineDiscounts,
      shippingDiscountMinor: shippingDiscount,
    });
  });

  it('discounts only the listed projects and says who funds it', () => {
    const result = check(code({ projectIds: [2], fundedBy: 'artist', percentBp: 2000 }));
    expect(result).toMatchObject({
      ok: true,
      fundedBy: 'artist',
      discountMinor: 400,
      lineDiscounts: [{ projectId: 2, discountMinor: 400 }],
    });
  });
});

describe('checkPromoCode: limits', () => {
  it.each([
    ['before its start', code({ startsAt: new Date('2025-06-01T00:00:00Z') }), {}, 'not_started'],
    ['at its end', code({ endsAt: now }), {}, 'expired'],
    ['for another user', code({ userIds: [8, 9] }), {}, 'user_not_allowed'],
    ['for an anonymous visitor when limited to users', code({ userIds: [7] }), { user: null }, 'login_required'],
    ['for an anonymous visitor when once per user', code({ maxUsesPerCustomer: 1 }), { user: null }, 'login_required'],
    ['in another country', code({ countryCodes: ['BE', 'LU'] }), {}, 'country_not_allowed'],
    ['without a known country', code({ countryCodes: ['FR'] }), { country: null }, 'country_not_allowed'],
    ['once used, when once overall', code({ maxUses: 1 }), { usage: { totalUses: 1, usesByUser: 0 } }, 'already_used'],
    [
      'once used by this user',
      code({ maxUsesPerCustomer: 1 }),
      { usage: { totalUses: 5, usesByUser: 1 } },
      'already_used_by_user',
    ],
    ['without a listed project in the cart', code({ projectIds: [99] }), {}, 'no_eligible_project'],
    ['below the minimum price', code({ minPriceMinor: 7000 }), {}, 'below_min_price'],
    [
      'below the minimum price of the listed projects',
      code({ projectIds: [2], minPriceMinor: 2000 }),
      {},
      'below_min_price',
    ],
    ['above the maximum total', code({ maxTotalMinor: 7746 }), {}, 'above_max_total'],
    ['below the minimum quantity', code({ minQuantity: 4 }), {}, 'below_min_quantity'],
    ['above the maximum quantity', code({ maxQuantity: 2 }), {}, 'above_max_quantity'],
  ] as const)('refuses a code %s', (_label, promo, overrides, reason) => {
    expect(check(promo, overrides)).toEqual({ ok: false, code: 'promo_code_not_applicable', reason });
  });

  it.each([
    ['inside its dates', code({ startsAt: new Date('2025-05-01'), endsAt: new Date('2025-06-01') }), {}],
    ['for a listed user', code({ userIds: [7] }), {}],
    ['in a listed country, any case', code({ countryCodes: ['fr'] }), {}],
    ['never used by this user', code({ maxUsesPerCustomer: 1 }), { usage: { totalUses: 40, usesByUser: 0 } }],
    ['exactly at the limits', code({ minPriceMinor: 6997, maxTotalMinor: 7747, minQuantity: 3, maxQuantity: 3 }), {}],
  ] as const)('accepts a code %s', (_label, promo, overrides) => {
    expect(check(promo, overrides).ok).toBe(true);
  });

  it('refuses a percentage outside 0 to 100 %', () => {
    expect(() => check(code({ percentBp: 10_001 }))).toThrow(RangeError);
  });

  it('never discounts more than the base, and its parts sum to the discount (property)', () => {
    const line = fc.record({
      projectId: fc.integer({ min: 1, max: 5 }),
      quantity: fc.integer({ min: 0, max: 20 }),
      unitPriceMinor: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('total', 'price', 'shipping' as const),
        (lines, shippingMinor, percentBp, appliesTo) => {
          const anyCart = { lines, shippingMinor };
          const result = checkPromoCode({
            code: code({ percentBp, appliesTo }),
            cart: anyCart,
            user: null,
            country: null,
            now,
          });
          if (!result.ok) return;
          const items = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceMinor, 0);
          const parts =
            result.lineDiscounts.reduce((sum, l) => sum + l.discountMinor, 0) + result.shippingDiscountMinor;
          expect(parts).toBe(result.discountMinor);
          expect(result.discountMinor).toBeGreaterThanOrEqual(0);
          expect(items + shippingMinor - result.discountMinor).toBeGreaterThanOrEqual(0);
          expect(result.shippingDiscountMinor).toBeLessThanOrEqual(shippingMinor);
        },
      ),
    );
  });
});

describe('site-wide sales', () => {
  it('applies the best sale code that passes its limits, without being typed', () => {
    const codes = [
      code({ code: 'TYPED', percentBp: 5000 }),
      code({ code: 'SALE10', siteWideSale: true, percentBp: 1000 }),
      code({ code: 'SALE20', siteWideSale: true, percentBp: 2000, countryCodes: ['US'] }),
      code({ code: 'SALE15', siteWideSale: true, percentBp: 1500 }),
    ];
    expect(pickSiteWideSale({ codes, cart, user: null, country: 'FR', now })).toMatchObject({
      promoCode: 'SALE15',
      discountMinor: 1050,
    });
  });

  it('gives null when no sale applies', () => {
    const codes = [code({ code: 'OLD', siteWideSale: true, endsAt: new Date('2025-01-01') })];
    expect(pickSiteWideSale({ codes, cart, user: null, country: 'FR', now })).toBeNull();
  });

  it('respects usage limits through usageOf', () => {
    const codes = [code({ code: 'ONCE', siteWideSale: true, maxUses: 1 })];
    const usageOf = () => ({ totalUses: 1, usesByUser: 0 });
    expect(pickSiteWideSale({ codes, cart, user: { id: 7 }, country: 'FR', now, usageOf })).toBeNull();
  });
});

describe('promoCodeMatches', () => {
  it.each([
    [' spring10 ', true],
    ['SPRING10', true],
    ['SPRING1', false],
  ])('%j matches SPRING10: %s', (typed, expected) => {
    expect(promoCodeMatches(typed, code())).toBe(expected);
  });
});

describe('promoCodeStateAt', () => {
  const at = (iso: string) => new Date(iso);
  const code = { startsAt: at('2026-12-01T00:00:00Z'), endsAt: at('2026-12-24T00:00:00Z') };

  it('is scheduled before its start, running from it, ended from its end (the bounds checkPromoCode applies)', () => {
    expect(promoCodeStateAt(code, at('2026-11-30T23:59:59Z'))).toBe('scheduled');
    expect(promoCodeStateAt(code, at('2026-12-01T00:00:00Z'))).toBe('running');
    expect(promoCodeStateAt(code, at('2026-12-23T23:59:59Z'))).toBe('running');
    expect(promoCodeStateAt(code, at('2026-12-24T00:00:00Z'))).toBe('ended');
    expect(promoCodeStateAt({ startsAt: null, endsAt: null }, at('2030-01-01T00:00:00Z'))).toBe('running');
  });
});
