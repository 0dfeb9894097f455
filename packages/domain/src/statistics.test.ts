import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
  addStatsDays,
  alignedBuckets,
  averageBasketMinor,
  daysInRange,
  percentChange,
  percentOf,
  previousRangeOf,
  statsBucketOf,
  statsBucketsOf,
  statsRangeOf,
} from './statistics.ts';

describe('statsRangeOf', () => {
  it('is the last 90 Paris days, today included, when nothing is asked', () => {
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time, UTC+2).
    const asked = statsRangeOf({}, new Date('2026-03-31T23:30:00Z'));
    expect(asked).toEqual({ ok: true, range: { from: '2026-01-02', to: '2026-04-01' } });
    if (asked.ok) expect(daysInRange(asked.range)).toBe(STATS_DEFAULT_DAYS);
  });

  it('counts back from `to`, runs `from` to today, and treats empty fields as none', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(statsRangeOf({ to: '2026-06-30', from: '' }, now)).toEqual({
      ok: true,
      range: { from: '2026-04-02', to: '2026-06-30' },
    });
    expect(statsRangeOf({ from: '2026-11-01' }, now)).toEqual({
      ok: true,
      range: { from: '2026-11-01', to: '2026-11-26' },
    });
  });

  it('refuses days that do not exist, a start after the end and ranges over the limit', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(statsRangeOf({ from: '2026-02-30' }, now)).toEqual({ ok: false, code: 'stats_range_invalid' });
    expect(statsRangeOf({ from: '26-01-01' }, now)).toEqual({ ok: false, code: 'stats_range_invalid' });
    expect(statsRangeOf({ from: '2026-05-02', to: '2026-05-01' }, now)).toEqual({
      ok: false,
      code: 'stats_range_invalid',
    });
    const to = '2026-11-26';
    expect(statsRangeOf({ from: addStatsDays(to, -(STATS_MAX_DAYS - 1)), to }, now).ok).toBe(true);
    expect(statsRangeOf({ from: addStatsDays(to, -STATS_MAX_DAYS), to }, now)).toEqual({
      ok: false,
      code: 'stats_range_too_long',
    });
  });
});

describe('previousRangeOf', () => {
  it('is as many days, ending the day before', () => {
    expect(previousRangeOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousRangeOf({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
  });

  it('always has the same length and touches the range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 1000 }), (start, length) => {
        const from = addStatsDays('2000-01-01', start);
        const range = { from, to: addStatsDays(from, length - 1) };
        const previous = previousRangeOf(range);
        expect(daysInRange(previous)).toBe(length);
        expect(addStatsDays(previous.to, 1)).toBe(range.from);
      }),
    );
  });
});

describe('statsBucketOf and statsBucketsOf', () => {
  it('starts weeks on Monday and months on the first', () => {
    expect(statsBucketOf('2026-11-29', 'week')).toBe('2026-11-23'); // a Sunday closes the week
    expect(statsBucketOf('2026-11-30', 'week')).toBe('2026-11-30'); // a Monday opens one
    expect(statsBucketOf('2027-01-01', 'week')).toBe('2026-12-28'); // a week across the new year
    expect(statsBucketOf('2026-02-28', 'month')).toBe('2026-02-01');
    expect(statsBucketOf('2026-02-28', 'day')).toBe('2026-02-28');
  });

  it('lists every bucket the range touches, the partial first and last ones too', () => {
    const range = { from: '2026-11-25', to: '2026-12-07' };
    expect(statsBucketsOf(range, 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(statsBucketsOf(range, 'month')).toEqual(['2026-11-01', '2026-12-01']);
    expect(statsBucketsOf(range, 'day')).toHaveLength(13);
    expect(statsBucketsOf({ from: '2026-11-15', to: '2027-01-03' }, 'month')).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
    ]);
  });

  it('puts every day of the range in exactly one listed bucket (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('day' as const, 'week' as const, 'month' as const),
        (start, length, grouping) => {
          const from = addStatsDays('2000-01-01', start);
          const range = { from, to: addStatsDays(from, length - 1) };
          const buckets = statsBucketsOf(range, grouping);
          expect([...buckets].sort()).toEqual(buckets);
          expect(new Set(buckets).size).toBe(buckets.length);
          for (let offset = 0; offset < length; offset += 1) {
            expect(buckets).toContain(statsBucketOf(addStatsDays(from, offset), grouping));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('pairs the buckets of two periods in order for the comparison', () => {
    expect(alignedBuckets(['2026-11-01', '2026-12-01'], ['2026-09-01'])).toEqual([
      ['2026-11-01', '2026-09-01'],
      ['2026-12-01', null],
    ]);
  });
});

describe('ratios', () => {
  it('gives the average basket in minor units, 0 without orders', () => {
    expect(averageBasketMinor(10_001, 2)).toBe(5001);
    expect(averageBasketMinor(0, 0)).toBe(0);
  });

  it('gives a change in percent with one decimal, none from zero', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(1, 0)).toBeNull();
  });
});
