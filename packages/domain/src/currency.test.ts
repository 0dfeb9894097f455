import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHARM_RULES,
  SEED_EXCHANGE_RATES_PPM,
  convertExact,
  convertPrice,
  convertToEurExact,
  currencyForCountry,
  pickCurrency,
  type ExchangeRatesPpm,
} from './currency.ts';
import { CURRENCY_CODES, createMoney, type CurrencyCode } from './money.ts';

// Round figures so that every expected price can be checked by hand.
const rates: ExchangeRatesPpm = {
  USD: 1_100_000,
  GBP: 850_000,
  AUD: 1_600_000,
  CAD: 1_500_000,
  KRW: 1_450_000_000,
  JPY: 160_000_000,
  CNY: 7_800_000,
  PHP: 62_000_000,
};

describe('currencyForCountry', () => {
  it.each([
    ['US', 'USD'],
    ['CA', 'USD'],
    ['MX', 'USD'],
    ['GB', 'GBP'],
    ['KR', 'KRW'],
    ['AU', 'AUD'],
    ['PH', 'PHP'],
    ['JP', 'JPY'],
    ['CN', 'CNY'],
    ['jp', 'JPY'],
    ['FR', 'EUR'],
    ['CH', 'EUR'],
    ['NZ', 'EUR'],
    [null, 'EUR'],
  ])('%s pays in %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });
});

describe('pickCurrency', () => {
  it.each([
    [
      'project 259413 forces USD over everything',
      { projectId: 259413, userCurrency: 'GBP', queryCurrency: 'JPY', countryCode: 'FR' },
      'USD',
      'forced_project',
    ],
    [
      "the user's own currency comes first",
      { userCurrency: 'GBP', queryCurrency: 'JPY', countryCode: 'US' },
      'GBP',
      'user',
    ],
    [
      '?currency= overrides the cart currency',
      { queryCurrency: 'jpy', cartCurrency: 'EUR', countryCode: 'US' },
      'JPY',
      'query',
    ],
    [
      'an unknown ?currency= is ignored',
      { queryCurrency: 'XYZ', cartCurrency: 'AUD', countryCode: 'US' },
      'AUD',
      'cart',
    ],
    ['the cart currency beats the country', { cartCurrency: 'CAD', countryCode: 'GB' }, 'CAD', 'cart'],
    ['Chinese language gives CNY', { locale: 'zh', countryCode: 'FR' }, 'CNY', 'chinese_language'],
    ['...but the user currency still wins', { locale: 'zh', userCurrency: 'EUR' }, 'EUR', 'user'],
    ['the country decides next', { countryCode: 'kr', locale: 'en' }, 'KRW', 'country'],
    ['a country without its own currency gets EUR', { countryCode: 'DE' }, 'EUR', 'default'],
    ['nothing known: EUR', {}, 'EUR', 'default'],
    ['another project is not forced', { projectId: 1, countryCode: 'GB' }, 'GBP', 'country'],
  ] as const)('%s', (_label, input, currency, reason) => {
    expect(pickCurrency(input)).toMatchObject({ currency, reason });
  });

  it('sets the country to CN for the Chinese language', () => {
    expect(pickCurrency({ locale: 'zh-CN', countryCode: 'FR' }).countryCode).toBe('CN');
    expect(pickCurrency({ locale: 'fr', countryCode: 'fr' }).countryCode).toBe('FR');
    expect(pickCurrency({ locale: 'en' }).countryCode).toBeNull();
  });
});

describe('convertPrice (charm prices)', () => {
  it.each<[number, CurrencyCode, number]>([
    // EUR is the base: shown as stored, no charm.
    [1999, 'EUR', 1999],
    // USD/AUD/CAD ceil(p*r + 1) - 0.01
    [1000, 'USD', 1199], // 11.00 + 1 = 12.00 -> 11.99
    [2500, 'USD', 2899], // 27.50 + 1 = 28.50 -> 29 -> 28.99
    [2500, 'AUD', 4099], // 40.00 + 1 = 41 -> 40.99
    [1999, 'CAD', 3099], // 29.985 + 1 -> 31 -> 30.99
    // GBP ceil(p*r + 0.75) - 0.01
    [1000, 'GBP', 999], // 8.50 + 0.75 = 9.25 -> 10 -> 9.99
    [2500, 'GBP', 2199], // 21.25 + 0.75 = 22.00 -> 21.99
    // JPY ceil(p*r + 200) - 1
    [2500, 'JPY', 4199], // 4000 + 200 -> 4199
    [1999, 'JPY', 3398], // 3198.4 + 200 = 3398.4 -> 3399 - 1
    // KRW ceil((p*r + 2000) / 1000) x 1000 - 100
    [2500, 'KRW', 38900], // 36250 + 2000 = 38250 -> 39000 - 100
    [2000, 'KRW', 30900], // 29000 + 2000 = 31000 -> 30900
    // CNY ceil(p*r + 8) - 0.10
    [2500, 'CNY', 20290], // 195.00 + 8 = 203 (already whole) -> 202.90
    [1999, 'CNY', 16390], // 155.922 + 8 -> 164 -> 163.90
    // PHP ceil((p*r + 60) / 10) x 10 - 1
    [2500, 'PHP', 160900], // 1550 + 60 = 1610 (already a ten) -> 1609.00
    [1999, 'PHP', 129900], // 1239.38 + 60 -> 1300 -> 1299.00
    [1999, 'KRW', 30900], // 28985.5 + 2000 -> 31000 -> 30900
    // A free item stays free in every currency.
    [0, 'USD', 0],
    [0, 'KRW', 0],
  ])('%i EUR cents in %s is %i minor units', (eurMinor, currency, expected) => {
    expect(convertPrice(eurMinor, currency, rates)).toEqual(createMoney(expected, currency));
  });

  it('refuses a negative price and a missing or broken rate', () => {
    expect(() => convertPrice(-1, 'USD', rates)).toThrow(RangeError);
    expect(() => convertPrice(100, 'USD', {})).toThrow(RangeError);
    expect(() => convertPrice(100, 'USD', { USD: 1.1 })).toThrow(RangeError);
    expect(() => convertPrice(100, 'USD', { USD: 0 })).toThrow(RangeError);
  });

  const convertible = fc.constantFrom(...CURRENCY_CODES);
  const ratesArb = fc.record({
    USD: fc.integer({ min: 1, max: 1e8 }),
    GBP: fc.integer({ min: 1, max: 1e8 }),
    AUD: fc.integer({ min: 1, max: 1e8 }),
    CAD: fc.integer({ min: 1, max: 1e8 }),
    KRW: fc.integer({ min: 1, max: 1e10 }),
    JPY: fc.integer({ min: 1, max: 1e10 }),
    CNY: fc.integer({ min: 1, max: 1e8 }),
    PHP: fc.integer({ min: 1, max: 1e9 }),
  });
  const price = fc.integer({ min: 0, max: 1e9 });

  it('is monotonic: a higher EUR price never converts lower (property)', () => {
    fc.assert(
      fc.property(price, price, convertible, ratesArb, (a, b, currency, anyRates) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertPrice(low, currency, anyRates).amountMinor).toBeLessThanOrEqual(
          convertPrice(high, currency, anyRates).amountMinor,
        );
      }),
    );
  });

  it('never goes below the exact conversion and ends on the rule (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), convertible, ratesArb, (eurMinor, currency, anyRates) => {
        const charmed = convertPrice(eurMinor, currency, anyRates).amountMinor;
        expect(charmed).toBeGreaterThanOrEqual(convertExact(eurMinor, currency, anyRates, 'ceil').amountMinor);
        if (currency !== 'EUR') {
          const rule = CHARM_RULES[currency];
          expect((charmed + rule.charmMinor) % rule.stepMinor).toBe(0);
        }
      }),
    );
  });
});

