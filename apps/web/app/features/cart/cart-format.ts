// Display helpers of the cart: money in the page's locale (Intl, spec section 9), the translation
// key of a refused line, the country list of the delivery selector.
import type { ItemRefusalDto } from '@spindle/contracts';
import {
  BUSINESS_TIME_ZONE,
  EU_COUNTRY_CODES,
  formatMoney,
  isCurrencyCode,
  LOCALE_META,
  type AppLocale,
} from '@spindle/domain';
import { collator as collatorFor, dateTimeFormat, displayNames } from '../../lib/intl.ts';

/** An amount of the server's in the page's locale ('19,99 €', '€19.99', '₩39,900'). */
export function formatAmount(amountMinor: number, currency: string, locale: AppLocale): string {
  return isCurrencyCode(currency) ? formatMoney({ amountMinor, currency }, locale) : `${amountMinor} ${currency}`;
}

/** A day the server names ('YYYY-MM-DD', the pre-orders' expected day) in the page's locale ('1 Sept 2026'). */
export function formatCartDay(iso: string, locale: AppLocale): string {
  const format = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE });
  return format.format(new Date(`${iso}T12:00:00Z`));
}

/** The message key and values of a refused line (BUSINESS-RULES "Cart pricing": one clear code per item). */
export function refusalMessage(refusal: ItemRefusalDto): { key: string; values: Record<string, number> } {
  switch (refusal.code) {
    case 'limit_per_customer_exceeded':
      return {
        key: 'cart.refusal.limit_per_customer_exceeded',
        values: { limit: refusal.limitPerCustomer, count: refusal.copiesAllowed },
      };
    case 'insufficient_stock':
      return refusal.copiesLeft === 0
        ? { key: 'cart.refusal.sold_out', values: {} }
        : { key: 'cart.refusal.insufficient_stock', values: { count: refusal.copiesLeft } };
    case 'no_shipping':
      return {
        key: refusal.reason === 'over_max_weight' ? 'cart.refusal.over_max_weight' : 'cart.refusal.no_shipping',
        values: {},
      };
    default:
      return { key: `cart.refusal.${refusal.code}`, values: {} };
  }
}

// Where the shop delivers: the EU, the rest of Europe and the countries of the shop's currencies.
const OTHER_COUNTRIES = [
  'GB',
  'CH',
  'NO',
  'IS',
  'US',
  'CA',
  'MX',
  'AU',
  'NZ',
  'JP',
  'KR',
  'CN',
  'HK',
  'TW',
  'SG',
  'PH',
  'BR',
];

/** The delivery countries, named in the page's language and sorted by that name. */
export function deliveryCountries(locale: AppLocale): { code: string; name: string }[] {
  const tag = LOCALE_META[locale].intlTag;
  const names = displayNames([tag], { type: 'region' });
  const collator = collatorFor(tag);
  return [...EU_COUNTRY_CODES, ...OTHER_COUNTRIES]
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
