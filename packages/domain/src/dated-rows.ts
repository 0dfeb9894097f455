// Dated rows (BUSINESS-RULES "Cart pricing": rates are data with effective dates, not constants). VAT
// rates, shipping rates and the quote's cost table are kept as rows "in force from a day": a change is a
// new row from a day on, never an edit of a row already used to price something. The day is the Paris
// calendar day (the business time zone), so a rate starting on 1 July applies from midnight in Paris.
import { BUSINESS_TIME_ZONE, localDayOf } from './zoned-time.ts';

/** Anything in force from a Paris calendar day (YYYY-MM-DD) until the next row of the same key. */
export interface DatedRow {
  effectiveFrom: string;
}

/** Where a dated row stands on a day: before its start, the one in force, or replaced by a later one. */
export type DatedRowState = 'scheduled' | 'in_force' | 'past';

/** The Paris calendar day (YYYY-MM-DD) of an instant, or a YYYY-MM-DD string as is. */
export function businessDayOf(on: Date | string): string {
  if (typeof on === 'string') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(on)) throw new RangeError(`expected YYYY-MM-DD, got ${on}`);
    return on;
  }
  if (Number.isNaN(on.getTime())) throw new RangeError('invalid date');
  return localDayOf(on, BUSINESS_TIME_ZONE);
}

/**
 * The row in force on a day among rows of one key: the latest whose effectiveFrom is not after the day.
 * Ties (two rows from the same day) go to the later one in the given order, so a caller passing rows
 * by id gets the newest. None when every row starts after the day.
 */
export function rowInForceOn<Row extends DatedRow>(rows: readonly Row[], day: string): Row | undefined {
  let inForce: Row | undefined;
  for (const row of rows) {
    if (row.effectiveFrom > day) continue;
    if (!inForce || row.effectiveFrom >= inForce.effectiveFrom) inForce = row;
  }
  return inForce;
}

/** Of rows of many keys, the one in force on the day for each key (keys with only future rows drop out). */
export function rowsInForceOn<Row extends DatedRow>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  day: string,
): Row[] {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = byKey.get(key);
    if (group) group.push(row);
    else byKey.set(key, [row]);
  }
  return [...byKey.values()].flatMap((group) => {
    const row = rowInForceOn(group, day);
    return row ? [row] : [];
  });
}

/** A row's state on a day, given the row in force for its key that day (rowInForceOn of its group). */
export function datedRowStateOn(row: DatedRow, inForce: DatedRow | undefined, day: string): DatedRowState {
  if (row.effectiveFrom > day) return 'scheduled';
  return row === inForce ? 'in_force' : 'past';
}

/** Whether a row may still be cancelled on a day: only before its first day (nothing was priced with it). */
export function isDatedRowCancellable(row: DatedRow, today: string): boolean {
  return row.effectiveFrom > today;
}

/** Whether a new row may start on a day: today or later (what was priced stays priced). */
export function isSchedulableFrom(effectiveFrom: string, today: string): boolean {
  return effectiveFrom >= today;
}
