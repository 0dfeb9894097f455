// Asynchronous, signed, retried delivery of the test provider's webhooks, as a real provider does
// it: the event leaves after the API call has answered, a failed delivery (error or non-2xx) is
// retried with backoff, and each attempt is signed afresh so a late retry still passes the
// timestamp tolerance. Delivery is at least once: a consumer that answered too late sees the same
// event id again.
import type { PaymentEvent } from './payment-provider.ts';
import { TEST_SIGNATURE_HEADER, signWebhookPayload } from './webhook-signature.ts';

/** When things happen. The system one uses timers; tests drive testing/manual-scheduler.ts. */
export interface Scheduler {
  now(): number;
  schedule(delayMs: number, task: () => Promise<void>): void;
}

/** Real time; timers are unref'd so a pending retry never keeps the process alive. */
export const systemScheduler: Scheduler = {
  now: () => Date.now(),
  schedule(delayMs, task) {
    setTimeout(() => void task(), delayMs).unref();
  },
};

/** POSTs one webhook to the consumer. Resolves with the HTTP status; a throw counts as a failure. */
export type DeliverWebhook = (rawBody: Buffer, headers: Record<string, string>) => Promise<{ statusCode: number }>;

/** Waits before each retry: 1 s, 10 s, 1 min, 5 min, 30 min, 2 h, then give up (7 attempts). */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1_000, 10_000, 60_000, 300_000, 1_800_000, 7_200_000];

/** How many sent events are kept for `resend`. */
const RESENDABLE_EVENTS = 1_000;

export interface WebhookDispatcherOptions {
  secret: string;
  deliver: DeliverWebhook;
  scheduler: Scheduler;
  retryDelaysMs?: readonly number[];
  /** Called once an event has failed every attempt. */
  onGiveUp?: (event: PaymentEvent, lastError: string) => void;
}

export interface WebhookDispatcher {
  /** Queues the event; the first attempt runs on the next turn of the scheduler, never inline. */
  send(event: PaymentEvent): void;
  /** Sends a recent event again with the same id, as a provider's "resend" button does. */
  resend(eventId: string): boolean;
}

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const sent = new Map<string, PaymentEvent>();

  async function attempt(event: PaymentEvent, rawBody: Buffer, attemptIndex: number): Promise<void> {
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Spindle-TestProvider/1.0',
      [TEST_SIGNATURE_HEADER]: signWebhookPayload(rawBody, options.secret, Math.floor(options.scheduler.now() / 1000)),
    };
    let failure: string;
    try {
      const { statusCode } = await options.deliver(rawBody, headers);
      if (statusCode >= 200 && statusCode < 300) return;
      failure = `HTTP ${statusCode}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const delayMs = retryDelaysMs[attemptIndex];
    if (delayMs === undefined) {
      options.onGiveUp?.(event, failure);
      return;
    }
    options.scheduler.schedule(delayMs, () => attempt(event, rawBody, attemptIndex + 1));
  }

  function enqueue(event: PaymentEvent): void {
    // Serialised once: every attempt carries the same bytes, only the signature header changes.
    const rawBody = Buffer.from(JSON.stringify(event));
    options.scheduler.schedule(0, () => attempt(event, rawBody, 0));
  }

  return {
    send(event) {
      sent.set(event.id, event);
      if (sent.size > RESENDABLE_EVENTS) {
        const oldest = sent.keys().next();
        if (!oldest.done) sent.delete(oldest.value);
      }
      enqueue(event);
    },
    resend(eventId) {
      const event = sent.get(eventId);
      if (!event) return false;
      enqueue(event);
      return true;
    },
  };
}
