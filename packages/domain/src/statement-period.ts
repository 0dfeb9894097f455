// Statement periods and the monthly run (BUSINESS-RULES "Artist statements": produced monthly, on the 28th).
// A period is one calendar month in Europe/Paris. The run on the 28th of a month states the month before:
// by then every order of that month is settled and distributors have sent their monthly reports.
import {
  BUSINESS_TIME_ZONE,
  daysInMonth,
  formatLocalDate,
  instantOfLocalDateTime,
  localDateTimeOf,
  localDayOf,
} from './zoned-time.ts';

/** The time zone statements are dated in: Spindle is a French company (Paris). */
export const STATEMENT_TIME_ZONE = BUSINESS_TIME_ZONE;

/** The day of the month statements are produced on (BUSINESS-RULES "Artist statements"). */
export const STATEMENT_RUN_DAY_OF_MONTH = 28;

/** One statement period: a calendar month in Europe/Paris; firstDay and lastDay are both inclusive. */
export interface StatementPeriod {
  /** 'YYYY-MM'. */
  key: string;
  year: number;
  /** 1 to 12. */
  month: number;
  /** 'YYYY-MM-01'. */
  firstDay: string;
  /** 'YYYY-MM-28' to 'YYYY-MM-31'. */
  lastDay: string;
}

/**
 * The Europe/Paris calendar day ('YYYY-MM-DD') of an instant, or a 'YYYY-MM-DD' string checked and kept
 * (a day is already a Paris day). Throws RangeError on an invalid date.
 */
export function statementDay(on: Date | string): string {
  if (typeof on === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(on);
    const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
    if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
      throw new RangeError(`expected a YYYY-MM-DD day, got ${on}`);
    }
    return on;
  }
  if (Number.isNaN(on.getTime())) throw new RangeError('invalid date');
  return localDayOf(on, STATEMENT_TIME_ZONE);
}

function periodOfMonth(year: number, month: number): StatementPeriod {
  return {
    key: formatLocalDate({ year, month, day: 1 }).slice(0, 7),
    year,
    month,
    firstDay: formatLocalDate({ year, month, day: 1 }),
    lastDay: formatLocalDate({ year, month, day: daysInMonth(year, month) }),
  };
}

/** The period of a month key 'YYYY-MM'; throws RangeError on anything else. */
export function statementPeriodOf(key: string): StatementPeriod {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) throw new RangeError(`expected a YYYY-MM month, got ${key}`);
  return periodOfMonth(Number(match[1]), month);
}

/** The period a day or an instant belongs to: its Europe/Paris calendar month (an order at 23:30 UTC on 31 Jan is February's). */
export function statementPeriodFor(on: Date | string): StatementPeriod {
  return statementPeriodOf(statementDay(on).slice(0, 7));
}

/** The period a run states: the calendar month before the run's own month (the run of 28 March states February). */
export function statementPeriodOfRun(runAt: Date | string): StatementPeriod {
  const { year, month } = statementPeriodFor(runAt);
  return month === 1 ? periodOfMonth(year - 1, 12) : periodOfMonth(year, month - 1);
}

/** Whether a Paris day ('YYYY-MM-DD') falls inside a period. */
export function isDayInStatementPeriod(day: string, period: StatementPeriod): boolean {
  return day >= period.firstDay && day <= period.lastDay;
}

// The UTC instant of 00:00 Paris time on a day. Paris changes its clocks at 02:00/03:00, so midnight
// always exists exactly once.
function parisMidnight(year: number, month: number, day: number): Date {
  return instantOfLocalDateTime({ year, month, day, hour: 0, minute: 0 }, STATEMENT_TIME_ZONE);
}

/**
 * The next statement run strictly after an instant: 00:00 Europe/Paris on the 28th of this month if that
 * is still ahead, else of next month. A scheduler that ran at T asks for the run after T and gets T + 1 month.
 */
export function nextStatementRunAt(after: Date): Date {
  if (Number.isNaN(after.getTime())) throw new RangeError('invalid date');
  const wall = localDateTimeOf(after, STATEMENT_TIME_ZONE);
  const thisMonth = parisMidnight(wall.year, wall.month, STATEMENT_RUN_DAY_OF_MONTH);
  if (thisMonth.getTime() > after.getTime()) return thisMonth;
  // Month 13 rolls over into January of the next year, as with Date.UTC.
  return parisMidnight(wall.year, wall.month + 1, STATEMENT_RUN_DAY_OF_MONTH);
}
