// Staff refunds of an order's lines (issue 14, docs/admin.md "Orders, refunds and manual orders"): one
// row per refund, written before the payment provider is asked (pending), then succeeded with its credit
// note, or failed when the provider refused. The Idempotency-Key of the request is unique, so the same
// request twice refunds once; at most one refund of an order is pending at a time, so two refunds never
// both spend what the payment still holds.
import type { InvoiceDocument } from '@spindle/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { checkIn, createdAt, identityId, timestampTz } from '../columns.ts';
import { orders } from './orders.ts';

export const ORDER_REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type OrderRefundStatus = (typeof ORDER_REFUND_STATUSES)[number];

/** Units of an order line a refund gives back, and what they come to (VAT included). */
export interface OrderRefundLine {
  orderItemId: number;
  quantity: number;
  amountMinor: number;
}

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The payment refunded (payments.id). */
    paymentId: integer('payment_id').notNull(),
    /** The request's Idempotency-Key (or the form's token). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what was asked: the same key for another refund is refused. */
    requestHash: text('request_hash').notNull(),
    status: text('status').$type<OrderRefundStatus>().notNull().default('pending'),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    lines: jsonb('lines').$type<OrderRefundLine[]>().notNull(),
    /** The credit note as planned when the refund was claimed: issued as it is once the money went back. */
    creditNoteDocument: jsonb('credit_note_document').$type<InvoiceDocument>().notNull(),
    shipping: boolean('shipping').notNull().default(false),
    serviceCharge: boolean('service_charge').notNull().default(false),
    reason: text('reason'),
    /** What the payment had given back when this refund was claimed (refunds of an order run one at a time). */
    paymentRefundedBeforeMinor: integer('payment_refunded_before_minor').notNull(),
    providerRefundRef: text('provider_refund_ref'),
    /** The credit note it issued (billing_documents.id). */
    creditNoteId: integer('credit_note_id'),
    /** Why the provider refused it (failed). */
    errorCode: text('error_code'),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    createdAt: createdAt(),
    completedAt: timestampTz('completed_at'),
  },
  (t) => [
    unique('order_refunds_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('order_refunds_one_pending_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    checkIn('order_refunds_status_valid', t.status, ORDER_REFUND_STATUSES),
    check('order_refunds_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
