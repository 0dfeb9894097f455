import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  dayOfWeekOf,
  daysInMonth,
  formatLocalDate,
  formatLocalDateTime,
  instantOfLocalDateTime,
  localDateTimeOf,
  localDayOf,
} from './zoned-time.ts';

const PARIS = 'Europe/Paris';
const at = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('Paris wall-clock time', () => {
  it.each([
    // local time, instant: winter is UTC+1, summer UTC+2
    [at(2026, 1, 15, 12), '2026-01-15T11:00:00.000Z'],
    [at(2026, 7, 15, 12), '2026-07-15T10:00:00.000Z'],
    [at(2026, 11, 28, 0), '2026-11-27T23:00:00.000Z'],
    // 2026-03-29: 02:00 winter time becomes 03:00 summer time; 02:30 does not exist and runs at 03:30
    [at(2026, 3, 29, 1, 59), '2026-03-29T00:59:00.000Z'],
    [at(2026, 3, 29, 2, 30), '2026-03-29T01:30:00.000Z'],
    [at(2026, 3, 29, 3, 0), '2026-03-29T01:00:00.000Z'],
    // 2026-10-25: 03:00 summer time becomes 02:00 winter time; 02:30 happens twice, the first one counts
    [at(2026, 10, 25, 2, 30), '2026-10-25T00:30:00.000Z'],
    [at(2026, 10, 25, 3, 0), '2026-10-25T02:00:00.000Z'],
    // days past the end of a month roll over, as with Date.UTC
    [at(2026, 12, 32, 0), '2026-12-31T23:00:00.000Z'],
  ])('%o in Paris is %s', (local, instant) => {
    expect(instantOfLocalDateTime(local, PARIS).toISOString()).toBe(instant);
  });

  it('reads an instant back as the Paris date and time', () => {
    expect(localDateTimeOf(new Date('2026-11-27T23:00:00Z'), PARIS)).toEqual(at(2026, 11, 28, 0));
    expect(localDateTimeOf(new Date('2026-10-25T00:30:00Z'), PARIS)).toEqual(at(2026, 10, 25, 2, 30));
    expect(localDateTimeOf(new Date('2026-10-25T01:30:00Z'), PARIS)).toEqual(at(2026, 10, 25, 2, 30));
  });

  it('knows the length of months, leap Februaries included', () => {
    expect([daysInMonth(2027, 2), daysInMonth(2028, 2), daysInMonth(2026, 4), daysInMonth(2026, 12)]).toEqual([
      28, 29, 30, 31,
    ]);
  });

  it.each([
    // 23:30 UTC on 31 March is 01:30 on 1 April in Paris (summer time); 22:59 UTC on 31 Jan is still January.
    ['2026-03-31T23:30:00Z', '2026-04-01'],
    ['2026-01-31T22:59:59Z', '2026-01-31'],
    ['2026-01-31T23:00:00Z', '2026-02-01'],
  ])('reads the instant %s on the Paris day %s', (instant, day) => {
    expect(localDayOf(new Date(instant), PARIS)).toBe(day);
  });

  it('refuses an invalid date', () => {
    expect(() => localDayOf(new Date(Number.NaN), PARIS)).toThrow(RangeError);
  });

  it('writes days and times with padded fields, so they sort as text', () => {
    expect(formatLocalDate({ year: 987, month: 3, day: 7 })).toBe('0987-03-07');
    expect(formatLocalDateTime(at(2026, 4, 1, 1, 5))).toBe('2026-04-01 01:05');
  });

  it.each([
    [{ year: 2026, month: 3, day: 29 }, 0],
    [{ year: 2026, month: 3, day: 30 }, 1],
    [{ year: 2025, month: 1, day: 11 }, 6],
  ])('numbers the day of the week of %o as %i (Sunday 0)', (day, weekday) => {
    expect(dayOfWeekOf(day)).toBe(weekday);
  });

  it('reads business dates in Paris', () => {
    expect(BUSINESS_TIME_ZONE).toBe(PARIS);
  });
});
