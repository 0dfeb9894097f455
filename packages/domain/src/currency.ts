// Which currency a visitor sees, and how EUR prices convert into it (spec section 9; BUSINESS-RULES
// "Currency"). Rates are integers: units of the target currency per 1 EUR, in millionths (ppm), so
// USD 1.17 is 1_170_000 and JPY 180 is 180_000_000. All arithmetic is exact BigInt, rounded once.
import { FORCED_USD_PROJECT_ID } from './constants.ts';
import {
  BASE_CURRENCY,
  CURRENCY_EXPONENT,
  createMoney,
  divideRounded,
  isCurrencyCode,
  toSafeMinor,
  type CurrencyCode,
  type Money,
  type RoundingMode,
} from './money.ts';

/** Currency of a visitor's country (spec section 9); every country not listed uses EUR. */
export const CURRENCY_BY_COUNTRY: Readonly<Record<string, CurrencyCode>> = {
  US: 'USD',
  CA: 'USD',
  MX: 'USD',
  GB: 'GBP',
  KR: 'KRW',
  AU: 'AUD',
  PH: 'PHP',
  JP: 'JPY',
  CN: 'CNY',
};

/** The currency of a country code (any case); EUR for any other or unknown country. */
export function currencyForCountry(countryCode: string | null | undefined): CurrencyCode {
  return (countryCode && CURRENCY_BY_COUNTRY[countryCode.toUpperCase()]) || BASE_CURRENCY;
}

/** Which rule chose the currency, highest precedence first (see pickCurrency). */
export type CurrencyChoiceReason =
  'forced_project' | 'user' | 'query' | 'cart' | 'chinese_language' | 'country' | 'default';

/** The chosen currency, the visitor's country after the Chinese-language rule, and why. */
export interface CurrencyChoice {
  currency: CurrencyCode;
  countryCode: string | null;
  reason: CurrencyChoiceReason;
}

function readCurrency(value: string | null | undefined): CurrencyCode | null {
  const upper = value?.trim().toUpperCase();
  return isCurrencyCode(upper) ? upper : null;
}

function isChinese(locale: string | null | undefined): boolean {
  const lower = locale?.toLowerCase();
  return lower === 'zh' || !!lower?.startsWith('zh-');
}

/**
 * The display currency, first rule that gives a valid code wins (spec section 9):
 * 1. project 259413 forces USD; 2. the signed-in user's own currency; 3. ?currency= (it overrides the
 * cart's currency); 4. the cart's currency; 5. Chinese language: CNY (and the country becomes CN);
 * 6. the visitor's country; 7. EUR. Unknown codes (?currency=XYZ) are ignored, not errors.
 */
export function pickCurrency(input: {
  userCurrency?: string | null;
  queryCurrency?: string | null;
  cartCurrency?: string | null;
  countryCode?: string | null;
  locale?: string | null;
  projectId?: number | null;
}): CurrencyChoice {
  const chinese = isChinese(input.locale);
  const countryCode = chinese ? 'CN' : input.countryCode ? input.countryCode.toUpperCase() : null;
  const choose = (currency: CurrencyCode, reason: CurrencyChoiceReason): CurrencyChoice => ({
    currency,
    countryCode,
    reason,
  });

  if (input.projectId === FORCED_USD_PROJECT_ID) return choose('USD', 'forced_project');
  const user = readCurrency(input.userCurrency);
  if (user) return choose(user, 'user');
  const query = readCurrency(input.queryCurrency);
  if (query) return choose(query, 'query');
  const cart = readCurrency(input.cartCurrency);
  if (cart) return choose(cart, 'cart');
  if (chinese) return choose('CNY', 'chinese_language');
  if (countryCode && CURRENCY_BY_COUNTRY[countryCode]) return choose(currencyForCountry(countryCode), 'country');
  return choose(BASE_CURRENCY, 'default');
}

/** Exchange rates from EUR: units of each currency per 1 EUR, in millionths (integers). EUR is implied. */
export type ExchangeRatesPpm = Readonly<Partial<Record<CurrencyCode, number>>>;

/**
 * Seed rates (approximate ECB reference rates of late 2025, rounded). The db seed loads them; admins
 * (or an optional feed) keep them current.
 */
export const SEED_EXCHANGE_RATES_PPM: Readonly<Record<Exclude<CurrencyCode, 'EUR'>, number>> = {
  USD: 1_170_000,
  GBP: 870_000,
  AUD: 1_770_000,
  CAD: 1_620_000,
  KRW: 1_700_000_000,
  JPY: 180_000_000,
  CNY: 8_300_000,
  PHP: 68_000_000,
};

/**
 * A charm price rule in the target's minor units: ceil((exact + cushion) / step) x step - charm.
 * The cushion absorbs exchange costs; the step and charm give the familiar price endings.
 */
export interface CharmRule {
  cushionMinor: number;
  stepMinor: number;
  charmMinor: number;
}

/**
 * Charm rules (BUSINESS-RULES): USD/AUD/CAD ceil(p*r + 1) - 0.01, GBP ceil(p*r + 0.75) - 0.01,
 * JPY ceil(p*r + 200) - 1. Ours, of the same kind (a cushion of about 1 EUR, a local ending):
 * KRW ceil((p*r + 2000) / 1000) x 1000 - 100 (₩38,900); CNY ceil(p*r + 8) - 0.10 (¥259.90);
 * PHP ceil((p*r + 60) / 10) x 10 - 1 (₱1,299.00).
 */
