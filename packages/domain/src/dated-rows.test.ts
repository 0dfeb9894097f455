import { describe, expect, it } from 'vitest';
import {
  businessDayOf,
  datedRowStateOn,
  isDatedRowCancellable,
  isSchedulableFrom,
  rowInForceOn,
  rowsInForceOn,
} from './dated-rows.ts';

const rows = [
  { id: 1, effectiveFrom: '2025-01-01', priceMinor: 500 },
  { id: 2, effectiveFrom: '2026-07-01', priceMinor: 650 },
  { id: 3, effectiveFrom: '2026-03-15', priceMinor: 560 },
];

describe('the row in force on a day', () => {
  it.each([
    ['2025-01-01', 1],
    ['2026-03-14', 1],
    ['2026-03-15', 3],
    ['2026-06-30', 3],
    ['2026-07-01', 2],
    ['2030-01-01', 2],
  ])('on %s is row %i, whatever the order the rows come in', (day, id) => {
    expect(rowInForceOn(rows, day)?.id).toBe(id);
    expect(rowInForceOn([...rows].reverse(), day)?.id).toBe(id);
  });

  it('is none before the first row starts: a future row is not yet in force', () => {
    expect(rowInForceOn(rows, '2024-12-31')).toBeUndefined();
    expect(rowInForceOn([{ effectiveFrom: '2027-01-01' }], '2026-12-31')).toBeUndefined();
  });

  it('on a tie (two rows from the same day) is the later one given', () => {
    const tied = [
      { id: 7, effectiveFrom: '2026-01-01' },
      { id: 8, effectiveFrom: '2026-01-01' },
    ];
    expect(rowInForceOn(tied, '2026-01-01')?.id).toBe(8);
    expect(rowInForceOn([...tied].reverse(), '2026-01-01')?.id).toBe(7);
  });

  it('is picked per key among rows of many keys; a key with only future rows drops out', () => {
    const table = [
      { lane: 'FR', effectiveFrom: '2025-01-01', priceMinor: 500 },
      { lane: 'FR', effectiveFrom: '2026-12-01', priceMinor: 700 },
      { lane: 'DE', effectiveFrom: '2025-01-01', priceMinor: 900 },
      { lane: 'IT', effectiveFrom: '2027-01-01', priceMinor: 1200 },
    ];
    const inForce = (day: string) =>
      rowsInForceOn(table, (row) => row.lane, day).map((row) => `${row.lane}:${row.priceMinor}`);
    expect(inForce('2026-11-30')).toEqual(['FR:500', 'DE:900']);
    expect(inForce('2026-12-01')).toEqual(['FR:700', 'DE:900']);
    expect(inForce('2027-01-01')).toEqual(['FR:700', 'DE:900', 'IT:1200']);
  });
});

describe('a row’s state on a day', () => {
  it('is scheduled before its day, in force while it is the latest started, then past', () => {
    const day = '2026-04-01';
    const inForce = rowInForceOn(rows, day);
    expect(rows.map((row) => datedRowStateOn(row, inForce, day))).toEqual(['past', 'scheduled', 'in_force']);
  });

  it('can be cancelled only before its first day', () => {
    expect(isDatedRowCancellable({ effectiveFrom: '2026-07-01' }, '2026-06-30')).toBe(true);
    expect(isDatedRowCancellable({ effectiveFrom: '2026-07-01' }, '2026-07-01')).toBe(false);
    expect(isDatedRowCancellable({ effectiveFrom: '2026-07-01' }, '2026-08-01')).toBe(false);
  });

  it('a new row starts today or later, never in the past', () => {
    expect(isSchedulableFrom('2026-07-01', '2026-06-30')).toBe(true);
    expect(isSchedulableFrom('2026-07-01', '2026-07-01')).toBe(true);
    expect(isSchedulableFrom('2026-06-30', '2026-07-01')).toBe(false);
  });
});

describe('the business day', () => {
  it('is the Paris calendar day, not the UTC one', () => {
    // 23:30 UTC on 30 June is 01:30 on 1 July in Paris (summer time, UTC+2).
    expect(businessDayOf(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(businessDayOf(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    // Winter time, UTC+1.
    expect(businessDayOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('takes a YYYY-MM-DD day as is and refuses anything else', () => {
    expect(businessDayOf('2026-07-01')).toBe('2026-07-01');
    expect(() => businessDayOf('1 July')).toThrow(RangeError);
    expect(() => businessDayOf(new Date('nope'))).toThrow(RangeError);
  });
});
