// Credit notes of an order (docs/invoicing.md "What a credit note gives back"): what is left to refund
// of its invoice given the notes already issued, and the note of a cancellation, which gives back
// everything left. Issued in the caller's transaction, keyed by the refund's own key, so a retry
// returns the note already issued.
import type { Db, Tx } from '@spindle/db';
import { creditNoteDocumentOf, remainingRefundSelection, type InvoiceDocument } from '@spindle/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@spindle/db';
import {
  documentsOfOrder,
  invoiceOfOrder,
  issueBillingDocument,
  type BillingDocumentRow,
} from './billing-documents.repo.ts';

const { billingDocuments: documents } = schema;

/** An order's invoice and the credit notes issued for it (oldest first): what a refund is planned from. */
export interface OrderBillingFacts {
  invoice: BillingDocumentRow | null;
  creditNotes: BillingDocumentRow[];
}

/** The invoice of an order and its credit notes, read in `tx` when given. */
export async function billingFactsOf(db: Db | Tx, orderId: number): Promise<OrderBillingFacts> {
  const rows = await documentsOfOrder(db, orderId);
  return {
    invoice: rows.find((row) => row.kind === 'invoice') ?? null,
    creditNotes: rows.filter((row) => row.kind === 'credit_note').sort((a, b) => a.id - b.id),
  };
}

/** The notes' documents, as the domain's refund rules take them. */
export function creditedDocumentsOf(facts: OrderBillingFacts): InvoiceDocument[] {
  return facts.creditNotes.map((row) => row.document);
}

/**
 * Issues the credit note of everything left of the order's invoice (a cancellation), inside `tx`.
 * `unitCaps` are the units of each line (invoice order) not given back otherwise. Null when the order
 * has no invoice or nothing is left to give back.
 */
export async function issueRemainingCreditNote(
  tx: Tx,
  input: { orderId: number; refundKey: string; issuedAt: Date; unitCaps?: readonly number[] },
): Promise<BillingDocumentRow | null> {
  const invoice = await invoiceOfOrder(tx, input.orderId);
  if (!invoice) return null;
  const facts = await billingFactsOf(tx, input.orderId);
  const previous = creditedDocumentsOf(facts);
  const already = facts.creditNotes.find((row) => row.refundKey === input.refundKey);
  if (already) return already;
  const selection = remainingRefundSelection({
    invoice: invoice.document,
    previous,
    ...(input.unitCaps ? { unitCaps: input.unitCaps } : {}),
  });
  const result = creditNoteDocumentOf(invoice.document, selection, previous);
  if (!result.ok || result.document.totalMinor <= 0) return null;
  return issueBillingDocument(tx, {
    kind: 'credit_note',
    orderId: input.orderId,
    refundKey: input.refundKey,
    issuedAt: input.issuedAt,
    document: result.document,
  });
}

/** One document of an order (its invoice or a credit note), or null. */
export async function billingDocumentOfOrder(
  db: Db | Tx,
  orderId: number,
  documentId: number,
): Promise<BillingDocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.id, documentId)));
  return row ?? null;
}

/** The credit notes of some orders, oldest first (the buyer's list and pages show their refunds). */
export async function creditNotesOfOrders(db: Db | Tx, orderIds: readonly number[]): Promise<BillingDocumentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.kind, 'credit_note'), inArray(documents.orderId, [...orderIds])))
    .orderBy(asc(documents.issuedAt), asc(documents.id));
}
