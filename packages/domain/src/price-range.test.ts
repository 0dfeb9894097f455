import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEED_EXCHANGE_RATES_PPM, convertPrice } from './currency.ts';
import { CURRENCY_CODES } from './money.ts';
import { MAX_STORED_EUR_MINOR, eurBoundsOfDisplayRange } from './price-range.ts';

const inUsd = (eurMinor: number) => convertPrice(eurMinor, 'USD', SEED_EXCHANGE_RATES_PPM).amountMinor;
const inEur = (eurMinor: number) => eurMinor;

describe('eurBoundsOfDisplayRange', () => {
  it('keeps a EUR range as it is when prices are shown in EUR', () => {
    expect(eurBoundsOfDisplayRange({ minMinor: 2000, maxMinor: 3000 }, inEur)).toEqual({
      minEurMinor: 2000,
      maxEurMinor: 3000,
    });
  });

  it('leaves a side open when its bound is missing or the minimum is zero', () => {
    expect(eurBoundsOfDisplayRange({ maxMinor: 3000 }, inEur)).toEqual({ minEurMinor: null, maxEurMinor: 3000 });
    expect(eurBoundsOfDisplayRange({ minMinor: 0 }, inEur)).toEqual({ minEurMinor: null, maxEurMinor: null });
    expect(eurBoundsOfDisplayRange({}, inEur)).toEqual({ minEurMinor: null, maxEurMinor: null });
  });

  it('inverts the charm-rounded USD price: 24.99 EUR shows as 30.99 USD, 24.15 EUR as 29.99 USD', () => {
    // USD: ceil(p x 1.17 + 1) - 0.01. 24.99 EUR -> 30.99 USD; 24.15 EUR -> 29.99 USD (28.2555 + 1 -> 30 - 0.01).
    expect(inUsd(2499)).toBe(3099);
    const bounds = eurBoundsOfDisplayRange({ minMinor: 3000, maxMinor: 3099 }, inUsd);
    expect(bounds).not.toBeNull();
    const { minEurMinor, maxEurMinor } = bounds ?? { minEurMinor: null, maxEurMinor: null };
    expect(inUsd(minEurMinor ?? -1)).toBeGreaterThanOrEqual(3000);
    expect(inUsd((minEurMinor ?? 0) - 1)).toBeLessThan(3000);
    expect(inUsd(maxEurMinor ?? -1)).toBeLessThanOrEqual(3099);
    expect(inUsd((maxEurMinor ?? 0) + 1)).toBeGreaterThan(3099);
    expect(minEurMinor).toBeLessThanOrEqual(2499);
    expect(maxEurMinor).toBeGreaterThanOrEqual(2499);
  });

  it('finds nothing when the range is upside down, below every price or above every price', () => {
    expect(eurBoundsOfDisplayRange({ minMinor: 3000, maxMinor: 2000 }, inEur)).toBeNull();
    // Any non-free price in USD is at least 1.99 (the charm cushion), so up to 1.50 USD only 0 fits.
    expect(eurBoundsOfDisplayRange({ minMinor: 1, maxMinor: 150 }, inUsd)).toBeNull();
    expect(eurBoundsOfDisplayRange({ minMinor: MAX_STORED_EUR_MINOR + 1 }, inEur)).toBeNull();
  });

  it('keeps free items when the range starts at zero', () => {
    expect(eurBoundsOfDisplayRange({ minMinor: 0, maxMinor: 150 }, inUsd)).toEqual({
      minEurMinor: null,
      maxEurMinor: 0,
    });
  });

  it('selects exactly the EUR prices whose display price is inside the range, in every currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 400_000_000 }),
        fc.integer({ min: 0, max: 400_000_000 }),
        (currency, eurMinor, a, b) => {
          const toDisplay = (value: number) => convertPrice(value, currency, SEED_EXCHANGE_RATES_PPM).amountMinor;
          // Display bounds near the price's own display price, so both outcomes are exercised.
          const shown = toDisplay(eurMinor);
          const minMinor = Math.max(0, shown - (a % (shown + 2)));
          const maxMinor = minMinor + (b % (shown + 2));
          const bounds = eurBoundsOfDisplayRange({ minMinor, maxMinor }, toDisplay);
          const inside = shown >= minMinor && shown <= maxMinor;
          const selected =
            bounds !== null &&
            (bounds.minEurMinor === null || eurMinor >= bounds.minEurMinor) &&
            (bounds.maxEurMinor === null || eurMinor <= bounds.maxEurMinor);
          expect(selected).toBe(inside);
        },
      ),
      { numRuns: 300 },
    );
  });
});
