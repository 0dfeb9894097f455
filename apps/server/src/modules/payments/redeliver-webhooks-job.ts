// The job that sends the test provider's webhook deliveries left due (docs/payments.md, "Webhook
// deliveries that survive a restart"): a delivery stored before a crash, or a retry whose timer died
// with its process, is sent by the next pass of any instance, with the same backoff and a fresh
// signature. Stripe keeps and retries its own deliveries, so with Stripe a pass does nothing.
import type { JobHandler } from '../../jobs/index.ts';
import type { PaymentProvider } from './providers/payment-provider.ts';
import type { TestPaymentProvider } from './providers/test-provider.ts';

/** Job type of a redelivery pass. */
export const REDELIVER_WEBHOOKS_JOB = 'payments.redeliver_webhooks';

/** Every minute: the shortest interval a schedule has; retries within a minute run on in-process timers. */
export const REDELIVER_WEBHOOKS_SCHEDULE = { type: REDELIVER_WEBHOOKS_JOB, everyMinutes: 1 } as const;

/** Batches per pass at most, so one pass cannot run for ever behind a consumer that is down. */
const MAX_BATCHES_PER_PASS = 20;

function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.kind === 'test' && 'redeliverDueWebhooks' in provider;
}

export interface RedeliverWebhooksDeps {
  provider: PaymentProvider;
  /** Deletes finished deliveries past their retention (the database store's purge). */
  purgeFinished?: (nowMs: number) => Promise<number>;
  clock?: () => Date;
}

/** One pass: sends what is due, batch by batch, until none is left or the job is stopped. */
export function createRedeliverWebhooksHandler(deps: RedeliverWebhooksDeps): JobHandler {
  return async (_job, context) => {
    const { provider } = deps;
    if (!isTestProvider(provider)) return;
    let sent = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_PASS && !context.signal.aborted; batch += 1) {
      const attempted = await provider.redeliverDueWebhooks();
      sent += attempted;
      if (attempted === 0) break;
    }
    const purged = (await deps.purgeFinished?.((deps.clock?.() ?? new Date()).getTime())) ?? 0;
    if (sent || purged) context.logger.info({ sent, purged }, 'redelivered due payment webhooks');
  };
}
