import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latestOccurrence, nextOccurrence, occurrenceKey, parseSchedules, type Schedule } from './schedules.ts';

const statements: Schedule = { type: 'statements.run', every: 'monthly', dayOfMonth: 28, hour: 0 };
const boxCharge: Schedule = { type: 'boxes.charge', dayOfMonth: 1 };
const endOfMonth: Schedule = { type: 'month.close', dayOfMonth: 31, hour: 18 };
const nightly: Schedule = { type: 'nightly', every: 'daily', hour: 2, minute: 30 };
const midnight: Schedule = { type: 'midnight', every: 'daily' };
const openClose: Schedule = { type: 'projects.open_close', everyMinutes: 5 };
const cleanup: Schedule = { type: 'uploads.cleanup', everyMinutes: 60 };

const iso = (value: string) => new Date(value);
const next = (schedule: Schedule, after: string) => nextOccurrence(schedule, iso(after)).toISOString();
const latest = (schedule: Schedule, now: string) => latestOccurrence(schedule, iso(now)).toISOString();

describe('nextOccurrence: the first occurrence strictly after an instant', () => {
  it.each([
    // statements on the 28th at midnight Paris time: 23:00 UTC the day before in winter, 22:00 in summer
    [statements, '2026-11-22T02:52:00Z', '2026-11-27T23:00:00.000Z'],
    [statements, '2026-11-27T23:00:00Z', '2026-12-27T23:00:00.000Z'],
    [statements, '2026-07-01T00:00:00Z', '2026-07-27T22:00:00.000Z'],
    // the month of the spring change: March 28 is still winter time, April 28 summer time
    [statements, '2026-03-01T00:00:00Z', '2026-03-27T23:00:00.000Z'],
    [statements, '2026-03-27T23:00:00Z', '2026-04-27T22:00:00.000Z'],
    // the month of the autumn change
    [statements, '2026-09-27T22:00:00Z', '2026-10-27T23:00:00.000Z'],
    // box charges on the 1st: New Year in Paris is still 2026 in UTC
    [boxCharge, '2026-12-15T00:00:00Z', '2026-12-31T23:00:00.000Z'],
    // the 31st means the last day of shorter months
    [endOfMonth, '2027-02-01T00:00:00Z', '2027-02-28T17:00:00.000Z'],
    [endOfMonth, '2028-02-01T00:00:00Z', '2028-02-29T17:00:00.000Z'],
    [endOfMonth, '2026-04-01T00:00:00Z', '2026-04-30T16:00:00.000Z'],
    // 02:30 daily: on 2026-03-29 that time does not exist in Paris, the job runs at 03:30 summer time
    [nightly, '2026-03-28T12:00:00Z', '2026-03-29T01:30:00.000Z'],
    [nightly, '2026-03-29T01:30:00Z', '2026-03-30T00:30:00.000Z'],
    // on 2026-10-25 02:30 happens twice: it runs at the first one only
    [nightly, '2026-10-24T12:00:00Z', '2026-10-25T00:30:00.000Z'],
    [nightly, '2026-10-25T00:30:00Z', '2026-10-26T01:30:00.000Z'],
    // every 5 minutes and every hour, on UTC boundaries whatever the season
    [openClose, '2026-11-22T10:02:30Z', '2026-11-22T10:05:00.000Z'],
    [openClose, '2026-11-22T10:05:00Z', '2026-11-22T10:10:00.000Z'],
    [cleanup, '2026-10-25T00:59:59Z', '2026-10-25T01:00:00.000Z'],
  ])('%o after %s is %s', (schedule, after, expected) => {
    expect(next(schedule, after)).toBe(expected);
  });

  it('runs a daily midnight job 23 hours after the previous one in spring and 25 in autumn', () => {
    const hoursBetween = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 3_600_000;
    const beforeSpring = nextOccurrence(midnight, iso('2026-03-28T12:00:00Z'));
    const beforeAutumn = nextOccurrence(midnight, iso('2026-10-24T12:00:00Z'));
    expect(hoursBetween(beforeSpring, nextOccurrence(midnight, beforeSpring))).toBe(23);
    expect(hoursBetween(beforeAutumn, nextOccurrence(midnight, beforeAutumn))).toBe(25);
  });
});

