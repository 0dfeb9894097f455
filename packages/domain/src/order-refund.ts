// What staff may still refund of a paid order, and what a refund of chosen lines gives back (issue 14,
// "Orders": refund all or some lines, optionally shipping). The credit note's figures come from
// creditNoteDocumentOf (credit-note.ts): units of the invoice's lines at their share of the discounted,
// VAT-inclusive amount, shipping and the service charge whole and once. On top of it, two limits the
// invoice alone does not know: units given back without a credit note (a failed project's buyers
// refunded by the lifecycle job) and the money left on the payment, which a refund never passes.
import { creditNoteDocumentOf, type RefundRefusal, type RefundSelection } from './credit-note.ts';
import type { InvoiceDocument, InvoiceDocumentCharge } from './invoice-document.ts';
import { canTransitionShopOrder, type ShopOrderStatus } from './steps.ts';

/** What is left to refund of one invoice line (by its position on the invoice). */
export interface RefundableLine {
  index: number;
  unitsLeft: number;
  /** What refunding every unit left gives back, VAT included, and the VAT in it. */
  amountLeftMinor: number;
  vatLeftMinor: number;
}

/** What is left to refund of an invoice: its lines, and the charges not refunded yet (null: none left). */
export interface Refundable {
  lines: RefundableLine[];
  shipping: InvoiceDocumentCharge | null;
  serviceCharge: InvoiceDocumentCharge | null;
  totalLeftMinor: number;
}

/** The facts a refund is planned from. */
export interface RefundFacts {
  invoice: InvoiceDocument;
  /** The credit notes already issued for the invoice. */
  previous: readonly InvoiceDocument[];
  /**
   * At most this many units of each line (by position) may still be refunded, whatever the credit
   * notes say: the order line's own count of units not given back. Missing: no limit beyond the notes.
   */
  unitCaps?: readonly number[];
  /** What the payment still holds: amount paid less every refund made, by any path. */
  paidLeftMinor: number;
}

/** A planned refund: the credit note's document and the money to give back. */
export type PlannedRefund =
  { ok: true; document: InvoiceDocument; amountMinor: number } | { ok: false; code: RefundRefusal };

function creditedUnitsOf(previous: readonly InvoiceDocument[], index: number): number {
  return previous.reduce(
    (sum, note) => sum + note.lines.filter((line) => line.sourceIndex === index).reduce((s, l) => s + l.quantity, 0),
    0,
  );
}

/** Units of each invoice line that may still be refunded. */
function unitsLeftOf(facts: Omit<RefundFacts, 'paidLeftMinor'>): number[] {
  return facts.invoice.lines.map((line, index) => {
    const byNotes = line.quantity - creditedUnitsOf(facts.previous, index);
    const cap = facts.unitCaps?.[index];
    return Math.max(0, cap === undefined ? byNotes : Math.min(byNotes, cap));
  });
}

/** Everything still refundable, as one selection: every unit left, and the charges not refunded yet. */
export function remainingRefundSelection(facts: Omit<RefundFacts, 'paidLeftMinor'>): RefundSelection {
  const lines = unitsLeftOf(facts).flatMap((quantity, index) => (quantity > 0 ? [{ index, quantity }] : []));
  return {
    lines,
    shipping: facts.invoice.shipping !== null && !facts.previous.some((note) => note.shipping),
    serviceCharge: facts.invoice.serviceCharge !== null && !facts.previous.some((note) => note.serviceCharge),
  };
}

/** What is left to refund of the invoice, line by line, with what each would give back. */
export function refundableOf(facts: Omit<RefundFacts, 'paidLeftMinor'>): Refundable {
  const selection = remainingRefundSelection(facts);
  const lines = selection.lines.map(({ index, quantity }): RefundableLine => {
    const single = creditNoteDocumentOf(facts.invoice, { lines: [{ index, quantity }] }, facts.previous);
    const line = single.ok ? single.document.lines[0] : undefined;
    return { index, unitsLeft: quantity, amountLeftMinor: line?.amountMinor ?? 0, vatLeftMinor: line?.vatMinor ?? 0 };
  });
  const shipping = selection.shipping ? facts.invoice.shipping : null;
  const serviceCharge = selection.serviceCharge ? facts.invoice.serviceCharge : null;
  return {
    lines,
    shipping,
    serviceCharge,
    totalLeftMinor:
      lines.reduce((sum, line) => sum + line.amountLeftMinor, 0) +
      (shipping?.amountMinor ?? 0) +
      (serviceCharge?.amountMinor ?? 0),
  };
}

/**
 * The refund of the chosen units and charges: its credit note and the money to give back. Refuses an
 * empty selection or one worth nothing (`refund_empty`), an unknown line or a bad unit count
 * (`refund_line_invalid`), and more units than are left or more money than the payment still holds
 * (`refund_exceeds_paid`).
 */
export function planRefund(facts: RefundFacts, selection: RefundSelection): PlannedRefund {
  const unitsLeft = unitsLeftOf(facts);
  for (const { index, quantity } of selection.lines) {
    const left = unitsLeft[index];
    if (left !== undefined && Number.isInteger(quantity) && quantity > left) {
      return { ok: false, code: 'refund_exceeds_paid' };
    }
  }
  const result = creditNoteDocumentOf(facts.invoice, selection, facts.previous);
  if (!result.ok) return result;
  const amountMinor = result.document.totalMinor;
  if (amountMinor <= 0) return { ok: false, code: 'refund_empty' };
  if (amountMinor > facts.paidLeftMinor) return { ok: false, code: 'refund_exceeds_paid' };
  return { ok: true, document: result.document, amountMinor };
}

/**
 * Shop-order statuses whose copies are with us (not sent yet, or sent back): refunding their units
 * puts the copies back in stock. A parcel with the buyer keeps its copies (a refund for a damaged or
 * lost record gives the money back, not the copy).
 */
export const COPIES_WITH_US_STATUSES: readonly ShopOrderStatus[] = [
  'creating',
  'check_address',
  'confirmed',
  'launched',
  'in_production',
  'test_pressing_ok',
  'in_preparation',
  'returned',
];

/** Whether refunded units of a shop order in this status go back to stock. */
export function refundRestocks(status: ShopOrderStatus): boolean {
  return COPIES_WITH_US_STATUSES.includes(status);
}

/**
 * The status of a shop order after a refund: refunded once every unit of it is given back and the
 * transitions allow it (BUSINESS-RULES "Orders": until it is sent, and after a return); else unchanged.
 */
export function shopOrderStatusAfterRefund(status: ShopOrderStatus, everyUnitRefunded: boolean): ShopOrderStatus {
  return everyUnitRefunded && canTransitionShopOrder(status, 'refunded') ? 'refunded' : status;
}
