// Asynchronous, signed, retried delivery of the test provider's webhooks, as a real provider does
// it: the event leaves after the API call has answered, a failed delivery (error or non-2xx) is
// retried with backoff, and each attempt is signed afresh so a late retry still passes the
// timestamp tolerance. Delivery is at least once: a consumer that answered too late sees the same
// event id again. Every delivery is kept in a WebhookDeliveryStore (the database in the server), so
// one that a crash interrupted is sent by the next process (`redeliverDue`); each attempt is claimed
// in the store first, so two processes never send the same attempt twice.
import type { PaymentEvent } from './payment-provider.ts';
import { TEST_SIGNATURE_HEADER, signWebhookPayload } from './webhook-signature.ts';
import {
  createInMemoryWebhookDeliveryStore,
  type ClaimedDelivery,
  type WebhookDeliveryStore,
} from './webhook-delivery-store.ts';

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

/**
 * How long a claimed attempt is held: longer than a delivery may take (the server's times out after
 * 10 s). A sender that died mid-attempt lets the claim lapse, and the attempt is made again.
 */
export const DEFAULT_DELIVERY_CLAIM_MS = 60_000;

export interface WebhookDispatcherOptions {
  secret: string;
  deliver: DeliverWebhook;
  scheduler: Scheduler;
  /** Where deliveries are kept; in memory by default (they then die with the process). */
  store?: WebhookDeliveryStore;
  retryDelaysMs?: readonly number[];
  claimMs?: number;
  /** Called once an event has failed every attempt. */
  onGiveUp?: (event: PaymentEvent, lastError: string) => void;
  /**
   * Called when a timer's attempt could not read or write the store (the database is away). The
   * delivery stays due, or claimed until its claim lapses, and the next `redeliverDue` sends it.
   */
  onStoreError?: (error: unknown) => void;
}

export interface WebhookDispatcher {
  /** Stores the delivery; the first attempt runs on the next turn of the scheduler, never inline. */
  send(event: PaymentEvent): Promise<void>;
  /** Sends a recent event again with the same id, as a provider's "resend" button does. */
  resend(eventId: string): Promise<boolean>;
  /** Sends every stored delivery that is due (left by a crash, or a retry whose timer died); resolves with how many were attempted. */
  redeliverDue(options?: { limit?: number }): Promise<number>;
}

const REDELIVERY_BATCH = 50;

export function createWebhookDispatcher(options: WebhookDispatcherOptions): WebhookDispatcher {
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const claimMs = options.claimMs ?? DEFAULT_DELIVERY_CLAIM_MS;
  const store = options.store ?? createInMemoryWebhookDeliveryStore();
  const { scheduler } = options;

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    const rawBody = Buffer.from(delivery.body);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Spindle-TestProvider/1.0',
      [TEST_SIGNATURE_HEADER]: signWebhookPayload(rawBody, options.secret, Math.floor(scheduler.now() / 1000)),
    };
    let failure: string;
    try {
      const { statusCode } = await options.deliver(rawBody, headers);
      if (statusCode >= 200 && statusCode < 300) {
        await store.finish(delivery, { state: 'delivered', atMs: scheduler.now() });
        return;
      }
      failure = `HTTP ${statusCode}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    // The first attempt is number 1: it is followed by the first delay.
    const delayMs = retryDelaysMs[delivery.attempts - 1];
    if (delayMs === undefined) {
      if (await store.finish(delivery, { state: 'given_up', atMs: scheduler.now(), error: failure })) {
        options.onGiveUp?.(JSON.parse(delivery.body) as PaymentEvent, failure);
      }
      return;
    }
    const retryAtMs = scheduler.now() + delayMs;
    await store.finish(delivery, { state: 'pending', atMs: scheduler.now(), retryAtMs, error: failure });
    scheduleAttempt(delivery.id, delayMs);
  }

  /** A timer's attempt never rejects: nobody awaits it, and an unhandled rejection would end the process. */
  function scheduleAttempt(id: string, delayMs: number): void {
    scheduler.schedule(delayMs, () => attemptIfDue(id).catch((error: unknown) => options.onStoreError?.(error)));
  }

  /** Claims the delivery if it is still due and nobody holds it (another process may have sent it). */
  async function attemptIfDue(id: string): Promise<void> {
    const nowMs = scheduler.now();
    const claimed = await store.claim(id, { nowMs, claimUntilMs: nowMs + claimMs });
    if (claimed) await attempt(claimed);
  }

  async function enqueue(event: PaymentEvent): Promise<void> {
    // Serialised once: every attempt carries the same bytes, only the signature header changes.
    const id = await store.add({ eventId: event.id, body: JSON.stringify(event), dueAtMs: scheduler.now() });
    scheduleAttempt(id, 0);
  }

  return {
    send: enqueue,
    async resend(eventId) {
      const body = await store.findBody(eventId);
      if (body === null) return false;
      await enqueue(JSON.parse(body) as PaymentEvent);
      return true;
    },
    async redeliverDue({ limit = REDELIVERY_BATCH } = {}) {
      const nowMs = scheduler.now();
      const claimed = await store.claimDue({ nowMs, claimUntilMs: nowMs + claimMs, limit });
      for (const delivery of claimed) await attempt(delivery);
      return claimed.length;
    },
  };
}
