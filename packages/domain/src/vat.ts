// VAT: which rate applies, and how a VAT-inclusive price splits into net and tax.
// Prices are stored VAT-inclusive; the tax is worked back from the gross (docs/conventions.md, "Money").
import { divideRounded, toSafeMinor } from './money.ts';
import { VAT_RATE_ROWS, type VatRateRow } from './vat-rates.ts';
import { businessDayOf, rowInForceOn } from './dated-rows.ts';
import { compareCodeUnits } from './compare.ts';

export { VAT_RATE_ROWS, type VatRateRow } from './vat-rates.ts';

// prettier-ignore
/** The 27 EU member states (ISO 3166-1 alpha-2; spec section 9). */
export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

/** An EU member state code. */
export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];

/** Whether a country (any case) is one of the 27 EU member states. */
export function isEuCountry(countryCode: string | null | undefined): boolean {
  return !!countryCode && (EU_COUNTRY_CODES as readonly string[]).includes(countryCode.toUpperCase());
}

/** The calendar day (YYYY-MM-DD) of an instant in Europe/Paris, or a YYYY-MM-DD string as is. */
export function vatCalendarDay(on: Date | string): string {
  return businessDayOf(on);
}

/**
 * Standard VAT rate (basis points) of a country on a day: the latest row whose effectiveFrom is not after
 * it. Outside the EU: 0. Before a country's first row the first row applies (older history is not kept).
 * `rows` defaults to the seed; the server passes the rows of the database so admin changes count.
 */
export function vatRateOn(countryCode: string, on: Date | string, rows: readonly VatRateRow[] = VAT_RATE_ROWS): number {
  if (!isEuCountry(countryCode)) return 0;
  const code = countryCode.toUpperCase();
  const day = vatCalendarDay(on);
  const history = rows
    .filter((row) => row.countryCode.toUpperCase() === code)
    .sort((a, b) => compareCodeUnits(a.effectiveFrom, b.effectiveFrom));
  const first = history[0];
  if (!first) throw new RangeError(`no VAT rate row for EU country ${code}`);
  return (rowInForceOn(history, day) ?? first).rateBasisPoints;
}

/** Why a rate was chosen; invoices print the reverse-charge and export mentions from it. */
export type VatDecisionReason =
  'ships_from_france' | 'eu_private_buyer' | 'eu_business_without_vat_number' | 'eu_reverse_charge' | 'outside_eu';

/** The VAT rate applied to an order and the rule that chose it. */
export interface VatDecision {
  rateBasisPoints: number;
  reason: VatDecisionReason;
}

/** Whether a string looks like an intra-EU VAT number: an EU prefix (EL for Greece) and 2 to 13 characters. */
export function looksLikeEuVatNumber(vatNumber: string | null | undefined): boolean {
  if (!vatNumber) return false;
  const compact = vatNumber.replace(/[\s.-]/g, '').toUpperCase();
  const prefix = /^([A-Z]{2})[0-9A-Z+*]{2,13}$/.exec(compact)?.[1];
  if (!prefix) return false;
  // Greek VAT numbers carry EL; GR is not a VAT prefix.
  return prefix === 'EL' || (prefix !== 'GR' && isEuCountry(prefix));
}

/**
 * The VAT rate of an order (BUSINESS-RULES "Which rate"): the destination's rate when the seller ships
 * from France, when the buyer is a private person in the EU, or an EU business without an intra-EU VAT
 * number; otherwise 0 (export outside the EU, or EU reverse charge). The VAT number is only checked for
 * shape here; checking it with VIES is I/O and belongs to the server.
 */
export function decideVatRate(input: {
  destinationCountry: string;
  sellerShipsFromFrance: boolean;
  buyerIsBusiness: boolean;
  buyerVatNumber?: string | null;
  date: Date | string;
  rows?: readonly VatRateRow[];
}): VatDecision {
  const rate = () => vatRateOn(input.destinationCountry, input.date, input.rows);
  if (input.sellerShipsFromFrance) return { rateBasisPoints: rate(), reason: 'ships_from_france' };
  if (!isEuCountry(input.destinationCountry)) return { rateBasisPoints: 0, reason: 'outside_eu' };
  if (!input.buyerIsBusiness) return { rateBasisPoints: rate(), reason: 'eu_private_buyer' };
  if (!looksLikeEuVatNumber(input.buyerVatNumber)) {
    return { rateBasisPoints: rate(), reason: 'eu_business_without_vat_number' };
  }
  return { rateBasisPoints: 0, reason: 'eu_reverse_charge' };
}

/** Net and tax parts of an amount; they always sum to the gross. */
export interface VatSplit {
  netMinor: number;
  taxMinor: number;
}

function assertRate(rateBasisPoints: number): void {
  if (!Number.isSafeInteger(rateBasisPoints) || rateBasisPoints < 0) {
    throw new RangeError(`VAT rate must be a non-negative integer of basis points, got ${rateBasisPoints}`);
  }
}

/**
 * Works a VAT-inclusive amount back into net and tax: net = gross / (1 + rate) rounded once (half up),
 * tax = gross - net, so net + tax === gross always (refunds, negative amounts, included).
 */
export function splitGross(grossMinor: number, rateBasisPoints: number): VatSplit {
  if (!Number.isSafeInteger(grossMinor)) throw new RangeError(`grossMinor must be a safe integer, got ${grossMinor}`);
  assertRate(rateBasisPoints);
  const net = divideRounded(BigInt(grossMinor) * 10_000n, 10_000n + BigInt(rateBasisPoints), 'half_up');
  const netMinor = toSafeMinor(net);
  return { netMinor, taxMinor: grossMinor - netMinor };
}

/** Adds VAT to a net amount (quotes are priced net): tax = net x rate rounded once (half up), gross = net + tax. */
export function addVatToNet(netMinor: number, rateBasisPoints: number): VatSplit & { grossMinor: number } {
  if (!Number.isSafeInteger(netMinor)) throw new RangeError(`netMinor must be a safe integer, got ${netMinor}`);
  assertRate(rateBasisPoints);
  const taxMinor = toSafeMinor(divideRounded(BigInt(netMinor) * BigInt(rateBasisPoints), 10_000n, 'half_up'));
  return { netMinor, taxMinor, grossMinor: toSafeMinor(BigInt(netMinor) + BigInt(taxMinor)) };
}
