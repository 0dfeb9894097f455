// POST admin/orders/{id}/refunds (docs/admin.md "Orders, refunds and manual orders"): staff give back units
// of an order's lines, and shipping or the service charge, through the payment provider. Three steps:
//   1. claim: under the order's lock, plan the refund (packages/domain planRefund: never more units than
//      are left, never more money than the payment still holds) and write it pending under its
//      Idempotency-Key. The key is unique and at most one refund of an order is pending, so the same
//      request twice, or two refunds at once, can never both spend the same money;
//   2. refund at the provider, with a key of the claim's own: a retry refunds once. A refusal ends the
//      claim failed (nothing moved); an unknown outcome (the provider down) leaves it pending, to resume;
//   3. record, under the order's lock again: the credit note (invoicing, numbered), the lines' units,
//      stock and statuses (checkout), the payment's refunded total (payments), the audit row, all in one
//      transaction; then the buyer's e-mail with the credit note.
import { createHash } from 'node:crypto';
import type { AdminRefund, AdminRefundBody } from '@spindle/contracts';
import { isErrorCode } from '@spindle/contracts/http';
import type { Db, Tx } from '@spindle/db';
import { planRefund, type RefundSelection } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import {
  failRefund,
  insertPendingRefund,
  lockOrderForStaff,
  orderLinesOf,
  pendingRefundOf,
  refundByKey,
  refundOfOrder,
  unitCapsOf,
  type OrderRefundRow,
  type StaffOrderItemRow,
  type StaffOrderRow,
} from '../checkout/index.ts';
import { billingFactsOf, creditedDocumentsOf } from '../invoicing/index.ts';
import { lockPaidPaymentOf, paymentsOfOrder, type OrderPaymentRow, type PaymentProvider } from '../payments/index.ts';
import { currencyOf } from './order-view.ts';
import type { RefundNotice } from './refund-email.ts';
import { recordRefund, refundViewOf } from './refund-record.ts';

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider | null;
  audit: Pick<AuditLog, 'record'>;
  clock: () => Date;
  /** Tells the buyer, once the refund is recorded (refund-email.ts). */
  tellBuyer: (notice: RefundNotice) => Promise<void>;
  logger: { warn(details: object, message: string): void };
}

/** A refund as staff ask for it. */
export interface RefundRequest {
  orderId: number;
  actor: AuditActor;
  idempotencyKey: string;
  body: AdminRefundBody;
  /** Where the staff request came in: the e-mail's links when neither PUBLIC_URL nor the order says. */
  requestOrigin: string;
}

/** What the request means, whatever its wording: the same key with another meaning is refused. */
function requestHashOf(orderId: number, body: AdminRefundBody): string {
  const lines = [...body.lines].map((line) => [line.order_item_id, line.quantity]).sort(([a = 0], [b = 0]) => a - b);
  const meaning = JSON.stringify({ orderId, lines, shipping: body.shipping, serviceCharge: body.service_charge });
  return createHash('sha256').update(meaning).digest('hex');
}

/** The selection on the invoice's lines: the n-th line of the order (by id) is the invoice's line n. */
function selectionOf(body: AdminRefundBody, lines: readonly StaffOrderItemRow[]): RefundSelection {
  return {
    lines: body.lines.map((line) => {
      const index = lines.findIndex((item) => item.id === line.order_item_id);
      if (index < 0) throw new AppError('refund_line_invalid', { fields: { lines: 'refund_line_invalid' } });
      return { index, quantity: line.quantity };
    }),
    shipping: body.shipping,
    serviceCharge: body.service_charge,
  };
}

/** The payment a refund goes back to, at the provider that is wired: else why it cannot. */
function refundablePayment(deps: RefundDeps, payment: OrderPaymentRow | undefined): OrderPaymentRow {
  if (!payment) throw new AppError('payment_not_refundable');
  if (!deps.provider || payment.provider !== deps.provider.kind || !payment.providerRef) {
    throw new AppError('refund_unavailable');
  }
  return payment;
}

/** An earlier answer to the same key: the refund it made, or the refusal it got. */
function replayOf(existing: OrderRefundRow, request: RefundRequest): OrderRefundRow {
  if (existing.orderId !== request.orderId || existing.requestHash !== requestHashOf(request.orderId, request.body)) {
    throw new AppError('idempotency_key_reused');
  }
  if (existing.status === 'failed') {
    throw new AppError(existing.errorCode && isErrorCode(existing.errorCode) ? existing.errorCode : 'refund_failed');
  }
  return existing;
}

