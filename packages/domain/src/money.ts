// Money as an integer number of minor units plus an ISO 4217 code (docs/conventions.md, "Money").
// Arithmetic on amounts goes through BigInt so that no intermediate product drifts or overflows;
// every result is checked to be a safe integer again. Broken invariants (a float amount, two
// currencies mixed) throw RangeError: they are programming errors, not expected outcomes.

/** The nine currencies Spindle sells in, EUR first as the default (spec section 9). */
export const CURRENCY_CODES = ['EUR', 'USD', 'GBP', 'AUD', 'CAD', 'KRW', 'JPY', 'CNY', 'PHP'] as const;

/** One of the nine currencies. */
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** The base currency: prices are stored in EUR and every other currency is converted from it. */
export const BASE_CURRENCY = 'EUR' satisfies CurrencyCode;

/** Digits after the decimal point of each currency (ISO 4217): JPY and KRW have no minor unit. */
export const CURRENCY_EXPONENT: Readonly<Record<CurrencyCode, 0 | 2>> = {
  EUR: 2,
  USD: 2,
  GBP: 2,
  AUD: 2,
  CAD: 2,
  KRW: 0,
  JPY: 0,
  CNY: 2,
  PHP: 2,
};

/** An amount of money: integer minor units (cents, pence, yen...) and its currency. */
export interface Money {
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
}

/** How a division that does not fall on a whole minor unit is rounded. `half_up` rounds halves away from zero. */
export type RoundingMode = 'half_up' | 'half_even' | 'floor' | 'ceil';

/** Whether a value is one of the nine currency codes (exact, upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}

/** A Money value; throws RangeError unless the amount is a safe integer and the currency is known. */
export function createMoney(amountMinor: number, currency: CurrencyCode): Money {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`amountMinor must be a safe integer, got ${amountMinor}`);
  if (!isCurrencyCode(currency)) throw new RangeError(`unknown currency ${String(currency)}`);
  return { amountMinor, currency };
}

/** Zero in a currency. */
export function zeroMoney(currency: CurrencyCode): Money {
  return createMoney(0, currency);
}

/** Integer division of two BigInts rounded by `mode` (the one place rounding happens). */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const floor = floorDivide(n, d);
  const remainder = n - floor * d; // 0 <= remainder < d
  if (remainder === 0n) return floor;
  switch (mode) {
    case 'floor':
      return floor;
    case 'ceil':
      return floor + 1n;
    case 'half_up':
      // Halves go away from zero: up for positive quotients, down (floor) for negative ones.
      if (2n * remainder === d) return n > 0n ? floor + 1n : floor;
      return 2n * remainder > d ? floor + 1n : floor;
    case 'half_even':
      if (2n * remainder === d) return floor % 2n === 0n ? floor : floor + 1n;
      return 2n * remainder > d ? floor + 1n : floor;
  }
}

function floorDivide(n: bigint, d: bigint): bigint {
  const truncated = n / d;
  return n % d !== 0n && n < 0n ? truncated - 1n : truncated;
}

/** A BigInt back to a number of minor units; throws RangeError if it left the safe integer range. */
export function toSafeMinor(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`amount ${value} is outside the safe integer range`);
  }
  return Number(value);
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new RangeError(`cannot combine ${a.currency} and ${b.currency}`);
}

/** a + b, both in the same currency. */
export function addMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return createMoney(toSafeMinor(BigInt(a.amountMinor) + BigInt(b.amountMinor)), a.currency);
}

/** a - b, both in the same currency (the result may be negative: a refund, a balance). */
export function subtractMoney(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return createMoney(toSafeMinor(BigInt(a.amountMinor) - BigInt(b.amountMinor)), a.currency);
}

/** money x an integer factor (a unit price times a quantity). */
export function multiplyMoney(money: Money, factor: number): Money {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`factor must be a safe integer, got ${factor}`);
  return createMoney(toSafeMinor(BigInt(money.amountMinor) * BigInt(factor)), money.currency);
}

/** Sum of amounts in one currency; the currency is given so that an empty list sums to zero. */
export function sumMoney(amounts: readonly Money[], currency: CurrencyCode): Money {
  let total = 0n;
  for (const amount of amounts) {
    if (amount.currency !== currency) throw new RangeError(`cannot sum ${amount.currency} into ${currency}`);
    total += BigInt(amount.amountMinor);
  }
  return createMoney(toSafeMinor(total), currency);
}

/** basisPoints / 10000 of an amount (2000 = 20 %, 11500 = x1.15), rounded once by `mode`. */
export function percentOfMoney(money: Money, basisPoints: number, mode: RoundingMode): Money {
  return createMoney(percentOfMinor(money.amountMinor, basisPoints, mode), money.currency);
}

