// A chart bucket's first day in the reader's words: '3 Nov' for a day or a week, 'Nov 2026' for a month.
import { LOCALE_META, type AppLocale } from '@spindle/domain';
import { dateTimeFormat } from '../../lib/intl.ts';

export type ChartInterval = 'day' | 'week' | 'month';

export function bucketLabel(date: string, interval: ChartInterval, locale: AppLocale): string {
  const day = new Date(`${date}T12:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return dateTimeFormat(LOCALE_META[locale].intlTag, options).format(day);
}
