// The staff statistics' rules (docs/admin.md "Statistics"): a range of Paris days, its buckets by day,
// week (Monday to Sunday) or month, the period it is compared with, and the ratios the pages show.
// Pure: the server sums in SQL, these rules say which days and buckets, and how the sums are read.
import { parseBusinessDay } from './fulfilment.ts';
import { BUSINESS_TIME_ZONE, formatLocalDate, localDayOf, type LocalDate } from './zoned-time.ts';

/** How the series are grouped. */
export const STATS_GROUPINGS = ['day', 'week', 'month'] as const;
export type StatsGrouping = (typeof STATS_GROUPINGS)[number];

/** The range shown when none is asked: the last 90 Paris days, today included. */
export const STATS_DEFAULT_DAYS = 90;
/** The longest range asked for at once (about three years): a bigger one is refused, not truncated. */
export const STATS_MAX_DAYS = 1100;
/** How many projects, countries and origins the tops list. */
export const STATS_TOP_SIZE = 10;

/** A span of Paris days, both ends included ('YYYY-MM-DD'). */
export interface StatsRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

const utcOf = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const dayOfUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A day moved by a number of days (calendar arithmetic, no time zone involved). */
export function addStatsDays(day: string, days: number): string {
  return dayOfUtc(utcOf(day) + days * DAY_MS);
}

/** Days in a range, both ends counted. */
export function daysInRange(range: StatsRange): number {
  return Math.round((utcOf(range.to) - utcOf(range.from)) / DAY_MS) + 1;
}

export type StatsRangeProblem = 'stats_range_invalid' | 'stats_range_too_long';

/**
 * The range asked for (either end may be missing): both missing is the last STATS_DEFAULT_DAYS days
 * to today in Paris; only `to` counts back the default length from it; only `from` runs to today.
 * A day that is not a real day, or `from` after `to`, is stats_range_invalid; more than STATS_MAX_DAYS
 * is stats_range_too_long.
 */
export function statsRangeOf(
  asked: { from?: string | null | undefined; to?: string | null | undefined },
  now: Date,
): { ok: true; range: StatsRange } | { ok: false; code: StatsRangeProblem } {
  const today = localDayOf(now, BUSINESS_TIME_ZONE);
  const fromText = asked.from || null;
  const toText = asked.to || null;
  if ((fromText && !parseBusinessDay(fromText)) || (toText && !parseBusinessDay(toText)))
    return { ok: false, code: 'stats_range_invalid' };
  const to = toText ?? (fromText && fromText > today ? fromText : today);
  const from = fromText ?? addStatsDays(to, -(STATS_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, code: 'stats_range_invalid' };
  if (daysInRange({ from, to }) > STATS_MAX_DAYS) return { ok: false, code: 'stats_range_too_long' };
  return { ok: true, range: { from, to } };
}

/** The period a range is compared with by default: as many days, ending the day before it starts. */
export function previousRangeOf(range: StatsRange): StatsRange {
  const length = daysInRange(range);
  return { from: addStatsDays(range.from, -length), to: addStatsDays(range.from, -1) };
}

/** The first day of the bucket holding a day: itself, its week's Monday, or its month's first. */
export function statsBucketOf(day: string, grouping: StatsGrouping): string {
  if (grouping === 'day') return day;
  if (grouping === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(utcOf(day)).getUTCDay() + 6) % 7; // Monday 0
  return addStatsDays(day, -weekday);
}

/**
 * Every bucket a range touches, in order, by its first day (the first bucket may start before the
 * range and the last end after it: a week or a month the range only partly covers). The series list
 * each one, with zeros where nothing happened, so a chart's gaps are real.
 */
export function statsBucketsOf(range: StatsRange, grouping: StatsGrouping): string[] {
  const buckets: string[] = [];
  let bucket = statsBucketOf(range.from, grouping);
  while (bucket <= range.to) {
    buckets.push(bucket);
    if (grouping === 'day') bucket = addStatsDays(bucket, 1);
    else if (grouping === 'week') bucket = addStatsDays(bucket, 7);
    else {
      const [year, month] = [Number(bucket.slice(0, 4)), Number(bucket.slice(5, 7))];
      const next: LocalDate = month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
      bucket = formatLocalDate(next);
    }
  }
  return buckets;
}

/** Where the n-th bucket of one range sits in another of the same grouping (the comparison's rows). */
export function alignedBuckets(current: readonly string[], previous: readonly string[]): [string, string | null][] {
  return current.map((bucket, index) => [bucket, previous[index] ?? null]);
}

/** Average basket in minor units: sales over orders, rounded half up; 0 without orders. */
export function averageBasketMinor(salesMinor: number, orders: number): number {
  return orders > 0 ? Math.round(salesMinor / orders) : 0;
}

/** A change from one period to the next in percent, one decimal; null when the earlier one was 0. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** A share in percent, one decimal (conversion, churn); null when the whole is 0. */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}
