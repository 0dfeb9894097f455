// The European Central Bank's daily reference rates (eurofxref-daily.xml): units of a currency per 1 EUR,
// published each TARGET working day around 16:00 CET. Read into the exchange rates' millionths.
import { CURRENCY_CODES, type CurrencyCode } from './money.ts';

/** Where the ECB publishes the day's reference rates. */
export const ECB_DAILY_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

/** The day's rates: the day they are for (YYYY-MM-DD) and each currency the ECB quotes, in millionths. */
export interface EcbDailyRates {
  date: string;
  rates: { currency: string; ratePpm: number }[];
}

/** A decimal rate ('1.0845', '163.21') in millionths, or null when it is not a positive decimal. */
export function ratePpmOfDecimal(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return null;
  const ppm = Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
  return ppm > 0 && Number.isSafeInteger(ppm) ? ppm : null;
}

/** A rate in millionths as the decimal the ECB writes (1_084_500 -> '1.0845'). */
export function decimalOfRatePpm(ratePpm: number): string {
  const whole = Math.floor(ratePpm / 1_000_000);
  const fraction = String(ratePpm % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Reads the ECB's daily XML: the `Cube time="..."` day and every `Cube currency="..." rate="..."`.
 * Null when the text is not that file (no day, no rate, or a rate that is not a positive decimal).
 */
export function parseEcbDailyRates(xml: string): EcbDailyRates | null {
  const date = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/.exec(xml)?.[1];
  if (!date) return null;
  const rates: EcbDailyRates['rates'] = [];
  for (const match of xml.matchAll(/<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([^'"]*)['"]/g)) {
    const ratePpm = ratePpmOfDecimal(match[2] ?? '');
    if (ratePpm === null) return null;
    rates.push({ currency: match[1] ?? '', ratePpm });
  }
  return rates.length > 0 ? { date, rates } : null;
}

/** The rates of the currencies the store sells in (EUR is the base and never quoted). */
export function storeRatesOf(daily: EcbDailyRates): { currency: CurrencyCode; ratePpm: number }[] {
  return daily.rates.flatMap((rate) => {
    const currency = CURRENCY_CODES.find((code) => code === rate.currency);
    return currency && currency !== 'EUR' ? [{ currency, ratePpm: rate.ratePpm }] : [];
  });
}