/** basisPoints / 10000 of a plain minor-unit amount, rounded once by `mode`. */
export function percentOfMinor(amountMinor: number, basisPoints: number, mode: RoundingMode): number {
  if (!Number.isSafeInteger(amountMinor))
    throw new RangeError(`amountMinor must be a safe integer, got ${amountMinor}`);
  if (!Number.isSafeInteger(basisPoints)) throw new RangeError(`basisPoints must be an integer, got ${basisPoints}`);
  return toSafeMinor(divideRounded(BigInt(amountMinor) * BigInt(basisPoints), 10_000n, mode));
}

/**
 * Splits an amount in proportion to non-negative integer ratios without losing a minor unit
 * (largest remainder: each share is floored, the leftover units go to the largest remainders,
 * earlier shares first on a tie). All-zero ratios split evenly, so free lines can still share.
 */
export function allocateMoney(money: Money, ratios: readonly number[]): Money[] {
  if (ratios.length === 0) throw new RangeError('allocateMoney needs at least one ratio');
  for (const ratio of ratios) {
    if (!Number.isSafeInteger(ratio) || ratio < 0)
      throw new RangeError(`ratios must be non-negative integers, got ${ratio}`);
  }
  const weights = ratios.every((r) => r === 0) ? ratios.map(() => 1n) : ratios.map((r) => BigInt(r));
  const totalWeight = weights.reduce((a, b) => a + b, 0n);
  const magnitude = BigInt(Math.abs(money.amountMinor));
  const sign = money.amountMinor < 0 ? -1n : 1n;

  const shares = weights.map((w) => (magnitude * w) / totalWeight);
  const remainders = weights.map((w, index) => ({ index, remainder: (magnitude * w) % totalWeight }));
  let leftover = magnitude - shares.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return shares.map((share) => createMoney(toSafeMinor(sign * share), money.currency));
}

