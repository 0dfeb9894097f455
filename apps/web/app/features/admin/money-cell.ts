// An amount an admin table shows: minor units in the row's currency, formatted for the reader's locale
// (a currency the domain does not know is shown as the bare amount and its code).
import { formatMoney, isCurrencyCode, type AppLocale } from '@spindle/domain';

/** '€24.99', '¥4,380'; an unknown currency: '2499 XYZ'. */
export function moneyText(amountMinor: number, currency: string, locale: AppLocale): string {
  return isCurrencyCode(currency) ? formatMoney({ amountMinor, currency }, locale) : `${amountMinor} ${currency}`;
}
