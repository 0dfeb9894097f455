// EAN-13 barcodes of a pressing (issue 15, pre-production "barcode"; docs/production.md "Barcode"):
// the artist gives one (its check digit must be right) or Spindle assigns one from its own GS1
// company prefix. The check digit is GS1's modulo 10: digits weighted 1, 3, 1, 3... from the left over
// the first twelve, and the digit that brings the sum to a multiple of ten.

/**
 * Spindle's GS1 company prefix (7 digits, France's 370-379 range), followed by a 5-digit item
 * reference: 100,000 codes. A placeholder until the licence's own prefix replaces it (docs/production.md).
 */
export const SPINDLE_GS1_COMPANY_PREFIX = '3770099';

/** How many item references the prefix leaves: 13 digits - 7 of prefix - 1 check digit. */
export const SPINDLE_BARCODE_CAPACITY = 10 ** (12 - SPINDLE_GS1_COMPANY_PREFIX.length);

/** The GS1 check digit of the first twelve digits of an EAN-13. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`an EAN-13 check digit needs 12 digits, got "${first12}"`);
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10;
}

/** Why a typed barcode is refused. */
export type BarcodeProblem = 'barcode_invalid' | 'barcode_check_digit';

/** A typed barcode, read: the EAN-13, or what is wrong with it. */
export type BarcodeReading = { ok: true; ean13: string } | { ok: false; code: BarcodeProblem };

/**
 * Reads a barcode as typed (spaces and dashes ignored): thirteen digits with a right check digit, or a
 * 12-digit UPC-A, which is the EAN-13 starting with 0.
 */
export function readEan13(typed: string): BarcodeReading {
  const digits = typed.replace(/[\s-]/g, '');
  const code = /^\d{12}$/.test(digits) ? `0${digits}` : digits;
  if (!/^\d{13}$/.test(code)) return { ok: false, code: 'barcode_invalid' };
  if (ean13CheckDigit(code.slice(0, 12)) !== Number(code[12])) return { ok: false, code: 'barcode_check_digit' };
  return { ok: true, ean13: code };
}

/** Whether a text is a valid EAN-13 (13 digits, right check digit). */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && readEan13(code).ok;
}

/** The EAN-13 Spindle assigns for an item reference (1 to 99,999 under the prefix). */
export function spindleEan13(itemReference: number): string {
  if (!Number.isInteger(itemReference) || itemReference < 1 || itemReference >= SPINDLE_BARCODE_CAPACITY) {
    throw new Error(`item reference out of range: ${itemReference}`);
  }
  const digits = 12 - SPINDLE_GS1_COMPANY_PREFIX.length;
  const first12 = SPINDLE_GS1_COMPANY_PREFIX + String(itemReference).padStart(digits, '0');
  return first12 + String(ean13CheckDigit(first12));
}
