// The platform fee an artist's contract sets on order lines (BUSINESS-RULES "Artist statements": fee from a
// dated schedule, default 25 %; a fixed amount per unit may replace it). A schedule is a project's list of
// dated rows; a row applies to sales from its day on, until the next row.
import { statementDay } from './statement-period.ts';

/** Spindle's share of an order line's net income when no schedule row says otherwise: 25 % (BUSINESS-RULES). */
export const DEFAULT_STATEMENT_FEE_BASIS_POINTS = 2500;

/** A percentage of the net taken as Spindle's fee, or a fixed EUR income per unit that replaces it. */
export type StatementFeeTerm =
  { kind: 'percent'; feeBasisPoints: number } | { kind: 'fixed_per_unit'; incomePerUnitMinor: number };

/** One dated row of a fee schedule: it applies to sales from `effectiveFrom` ('YYYY-MM-DD', Paris) on. */
export type StatementFeeRow = StatementFeeTerm & { effectiveFrom: string };

/** The default terms: 25 % of the net. */
export const DEFAULT_STATEMENT_FEE_TERM: StatementFeeTerm = {
  kind: 'percent',
  feeBasisPoints: DEFAULT_STATEMENT_FEE_BASIS_POINTS,
};

function assertTerm(row: StatementFeeRow): void {
  statementDay(row.effectiveFrom);
  if (row.kind === 'percent') {
    const bp = row.feeBasisPoints;
    if (!Number.isSafeInteger(bp) || bp < 0 || bp > 10_000) {
      throw new RangeError(`feeBasisPoints must be an integer from 0 to 10000, got ${bp}`);
    }
  } else if (!Number.isSafeInteger(row.incomePerUnitMinor) || row.incomePerUnitMinor < 0) {
    throw new RangeError(`incomePerUnitMinor must be a non-negative integer, got ${row.incomePerUnitMinor}`);
  }
}

/**
 * The terms in force on a sale day: the latest row whose effectiveFrom is not after the day (two rows on
 * the same day: the later in the list wins). Before the first row, or with no rows, the default 25 %.
 */
export function feeTermOn(schedule: readonly StatementFeeRow[], on: Date | string): StatementFeeTerm {
  const day = statementDay(on);
  let inForce: StatementFeeRow | null = null;
  for (const row of schedule) {
    assertTerm(row);
    if (row.effectiveFrom <= day && (!inForce || row.effectiveFrom >= inForce.effectiveFrom)) inForce = row;
  }
  if (!inForce) return DEFAULT_STATEMENT_FEE_TERM;
  return inForce.kind === 'percent'
    ? { kind: 'percent', feeBasisPoints: inForce.feeBasisPoints }
    : { kind: 'fixed_per_unit', incomePerUnitMinor: inForce.incomePerUnitMinor };
}