/** Plans the refund on the order as it stands and writes it pending. */
async function claimNew(deps: RefundDeps, tx: Tx, order: StaffOrderRow, request: RefundRequest) {
  if (await pendingRefundOf(tx, order.id)) throw new AppError('refund_in_progress');
  const payment = refundablePayment(deps, await lockPaidPaymentOf(tx, order.id));
  const [billing, lines] = await Promise.all([billingFactsOf(tx, order.id), orderLinesOf(tx, order.id)]);
  if (!billing.invoice) throw new AppError('payment_not_refundable');
  const planned = planRefund(
    {
      invoice: billing.invoice.document,
      previous: creditedDocumentsOf(billing),
      unitCaps: unitCapsOf(lines),
      paidLeftMinor: payment.amountMinor - payment.refundedMinor,
    },
    selectionOf(request.body, lines),
  );
  if (!planned.ok) throw new AppError(planned.code);
  return insertPendingRefund(tx, {
    orderId: order.id,
    paymentId: payment.id,
    idempotencyKey: request.idempotencyKey,
    requestHash: requestHashOf(order.id, request.body),
    currency: currencyOf(order),
    amountMinor: planned.amountMinor,
    lines: planned.document.lines.map((line) => ({
      orderItemId: lines[line.sourceIndex ?? -1]?.id ?? 0,
      quantity: line.quantity,
      amountMinor: line.amountMinor,
    })),
    creditNoteDocument: planned.document,
    shipping: planned.document.shipping !== null,
    serviceCharge: planned.document.serviceCharge !== null,
    reason: request.body.reason ?? null,
    paymentRefundedBeforeMinor: payment.refundedMinor,
    staffUserId: request.actor.id,
    staffName: request.actor.name,
  });
}

/** Step 1: the refund claimed (pending), or the one this key made already. */
async function claim(deps: RefundDeps, request: RefundRequest): Promise<OrderRefundRow> {
  return deps.db.transaction(async (tx) => {
    // The key is looked at under the order's lock: two requests with one key queue, the second replays.
    const order = await lockOrderForStaff(tx, request.orderId);
    if (!order) throw new AppError('not_found');
    const existing = await refundByKey(tx, request.idempotencyKey);
    if (existing) return replayOf(existing, request);
    return claimNew(deps, tx, order, request);
  });
}

/** Step 2: gives the money back at the provider; a refusal ends the claim failed. Returns the provider's reference. */
async function refundAtProvider(deps: RefundDeps, refund: OrderRefundRow, payment: OrderPaymentRow): Promise<string> {
  const provider = deps.provider;
  if (!provider || !payment.providerRef) throw new AppError('refund_unavailable');
  const refuse = async (code: 'refund_exceeds_payment' | 'payment_not_refundable' | 'refund_failed') => {
    await deps.db.transaction((tx) => failRefund(tx, refund.id, code, deps.clock()));
    return new AppError(code);
  };
  const result = await provider
    .refund({
      providerRef: payment.providerRef,
      amount: {
        amountMinor: refund.amountMinor,
        currency: currencyOf({ id: refund.orderId, currency: refund.currency }),
      },
      idempotencyKey: `refund:staff:${refund.id}`,
    })
    .catch(async (error: unknown) => {
      // The provider does not know the payment: nothing moved. Anything else: the outcome is unknown,
      // so the claim stays pending and resuming it asks again with the same key.
      if (error instanceof AppError && error.status < 500) throw await refuse('refund_failed');
      throw error;
    });
  if (!result.ok) throw await refuse(result.code);
  return result.refund.refundRef;
}

/** The payment a claimed refund goes back to. */
async function paymentOfRefund(deps: RefundDeps, refund: OrderRefundRow): Promise<OrderPaymentRow> {
  const payments = await paymentsOfOrder(deps.db, refund.orderId);
  const payment = payments.find((row) => row.id === refund.paymentId);
  if (!payment) throw new AppError('payment_not_refundable');
  return payment;
}

/** Steps 2 and 3 of a pending refund, then the buyer told (a failure to tell is logged, never thrown). */
async function carryOut(
  deps: RefundDeps,
  refund: OrderRefundRow,
  by: { actor: AuditActor; requestOrigin: string },
): Promise<AdminRefund> {
  const providerRefundRef = await refundAtProvider(deps, refund, await paymentOfRefund(deps, refund));
  const recorded = await recordRefund(deps, { refund, providerRefundRef, actor: by.actor });
  if (recorded.recordedNow) {
    const notice = {
      order: recorded.order,
      creditNote: recorded.creditNote,
      refundedMinor: recorded.refund.amountMinor,
      cancelled: false,
      requestOrigin: by.requestOrigin,
    };
    await deps
      .tellBuyer(notice)
      .catch((error: unknown) => deps.logger.warn({ err: error, refundId: refund.id }, 'refund e-mail not sent'));
  }
  return refundViewOf(deps.db, recorded.refund);
}

/** POST admin/orders/{id}/refunds: the refund made (201), or the one the same key made already. */
export async function refundOrderLines(deps: RefundDeps, request: RefundRequest): Promise<AdminRefund> {
  const refund = await claim(deps, request);
  if (refund.status !== 'pending') return refundViewOf(deps.db, refund);
  return carryOut(deps, refund, request);
}

/** POST admin/orders/{id}/refunds/{refund_id}/resume: a refund left pending asks the provider again. */
export async function resumeRefund(
  deps: RefundDeps,
  request: { orderId: number; refundId: number; actor: AuditActor; requestOrigin: string },
): Promise<AdminRefund> {
  const refund = await refundOfOrder(deps.db, request.orderId, request.refundId);
  if (!refund) throw new AppError('not_found');
  if (refund.status === 'failed') {
    throw new AppError(refund.errorCode && isErrorCode(refund.errorCode) ? refund.errorCode : 'refund_failed');
  }
  if (refund.status === 'succeeded') return refundViewOf(deps.db, refund);
  return carryOut(deps, refund, request);
}