describe('latestOccurrence: the occurrence that is due', () => {
  it.each([
    [statements, '2026-11-27T23:10:00Z', '2026-11-27T23:00:00.000Z'],
    [statements, '2026-11-27T23:00:00Z', '2026-11-27T23:00:00.000Z'],
    [statements, '2026-11-27T22:59:59Z', '2026-10-27T23:00:00.000Z'],
    [boxCharge, '2027-01-10T00:00:00Z', '2026-12-31T23:00:00.000Z'],
    [nightly, '2026-03-29T01:29:00Z', '2026-03-28T01:30:00.000Z'],
    [nightly, '2026-10-25T01:45:00Z', '2026-10-25T00:30:00.000Z'],
    [openClose, '2026-11-22T10:09:59Z', '2026-11-22T10:05:00.000Z'],
  ])('%o at %s is %s', (schedule, now, expected) => {
    expect(latest(schedule, now)).toBe(expected);
  });

  it('leaves no occurrence between the due one and the next one', () => {
    const schedules = [statements, boxCharge, endOfMonth, nightly, midnight, openClose, cleanup];
    const instants = fc.date({
      min: iso('2020-01-01T00:00:00Z'),
      max: iso('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(fc.constantFrom(...schedules), instants, (schedule, now) => {
        const due = latestOccurrence(schedule, now);
        const upcoming = nextOccurrence(schedule, now);
        expect(due.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(upcoming.getTime()).toBeGreaterThan(now.getTime());
        expect(nextOccurrence(schedule, due)).toEqual(upcoming);
      }),
      { numRuns: 500 },
    );
  });
});

describe('occurrenceKey: one dedupe key per occurrence', () => {
  it.each([
    // the Paris month, though the instant is still the 27th in UTC
    [statements, '2026-11-27T23:00:00Z', 'statements.run:2026-11'],
    [boxCharge, '2026-12-31T23:00:00Z', 'boxes.charge:2027-01'],
    [nightly, '2026-10-25T00:30:00Z', 'nightly:2026-10-25'],
    [openClose, '2026-11-22T10:05:00Z', 'projects.open_close:2026-11-22T10:05Z'],
    // the two 02:00 of the autumn night are two hourly occurrences, with two keys
    [cleanup, '2026-10-25T00:00:00Z', 'uploads.cleanup:2026-10-25T00:00Z'],
    [cleanup, '2026-10-25T01:00:00Z', 'uploads.cleanup:2026-10-25T01:00Z'],
  ])('%o at %s is %s', (schedule, occurrence, key) => {
    expect(occurrenceKey(schedule, iso(occurrence))).toBe(key);
  });
});

describe('parseSchedules', () => {
  it('accepts the monthly, daily and interval shapes', () => {
    const schedules = [statements, boxCharge, { type: 'boxes.remind', dayOfMonth: 25 }, nightly, openClose, cleanup];
    expect(parseSchedules(schedules)).toEqual(schedules);
  });

  it.each([
    [{ type: 'x', dayOfMonth: 0 }],
    [{ type: 'x', dayOfMonth: 32 }],
    [{ type: 'x', dayOfMonth: 1, hour: 24 }],
    [{ type: 'x', every: 'daily', minute: 60 }],
    [{ type: 'x', everyMinutes: 0 }],
    [{ type: 'x', everyMinutes: 5, dayOfMonth: 1 }],
    [{ type: '', everyMinutes: 5 }],
  ])('rejects %o', (schedule) => {
    expect(() => parseSchedules([schedule])).toThrow();
  });
});
