// The display currency of a page request (spec section 9), passed to the API as ?currency=.
import { COOKIE_NAMES, pickCurrency, splitLocaleFromPath, type CurrencyCode } from '@spindle/domain';
import { readCookie } from '../../lib/cookies.ts';

/** The currency cookie set by the currency menu lives a year. */
export const CURRENCY_COOKIE_DAYS = 365;

/**
 * pickCurrency with what a page request knows: the page URL (its ?currency= and its locale), the
 * Cookie header and the visitor's country. The cookie the currency menu sets is the visitor's
 * standing choice, so it takes the cart currency's rank: below an explicit ?currency=, above the
 * Chinese-language rule and the country. (No signed-in user yet, so no user currency.)
 */
export function resolveCurrency(pageUrl: URL, cookieHeader: string | null, countryCode: string | null): CurrencyCode {
  return pickCurrency({
    queryCurrency: pageUrl.searchParams.get('currency'),
    cartCurrency: readCookie(cookieHeader, COOKIE_NAMES.currency),
    countryCode,
    locale: splitLocaleFromPath(pageUrl.pathname).locale,
  }).currency;
}