describe('convertExact', () => {
  it.each<[number, CurrencyCode, number]>([
    [1000, 'USD', 1100],
    [1999, 'USD', 2199], // 21.989 -> 21.99
    [999, 'JPY', 1598], // 1598.4
    [1, 'KRW', 15], // 14.5 -> 15 (half up)
    [-1999, 'USD', -2199],
    [1234, 'EUR', 1234],
  ])('%i EUR cents in %s is exactly %i minor units', (eurMinor, currency, expected) => {
    expect(convertExact(eurMinor, currency, rates)).toEqual(createMoney(expected, currency));
  });

  it('rounds as asked', () => {
    expect(convertExact(1, 'KRW', rates, 'floor').amountMinor).toBe(14);
    expect(convertExact(1, 'KRW', rates, 'half_even').amountMinor).toBe(14);
  });

  it('converts back to EUR', () => {
    expect(convertToEurExact(createMoney(1100, 'USD'), rates)).toEqual(createMoney(1000, 'EUR'));
    expect(convertToEurExact(createMoney(1600, 'JPY'), rates)).toEqual(createMoney(1000, 'EUR'));
  });

  it('keeps non-negative totals non-negative and is monotonic (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        fc.constantFrom(...CURRENCY_CODES),
        (a, b, currency) => {
          const low = convertExact(Math.min(a, b), currency, SEED_EXCHANGE_RATES_PPM).amountMinor;
          const high = convertExact(Math.max(a, b), currency, SEED_EXCHANGE_RATES_PPM).amountMinor;
          expect(low).toBeGreaterThanOrEqual(0);
          expect(low).toBeLessThanOrEqual(high);
        },
      ),
    );
  });
});
