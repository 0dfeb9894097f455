import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODES,
  CURRENCY_EXPONENT,
  addMoney,
  allocateMoney,
  createMoney,
  divideRounded,
  formatMoney,
  formatMoneyWithIntl,
  fromMajorUnits,
  isCurrencyCode,
  multiplyMoney,
  percentOfMoney,
  subtractMoney,
  sumMoney,
  toMajorUnits,
  type CurrencyCode,
  type RoundingMode,
} from './money.ts';

const eur = (amountMinor: number) => createMoney(amountMinor, 'EUR');
const plainSpaces = (text: string) => text.replace(/\s/g, ' ');

describe('currencies', () => {
  it('lists the nine currencies of the spec with EUR first', () => {
    expect(CURRENCY_CODES).toEqual(['EUR', 'USD', 'GBP', 'AUD', 'CAD', 'KRW', 'JPY', 'CNY', 'PHP']);
  });

  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['EUR', 2],
    ['USD', 2],
    ['GBP', 2],
    ['PHP', 2],
  ] as const)('%s has %i decimals', (currency, exponent) => {
    expect(CURRENCY_EXPONENT[currency]).toBe(exponent);
  });

  it.each([
    ['EUR', true],
    ['eur', false],
    ['CHF', false],
    [42, false],
  ])('isCurrencyCode(%j) is %s', (value, expected) => {
    expect(isCurrencyCode(value)).toBe(expected);
  });
});

