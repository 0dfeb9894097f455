// What a refund gives back, as a credit note of the order's invoice (issue 14, "Orders": refund all or
// some lines). A line is refunded by units; the last units refunded take what is left of the line, so
// refunding a line in several goes gives back exactly what was paid for it, never a cent more, and
// the VAT follows the same way. Shipping and the service charge are refunded whole or not at all.
import type { InvoiceDocument, InvoiceDocumentCharge, InvoiceDocumentLine } from './invoice-document.ts';

/** Which parts of an invoice to refund: units of its lines (by position), and the charges. */
export interface RefundSelection {
  lines: readonly { index: number; quantity: number }[];
  shipping?: boolean;
  serviceCharge?: boolean;
}

/** Why a refund cannot be made. */
export type RefundRefusal = 'refund_empty' | 'refund_line_invalid' | 'refund_exceeds_paid';

/** The credit note's document, or why there is none. */
export type CreditNoteResult = { ok: true; document: InvoiceDocument } | { ok: false; code: RefundRefusal };

/** The part of `total` that `units` of `of` units come to, the last units taking the remainder. */
function shareOf(total: number, units: number, of: number, unitsBefore: number, givenBefore: number): number {
  if (unitsBefore + units === of) return total - givenBefore;
  return Math.round((total * units) / of);
}

/** What earlier credit notes gave back of the invoice line at `position`. */
function creditedUnits(previous: readonly InvoiceDocument[], position: number) {
  let units = 0;
  let amountMinor = 0;
  let vatMinor = 0;
  for (const note of previous) {
    for (const line of note.lines) {
      if (line.sourceIndex !== position) continue;
      units += line.quantity;
      amountMinor += line.amountMinor;
      vatMinor += line.vatMinor;
    }
  }
  return { units, amountMinor, vatMinor };
}

function refundedLine(
  line: InvoiceDocumentLine,
  index: number,
  units: number,
  previous: readonly InvoiceDocument[],
): InvoiceDocumentLine | null {
  const before = creditedUnits(previous, index);
  if (before.units + units > line.quantity) return null;
  const amountMinor = shareOf(line.amountMinor, units, line.quantity, before.units, before.amountMinor);
  const vatMinor = shareOf(line.vatMinor, units, line.quantity, before.units, before.vatMinor);
  return {
    description: line.description,
    quantity: units,
    unitPriceMinor: line.unitPriceMinor,
    discountMinor: units * line.unitPriceMinor - amountMinor,
    amountMinor,
    vatRateBasisPoints: line.vatRateBasisPoints,
    vatMinor,
    sourceIndex: index,
  };
}

function chargeRefund(
  charge: InvoiceDocumentCharge | null,
  wanted: boolean | undefined,
  alreadyRefunded: boolean,
): InvoiceDocumentCharge | null | 'refused' {
  if (!wanted) return null;
  if (!charge || alreadyRefunded) return 'refused';
  return { ...charge };
}

/**
 * The credit note of a refund: the selected units of the invoice's lines and the charges asked for,
 * given the credit notes already issued for the same invoice. Refuses an empty refund, a line that does
 * not exist or a unit count that is not a positive whole number, and anything beyond what is left to refund.
 */
export function creditNoteDocumentOf(
  invoice: InvoiceDocument,
  selection: RefundSelection,
  previous: readonly InvoiceDocument[],
): CreditNoteResult {
  if (selection.lines.length === 0 && !selection.shipping && !selection.serviceCharge) {
    return { ok: false, code: 'refund_empty' };
  }
  const lines: InvoiceDocumentLine[] = [];
  for (const { index, quantity } of selection.lines) {
    const line = invoice.lines[index];
    const repeated = selection.lines.filter((other) => other.index === index).length > 1;
    if (!line || repeated || !Number.isInteger(quantity) || quantity < 1)
      return { ok: false, code: 'refund_line_invalid' };
    const refunded = refundedLine(line, index, quantity, previous);
    if (!refunded) return { ok: false, code: 'refund_exceeds_paid' };
    lines.push(refunded);
  }
  const shipping = chargeRefund(
    invoice.shipping,
    selection.shipping,
    previous.some((note) => note.shipping),
  );
  const serviceCharge = chargeRefund(
    invoice.serviceCharge,
    selection.serviceCharge,
    previous.some((note) => note.serviceCharge),
  );
  if (shipping === 'refused' || serviceCharge === 'refused') return { ok: false, code: 'refund_exceeds_paid' };
  const parts = [...lines, shipping, serviceCharge].filter((part) => part !== null);
  return {
    ok: true,
    document: {
      ...invoice,
      lines,
      shipping,
      serviceCharge,
      totalMinor: parts.reduce((sum, part) => sum + part.amountMinor, 0),
      taxMinor: parts.reduce((sum, part) => sum + part.vatMinor, 0),
    },
  };
}
