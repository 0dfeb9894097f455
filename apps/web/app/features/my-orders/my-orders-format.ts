// Money and dates of the account pages, formatted for the page's locale. Dates are shown in Paris time
// on the server and in the browser alike, so the hydrated text never differs.
import { BUSINESS_TIME_ZONE, formatMoney, isCurrencyCode, LOCALE_META, type AppLocale } from '@spindle/domain';
import { dateTimeFormat } from '../../lib/intl.ts';

/** '24,99 €' in French, '€24.99' in English. */
export function formatAmount(amountMinor: number, currency: string, locale: AppLocale): string {
  if (!isCurrencyCode(currency)) return `${amountMinor} ${currency}`;
  return formatMoney({ amountMinor, currency }, LOCALE_META[locale].intlTag);
}

/** '22 November 2026' in the locale. */
export function formatDay(iso: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(iso),
  );
}

/** 'October 2026' for a box month ('2026-10-01'). */
export function formatMonth(day: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** '10:42' in the locale (Paris time). */
export function formatTime(iso: string, locale: AppLocale): string {
  return dateTimeFormat(LOCALE_META[locale].intlTag, { timeStyle: 'short', timeZone: BUSINESS_TIME_ZONE }).format(
    new Date(iso),
  );
}
