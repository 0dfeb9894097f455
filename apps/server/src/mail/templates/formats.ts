// Numbers, dates, countries and order references as each reader writes them (Intl with the locale's tag).
import { BUSINESS_TIME_ZONE, formatMoney, LOCALE_META, type AppLocale, type Money } from '@spindle/domain';

/** How a template shows an amount; the default is the domain's formatMoney. Callers may pass their own. */
export type AmountFormatter = (money: Money, locale: AppLocale) => string;

/** The domain's money formatting (whole amounts without decimals, others with all of the currency's digits). */
export const defaultAmountFormatter: AmountFormatter = (money, locale) => formatMoney(money, locale);

const tagOf = (locale: AppLocale) => LOCALE_META[locale].intlTag;

/** A calendar date on the Paris calendar (business schedules are Europe/Paris): '12 March 2026', '2026年3月12日'. */
export function formatEmailDate(date: Date, locale: AppLocale): string {
  return new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'long', timeZone: BUSINESS_TIME_ZONE }).format(date);
}

/** Date and time in Paris, for staff e-mails. */
export function formatEmailDateTime(date: Date, locale: AppLocale): string {
  return new Intl.DateTimeFormat(tagOf(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}

/** A whole number with the locale's grouping ('1,000', '1 000'). */
export function formatCount(count: number, locale: AppLocale): string {
  return new Intl.NumberFormat(tagOf(locale), { maximumFractionDigits: 0 }).format(count);
}

/** A whole percentage with the locale's spacing ('62%', '62 %'). */
export function formatPercent(percent: number, locale: AppLocale): string {
  return new Intl.NumberFormat(tagOf(locale), { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);
}

/** Whether a count takes the singular in this language (French says '1 jour' and '0 jour'). */
export function isSingular(count: number, locale: AppLocale): boolean {
  return new Intl.PluralRules(tagOf(locale)).select(count) === 'one';
}

/** A country's name in the reader's language from its ISO code; the code itself if Intl does not know it. */
export function formatCountry(countryCode: string, locale: AppLocale): string {
  try {
    return new Intl.DisplayNames([tagOf(locale)], { type: 'region' }).of(countryCode.toUpperCase()) ?? countryCode;
  } catch {
    return countryCode;
  }
}

const ORDER_REFERENCE: Readonly<Record<AppLocale, (orderNumber: string) => string>> = {
  en: (n) => `#${n}`,
  fr: (n) => `n° ${n}`,
  es: (n) => `n.º ${n}`,
  kr: (n) => `#${n}`,
  zh: (n) => `#${n}`,
};

/** How an order number is written in running text ('#10423', 'n° 10423'). */
export function orderReference(orderNumber: string | number, locale: AppLocale): string {
  return ORDER_REFERENCE[locale](String(orderNumber));
}
