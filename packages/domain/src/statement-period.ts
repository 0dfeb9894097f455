// Statement periods and the monthly run (BUSINESS-RULES "Artist statements": produced monthly, on the 28th).
// A period is one calendar month in Europe/Paris. The run on the 28th of a month states the month before:
// by then every order of that month is settled and distributors have sent their monthly reports.

/** The time zone statements are dated in: Spindle is a French company (Paris). */
export const STATEMENT_TIME_ZONE = 'Europe/Paris';

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

const parisWallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: STATEMENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function parisWallClockOf(instantMs: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of parisWallClock.formatToParts(instantMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const read = (name: string): number => parts[name] ?? 0;
  return {
    year: read('year'),
    month: read('month'),
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
    second: read('second'),
  };
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

function dayKey(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
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
  const wall = parisWallClockOf(on.getTime());
  return dayKey(wall.year, wall.month, wall.day);
}

function periodOfMonth(year: number, month: number): StatementPeriod {
  return {
    key: `${String(year).padStart(4, '0')}-${pad2(month)}`,
    year,
    month,
    firstDay: dayKey(year, month, 1),
    lastDay: dayKey(year, month, daysInMonth(year, month)),
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
// always exists exactly once; two passes settle the offset (+1 h or +2 h).
function parisMidnight(year: number, month: number, day: number): Date {
  const wallMs = Date.UTC(year, month - 1, day);
  let instantMs = wallMs - 3_600_000;
  for (let pass = 0; pass < 2; pass++) {
    const wall = parisWallClockOf(instantMs);
    const offsetMs = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - instantMs;
    instantMs = wallMs - offsetMs;
  }
  return new Date(instantMs);
}

/**
 * The next statement run strictly after an instant: 00:00 Europe/Paris on the 28th of this month if that
 * is still ahead, else of next month. A scheduler that ran at T asks for the run after T and gets T + 1 month.
 */
export function nextStatementRunAt(after: Date): Date {
  if (Number.isNaN(after.getTime())) throw new RangeError('invalid date');
  const wall = parisWallClockOf(after.getTime());
  const thisMonth = parisMidnight(wall.year, wall.month, STATEMENT_RUN_DAY_OF_MONTH);
  if (thisMonth.getTime() > after.getTime()) return thisMonth;
  return wall.month === 12
    ? parisMidnight(wall.year + 1, 1, STATEMENT_RUN_DAY_OF_MONTH)
    : parisMidnight(wall.year, wall.month + 1, STATEMENT_RUN_DAY_OF_MONTH);
}
