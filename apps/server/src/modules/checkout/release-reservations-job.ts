// The recurring job that gives back the copies of unpaid orders (declined or abandoned payments) once
// their hold expired, and deletes expired anonymous carts and pay idempotency keys (docs/payments.md
// "Reservations"). It never gives up an order on our own books alone: the payment opened at the
// provider is asked first and cancelled there before the order is released, and a payment that
// succeeded meanwhile (its webhook lost, or on its way) confirms the order instead, through payments'
// settlement, as a webhook would.
import type { Db } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { JobContext, JobHandler } from '../../jobs/index.ts';
import { purgeExpiredCarts } from '../cart/index.ts';
import type { PaymentReconciliation } from '../payments/index.ts';
import { purgeExpiredIdempotencyKeys } from './pay-idempotency.ts';
import {
  consumeExpiredHoldsOfSettledOrders,
  expiredUnpaidOrders,
  releaseOrdersInTx,
  type ExpiredOrder,
} from './stock-reservations.ts';

/** Job type of the release pass. */
export const RELEASE_RESERVATIONS_JOB = 'orders.release_expired_reservations';

/** Every 5 minutes: a hold lasts 30, so copies come back at most 5 minutes after expiry. */
export const RELEASE_RESERVATIONS_SCHEDULE = { type: RELEASE_RESERVATIONS_JOB, everyMinutes: 5 } as const;

/** The provider's side of an expired order: which provider is in use, and how to settle a payment there. */
export interface ExpiredPaymentSettler {
  kind: 'test' | 'stripe';
  /** Asks the provider, cancels the payment if it is still open, and settles the order on the answer. */
  settleExpired(providerRef: string): Promise<PaymentReconciliation>;
}

export interface ReleaseReservationsDeps {
  db: Db;
  payments: ExpiredPaymentSettler;
  logger: Pick<JobContext['logger'], 'info' | 'warn'>;
  signal?: AbortSignal;
}

/** Result of a release pass: the orders given up (failed, copies back) and those a late success confirmed. */
export interface ReleaseResult {
  releasedOrderIds: number[];
  settledOrderIds: number[];
}

/**
 * Releases every hold that expired at `now`, page by page. An order with a payment at the provider is
 * settled on the provider's answer (cancelled then released, or confirmed); one without is released
 * here. Several instances may run it at once: the provider's cancel and the status guards make it idempotent.
 */
export async function releaseExpiredReservations(
  deps: ReleaseReservationsDeps,
  now: Date,
  pageSize = 200,
): Promise<ReleaseResult> {
  const result: ReleaseResult = { releasedOrderIds: [], settledOrderIds: [] };
  await consumeExpiredHoldsOfSettledOrders(deps.db, now);
  for (let afterOrderId = 0; !deps.signal?.aborted;) {
    const page = await expiredUnpaidOrders(deps.db, now, { afterOrderId, limit: pageSize });
    const withoutPayment = page.filter((order) => !askable(order, deps.payments.kind));
    const released = await deps.db.transaction((tx) =>
      releaseOrdersInTx(
        tx,
        withoutPayment.map((order) => order.orderId),
        now,
      ),
    );
    result.releasedOrderIds.push(...released);
    for (const order of page) {
      if (deps.signal?.aborted) break;
      const settled = askable(order, deps.payments.kind) ? await settleAtProvider(deps, order, now) : null;
      if (settled === 'released') result.releasedOrderIds.push(order.orderId);
      else if (settled === 'confirmed') result.settledOrderIds.push(order.orderId);
    }
    if (page.length < pageSize) break;
    afterOrderId = page[page.length - 1]?.orderId ?? afterOrderId;
  }
  return result;
}

/** Whether the provider in use can be asked about the order's payment (one opened there, by this provider). */
function askable(order: ExpiredOrder, kind: 'test' | 'stripe'): order is ExpiredOrder & { providerRef: string } {
  return order.providerRef !== null && order.provider === kind;
}

/**
 * The provider's answer for one expired order. A provider that cannot answer keeps the hold until the
 * next pass; one that does not know the payment at all is an answer: nobody can pay it, so it is released.
 */
async function settleAtProvider(
  deps: ReleaseReservationsDeps,
  order: ExpiredOrder & { providerRef: string },
  now: Date,
): Promise<'released' | 'confirmed' | null> {
  try {
    const settled = await deps.payments.settleExpired(order.providerRef);
    if (settled.error)
      deps.logger.warn({ orderId: order.orderId, error: settled.error }, 'expired payment not settled');
    return settled.status === 'failed' ? 'released' : settled.status === 'succeeded' ? 'confirmed' : null;
  } catch (err) {
    if (err instanceof AppError && err.code === 'payment_not_found') {
      const released = await deps.db.transaction((tx) => releaseOrdersInTx(tx, [order.orderId], now));
      return released.length ? 'released' : null;
    }
    deps.logger.warn({ err, orderId: order.orderId }, 'could not ask the provider about an expired payment');
    return null;
  }
}

export interface ReleaseReservationsHandlerDeps {
  db: Db;
  clock?: () => Date;
  payments: ExpiredPaymentSettler;
}

/** The job handler: one release pass and the purge of expired carts and idempotency keys; what it did is logged. */
export function createReleaseReservationsHandler(deps: ReleaseReservationsHandlerDeps): JobHandler {
  return async (_job, context) => {
    const now = deps.clock ? deps.clock() : new Date();
    const result = await releaseExpiredReservations(
      { db: deps.db, payments: deps.payments, logger: context.logger, signal: context.signal },
      now,
    );
    const purged = await purgeExpiredCarts(deps.db, now);
    if (purged) context.logger.info({ carts: purged }, 'purged expired carts');
    const keys = await purgeExpiredIdempotencyKeys(deps.db, now);
    if (keys) context.logger.info({ keys }, 'purged expired idempotency keys');
    if (result.releasedOrderIds.length) {
      context.logger.info({ orders: result.releasedOrderIds }, 'released the copies of unpaid orders');
    }
    if (result.settledOrderIds.length) {
      context.logger.info({ orders: result.settledOrderIds }, 'confirmed expired orders whose payment had succeeded');
    }
  };
}
