// Issuing and reading invoices and credit notes (tables billing_documents, billing_document_sequences).
// The number is taken in the caller's transaction: the counter row of the kind and year is locked by
// its upsert until the transaction ends, so numbers follow the order of commits and a rollback gives its
// number back. Issuing is idempotent: an order's invoice, or a refund's credit note, is issued once.
import { schema, type Db, type Tx } from '@spindle/db';
import {
  BUSINESS_TIME_ZONE,
  billingDocumentNumber,
  localDateTimeOf,
  vatBreakdownOf,
  type BillingDocumentKind,
  type InvoiceDocument,
} from '@spindle/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

const { billingDocuments: documents, billingDocumentSequences: sequences } = schema;

/** A document as issued. */
export type BillingDocumentRow = typeof documents.$inferSelect;

/** What issuing needs: the kind, the order, the refund a credit note answers, when, and what it says. */
export interface IssueBillingDocument {
  kind: BillingDocumentKind;
  orderId: number;
  /** The refund's own key; required for a credit note, absent for an invoice. */
  refundKey?: string;
  issuedAt: Date;
  document: InvoiceDocument;
}

async function existingDocument(tx: Tx, input: IssueBillingDocument): Promise<BillingDocumentRow | undefined> {
  const [row] = await tx
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.orderId, input.orderId),
        eq(documents.kind, input.kind),
        input.refundKey === undefined ? isNull(documents.refundKey) : eq(documents.refundKey, input.refundKey),
      ),
    );
  return row;
}

/** Takes the next number of the kind for the year (1 for the year's first). */
async function nextSequence(tx: Tx, kind: BillingDocumentKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(sequences)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [sequences.kind, sequences.year],
      set: { lastNumber: sql`${sequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: sequences.lastNumber });
  if (!row) throw new Error(`no ${kind} number for ${year}`);
  return row.lastNumber;
}

/** Issues the document inside `tx`, or returns the one already issued for the same order or refund. */
export async function issueBillingDocument(tx: Tx, input: IssueBillingDocument): Promise<BillingDocumentRow> {
  if ((input.kind === 'credit_note') !== (input.refundKey !== undefined)) {
    throw new Error('a credit note, and only a credit note, answers a refund key');
  }
  const existing = await existingDocument(tx, input);
  if (existing) return existing;
  // The year of the business's own calendar (Paris), as the accountant files it.
  const { year } = localDateTimeOf(input.issuedAt, BUSINESS_TIME_ZONE);
  const sequence = await nextSequence(tx, input.kind, year);
  const breakdown = vatBreakdownOf(input.document);
  const vatMinor = breakdown.reduce((sum, bucket) => sum + bucket.vatMinor, 0);
  const [row] = await tx
    .insert(documents)
    .values({
      kind: input.kind,
      year,
      sequence,
      number: billingDocumentNumber(input.kind, year, sequence),
      orderId: input.orderId,
      refundKey: input.refundKey ?? null,
      currency: input.document.currency,
      grossMinor: input.document.totalMinor,
      vatMinor,
      netMinor: input.document.totalMinor - vatMinor,
      vatBreakdown: breakdown,
      document: input.document,
      issuedAt: input.issuedAt,
    })
    .returning();
  if (!row) throw new Error(`the ${input.kind} of order ${input.orderId} was not written`);
  return row;
}

/** The invoice of an order, if one was issued. */
export async function invoiceOfOrder(db: Db | Tx, orderId: number): Promise<BillingDocumentRow | null> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'invoice')));
  return row ?? null;
}

/** Every document of an order, newest first (the invoice and its credit notes). */
export async function documentsOfOrder(db: Db | Tx, orderId: number): Promise<BillingDocumentRow[]> {
  return db.select().from(documents).where(eq(documents.orderId, orderId)).orderBy(desc(documents.issuedAt));
}

/** Of the given orders, those that have no invoice yet. */
export async function ordersWithoutInvoice(db: Db | Tx, orderIds: readonly number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ orderId: documents.orderId })
    .from(documents)
    .where(and(eq(documents.kind, 'invoice'), inArray(documents.orderId, [...orderIds])));
  const invoiced = new Set(rows.map((row) => row.orderId));
  return orderIds.filter((id) => !invoiced.has(id));
}
