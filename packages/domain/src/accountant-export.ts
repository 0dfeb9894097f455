// The accountant's export of invoices and credit notes (issue 14 "Invoices"; docs/admin.md "Users,
// bids, invoices and payments"): one row per document, as a sales journal is kept, with the net and
// the VAT of each rate in a column pair of its own (one pair per rate present in the export), then the
// document's net, VAT and gross. Credit notes are negative, so that a column's sum is the period's
// sales. Amounts are exact decimal strings in the document's own currency (JPY and KRW have no
// decimals); documents in different currencies are never added together here.
import type { BillingDocumentKind, VatBucket } from './invoice-document.ts';
import { neutraliseFormula } from './csv.ts';
import { toMajorUnits, type CurrencyCode } from './money.ts';
import { BUSINESS_TIME_ZONE, localDayOf } from './zoned-time.ts';

/** A document as the export reads it: its number, what it is, who it bills and its amounts per rate. */
export interface AccountantDocument {
  number: string;
  kind: BillingDocumentKind;
  issuedAt: Date;
  orderId: number;
  customer: string;
  countryCode: string;
  currency: CurrencyCode;
  /** The amounts per VAT rate as issued (positive, also on a credit note). */
  vatBreakdown: readonly VatBucket[];
  /** The document's gross as issued: the rates' gross must add up to it. */
  grossMinor: number;
}

/** The export: the header, then one record per document, every cell a string. */
export interface AccountantExport {
  header: string[];
  rows: string[][];
  /** The VAT rates that have a column pair, in basis points, lowest first. */
  ratesBasisPoints: number[];
}

/** The columns before the rates' pairs. */
const LEADING_COLUMNS = ['number', 'kind', 'date', 'order', 'customer', 'country', 'currency'] as const;

/** A rate as its column names print it: 2000 -> '20', 550 -> '5.5', 0 -> '0'. */
export function vatRateLabel(basisPoints: number): string {
  if (!Number.isInteger(basisPoints) || basisPoints < 0) throw new RangeError(`not a VAT rate: ${basisPoints}`);
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = basisPoints % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

/** +1 for an invoice, -1 for a credit note: what the document does to the period's sales. */
function signOf(kind: BillingDocumentKind): 1 | -1 {
  return kind === 'credit_note' ? -1 : 1;
}

/** Checks that the rates add up to the gross as issued; a document that does not is never exported. */
function assertAddsUp(document: AccountantDocument): void {
  const gross = document.vatBreakdown.reduce((sum, bucket) => sum + bucket.grossMinor, 0);
  const balanced = document.vatBreakdown.every((bucket) => bucket.netMinor + bucket.vatMinor === bucket.grossMinor);
  if (gross !== document.grossMinor || !balanced) {
    throw new RangeError(`${document.number}: its VAT rates do not add up to its gross`);
  }
}

function recordOf(document: AccountantDocument, rates: readonly number[]): string[] {
  assertAddsUp(document);
  const sign = signOf(document.kind);
  const amount = (minor: number) => toMajorUnits({ amountMinor: sign * minor, currency: document.currency });
  const byRate = new Map(document.vatBreakdown.map((bucket) => [bucket.vatRateBasisPoints, bucket]));
  const rateCells = rates.flatMap((rate) => {
    const bucket = byRate.get(rate);
    return bucket ? [amount(bucket.netMinor), amount(bucket.vatMinor)] : ['', ''];
  });
  const net = document.vatBreakdown.reduce((sum, bucket) => sum + bucket.netMinor, 0);
  const vat = document.vatBreakdown.reduce((sum, bucket) => sum + bucket.vatMinor, 0);
  return [
    document.number,
    document.kind,
    localDayOf(document.issuedAt, BUSINESS_TIME_ZONE),
    String(document.orderId),
    // A name is typed by the buyer: never let a spreadsheet run it as a formula.
    neutraliseFormula(document.customer),
    document.countryCode,
    document.currency,
    ...rateCells,
    amount(net),
    amount(vat),
    amount(document.grossMinor),
  ];
}

/**
 * The accountant's export of some documents, in the order given: the date is the business day in
 * Paris (the day the number's year is taken from), each rate present has a `net_<rate>%` and a
 * `vat_<rate>%` column, and every row's rate cells add up to its net, VAT and gross.
 */
export function accountantExportOf(documents: readonly AccountantDocument[]): AccountantExport {
  const rates = [...new Set(documents.flatMap((doc) => doc.vatBreakdown.map((bucket) => bucket.vatRateBasisPoints)))];
  rates.sort((a, b) => a - b);
  const header = [
    ...LEADING_COLUMNS,
    ...rates.flatMap((rate) => [`net_${vatRateLabel(rate)}%`, `vat_${vatRateLabel(rate)}%`]),
    'net',
    'vat',
    'gross',
  ];
  return { header, rows: documents.map((document) => recordOf(document, rates)), ratesBasisPoints: rates };
}
