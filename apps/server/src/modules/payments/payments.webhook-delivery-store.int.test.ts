// The test provider's webhook deliveries on the database: a delivery stored by a process that died
// before sending it is sent by the next one, a failed attempt keeps its backoff across a restart, a
// claim that lapsed (its sender died mid-attempt) is taken over, and two instances sending what is due
// at the same time never send the same attempt twice.
import { schema, type Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentEvent } from './providers/payment-provider.ts';
import { createManualScheduler, type ManualScheduler } from './providers/testing/manual-scheduler.ts';
import { createTestPaymentProvider } from './providers/test-provider.ts';
import type { DeliverWebhook } from './providers/webhook-delivery.ts';
import { createDatabaseTestProviderStore } from './payments.test-provider-store.ts';
import { createDatabaseWebhookDeliveryStore } from './payments.webhook-delivery-store.ts';

const { testWebhookDeliveries } = schema;
const SECRET = 'whsec_delivery_store_test';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

beforeEach(async () => {
  await database.db.delete(testWebhookDeliveries);
});

interface Received {
  event: PaymentEvent;
  instance: string;
}

/** One process's provider on the shared database, its own clock, and what its consumer received. */
function instance(
  name: string,
  received: Received[],
  options: { answer?: () => number; scheduler?: ManualScheduler } = {},
) {
  const scheduler = options.scheduler ?? createManualScheduler(Date.now());
  const deliver: DeliverWebhook = async (rawBody, headers) => {
    const parsed = provider.parseWebhook({ rawBody, headers });
    if (!parsed.ok || !parsed.event) throw new Error(`unverifiable delivery: ${JSON.stringify(parsed)}`);
    // A real consumer takes a moment: lets racing senders overlap.
    await new Promise((resolve) => setTimeout(resolve, 5));
    received.push({ event: parsed.event, instance: name });
    return { statusCode: options.answer?.() ?? 200 };
  };
  const provider = createTestPaymentProvider({
    webhookSecret: SECRET,
    deliver,
    store: createDatabaseTestProviderStore(database.db),
    webhookStore: createDatabaseWebhookDeliveryStore(database.db),
    scheduler,
  });
  return { provider, scheduler };
}

const visa = { kind: 'test_card' as const, number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };

async function pay(provider: ReturnType<typeof instance>['provider'], orderId: string) {
  const created = await provider.createPayment({
    orderId,
    amount: { amountMinor: 2500, currency: 'EUR' },
    idempotencyKey: `delivery-store:${orderId}:${Date.now()}`,
  });
  await provider.confirmPayment({ providerRef: created.providerRef, paymentMethod: visa });
  return created.providerRef;
}

async function deliveryRows() {
  return database.db.select().from(testWebhookDeliveries).orderBy(testWebhookDeliveries.id);
}

