// The recurring job that gives back the copies of unpaid orders (declined or abandoned payments) once
// their hold expired, and deletes expired anonymous carts. Register it with the job runner
// (docs/payments.md "Reservations"):
//   handlers: { [RELEASE_RESERVATIONS_JOB]: createReleaseReservationsHandler({ db }) }
//   schedules: [RELEASE_RESERVATIONS_SCHEDULE]
import type { Db } from '@spindle/db';
import type { JobHandler } from '../../jobs/index.ts';
import { purgeExpiredCarts } from '../cart/index.ts';
import { releaseExpiredReservations } from './stock-reservations.ts';

/** Job type of the release pass. */
export const RELEASE_RESERVATIONS_JOB = 'orders.release_expired_reservations';

/** Every 5 minutes: a hold lasts 30, so copies come back at most 5 minutes after expiry. */
export const RELEASE_RESERVATIONS_SCHEDULE = { type: RELEASE_RESERVATIONS_JOB, everyMinutes: 5 } as const;

export interface ReleaseReservationsHandlerDeps {
  db: Db;
  clock?: () => Date;
  /** Cancels the released orders' payments at the provider (optional: a late success is refunded anyway). */
  cancelPayment?: (providerRef: string) => Promise<unknown>;
}

/** The job handler: one release pass; the released orders are logged. */
export function createReleaseReservationsHandler(deps: ReleaseReservationsHandlerDeps): JobHandler {
  return async (_job, context) => {
    const now = deps.clock ? deps.clock() : new Date();
    const result = await releaseExpiredReservations(deps.db, now);
    for (const providerRef of result.providerRefs) {
      if (context.signal.aborted) break;
      await deps
        .cancelPayment?.(providerRef)
        .catch((err: unknown) => context.logger.warn({ err, providerRef }, 'could not cancel an expired payment'));
    }
    const purged = await purgeExpiredCarts(deps.db, now);
    if (purged) context.logger.info({ carts: purged }, 'purged expired carts');
    if (result.releasedOrderIds.length) {
      context.logger.info({ orders: result.releasedOrderIds }, 'released the copies of unpaid orders');
    }
  };
}
