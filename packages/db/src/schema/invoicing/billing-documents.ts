// Invoices and credit notes as issued (the invoicing module's tables; docs/invoicing.md). A document is
// written once and never changed: its number comes from its kind's counter for the year, taken in the
// transaction that issues it, so a rolled-back issue leaves no gap.
import type { BillingDocumentKind, InvoiceDocument, VatBucket } from '@spindle/domain';
import { index, integer, jsonb, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { checkIn, createdAt, identityId, timestampTz } from '../columns.ts';
import { orders } from '../checkout/orders.ts';

const KINDS = ['invoice', 'credit_note'] as const satisfies readonly BillingDocumentKind[];

/** The last number given per kind and year. */
export const billingDocumentSequences = pgTable(
  'billing_document_sequences',
  {
    kind: text('kind').$type<BillingDocumentKind>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] }), checkIn('billing_document_sequences_kind_valid', t.kind, KINDS)],
);

/** One invoice per paid order; credit notes for what was refunded of it, one per refund. */
export const billingDocuments = pgTable(
  'billing_documents',
  {
    id: identityId(),
    kind: text('kind').$type<BillingDocumentKind>().notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** What a credit note answers (the refund's own key), so issuing it twice gives the same note. */
    refundKey: text('refund_key'),
    currency: text('currency').notNull(),
    grossMinor: integer('gross_minor').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    netMinor: integer('net_minor').notNull(),
    vatBreakdown: jsonb('vat_breakdown').$type<VatBucket[]>().notNull(),
    /** Everything printed, as issued. */
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: timestampTz('issued_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('billing_documents_number').on(t.number),
    unique('billing_documents_sequence').on(t.kind, t.year, t.sequence),
    uniqueIndex('billing_documents_one_invoice_per_order')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    unique('billing_documents_refund').on(t.orderId, t.refundKey),
    index('billing_documents_issued_idx').on(t.issuedAt),
    checkIn('billing_documents_kind_valid', t.kind, KINDS),
  ],
);
