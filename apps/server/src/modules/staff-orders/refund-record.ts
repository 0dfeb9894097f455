// Step 3 of a staff refund (order-refund.workflow.ts): once the provider gave the money back, one
// transaction under the order's lock records everything the refund changes, so nothing is half done:
// the credit note as it was planned (numbered by invoicing), the lines' units with their stock and the
// shop orders' statuses (checkout), the payment's refunded total (payments), the order refunded when
// the payment is given back in full, the refund itself, and the audit row. Recording twice records once.
import type { AdminRefund } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import {
  completeRefund,
  giveBackOrderLines,
  lockOrderForStaff,
  markOrderRefunded,
  refundOfOrder,
  type OrderRefundRow,
  type StaffOrderRow,
} from '../checkout/index.ts';
import { billingDocumentOfOrder, issueBillingDocument, type BillingDocumentRow } from '../invoicing/index.ts';
import { recordRefundedTotal } from '../payments/index.ts';
import { documentDto, refundDto } from './order-dto.ts';

/** A refund recorded: the row, its credit note, the order, and whether this call recorded it (tell the buyer once). */
export interface RecordedRefund {
  refund: OrderRefundRow;
  creditNote: BillingDocumentRow;
  order: StaffOrderRow;
  recordedNow: boolean;
}

/** Records a refund the provider made (see the file's comment). */
export async function recordRefund(
  deps: { db: Db; audit: Pick<AuditLog, 'record'>; clock: () => Date },
  input: { refund: OrderRefundRow; providerRefundRef: string; actor: AuditActor },
): Promise<RecordedRefund> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderForStaff(tx, input.refund.orderId);
    const current = await refundOfOrder(tx, input.refund.orderId, input.refund.id);
    if (!order || !current) throw new AppError('not_found');
    if (current.status === 'succeeded' && current.creditNoteId !== null) {
      const creditNote = await billingDocumentOfOrder(tx, order.id, current.creditNoteId);
      if (creditNote) return { refund: current, creditNote, order, recordedNow: false };
    }
    const now = deps.clock();
    const creditNote = await issueBillingDocument(tx, {
      kind: 'credit_note',
      orderId: order.id,
      refundKey: `refund:${current.id}`,
      issuedAt: now,
      document: current.creditNoteDocument,
    });
    const shopOrders = await giveBackOrderLines(tx, { orderId: order.id, lines: current.lines, now });
    const payment = await recordRefundedTotal(
      tx,
      current.paymentId,
      current.paymentRefundedBeforeMinor + current.amountMinor,
      now,
    );
    const inFull = payment !== undefined && payment.refundedMinor >= payment.amountMinor;
    if (inFull) await markOrderRefunded(tx, order.id, now);
    await completeRefund(tx, current.id, {
      creditNoteId: creditNote.id,
      providerRefundRef: input.providerRefundRef,
      now,
    });
    await deps.audit.record(
      input.actor,
      {
        action: 'order.refund',
        entityType: 'order',
        entityId: order.id,
        before: { status: order.status, refunded_minor: current.paymentRefundedBeforeMinor },
        after: {
          status: inFull ? 'refunded' : order.status,
          refunded_minor: payment?.refundedMinor ?? null,
          refund: { id: current.id, amount_minor: current.amountMinor, reason: current.reason },
          lines: current.lines,
          shipping: current.shipping,
          credit_note: creditNote.number,
          shop_orders: shopOrders,
        },
      },
      tx,
    );
    const refund = (await refundOfOrder(tx, order.id, current.id)) ?? current;
    return { refund, creditNote, order, recordedNow: true };
  });
}

/** A refund as the staff pages show it, with its credit note. */
export async function refundViewOf(db: Db, refund: OrderRefundRow): Promise<AdminRefund> {
  const note =
    refund.creditNoteId === null ? null : await billingDocumentOfOrder(db, refund.orderId, refund.creditNoteId);
  return refundDto(refund, note ? [documentDto(refund.orderId, note)] : []);
}