export const CHARM_RULES: Readonly<Record<Exclude<CurrencyCode, 'EUR'>, CharmRule>> = {
  USD: { cushionMinor: 100, stepMinor: 100, charmMinor: 1 },
  AUD: { cushionMinor: 100, stepMinor: 100, charmMinor: 1 },
  CAD: { cushionMinor: 100, stepMinor: 100, charmMinor: 1 },
  GBP: { cushionMinor: 75, stepMinor: 100, charmMinor: 1 },
  JPY: { cushionMinor: 200, stepMinor: 1, charmMinor: 1 },
  KRW: { cushionMinor: 2000, stepMinor: 1000, charmMinor: 100 },
  CNY: { cushionMinor: 800, stepMinor: 100, charmMinor: 10 },
  PHP: { cushionMinor: 6000, stepMinor: 1000, charmMinor: 100 },
};

function rateOf(currency: CurrencyCode, rates: ExchangeRatesPpm): bigint {
  const ppm = currency === BASE_CURRENCY ? 1_000_000 : rates[currency];
  if (ppm === undefined || !Number.isSafeInteger(ppm) || ppm <= 0) {
    throw new RangeError(`no usable exchange rate for ${currency}: ${String(ppm)}`);
  }
  return BigInt(ppm);
}

function assertEurMinor(eurMinor: number): void {
  if (!Number.isSafeInteger(eurMinor)) throw new RangeError(`eurMinor must be a safe integer, got ${eurMinor}`);
}

// exact target minor units = eurMinor x ppm / 1e6 x 10^exponent / 100, kept as a fraction.
function exactFraction(eurMinor: number, toCurrency: CurrencyCode, rates: ExchangeRatesPpm) {
  const scale = 10n ** BigInt(CURRENCY_EXPONENT[toCurrency]);
  return { numerator: BigInt(eurMinor) * rateOf(toCurrency, rates) * scale, denominator: 1_000_000n * 100n };
}

/** A EUR amount converted exactly (totals, shipping, refunds): no charm, rounded once by `mode`. */
export function convertExact(
  eurMinor: number,
  toCurrency: CurrencyCode,
  rates: ExchangeRatesPpm,
  mode: RoundingMode = 'half_up',
): Money {
  assertEurMinor(eurMinor);
  const { numerator, denominator } = exactFraction(eurMinor, toCurrency, rates);
  return createMoney(toSafeMinor(divideRounded(numerator, denominator, mode)), toCurrency);
}

/**
 * An amount in one currency converted into another through the EUR rates, exactly and rounded once by
 * `mode` (a promo code's fixed amount, stated in its own currency, in the cart's currency).
 */
export function convertBetween(
  money: Money,
  toCurrency: CurrencyCode,
  rates: ExchangeRatesPpm,
  mode: RoundingMode,
): Money {
  if (!Number.isSafeInteger(money.amountMinor)) throw new RangeError(`amountMinor must be a safe integer`);
  if (money.currency === toCurrency) return createMoney(money.amountMinor, toCurrency);
  // to = from / 10^expFrom / rateFrom x rateTo x 10^expTo (the ppm factors cancel).
  const numerator =
    BigInt(money.amountMinor) * rateOf(toCurrency, rates) * 10n ** BigInt(CURRENCY_EXPONENT[toCurrency]);
  const denominator = rateOf(money.currency, rates) * 10n ** BigInt(CURRENCY_EXPONENT[money.currency]);
  return createMoney(toSafeMinor(divideRounded(numerator, denominator, mode)), toCurrency);
}

/** An amount in any currency back to EUR minor units, exactly (statements: "rate to EUR"). */
export function convertToEurExact(money: Money, rates: ExchangeRatesPpm, mode: RoundingMode = 'half_up'): Money {
  const scale = 10n ** BigInt(CURRENCY_EXPONENT[money.currency]);
  const numerator = BigInt(money.amountMinor) * 1_000_000n * 100n;
  return createMoney(toSafeMinor(divideRounded(numerator, rateOf(money.currency, rates) * scale, mode)), BASE_CURRENCY);
}

/**
 * A EUR display price in another currency, charm-rounded (CHARM_RULES). EUR stays as is: it is the
 * base currency, and a charm would add a euro to every stored price. A free item stays free.
 * Prices are never negative. Monotonic: a higher EUR price never converts lower.
 */
export function convertPrice(eurMinor: number, toCurrency: CurrencyCode, rates: ExchangeRatesPpm): Money {
  assertEurMinor(eurMinor);
  if (eurMinor < 0) throw new RangeError(`a price cannot be negative, got ${eurMinor}`);
  if (toCurrency === BASE_CURRENCY || eurMinor === 0) return createMoney(eurMinor, toCurrency);
  const rule = CHARM_RULES[toCurrency];
  const { numerator, denominator } = exactFraction(eurMinor, toCurrency, rates);
  const steps = divideRounded(
    numerator + BigInt(rule.cushionMinor) * denominator,
    BigInt(rule.stepMinor) * denominator,
    'ceil',
  );
  return createMoney(toSafeMinor(steps * BigInt(rule.stepMinor) - BigInt(rule.charmMinor)), toCurrency);
}
