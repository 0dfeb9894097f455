// Reconciliation (docs/payments.md "Order and payment states"): a recurring job that asks the provider
// about every order whose payment our books have not seen end, so that nothing is lost when a
// webhook is (a crash between the provider's answer and our commit, a delivery given up). A payment
// that succeeded confirms its order through payments' settlement, exactly once (or is refunded, the
// customer told, when its copies are gone); a cancelled one releases its order; one still being paid
// is left to the customer and, at expiry, to the release job.
import { z } from 'zod';
import type { JobContext, JobHandler } from '../../jobs/index.ts';
import type { PaymentReconciliation, ReconcileOptions } from '../payments/index.ts';
import type { OrdersRepo, OrderToReconcile } from './orders.repo.ts';

/** Job type of a reconciliation pass. */
export const RECONCILE_PAYMENTS_JOB = 'orders.reconcile_payments';

/** Every 5 minutes, like the release of expired holds. */
export const RECONCILE_PAYMENTS_SCHEDULE = { type: RECONCILE_PAYMENTS_JOB, everyMinutes: 5 } as const;

/** Orders younger than this are left alone: their checkout is likely still running, or its webhook on its way. */
export const RECONCILE_GRACE_MS = 2 * 60_000;

/** Orders older than this are not asked about again (a provider forgets, a test store may be wiped). */
export const RECONCILE_WINDOW_MS = 7 * 86_400_000;

const PAGE_SIZE = 100;

/** The payload: a run queued by hand may shorten the grace period (0: every order, at once). */
const reconcilePayloadSchema = z.looseObject({ graceMs: z.number().int().nonnegative().optional() });

export interface ReconcilePaymentsDeps {
  orders: Pick<OrdersRepo, 'ordersToReconcile'>;
  clock?: () => Date;
  /** The provider in use: only its payments can be asked about. */
  providerKind: 'test' | 'stripe';
  reconcile(providerRef: string, options: ReconcileOptions): Promise<PaymentReconciliation>;
}

/** What a pass did, per order: the provider's status of its payment, or why it could not be asked. */
export interface ReconcileSummary {
  asked: number;
  succeeded: number[];
  failed: number[];
  open: number[];
  errors: number[];
}

/** One pass over the orders to reconcile, page by page, until none is left or the job is stopped. */
export async function reconcilePayments(
  deps: ReconcilePaymentsDeps,
  input: { now: Date; graceMs: number; logger: Pick<JobContext['logger'], 'warn'>; signal?: AbortSignal },
): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { asked: 0, succeeded: [], failed: [], open: [], errors: [] };
  const window = {
    provider: deps.providerKind,
    since: new Date(input.now.getTime() - RECONCILE_WINDOW_MS),
    before: new Date(input.now.getTime() - input.graceMs),
  };
  for (let afterOrderId = 0; !input.signal?.aborted;) {
    const page = await deps.orders.ordersToReconcile({ ...window, afterOrderId, limit: PAGE_SIZE });
    for (const order of page) {
      if (input.signal?.aborted) break;
      await reconcileOrder(deps, order, summary, input.logger);
    }
    if (page.length < PAGE_SIZE) break;
    afterOrderId = page[page.length - 1]?.orderId ?? afterOrderId;
  }
  return summary;
}

/** Asks about one order's payment; a released order's payment still open at the provider is cancelled there. */
async function reconcileOrder(
  deps: ReconcilePaymentsDeps,
  order: OrderToReconcile,
  summary: ReconcileSummary,
  logger: Pick<JobContext['logger'], 'warn'>,
): Promise<void> {
  summary.asked += 1;
  try {
    const result = await deps.reconcile(order.providerRef, { cancelIfOpen: order.status === 'failed' });
    if (result.error) {
      logger.warn({ orderId: order.orderId, error: result.error }, 'payment not reconciled');
      summary.errors.push(order.orderId);
    } else if (result.status === 'succeeded') summary.succeeded.push(order.orderId);
    else if (result.status === 'failed') summary.failed.push(order.orderId);
    else summary.open.push(order.orderId);
  } catch (err) {
    // The provider is down or does not know the payment: the next pass asks again.
    logger.warn({ err, orderId: order.orderId }, 'could not ask the provider about a payment');
    summary.errors.push(order.orderId);
  }
}

/** The job handler: one pass; what it found is logged. */
export function createReconcilePaymentsHandler(deps: ReconcilePaymentsDeps): JobHandler {
  return async (job, context) => {
    const { graceMs = RECONCILE_GRACE_MS } = reconcilePayloadSchema.parse(job.payload);
    const now = deps.clock ? deps.clock() : new Date();
    const summary = await reconcilePayments(deps, { now, graceMs, logger: context.logger, signal: context.signal });
    if (summary.succeeded.length || summary.failed.length || summary.errors.length) {
      const { succeeded, failed, errors } = summary;
      context.logger.info({ asked: summary.asked, succeeded, failed, errors }, 'reconciled payments with the provider');
    }
  };
}
