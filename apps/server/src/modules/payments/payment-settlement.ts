// How a payment's news reaches its row and its order, whoever brings it: a verified webhook event, or
// the provider asked directly (reconciliation, the release of expired holds). One path for both: the
// order is locked, then its payment row; events fold monotonically (payment-event-state.ts); a success
// confirms the order exactly once, a cancelled payment releases it; the effects run after the commit.
import { schema, type Db, type Tx } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import { applyPaymentEvent, type PaymentEventState } from './providers/payment-event-state.ts';
import type {
  PaymentEvent,
  PaymentEventType,
  PaymentProvider,
  PaymentStatus,
  PaymentView,
} from './providers/payment-provider.ts';

const { payments } = schema;

type PaymentRow = typeof payments.$inferSelect;
type PaymentRowStatus = PaymentRow['status'];

/**
 * What the orders behind payments do when a payment moves: given by checkout at composition (api.ts),
 * so payments tells checkout that a payment succeeded without importing it.
 */
export interface OrderSettlement<Outcome> {
  /** Locks the order inside `tx` in the order checkout and the release of expired holds lock it. */
  lockOrder(tx: Tx, orderId: number): Promise<void>;
  /** Confirms the order of a succeeded payment inside `tx`. */
  confirmPaid(tx: Tx, orderId: number, now: Date): Promise<Outcome>;
  /** Marks a confirmed order refunded: its payment was refunded in full. */
  markRefunded(tx: Tx, orderId: number, now: Date): Promise<void>;
  /** Gives up an unpaid order whose payment was cancelled: its copies go back (a paid order is never touched). */
  releaseUnpaid(tx: Tx, orderId: number, now: Date): Promise<void>;
  /** Post-commit effects of a confirmation: the e-mail, or the refund of a payment that came too late. */
  afterConfirm(outcome: Outcome): Promise<void>;
}

export interface PaymentSettlementDeps<Outcome> {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
  settlement: OrderSettlement<Outcome>;
  logger: { warn(obj: object, msg: string): void };
}

/** Why news about a payment changed nothing: no such payment, or it speaks of another amount. */
export type SettlementError = 'payment_not_found' | 'amount_mismatch';

/** What applying one piece of news did: an error that kept it from applying, and the confirmation to follow up. */
export interface AppliedNews<Outcome> {
  error: SettlementError | null;
  confirm: Outcome | null;
}

/** What the stored payment row says, as the event fold sees it. */
export function stateOfPayment(payment: Pick<PaymentRow, 'status' | 'refundedMinor' | 'errorCode'>): PaymentEventState {
  const outcome: PaymentEventState['outcome'] =
    payment.status === 'succeeded' || payment.status === 'refunded' || payment.status === 'partially_refunded'
      ? 'succeeded'
      : payment.status === 'canceled' || payment.status === 'failed'
        ? 'canceled'
        : payment.errorCode
          ? 'declined'
          : 'pending';
  return { outcome, amountRefundedMinor: payment.refundedMinor, lastDecline: null };
}

/** The row status after the fold. */
export function statusOfState(
  state: PaymentEventState,
  amountMinor: number,
  current: PaymentRowStatus,
): PaymentRowStatus {
  if (state.outcome === 'succeeded') {
    if (state.amountRefundedMinor >= amountMinor && amountMinor > 0) return 'refunded';
    return state.amountRefundedMinor > 0 ? 'partially_refunded' : 'succeeded';
  }
  if (state.outcome === 'canceled') return 'canceled';
  return current === 'requires_action' && state.outcome === 'pending' ? 'requires_action' : 'pending';
}

/**
 * Applies one event to its payment and order inside `tx`. Lock order: the order (advisory key, then
 * row), then its payment, as cart/confirm and the release of expired holds do, so concurrent
 * settlements queue instead of deadlocking.
 */
export async function applyPaymentEventInTx<Outcome>(
  deps: PaymentSettlementDeps<Outcome>,
  tx: Tx,
  event: PaymentEvent,
  now: Date,
): Promise<AppliedNews<Outcome>> {
  const [found] = await tx
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(eq(payments.providerRef, event.providerRef));
  if (found?.orderId != null) await deps.settlement.lockOrder(tx, found.orderId);
  const [payment] = found ? await tx.select().from(payments).where(eq(payments.id, found.id)).for('update') : [];
  if (!payment) return { error: 'payment_not_found', confirm: null };
  // News of another amount or currency (a payment made for something else, or a provider-side edit)
  // never moves this order: it is kept, marked, and logged.
  if (event.amountMinor !== payment.amountMinor || event.currency !== payment.currency) {
    deps.logger.warn(
      { eventId: event.id, paymentId: payment.id, event: [event.amountMinor, event.currency] },
      'payment event amount or currency differs from the payment: ignored',
    );
    return { error: 'amount_mismatch', confirm: null };
  }
  const next = applyPaymentEvent(stateOfPayment(payment), event);
  const status = statusOfState(next, payment.amountMinor, payment.status);
  await tx
    .update(payments)
    .set({
      status,
      refundedMinor: Math.min(payment.amountMinor, Math.max(payment.refundedMinor, next.amountRefundedMinor)),
      errorCode: next.outcome === 'declined' ? (next.lastDecline?.declineCode ?? payment.errorCode) : payment.errorCode,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id));
  if (payment.orderId === null) return { error: null, confirm: null };
  return {
    error: null,
    confirm: await settleOrderInTx(deps.settlement, tx, payment.orderId, next.outcome, status, now),
  };
}

