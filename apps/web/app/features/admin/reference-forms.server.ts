// Numbers typed in the staff's pricing forms (docs/admin.md "Promotions", "Reference data"): a percentage
// with at most two decimals, an amount in euros, an exchange rate with at most six decimals. Each
// answers undefined for text that is not one, so the form can say which field it could not read.
import { fromMajorUnits, ratePpmOfDecimal } from '@spindle/domain';

/** Basis points of a percentage ('15' -> 1500, '12,5' -> 1250, '25.55' -> 2555). */
export function basisPointsOf(text: string): number | undefined {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return value <= 10_000 ? value : undefined;
}

/** Cents of an amount in euros ('12.50' -> 1250); null when empty. */
export function centsOf(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const parsed = fromMajorUnits(text.trim(), 'EUR');
  return parsed.ok && parsed.money.amountMinor >= 0 ? parsed.money.amountMinor : undefined;
}

/** Millionths of a rate for 1 EUR ('1.0845' or '1,0845' -> 1_084_500). */
export function ratePpmOf(text: string): number | undefined {
  return ratePpmOfDecimal(text.trim().replace(',', '.')) ?? undefined;
}
