import { describe, expect, it } from 'vitest';
import { ECB_DAILY_SAMPLE } from './ecb-rates.fixture.ts';
import { decimalOfRatePpm, parseEcbDailyRates, ratePpmOfDecimal, storeRatesOf } from './ecb-rates.ts';

describe('parseEcbDailyRates', () => {
  it('reads the day and every quoted rate of the saved file', () => {
    const daily = parseEcbDailyRates(ECB_DAILY_SAMPLE);
    expect(daily?.date).toBe('2026-11-25');
    expect(daily?.rates).toHaveLength(30);
    expect(daily?.rates[0]).toEqual({ currency: 'USD', ratePpm: 1_156_200 });
    expect(daily?.rates.find((rate) => rate.currency === 'GBP')?.ratePpm).toBe(879_600);
    expect(daily?.rates.find((rate) => rate.currency === 'IDR')?.ratePpm).toBe(19_278_310_000);
  });

  it('keeps the currencies the store sells in, without EUR', () => {
    const daily = parseEcbDailyRates(ECB_DAILY_SAMPLE);
    expect(daily && storeRatesOf(daily)).toEqual([
      { currency: 'USD', ratePpm: 1_156_200 },
      { currency: 'JPY', ratePpm: 180_910_000 },
      { currency: 'GBP', ratePpm: 879_600 },
      { currency: 'AUD', ratePpm: 1_782_300 },
      { currency: 'CAD', ratePpm: 1_629_800 },
      { currency: 'CNY', ratePpm: 8_198_500 },
      { currency: 'KRW', ratePpm: 1_701_480_000 },
      { currency: 'PHP', ratePpm: 68_115_000 },
    ]);
  });

  it('refuses what is not the file: an error page, no day, a rate that is no number', () => {
    expect(parseEcbDailyRates('<html><body>Service unavailable</body></html>')).toBeNull();
    expect(parseEcbDailyRates("<Cube><Cube currency='USD' rate='1.1'/></Cube>")).toBeNull();
    expect(parseEcbDailyRates("<Cube time='2026-11-25'></Cube>")).toBeNull();
    expect(parseEcbDailyRates("<Cube time='2026-11-25'><Cube currency='USD' rate='n/a'/></Cube>")).toBeNull();
  });
});

describe('rate decimals', () => {
  it('reads positive decimals of up to six places, and writes them back', () => {
    expect(ratePpmOfDecimal('1.0845')).toBe(1_084_500);
    expect(ratePpmOfDecimal(' 163.21 ')).toBe(163_210_000);
    expect(ratePpmOfDecimal('0')).toBeNull();
    expect(ratePpmOfDecimal('-1.2')).toBeNull();
    expect(ratePpmOfDecimal('1.1234567')).toBeNull();
    expect(ratePpmOfDecimal('1,08')).toBeNull();
    expect(decimalOfRatePpm(1_084_500)).toBe('1.0845');
    expect(decimalOfRatePpm(163_000_000)).toBe('163');
  });
});