/** The order's side of the news: confirmed once paid, marked refunded, or released once cancelled. */
async function settleOrderInTx<Outcome>(
  settlement: OrderSettlement<Outcome>,
  tx: Tx,
  orderId: number,
  outcome: PaymentEventState['outcome'],
  status: PaymentRowStatus,
  now: Date,
): Promise<Outcome | null> {
  if (outcome === 'succeeded') {
    // A fully refunded payment never confirms an order (a late payment refunded because its copies were gone).
    if (status === 'refunded') {
      await settlement.markRefunded(tx, orderId, now);
      return null;
    }
    return settlement.confirmPaid(tx, orderId, now);
  }
  if (outcome === 'canceled') await settlement.releaseUnpaid(tx, orderId, now);
  return null;
}

/** Runs the effects of a confirmation once its transaction committed; a failure there is logged, never thrown. */
export async function followUpConfirmation<Outcome extends { orderId: number }>(
  deps: PaymentSettlementDeps<Outcome>,
  outcome: Outcome | null,
): Promise<void> {
  if (!outcome) return;
  await deps.settlement
    .afterConfirm(outcome)
    .catch((err: unknown) => deps.logger.warn({ err, orderId: outcome.orderId }, 'after-confirmation step failed'));
}

/** What asking the provider about a payment found, and whether our books could follow it. */
export interface PaymentReconciliation {
  providerRef: string;
  /** The payment's status at the provider, after a cancel when one was asked for. */
  status: PaymentStatus;
  /** Set when the news could not be applied (our row is missing, or the amounts differ). */
  error: SettlementError | null;
}

export interface ReconcileOptions {
  /**
   * Cancel the payment when it is still waiting for the customer (an order given up: its hold expired,
   * or it was released): a success that slipped in first is confirmed instead.
   */
  cancelIfOpen?: boolean;
}

/**
 * Asks the provider for the payment's own state and settles our books on it, through the same path as
 * a webhook: succeeded confirms the order (exactly once; the late-payment refund when its copies are
 * gone), failed releases it, anything else leaves it as it is. Safe to run any number of times.
 */
export async function reconcilePayment<Outcome extends { orderId: number }>(
  deps: PaymentSettlementDeps<Outcome>,
  providerRef: string,
  options: ReconcileOptions = {},
): Promise<PaymentReconciliation> {
  let view = await deps.provider.getPayment({ providerRef });
  if (options.cancelIfOpen && (view.status === 'requires_payment_method' || view.status === 'requires_action')) {
    view = await cancelOrRead(deps.provider, providerRef);
  }
  const type = EVENT_OF_STATUS[view.status];
  if (!type) return { providerRef, status: view.status, error: null };
  const now = deps.clock();
  const applied = await deps.db.transaction((tx) => applyPaymentEventInTx(deps, tx, eventOfView(view, type, now), now));
  await followUpConfirmation(deps, applied.confirm);
  return { providerRef, status: view.status, error: applied.error };
}

/** The news a final status is; a payment still under way is no news. */
const EVENT_OF_STATUS: Readonly<Record<PaymentStatus, PaymentEventType | null>> = {
  requires_payment_method: null,
  requires_action: null,
  processing: null,
  succeeded: 'payment.succeeded',
  failed: 'payment.canceled',
};

/** Cancels a payment; one paid between our read and the cancel (a state conflict) is read again instead. */
async function cancelOrRead(provider: PaymentProvider, providerRef: string): Promise<PaymentView> {
  try {
    return await provider.cancelPayment({ providerRef });
  } catch (error) {
    if (error instanceof AppError && error.code === 'payment_state_conflict')
      return provider.getPayment({ providerRef });
    throw error;
  }
}

/** The provider's answer as the event it would have sent (refunds are only learnt from their own events). */
function eventOfView(view: PaymentView, type: PaymentEventType, now: Date): PaymentEvent {
  return {
    id: `reconcile:${view.providerRef}:${now.toISOString()}`,
    type,
    providerRef: view.providerRef,
    orderId: null,
    amountMinor: view.amount.amountMinor,
    currency: view.amount.currency,
    amountRefundedMinor: 0,
    declineCode: view.declineCode,
    occurredAt: now.toISOString(),
  };
}
