// Wall-clock time in a named time zone (Europe/Paris for business dates and schedules, ARCHITECTURE.md
// "Money, time and identity") without a date library: Intl gives the zone's offset at an instant, and a
// local time is turned back into an instant by trying the offsets in force around it. Pure (Intl only),
// so the server, the jobs and the browser read Paris time the same way.

/** The zone business dates are read in: Spindle is a French company (statements, VAT days, schedules, support hours). */
export const BUSINESS_TIME_ZONE = 'Europe/Paris';

/** A wall-clock date and time in some zone; month is 1-12. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** A calendar day; month is 1-12. */
export type LocalDate = Pick<LocalDateTime, 'year' | 'month' | 'day'>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsAt(instantMs: number, timeZone: string): LocalDateTime & { second: number } {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** Wall-clock minus UTC at an instant, in ms (+3,600,000 for Paris in winter). */
function offsetMsAt(instantMs: number, timeZone: string): number {
  const local = partsAt(instantMs, timeZone);
  const localAsUtcMs = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return localAsUtcMs - Math.floor(instantMs / 1000) * 1000;
}

/** The wall-clock date and time of an instant in a zone; throws RangeError on an invalid date. */
export function localDateTimeOf(instant: Date, timeZone: string): LocalDateTime {
  const { year, month, day, hour, minute } = partsAt(instant.getTime(), timeZone);
  return { year, month, day, hour, minute };
}

/**
 * The instant a wall-clock time happens in a zone. When the clocks go back and the time happens
 * twice, the first one; when they go forward and it does not exist, the time shifted by the gap
 * (02:30 on the night of the spring change in Paris is 03:30 summer time), so nothing is skipped.
 * Out-of-range fields roll over like Date.UTC (day 0 is the previous month's last day).
 */
export function instantOfLocalDateTime(local: LocalDateTime, timeZone: string): Date {
  const localAsUtcMs = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // Offsets change at most once a day in real zones: the ones in force a day before and after cover it.
  const offsetBeforeMs = offsetMsAt(localAsUtcMs - DAY_MS, timeZone);
  const offsetAfterMs = offsetMsAt(localAsUtcMs + DAY_MS, timeZone);
  const matches = [localAsUtcMs - offsetBeforeMs, localAsUtcMs - offsetAfterMs].filter(
    (candidateMs) => candidateMs + offsetMsAt(candidateMs, timeZone) === localAsUtcMs,
  );
  if (matches.length > 0) return new Date(Math.min(...matches));
  return new Date(localAsUtcMs - offsetBeforeMs);
}

/** Days in a month of the proleptic Gregorian calendar (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** A calendar day as 'YYYY-MM-DD'. */
export function formatLocalDate({ year, month, day }: LocalDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A wall-clock time as 'YYYY-MM-DD HH:MM' (sortable, unambiguous for people). */
export function formatLocalDateTime(local: LocalDateTime): string {
  return `${formatLocalDate(local)} ${pad(local.hour)}:${pad(local.minute)}`;
}

/** The calendar day ('YYYY-MM-DD') of an instant in a zone; throws RangeError on an invalid date. */
export function localDayOf(instant: Date, timeZone: string): string {
  return formatLocalDate(localDateTimeOf(instant, timeZone));
}

/** The day of the week of a calendar day: 0 for Sunday to 6 for Saturday, as Date.getUTCDay. */
export function dayOfWeekOf({ year, month, day }: LocalDate): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
