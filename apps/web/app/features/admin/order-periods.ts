// The quick periods of the orders table (docs/admin.md "Orders"): today, this week (from Monday) and this
// month, as the days of the Paris calendar the `from` and `to` filters take.
import { BUSINESS_TIME_ZONE, dayOfWeekOf, formatLocalDate, localDateTimeOf } from '@spindle/domain';

/** A period's first and last day, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/** Today, this week (Monday to today) and this month (the 1st to today) in Paris, at `now`. */
export function orderPeriodsAt(now: Date): { today: DayRange; week: DayRange; month: DayRange } {
  const { year, month, day } = localDateTimeOf(now, BUSINESS_TIME_ZONE);
  const today = formatLocalDate({ year, month, day });
  // 0 is Sunday: a week starts on Monday.
  const sinceMonday = (dayOfWeekOf({ year, month, day }) + 6) % 7;
  const monday = new Date(Date.UTC(year, month - 1, day - sinceMonday));
  const weekStart = formatLocalDate({
    year: monday.getUTCFullYear(),
    month: monday.getUTCMonth() + 1,
    day: monday.getUTCDate(),
  });
  return {
    today: { from: today, to: today },
    week: { from: weekStart, to: today },
    month: { from: formatLocalDate({ year, month, day: 1 }), to: today },
  };
}
