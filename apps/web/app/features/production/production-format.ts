// Dates and durations as the production pages write them, in the page's language.
import { BUSINESS_TIME_ZONE, LOCALE_META, formatMoney, isCurrencyCode, type AppLocale } from '@spindle/domain';
import { dateTimeFormat } from '../../lib/intl.ts';

/** A calendar day ('12 Mar 2026'), on the Paris calendar the plan is kept in. */
export function formatDay(iso: string, locale: AppLocale): string {
  const format = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE });
  return format.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));
}

/** A long day ('12 March 2026') for the estimate. */
export function formatLongDay(iso: string, locale: AppLocale): string {
  const format = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE });
  return format.format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso));
}

/** A playing time as m:ss. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The id of an action's card on the page ('step-pre-production-artwork'), the target of its links. */
export function stepAnchor(key: string): string {
  return `step-${key.replace(/[^a-z0-9]+/gi, '-')}`;
}

/** An amount in the page's language ('1 234,00 €' in French). */
export function formatAmount(amountMinor: number, currency: string, locale: AppLocale): string {
  if (!isCurrencyCode(currency)) return `${amountMinor} ${currency}`;
  return formatMoney({ amountMinor, currency }, LOCALE_META[locale].intlTag);
}
