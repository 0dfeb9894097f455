import { describe, expect, it } from 'vitest';
import {
  BOX_OFFER_CHOICES,
  boxOffersOf,
  canGiftBox,
  checkGiftSendDate,
  giftCodeOf,
  giftSendInstant,
  BOX_GIFT_CODE_ALPHABET,
} from './box-offer.ts';
import { priceCart } from './cart-pricing.ts';
import { cartInput } from './cart-pricing.fixtures.ts';

const offers = (currency: 'EUR' | 'USD' = 'EUR') =>
  boxOffersOf(priceCart(cartInput({ shops: {}, boxes: BOX_OFFER_CHOICES, currency })).boxes);

describe('the box offer', () => {
  it('lists one and two records a month, each monthly or prepaid 1, 3, 6, 12 months', () => {
    expect(BOX_OFFER_CHOICES).toHaveLength(10);
    expect(BOX_OFFER_CHOICES.map((c) => `${c.type}:${c.periodicity}`)).toContain('two:12_months');
  });

  it('prices each choice a month and in all: months x (price + shipping), VAT included', () => {
    const one = offers().filter((offer) => offer.type === 'one');
    expect(one.map((o) => [o.periodicity, o.months, o.perMonthMinor, o.totalMinor])).toEqual([
      ['monthly', 1, 3100, 3100],
      ['1_month', 1, 3100, 3100],
      ['3_months', 3, 3100, 9300],
      ['6_months', 6, 3100, 18_600],
      ['12_months', 12, 2800, 33_600],
    ]);
  });

  it('says what prepaying a year saves against twelve monthly payments', () => {
    const year = offers().find((o) => o.type === 'one' && o.periodicity === '12_months');
    // 12 x 31.00 = 372.00 monthly; 336.00 prepaid
    expect(year).toMatchObject({ savingMinor: 3600, available: true });
    expect(offers().find((o) => o.periodicity === 'monthly')?.savingMinor).toBe(0);
  });

  it('prices in the visitor’s currency from its own price row', () => {
    expect(offers('USD').find((o) => o.type === 'one' && o.periodicity === 'monthly')).toMatchObject({
      monthlyPriceMinor: 2999,
      monthlyShippingMinor: 660,
      perMonthMinor: 3659,
    });
  });

  it('marks a choice that cannot ship to the country as unavailable, priced at nothing', () => {
    const priced = priceCart(
      cartInput({
        shops: {},
        boxes: [{ type: 'one', periodicity: '3_months' }],
        boxCatalogue: { prices: [], partnersWithStock: ['rom_de'] },
        buyer: { userId: 7, pro: false, countryCode: 'US', isBusiness: false, vatNumber: null },
      }),
    );
    expect(boxOffersOf(priced.boxes)).toEqual([expect.objectContaining({ available: false, totalMinor: 0 })]);
  });
});

describe('gift boxes', () => {
  it('are prepaid only', () => {
    expect(canGiftBox('monthly')).toBe(false);
    expect(canGiftBox('3_months')).toBe(true);
  });

  const now = new Date('2026-11-26T23:30:00Z'); // 27 November, 00:30 in Paris

  it.each([
    ['2026-11-27', { ok: true }],
    ['2026-12-24', { ok: true }],
    ['2026-11-26', { ok: false, code: 'date_in_past' }],
    ['2027-11-28', { ok: false, code: 'date_too_far' }],
    ['2026-02-30', { ok: false, code: 'input_invalid' }],
    ['next week', { ok: false, code: 'input_invalid' }],
  ] as const)('a send date of %s gives %o (today is the Paris day)', (sendOn, expected) => {
    expect(checkGiftSendDate(sendOn, now)).toEqual(expected);
  });

  it('sends the recipient’s e-mail at 09:00 Paris on the day, or now once that has passed', () => {
    expect(giftSendInstant('2026-12-24', now).toISOString()).toBe('2026-12-24T08:00:00.000Z');
    expect(giftSendInstant('2026-07-01', new Date('2026-06-01T00:00:00Z')).toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(giftSendInstant('2026-11-27', now)).toEqual(new Date('2026-11-27T08:00:00Z'));
    expect(giftSendInstant(null, now)).toBe(now);
    const late = new Date('2026-11-27T15:00:00Z');
    expect(giftSendInstant('2026-11-27', late)).toBe(late);
  });

  it('makes codes of unambiguous letters from random bytes', () => {
    const code = giftCodeOf(new Uint8Array([0, 1, 2, 30, 31, 255, 100, 7, 8, 9]));
    expect(code).toBe('BOX-ABC9AHHHJK');
    expect(
      code
        .slice(4)
        .split('')
        .every((c) => BOX_GIFT_CODE_ALPHABET.includes(c)),
    ).toBe(true);
    expect(() => giftCodeOf(new Uint8Array(3))).toThrow(RangeError);
  });
});
