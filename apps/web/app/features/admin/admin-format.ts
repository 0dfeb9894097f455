// Money and instants on the staff pages, in the page's language; instants in Paris time (the business's
// calendar), so the server's text and the browser's are the same.
import { BUSINESS_TIME_ZONE, formatMoney, isCurrencyCode, LOCALE_META, type AppLocale } from '@spindle/domain';
import { dateTimeFormat } from '../../lib/intl.ts';

/** An amount in minor units of a currency: '€24.99', '24,99 €'. */
export function adminMoney(amountMinor: number, currency: string, locale: AppLocale): string {
  if (!isCurrencyCode(currency)) return `${amountMinor} ${currency}`;
  return formatMoney({ amountMinor, currency }, LOCALE_META[locale].intlTag);
}

/** An instant as a date and time in Paris: '2 Mar 2026, 10:42'. */
export function adminDateTime(iso: string | null, locale: AppLocale): string {
  if (!iso) return '—';
  return dateTimeFormat(LOCALE_META[locale].intlTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(iso));
}

/** A promo code's discount as staff read it: '15 %', or the fixed amount in its own currency. */
export function promoRuleText(
  code: { percent_bp: number | null; amount_off_minor: number | null; amount_off_currency: string | null },
  locale: AppLocale,
): string {
  if (code.amount_off_minor !== null)
    return adminMoney(code.amount_off_minor, code.amount_off_currency ?? 'EUR', locale);
  return `${(code.percent_bp ?? 0) / 100} %`;
}
