import { describe, expect, it } from 'vitest';
import {
  addBoxMonths,
  automaticBoxPick,
  boxCutOff,
  boxCycleTasksOn,
  boxMonthOf,
  boxMonthsToCome,
  firstBoxMonth,
  boxReminderDay,
  isBoxMonth,
  isPickOpen,
  nextBoxChargeRetry,
  openPickMonth,
} from './box-cycle.ts';

describe('the box calendar (Paris time)', () => {
  it('reads the Paris month of an instant, not the UTC one', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1).
    expect(boxMonthOf(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(boxMonthOf(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-01');
    // Summer time (UTC+2): 22:30 UTC on 30 June is 1 July in Paris.
    expect(boxMonthOf(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
  });

  it('adds months across years', () => {
    expect(addBoxMonths('2026-11-01', 1)).toBe('2026-12-01');
    expect(addBoxMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addBoxMonths('2027-01-01', -1)).toBe('2026-12-01');
    expect(addBoxMonths('2026-11-01', 14)).toBe('2028-01-01');
    expect(() => addBoxMonths('2026-11-02', 1)).toThrow(RangeError);
    expect(isBoxMonth('2026-13-01')).toBe(false);
    expect(isBoxMonth('2026-12-01')).toBe(true);
  });

  it('closes a month at 00:00 Paris on its 1st, reminds on the 25th before', () => {
    expect(boxCutOff('2027-01-01').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(boxCutOff('2027-07-01').toISOString()).toBe('2027-06-30T22:00:00.000Z');
    expect(boxReminderDay('2027-01-01')).toBe('2026-12-25');
    expect(openPickMonth(new Date('2026-12-31T22:59:00Z'))).toBe('2027-01-01');
    expect(openPickMonth(new Date('2026-12-31T23:00:00Z'))).toBe('2027-02-01');
    expect(isPickOpen('2027-01-01', new Date('2026-12-31T22:59:59Z'))).toBe(true);
    expect(isPickOpen('2027-01-01', new Date('2026-12-31T23:00:00Z'))).toBe(false);
  });

  it('tells the daily run what the Paris day holds', () => {
    expect(boxCycleTasksOn(new Date('2026-12-24T23:10:00Z'))).toEqual({ remindFor: '2027-01-01', closeMonth: null });
    expect(boxCycleTasksOn(new Date('2026-12-31T23:10:00Z'))).toEqual({ remindFor: null, closeMonth: '2027-01-01' });
    expect(boxCycleTasksOn(new Date('2027-01-02T10:00:00Z'))).toEqual({ remindFor: null, closeMonth: null });
  });

  it('retries a failed charge 1, 3 and 7 days after the first failure, then gives up', () => {
    const failed = new Date('2026-12-31T23:10:00Z'); // 1 January 00:10 Paris
    expect(nextBoxChargeRetry(failed, 1)?.toISOString()).toBe('2027-01-01T23:00:00.000Z');
    expect(nextBoxChargeRetry(failed, 2)?.toISOString()).toBe('2027-01-03T23:00:00.000Z');
    expect(nextBoxChargeRetry(failed, 3)?.toISOString()).toBe('2027-01-07T23:00:00.000Z');
    expect(nextBoxChargeRetry(failed, 4)).toBeNull();
  });
});

describe('automaticBoxPick', () => {
  const selection = [
    { projectId: 1, stockLeft: 5, genreIds: [10] },
    { projectId: 2, stockLeft: 9, genreIds: [20] },
    { projectId: 3, stockLeft: 9, genreIds: [10] },
    { projectId: 4, stockLeft: 0, genreIds: [10] },
    { projectId: 5, stockLeft: 7, genreIds: [10, 30] },
  ];

  it('prefers the genres, then the most stock, then the lowest id', () => {
    expect(automaticBoxPick({ selection, ownedProjectIds: [], preferredGenreIds: [10], count: 3 })).toEqual([3, 5, 1]);
    expect(automaticBoxPick({ selection, ownedProjectIds: [], preferredGenreIds: [], count: 2 })).toEqual([2, 3]);
  });

  it('never picks a record owned or without stock', () => {
    expect(automaticBoxPick({ selection, ownedProjectIds: [3, 5, 1], preferredGenreIds: [10], count: 5 })).toEqual([2]);
    expect(automaticBoxPick({ selection, ownedProjectIds: [1, 2, 3, 5], preferredGenreIds: [10], count: 1 })).toEqual(
      [],
    );
  });

  it('is deterministic whatever the order of the selection', () => {
    const reversed = [...selection].reverse();
    expect(automaticBoxPick({ selection: reversed, ownedProjectIds: [], preferredGenreIds: [30], count: 2 })).toEqual(
      automaticBoxPick({ selection, ownedProjectIds: [], preferredGenreIds: [30], count: 2 }),
    );
  });
});

describe('boxMonthsToCome', () => {
  const none = new Set<string>();
  const prepaid = { active: true, periodicity: '3_months', stopRequested: false, shipped: none, skipped: none };

  it('starts a box bought this month at the month it paid for, not this one', () => {
    // Bought on 10 January: its first month is February (picked already), then March and April.
    const startedAt = new Date('2027-01-10T09:00:00Z');
    const now = new Date('2027-01-15T09:00:00Z');
    expect(firstBoxMonth(startedAt)).toBe('2027-02-01');
    expect(boxMonthsToCome({ ...prepaid, dispatchesLeft: 3, startedAt }, now)).toEqual([
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
    ]);
    const monthly = { ...prepaid, periodicity: 'monthly', dispatchesLeft: 1, startedAt };
    expect(boxMonthsToCome(monthly, now)).toEqual(['2027-02-01']);
  });

  it('keeps this month for a box started before its cut-off until it ships, skipped months passed over', () => {
    const startedAt = new Date('2026-12-10T09:00:00Z');
    const now = new Date('2027-01-01T08:00:00Z');
    expect(boxMonthsToCome({ ...prepaid, dispatchesLeft: 2, startedAt }, now)).toEqual(['2027-01-01', '2027-02-01']);
    const shipped = new Set(['2027-01-01']);
    const skipped = new Set(['2027-02-01']);
    expect(boxMonthsToCome({ ...prepaid, dispatchesLeft: 1, startedAt, shipped, skipped }, now)).toEqual([
      '2027-03-01',
    ]);
    expect(boxMonthsToCome({ ...prepaid, active: false, dispatchesLeft: 2, startedAt }, now)).toEqual([]);
  });

  it('keeps the month a failed charge still owes, not the next one', () => {
    // November's charge failed on the 1st; on the 27th the box has nothing left to ship but owes November.
    const startedAt = new Date('2026-08-20T09:00:00Z');
    const now = new Date('2026-11-27T09:00:00Z');
    const pending = { ...prepaid, periodicity: 'monthly', dispatchesLeft: 0, startedAt, paymentDue: true };
    expect(boxMonthsToCome(pending, now)).toEqual(['2026-11-01']);
    // Paid again and shipped: the next month comes.
    const shipped = new Set(['2026-11-01']);
    expect(boxMonthsToCome({ ...pending, dispatchesLeft: 1, shipped }, now)).toEqual(['2026-12-01']);
    expect(boxMonthsToCome({ ...pending, paymentDue: false }, now)).toEqual(['2026-12-01']);
  });
});
