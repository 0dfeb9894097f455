// How documents write dates, rates and money in the reader's language: Intl with our locales' tags
// (LOCALE_META), money through formatMoney so a PDF shows what the site shows.
import {
  BUSINESS_TIME_ZONE,
  LOCALE_META,
  createMoney,
  formatMoney,
  type AppLocale,
  type CurrencyCode,
} from '@spindle/domain';

/** The Intl tag of one of our locales ('kr' -> 'ko-KR'). */
export function intlTagOf(locale: AppLocale): string {
  return LOCALE_META[locale].intlTag;
}

/** An amount in minor units of a currency, formatted for the reader. */
export function formatAmount(amountMinor: number, currency: CurrencyCode, locale: AppLocale): string {
  return formatMoney(createMoney(amountMinor, currency), locale);
}

/** EUR cents, formatted for the reader (statements are in EUR). */
export function formatEur(amountMinor: number, locale: AppLocale): string {
  return formatAmount(amountMinor, 'EUR', locale);
}

/** A calendar day 'YYYY-MM-DD' in the reader's style (14 Mar 2026, 14 mars 2026, 2026. 3. 14.). */
export function formatDay(day: string, locale: AppLocale): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(intlTagOf(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, date),
  );
}

/** An instant as a Paris calendar day in the reader's style. */
export function formatInstantDay(instant: Date, locale: AppLocale): string {
  return new Intl.DateTimeFormat(intlTagOf(locale), { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE }).format(
    instant,
  );
}

/** A month in the reader's language (March 2026, mars 2026, 2026년 3월, 2026年3月). */
export function formatMonth(year: number, month: number, locale: AppLocale): string {
  return new Intl.DateTimeFormat(intlTagOf(locale), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
}

/** A rate in basis points as a percentage (1900 -> 19 %, 2550 -> 25.5 %). Display only. */
export function formatRate(basisPoints: number, locale: AppLocale): string {
  return new Intl.NumberFormat(intlTagOf(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / 10_000,
  );
}

/** A country code as its name in the reader's language (DE -> Germany, Allemagne, 독일, 德国). */
export function formatCountry(countryCode: string, locale: AppLocale): string {
  const code = countryCode.toUpperCase();
  try {
    return new Intl.DisplayNames([intlTagOf(locale)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
