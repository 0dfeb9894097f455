import { describe, expect, it } from 'vitest';
import {
  nextStatementRunAt,
  statementDay,
  statementPeriodFor,
  statementPeriodOf,
  statementPeriodOfRun,
} from './statement-period.ts';
import { DEFAULT_STATEMENT_FEE_TERM, feeTermOn, type StatementFeeRow } from './statement-fees.ts';

describe('statement periods are Europe/Paris calendar months', () => {
  it.each([
    ['2026-02-14', { key: '2026-02', firstDay: '2026-02-01', lastDay: '2026-02-28' }],
    ['2024-02-29', { key: '2024-02', firstDay: '2024-02-01', lastDay: '2024-02-29' }],
    ['2026-12-31', { key: '2026-12', firstDay: '2026-12-01', lastDay: '2026-12-31' }],
  ])('%s belongs to %j', (day, expected) => {
    expect(statementPeriodFor(day)).toMatchObject(expected);
  });

  it.each([
    // 23:30 UTC on 31 January is 00:30 in Paris (winter, +1 h): February.
    ['2026-01-31T23:30:00Z', '2026-02'],
    ['2026-01-31T22:59:59Z', '2026-01'],
    // 22:30 UTC on 30 June is 00:30 in Paris (summer, +2 h): July.
    ['2026-06-30T22:30:00Z', '2026-07'],
    ['2026-06-30T21:59:59Z', '2026-06'],
  ])('the instant %s is stated in %s', (instant, key) => {
    expect(statementPeriodFor(new Date(instant)).key).toBe(key);
  });

  it.each([
    ['2026-03-28', '2026-02'],
    ['2026-01-28', '2025-12'],
  ])('the run of %s states %s', (runDay, key) => {
    expect(statementPeriodOfRun(runDay).key).toBe(key);
  });

  it.each(['2026-02-30', '2026-13-01', '26-01-01', 'yesterday'])('refuses the day %j', (day) => {
    expect(() => statementDay(day)).toThrow(RangeError);
  });

  it.each(['2026-13', '2026-1', ''])('refuses the month %j', (key) => {
    expect(() => statementPeriodOf(key)).toThrow(RangeError);
  });
});

describe('statements run at 00:00 Paris time on the 28th', () => {
  it.each([
    // Winter (CET, +1 h): midnight in Paris is 23:00 UTC the day before.
    ['early in the month', '2026-03-10T12:00:00Z', '2026-03-27T23:00:00.000Z'],
    // 28 March 2027 is the day clocks go forward, at 02:00: midnight is still winter time.
    ['on the day clocks change', '2027-03-20T12:00:00Z', '2027-03-27T23:00:00.000Z'],
    // Summer (CEST, +2 h).
    ['in summer', '2026-06-05T08:00:00Z', '2026-06-27T22:00:00.000Z'],
    ['a millisecond before a run', '2026-06-27T21:59:59.999Z', '2026-06-27T22:00:00.000Z'],
    ['exactly at a run (the next one)', '2026-06-27T22:00:00.000Z', '2026-07-27T22:00:00.000Z'],
    ['later on the 28th', '2026-06-28T10:00:00Z', '2026-07-27T22:00:00.000Z'],
    ['after the October change back to winter time', '2026-10-05T10:00:00Z', '2026-10-27T23:00:00.000Z'],
    ['at the end of December (next year)', '2026-12-29T10:00:00Z', '2027-01-27T23:00:00.000Z'],
  ])('%s: after %s comes %s', (_name, after, expected) => {
    expect(nextStatementRunAt(new Date(after)).toISOString()).toBe(expected);
  });

  it('states the month before the run', () => {
    const run = nextStatementRunAt(new Date('2026-03-10T12:00:00Z'));
    expect(statementPeriodOfRun(run).key).toBe('2026-02');
  });
});

describe('the fee schedule', () => {
  const schedule: StatementFeeRow[] = [
    { effectiveFrom: '2026-03-15', kind: 'percent', feeBasisPoints: 2000 },
    { effectiveFrom: '2025-01-01', kind: 'percent', feeBasisPoints: 3000 },
    { effectiveFrom: '2026-06-01', kind: 'fixed_per_unit', incomePerUnitMinor: 700 },
  ];

  it.each([
    ['with no rows: the default 25 %', [], '2026-03-20', DEFAULT_STATEMENT_FEE_TERM],
    ['before the first row: the default 25 %', schedule, '2024-12-31', DEFAULT_STATEMENT_FEE_TERM],
    ['the first row on its day', schedule, '2025-01-01', { kind: 'percent', feeBasisPoints: 3000 }],
    ['the day before a change', schedule, '2026-03-14', { kind: 'percent', feeBasisPoints: 3000 }],
    ['a change from its day on', schedule, '2026-03-15', { kind: 'percent', feeBasisPoints: 2000 }],
    ['a fixed amount per unit', schedule, '2026-07-01', { kind: 'fixed_per_unit', incomePerUnitMinor: 700 }],
  ])('%s', (_name, rows, day, expected) => {
    expect(feeTermOn(rows, day)).toEqual(expected);
  });

  it('reads an instant on its Paris day (a change at Paris midnight)', () => {
    expect(feeTermOn(schedule, new Date('2026-03-14T23:30:00Z'))).toEqual({ kind: 'percent', feeBasisPoints: 2000 });
  });

  it('lets the later row of the same day win', () => {
    const sameDay: StatementFeeRow[] = [
      { effectiveFrom: '2026-01-01', kind: 'percent', feeBasisPoints: 2000 },
      { effectiveFrom: '2026-01-01', kind: 'percent', feeBasisPoints: 1500 },
    ];
    expect(feeTermOn(sameDay, '2026-02-01')).toEqual({ kind: 'percent', feeBasisPoints: 1500 });
  });

  it.each([
    [{ effectiveFrom: '2026-01-01', kind: 'percent', feeBasisPoints: 10_001 }],
    [{ effectiveFrom: '2026-01-01', kind: 'percent', feeBasisPoints: 25.5 }],
    [{ effectiveFrom: '2026-01-01', kind: 'fixed_per_unit', incomePerUnitMinor: -1 }],
    [{ effectiveFrom: '1 January', kind: 'percent', feeBasisPoints: 2000 }],
  ] as StatementFeeRow[][])('refuses the row %j', (row) => {
    expect(() => feeTermOn([row], '2026-02-01')).toThrow(RangeError);
  });
});
