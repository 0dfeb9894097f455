// When a message was written, in the page's locale and in Paris time on the server and in the browser
// alike, so the hydrated text never differs.
import { BUSINESS_TIME_ZONE, LOCALE_META, type AppLocale } from '@spindle/domain';
import { dateTimeFormat } from '../../lib/intl.ts';

/** '22 November 2026' in the locale. */
export function messageDay(iso: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** '22 November 2026, 10:42' in the locale. */
export function messageTime(iso: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}
