// "Ends in 5 days" (DESIGN.md: dates relative where that helps): the time left before a sale ends,
import { relativeTimeFormat } from '../../lib/intl.ts';
// in the largest whole unit, formatted with Intl.RelativeTimeFormat in the page's language.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Time left in one unit; whole units, never rounded up past the end (4 days 23 hours is 4 days). */
export interface TimeLeft {
  value: number;
  unit: 'day' | 'hour' | 'minute';
}

/** The time left from `now` until `endAt`, or null once it has ended. */
export function timeLeftUntil(endAt: Date, now: Date): TimeLeft | null {
  const leftMs = endAt.getTime() - now.getTime();
  if (!(leftMs > 0)) return null;
  if (leftMs >= DAY_MS) return { value: Math.floor(leftMs / DAY_MS), unit: 'day' };
  if (leftMs >= HOUR_MS) return { value: Math.floor(leftMs / HOUR_MS), unit: 'hour' };
  // Under a minute still reads "in 1 minute", not "in 0 minutes".
  return { value: Math.max(1, Math.floor(leftMs / MINUTE_MS)), unit: 'minute' };
}

/** 'in 5 days', 'dans 5 jours', '5일 후', '5天后' for a BCP 47 language tag. */
export function formatTimeLeft(timeLeft: TimeLeft, languageTag: string): string {
  return relativeTimeFormat(languageTag, { numeric: 'always' }).format(timeLeft.value, timeLeft.unit);
}
