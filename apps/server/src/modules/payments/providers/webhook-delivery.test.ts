// The dispatcher's own guarantees, beside the provider's (test-provider-webhooks.test.ts): an attempt
// on a timer that cannot reach its store (the database restarting) never rejects (nobody awaits it,
// and an unhandled rejection ends the process); the delivery stays due for the next redelivery.
import { describe, expect, it } from 'vitest';
import type { PaymentEvent } from './payment-provider.ts';
import { createManualScheduler } from './testing/manual-scheduler.ts';
import { createWebhookDispatcher } from './webhook-delivery.ts';
import { createInMemoryWebhookDeliveryStore, type WebhookDeliveryStore } from './webhook-delivery-store.ts';

const event: PaymentEvent = {
  id: 'evt_test_store_away',
  type: 'payment.succeeded',
  providerRef: 'tp_pi_1',
  orderId: '1',
  amountMinor: 2500,
  currency: 'EUR',
  amountRefundedMinor: 0,
  declineCode: null,
  occurredAt: '2026-06-01T12:00:00.000Z',
};

describe('the webhook dispatcher', () => {
  it('keeps a delivery due when its store is away at the attempt, without an unhandled rejection', async () => {
    const scheduler = createManualScheduler();
    const memory = createInMemoryWebhookDeliveryStore();
    let storeAway = false;
    const store: WebhookDeliveryStore = {
      ...memory,
      claim: (id, window) =>
        storeAway ? Promise.reject(new Error('the database system is shutting down')) : memory.claim(id, window),
    };
    const delivered: string[] = [];
    const storeErrors: string[] = [];
    const dispatcher = createWebhookDispatcher({
      secret: 'whsec_dispatcher_test',
      scheduler,
      store,
      deliver: (rawBody) => {
        delivered.push((JSON.parse(rawBody.toString()) as PaymentEvent).id);
        return Promise.resolve({ statusCode: 200 });
      },
      onStoreError: (error) => storeErrors.push(error instanceof Error ? error.message : String(error)),
    });

    await dispatcher.send(event);
    storeAway = true;
    await expect(scheduler.runDue()).resolves.toBeUndefined();
    expect(storeErrors).toEqual(['the database system is shutting down']);
    expect(delivered).toEqual([]);

    storeAway = false;
    expect(await dispatcher.redeliverDue()).toBe(1);
    expect(delivered).toEqual([event.id]);
    expect(await dispatcher.redeliverDue()).toBe(0);
  });
});