describe('createMoney', () => {
  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('refuses %d minor units', (amount) => {
    expect(() => createMoney(amount, 'EUR')).toThrow(RangeError);
  });

  it('refuses an unknown currency', () => {
    expect(() => createMoney(1, 'CHF' as CurrencyCode)).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it.each([
    [1050, 199, 1249],
    [0, -300, -300],
    [Number.MAX_SAFE_INTEGER - 1, 1, Number.MAX_SAFE_INTEGER],
  ])('%i + %i = %i', (a, b, sum) => {
    expect(addMoney(eur(a), eur(b))).toEqual(eur(sum));
  });

  it('subtracts into a negative balance', () => {
    expect(subtractMoney(eur(500), eur(1999))).toEqual(eur(-1499));
  });

  it('refuses to add two currencies', () => {
    expect(() => addMoney(eur(1), createMoney(1, 'USD'))).toThrow(RangeError);
  });

  it('refuses a result beyond the safe integer range', () => {
    expect(() => addMoney(eur(Number.MAX_SAFE_INTEGER), eur(1))).toThrow(RangeError);
  });

  it.each([
    [1999, 3, 5997],
    [1999, 0, 0],
    [250, -2, -500],
  ])('%i x %i = %i', (amount, factor, product) => {
    expect(multiplyMoney(eur(amount), factor)).toEqual(eur(product));
  });

  it('multiplies by integers only', () => {
    expect(() => multiplyMoney(eur(100), 1.5)).toThrow(RangeError);
  });

  it('sums a list, and an empty list to zero in the given currency', () => {
    expect(sumMoney([eur(100), eur(250), eur(-50)], 'EUR')).toEqual(eur(300));
    expect(sumMoney([], 'JPY')).toEqual(createMoney(0, 'JPY'));
    expect(() => sumMoney([eur(1)], 'USD')).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it.each<[bigint, bigint, RoundingMode, bigint]>([
    [25n, 10n, 'half_up', 3n],
    [-25n, 10n, 'half_up', -3n],
    [24n, 10n, 'half_up', 2n],
    [25n, 10n, 'half_even', 2n],
    [35n, 10n, 'half_even', 4n],
    [-25n, 10n, 'half_even', -2n],
    [21n, 10n, 'ceil', 3n],
    [-21n, 10n, 'ceil', -2n],
    [29n, 10n, 'floor', 2n],
    [-21n, 10n, 'floor', -3n],
    [20n, 10n, 'ceil', 2n],
    [7n, -2n, 'floor', -4n],
  ])('%i / %i rounded %s is %i', (n, d, mode, expected) => {
    expect(divideRounded(n, d, mode)).toBe(expected);
  });

  it('refuses division by zero', () => {
    expect(() => divideRounded(1n, 0n, 'floor')).toThrow(RangeError);
  });
});

describe('percentOfMoney', () => {
  it.each<[number, number, RoundingMode, number]>([
    [1000, 2000, 'half_up', 200],
    [1999, 2500, 'half_up', 500], // 499.75
    [1999, 2500, 'floor', 499],
    [1001, 1500, 'ceil', 151], // 150.15
    [10, 500, 'half_even', 0], // 0.5 -> 0
    [30, 500, 'half_even', 2], // 1.5 -> 2
    [1000, 11500, 'half_up', 1150],
  ])('%i x %i bp rounded %s is %i', (amount, bp, mode, expected) => {
    expect(percentOfMoney(eur(amount), bp, mode)).toEqual(eur(expected));
  });

  it('takes basis points as integers only', () => {
    expect(() => percentOfMoney(eur(100), 12.5, 'half_up')).toThrow(RangeError);
  });
});

describe('allocateMoney', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [5, [3, 7], [2, 3]],
    [1000, [1999, 1, 0], [1000, 0, 0]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [10, [0, 0], [5, 5]],
    [1, [1, 1, 1], [1, 0, 0]],
    [2, [1, 3, 3], [0, 1, 1]],
  ])('splits %i by %j into %j', (amount, ratios, shares) => {
    const parts = allocateMoney(eur(amount), ratios);
    expect(parts.map((p) => p.amountMinor)).toEqual(shares);
    expect(sumMoney(parts, 'EUR')).toEqual(eur(amount));
  });

  it.each([[[]], [[-1, 2]], [[0.5, 1]]])('refuses ratios %j', (ratios) => {
    expect(() => allocateMoney(eur(100), ratios)).toThrow(RangeError);
  });

  it('never loses or invents a minor unit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 20 }),
        (amount, ratios) => {
          const parts = allocateMoney(eur(amount), ratios);
          expect(parts).toHaveLength(ratios.length);
          expect(sumMoney(parts, 'EUR').amountMinor).toBe(amount);
          // Every share stays within one minor unit of its exact proportion.
          const weightTotal = ratios.every((r) => r === 0) ? ratios.length : ratios.reduce((a, b) => a + b, 0);
          parts.forEach((part, i) => {
            const weight = ratios.every((r) => r === 0) ? 1 : (ratios[i] ?? 0);
            expect(Math.abs(part.amountMinor - (amount * weight) / weightTotal)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });
});

describe('major units', () => {
  it.each<[number, CurrencyCode, string]>([
    [1250, 'EUR', '12.50'],
    [5, 'EUR', '0.05'],
    [-5, 'GBP', '-0.05'],
    [0, 'USD', '0.00'],
    [1500, 'KRW', '1500'],
    [-1999, 'JPY', '-1999'],
  ])('%i minor %s reads %s', (amountMinor, currency, text) => {
    expect(toMajorUnits(createMoney(amountMinor, currency))).toBe(text);
  });

  it.each<[string | number, CurrencyCode, number]>([
    ['12.5', 'EUR', 1250],
    ['12,50', 'EUR', 1250],
    ['1 234,56', 'EUR', 123456],
    ['1,234.56', 'USD', 123456],
    ['1.234,56', 'EUR', 123456],
    ['-3', 'GBP', -300],
    [12.5, 'EUR', 1250],
    ['1500', 'KRW', 1500],
  ])('reads %j %s as %i minor units', (input, currency, amountMinor) => {
    expect(fromMajorUnits(input, currency)).toEqual({ ok: true, money: createMoney(amountMinor, currency) });
  });

  it.each<[string | number, CurrencyCode]>([
    ['12.345', 'EUR'],
    ['1500.5', 'JPY'],
    ['abc', 'EUR'],
    ['', 'EUR'],
    [0.1 + 0.2, 'EUR'],
    ['99999999999999999', 'EUR'],
  ])('refuses %j %s with input_must_number', (input, currency) => {
    expect(fromMajorUnits(input, currency)).toEqual({ ok: false, code: 'input_must_number' });
  });

  it('round-trips every amount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc.constantFrom(...CURRENCY_CODES),
        (amountMinor, currency) => {
          const money = createMoney(amountMinor, currency);
          expect(fromMajorUnits(toMajorUnits(money), currency)).toEqual({ ok: true, money });
        },
      ),
    );
  });
});

/** The Intl locale each of our locales writes money as. */
const INTL_TAG_OF: Readonly<Record<string, string>> = {
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  kr: 'ko-KR',
  zh: 'zh-CN',
};

describe('formatMoney', () => {
  it("writes our five locales' money as Intl.NumberFormat does, in every currency and shape of amount", () => {
    const amounts = [0, 1, 5, 99, 100, 1250, 2500, 99_999, 100_000, 123_456, 1_234_567, 12_345_678, 123_456_789];
    for (const locale of ['en', 'fr', 'es', 'kr', 'zh']) {
      for (const currency of CURRENCY_CODES) {
        for (const amountMinor of [...amounts, ...amounts.map((amount) => -amount), Number.MAX_SAFE_INTEGER]) {
          const money = createMoney(amountMinor, currency);
          const wholeAmount = amountMinor % 10 ** CURRENCY_EXPONENT[currency] === 0;
          const tag = INTL_TAG_OF[locale] ?? locale;
          const intl = formatMoneyWithIntl(money, wholeAmount ? 0 : CURRENCY_EXPONENT[currency], tag);
          expect(formatMoney(money, locale), `${amountMinor} ${currency} in ${locale}`).toBe(intl);
        }
      }
    }
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(...CURRENCY_CODES),
        fc.constantFrom('en', 'fr', 'es', 'kr', 'zh'),
        (amountMinor, currency, locale) => {
          const money = createMoney(amountMinor, currency);
          const digits = amountMinor % 10 ** CURRENCY_EXPONENT[currency] === 0 ? 0 : CURRENCY_EXPONENT[currency];
          const tag = INTL_TAG_OF[locale] ?? locale;
          expect(formatMoney(money, locale)).toBe(formatMoneyWithIntl(money, digits, tag));
        },
      ),
    );
  });

  it.each<[number, CurrencyCode, string, string]>([
    [2500, 'EUR', 'en', '€25'],
    [1250, 'EUR', 'en', '€12.50'],
    [1250, 'EUR', 'fr', '12,50 €'],
    [1250, 'USD', 'en', 'US$12.50'],
    [123456, 'KRW', 'kr', '₩123,456'],
    [19900, 'CNY', 'zh', '¥199'],
    [-505, 'GBP', 'en', '-£5.05'],
    [1250, 'CAD', 'de-DE', '12,50 CA$'],
    [1250, 'AUD', 'not a locale!', 'A$12.50'],
    [9_007_199_254_740_991, 'EUR', 'en', '€90,071,992,547,409.91'],
  ])('%i %s in %s reads %s', (amountMinor, currency, locale, text) => {
    expect(plainSpaces(formatMoney(createMoney(amountMinor, currency), locale))).toBe(text);
  });
});