/** The amount in major units as an exact decimal string ('12.50', '-0.05', '1500' for KRW): no float involved. */
export function toMajorUnits(money: Money): string {
  const exponent = CURRENCY_EXPONENT[money.currency];
  const digits = Math.abs(money.amountMinor).toString();
  const sign = money.amountMinor < 0 ? '-' : '';
  if (exponent === 0) return `${sign}${digits}`;
  const padded = digits.padStart(exponent + 1, '0');
  return `${sign}${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

/** Result of reading an amount typed in major units. */
export type ParseMoneyResult = { ok: true; money: Money } | { ok: false; code: 'input_must_number' };

/**
 * Reads an amount in major units ('12.5', '12,50', '1 234.56', 12.5) into Money. More decimals than the
 * currency has is refused rather than silently rounded (spec key input_must_number).
 */
export function fromMajorUnits(input: string | number, currency: CurrencyCode): ParseMoneyResult {
  const invalid = { ok: false, code: 'input_must_number' } as const;
  let text = (typeof input === 'number' ? String(input) : input).replace(/[\s\u00a0\u202f']/g, '');
  if (text.includes(',') && text.includes('.')) {
    // Both separators: the last one is the decimal point, the other groups thousands.
    const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    text = text.replaceAll(decimal === ',' ? '.' : ',', '').replace(',', '.');
  } else {
    text = text.replace(',', '.');
  }
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return invalid;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const exponent = CURRENCY_EXPONENT[currency];
  if (fraction.length > exponent) return invalid;
  const minor = BigInt(whole + fraction.padEnd(exponent, '0')) * (sign === '-' ? -1n : 1n);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < BigInt(Number.MIN_SAFE_INTEGER)) return invalid;
  return { ok: true, money: createMoney(Number(minor), currency) };
}

// Our interface locales (spec section 1) to the Intl locale that formats them; 'kr' is Spindle's code
// for Korean. English uses en-GB: a European shop, and it writes US$ / CA$ / A$ so dollars never blur.
const INTL_LOCALE_OF: Readonly<Record<string, string>> = {
  en: 'en-GB',
  fr: 'fr-FR',
  es: 'es-ES',
  kr: 'ko-KR',
  ko: 'ko-KR',
  zh: 'zh-CN',
};
const formatters = new Map<string, Intl.NumberFormat>();

function intlLocaleFor(locale: string): string {
  const mapped = INTL_LOCALE_OF[locale.toLowerCase()];
  if (mapped) return mapped;
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-GB';
  } catch {
    return 'en-GB';
  }
}

/** How one of our locales writes an amount of money: Intl.NumberFormat's 'currency' style, written out. */
interface MoneyStyle {
  group: string;
  decimal: string;
  /** Digits the integer part needs beyond three before it is grouped: Spanish writes 1234 € but 12.345 €. */
  minimumGroupingDigits: 1 | 2;
  /** The symbol after the number, a no-break space between ('12,50 €'), or before it ('€12.50'). */
  symbolAfter: boolean;
  symbols: Readonly<Record<CurrencyCode, string>>;
}

const NBSP = '\u00a0';

/**
 * Our five locales' money, as ICU writes it in Intl.NumberFormat (money.test.ts compares the two for
 * every locale, currency and shape of amount). Written out, money needs no Intl.NumberFormat: a browser
 * builds its first one from ICU's number data, 16-86 ms of a storefront's first page (docs/benchmarks.md),
 * and the server and the browser, whose ICU may differ, write prices the same.
 */
const MONEY_STYLES: Readonly<Record<string, MoneyStyle>> = {
  'en-GB': {
    group: ',',
    decimal: '.',
    minimumGroupingDigits: 1,
    symbolAfter: false,
    symbols: { EUR: '€', USD: 'US$', GBP: '£', AUD: 'A$', CAD: 'CA$', KRW: '₩', JPY: 'JP¥', CNY: 'CN¥', PHP: '₱' },
  },
  'fr-FR': {
    group: '\u202f',
    decimal: ',',
    minimumGroupingDigits: 1,
    symbolAfter: true,
    symbols: { EUR: '€', USD: '$US', GBP: '£GB', AUD: '$AU', CAD: '$CA', KRW: '₩', JPY: 'JPY', CNY: 'CNY', PHP: 'PHP' },
  },
  'es-ES': {
    group: '.',
    decimal: ',',
    minimumGroupingDigits: 2,
    symbolAfter: true,
    symbols: {
      EUR: '€',
      USD: 'US$',
      GBP: 'GBP',
      AUD: 'AUD',
      CAD: 'CAD',
      KRW: 'KRW',
      JPY: 'JPY',
      CNY: 'CNY',
      PHP: 'PHP',
    },
  },
  'ko-KR': {
    group: ',',
    decimal: '.',
    minimumGroupingDigits: 1,
    symbolAfter: false,
    symbols: {
      EUR: '€',
      USD: 'US$',
      GBP: '£',
      AUD: 'AU$',
      CAD: 'CA$',
      KRW: '₩',
      JPY: 'JP¥',
      CNY: 'CN¥',
      PHP: `PHP${NBSP}`,
    },
  },
  'zh-CN': {
    group: ',',
    decimal: '.',
    minimumGroupingDigits: 1,
    symbolAfter: false,
    symbols: {
      EUR: '€',
      USD: 'US$',
      GBP: '£',
      AUD: 'AU$',
      CAD: 'CA$',
      KRW: '₩',
      JPY: 'JP¥',
      CNY: '¥',
      PHP: `PHP${NBSP}`,
    },
  },
};

function groupedDigits(digits: string, style: MoneyStyle): string {
  if (digits.length < 3 + style.minimumGroupingDigits) return digits;
  const head = digits.length % 3 || 3;
  let grouped = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) grouped += style.group + digits.slice(at, at + 3);
  return grouped;
}

function formatMoneyInStyle(money: Money, fractionDigits: number, style: MoneyStyle): string {
  const exponent = CURRENCY_EXPONENT[money.currency];
  const digits = Math.abs(money.amountMinor)
    .toString()
    .padStart(exponent + 1, '0');
  const integer = groupedDigits(digits.slice(0, digits.length - exponent), style);
  const number = fractionDigits === 0 ? integer : `${integer}${style.decimal}${digits.slice(-exponent)}`;
  const sign = money.amountMinor < 0 ? '-' : '';
  const symbol = style.symbols[money.currency];
  return style.symbolAfter ? `${sign}${number}${NBSP}${symbol}` : `${sign}${symbol}${number}`;
}

/**
 * Money for display in one of our locales ('en', 'fr', 'es', 'kr', 'zh'; MONEY_STYLES), or with
 * Intl.NumberFormat in any other BCP 47 tag. Spec: "at least 0 fraction digits": a whole amount shows
 * none ('€25'), any other shows all the currency's digits ('€12.50', never '€12.5').
 */
export function formatMoney(money: Money, locale: string): string {
  const exponent = CURRENCY_EXPONENT[money.currency];
  const fractionDigits = money.amountMinor % 10 ** exponent === 0 ? 0 : exponent;
  const intlLocale = intlLocaleFor(locale);
  const style = MONEY_STYLES[intlLocale];
  if (style) return formatMoneyInStyle(money, fractionDigits, style);
  return formatMoneyWithIntl(money, fractionDigits, intlLocale);
}

/** Money written by Intl.NumberFormat, for any locale: the check of MONEY_STYLES, and other locales. */
export function formatMoneyWithIntl(money: Money, fractionDigits: number, intlLocale: string): string {
  const key = `${intlLocale}|${money.currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intlLocale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    // Locales can come from requests: keep the cache bounded.
    if (formatters.size >= 500) formatters.clear();
    formatters.set(key, formatter);
  }
  // A decimal string keeps large amounts exact (Intl.NumberFormat v3 formats numeric strings).
  return formatter.format(toMajorUnits(money) as `${number}`);
}