describe('webhook deliveries kept in the database', () => {
  it('sends, after a restart, a delivery stored by a process that died before sending it', async () => {
    const received: Received[] = [];
    // The first process answers the payment, stores its webhook, and dies before its timer fires.
    const dead = instance('dead', received);
    const providerRef = await pay(dead.provider, 'restart-1');
    expect(await deliveryRows()).toMatchObject([{ state: 'pending', attempts: 0 }]);

    const restarted = instance('restarted', received);
    expect(await restarted.provider.redeliverDueWebhooks()).toBe(1);
    expect(received.map(({ event, instance: name }) => [event.type, event.providerRef, name])).toEqual([
      ['payment.succeeded', providerRef, 'restarted'],
    ]);
    expect(await deliveryRows()).toMatchObject([{ state: 'delivered', attempts: 1, lockedUntil: null }]);
    expect(await restarted.provider.redeliverDueWebhooks()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('keeps a failed attempt’s backoff across a restart, then sends it when it falls due', async () => {
    const received: Received[] = [];
    const first = instance('first', received, { answer: () => 503 });
    await pay(first.provider, 'backoff-1');
    await first.scheduler.runDue();
    const [failed] = await deliveryRows();
    expect(failed).toMatchObject({ state: 'pending', attempts: 1, lastError: 'HTTP 503' });
    expect(failed?.nextAttemptAt.getTime()).toBe(first.scheduler.now() + 1_000);

    // A new process at the same moment: the retry is not due yet.
    const scheduler = createManualScheduler(first.scheduler.now());
    const restarted = instance('restarted', received, { scheduler });
    expect(await restarted.provider.redeliverDueWebhooks()).toBe(0);
    await scheduler.advanceBy(1_000);
    expect(await restarted.provider.redeliverDueWebhooks()).toBe(1);
    expect(received.map(({ instance: name }) => name)).toEqual(['first', 'restarted']);
    expect(await deliveryRows()).toMatchObject([{ state: 'delivered', attempts: 2 }]);
  });

  it('takes over an attempt whose sender died holding it, once its claim has lapsed', async () => {
    const received: Received[] = [];
    const dead = instance('dead', received);
    await pay(dead.provider, 'lapsed-1');
    const store = createDatabaseWebhookDeliveryStore(database.db);
    const nowMs = dead.scheduler.now();
    const [held] = await store.claimDue({ nowMs, claimUntilMs: nowMs + 60_000, limit: 10 });
    expect(held?.attempts).toBe(1);

    const scheduler = createManualScheduler(nowMs);
    const other = instance('other', received, { scheduler });
    expect(await other.provider.redeliverDueWebhooks()).toBe(0);
    await scheduler.advanceBy(60_000);
    expect(await other.provider.redeliverDueWebhooks()).toBe(1);
    expect(await deliveryRows()).toMatchObject([{ state: 'delivered', attempts: 2 }]);
    // The dead sender's late outcome no longer lands: its attempt was taken over.
    if (!held) throw new Error('nothing claimed');
    expect(await store.finish(held, { state: 'pending', atMs: nowMs, retryAtMs: nowMs, error: 'late' })).toBe(false);
  });

  it('sends each due attempt once when two instances redeliver at the same time', async () => {
    const received: Received[] = [];
    const dead = instance('dead', received);
    const payments = 12;
    for (let index = 0; index < payments; index += 1) await pay(dead.provider, `race-${index}`);
    const a = instance('a', received);
    const b = instance('b', received);
    const sent = await Promise.all([
      a.provider.redeliverDueWebhooks({ limit: 5 }),
      b.provider.redeliverDueWebhooks({ limit: 5 }),
      a.provider.redeliverDueWebhooks({ limit: 5 }),
      b.provider.redeliverDueWebhooks({ limit: 5 }),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(payments);
    expect(received).toHaveLength(payments);
    expect(new Set(received.map(({ event }) => event.id)).size).toBe(payments);
    const rows = await deliveryRows();
    expect(rows.every((row) => row.state === 'delivered' && row.attempts === 1)).toBe(true);
  });

  it('gives up after the last attempt and keeps the reason', async () => {
    const received: Received[] = [];
    const failing = instance('failing', received, { answer: () => 500 });
    await pay(failing.provider, 'give-up-1');
    await failing.scheduler.advanceBy(3 * 3_600_000);
    expect(received).toHaveLength(7);
    const [row] = await deliveryRows();
    expect(row).toMatchObject({ state: 'given_up', attempts: 7, lastError: 'HTTP 500' });
    expect(await failing.provider.redeliverDueWebhooks()).toBe(0);
  });

  it('sends a stored event again on resend, and forgets finished deliveries after their retention', async () => {
    const received: Received[] = [];
    const live = instance('live', received);
    await pay(live.provider, 'resend-1');
    await live.scheduler.runDue();
    const [first] = received;
    if (!first) throw new Error('nothing delivered');
    const other = instance('other', received);
    expect(await other.provider.resendEvent(first.event.id)).toBe(true);
    await other.scheduler.runDue();
    expect(received.map(({ event }) => event.id)).toEqual([first.event.id, first.event.id]);

    const store = createDatabaseWebhookDeliveryStore(database.db);
    expect(await store.purgeFinished(Date.now())).toBe(0);
    await database.db
      .update(testWebhookDeliveries)
      .set({ updatedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(testWebhookDeliveries.eventId, first.event.id));
    expect(await store.purgeFinished(Date.now())).toBe(2);
  });
});
