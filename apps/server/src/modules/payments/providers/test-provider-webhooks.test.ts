import { describe, expect, it } from 'vitest';
import { createTestProviderHarness, testCard } from './testing/test-provider-harness.ts';

async function paidPayment() {
  const harness = createTestProviderHarness();
  const payment = await harness.provider.createPayment({
    orderId: 'order-42',
    amount: { amountMinor: 1999, currency: 'GBP' },
    idempotencyKey: 'order-42',
  });
  await harness.provider.confirmPayment({
    providerRef: payment.providerRef,
    paymentMethod: testCard('4242424242424242'),
  });
  return { harness, payment, provider: harness.provider };
}

describe('the test provider: webhook delivery', () => {
  it('announces the outcome after the call has answered, never inline', async () => {
    const { harness, payment } = await paidPayment();
    expect(harness.deliveries).toHaveLength(0);
    const events = await harness.deliveredEvents();
    expect(events.map((event) => event.id)).toEqual([expect.stringMatching(/^evt_test_/)]);
    expect(events).toMatchObject([
      {
        type: 'payment.succeeded',
        providerRef: payment.providerRef,
        orderId: 'order-42',
        amountMinor: 1999,
        currency: 'GBP',
        amountRefundedMinor: 0,
        declineCode: null,
        occurredAt: new Date(harness.scheduler.now()).toISOString(),
      },
    ]);
  });

  it('signs each delivery as t=<seconds>,v1=<HMAC-SHA256> in spindle-signature', async () => {
    const { harness } = await paidPayment();
    await harness.scheduler.runDue();
    const [delivery] = harness.deliveries;
    expect(delivery?.headers['content-type']).toBe('application/json');
    expect(delivery?.headers['spindle-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('rejects a tampered body, an unsigned one, and a delivery replayed after 300 seconds', async () => {
    const { harness, provider } = await paidPayment();
    await harness.scheduler.runDue();
    const [delivery] = harness.deliveries;
    if (!delivery) throw new Error('nothing delivered');
    const tampered = Buffer.from(delivery.rawBody.toString().replace('1999', '1'));
    expect(provider.parseWebhook({ rawBody: tampered, headers: delivery.headers })).toEqual({
      ok: false,
      code: 'webhook_signature_invalid',
    });
    expect(provider.parseWebhook({ rawBody: delivery.rawBody, headers: {} })).toEqual({
      ok: false,
      code: 'webhook_signature_invalid',
    });
    await harness.scheduler.advanceBy(300_000);
    expect(provider.parseWebhook(delivery)).toMatchObject({ ok: true });
    await harness.scheduler.advanceBy(1_000);
    expect(provider.parseWebhook(delivery)).toEqual({ ok: false, code: 'webhook_timestamp_out_of_tolerance' });
  });

  it('retries a failed delivery with backoff, signing each attempt afresh', async () => {
    const { harness } = await paidPayment();
    harness.answers.push(500, 503);
    await harness.scheduler.runDue();
    expect(harness.deliveries).toHaveLength(1);
    await harness.scheduler.advanceBy(1_000);
    expect(harness.deliveries).toHaveLength(2);
    await harness.scheduler.advanceBy(9_999);
    expect(harness.deliveries).toHaveLength(2);
    await harness.scheduler.advanceBy(1);
    expect(harness.deliveries).toHaveLength(3);
    await harness.scheduler.advanceBy(24 * 3_600_000);
    expect(harness.deliveries).toHaveLength(3);
    const [first, , last] = harness.deliveries;
    expect(last?.rawBody.equals(first?.rawBody ?? Buffer.alloc(0))).toBe(true);
    expect(last?.headers['spindle-signature']).not.toBe(first?.headers['spindle-signature']);
    // The last attempt, 11 s after the first, still verifies: each is signed when sent.
    const events = await harness.deliveredEvents();
    expect(new Set(events.map((event) => event.id)).size).toBe(1);
  });

  it('retries when the consumer cannot be reached at all', async () => {
    const { harness } = await paidPayment();
    harness.answers.push(new Error('connect ECONNREFUSED 127.0.0.1:3000'));
    await harness.scheduler.runDue();
    expect(harness.deliveries).toHaveLength(0);
    await harness.scheduler.advanceBy(1_000);
    expect(await harness.deliveredEvents()).toEqual([expect.objectContaining({ type: 'payment.succeeded' })]);
  });

  it('gives up after seven attempts over about 2.6 hours and says so', async () => {
    const { harness } = await paidPayment();
    harness.answers.push(...Array.from({ length: 7 }, () => 500));
    await harness.scheduler.advanceBy(3 * 3_600_000);
    const start = harness.deliveries[0]?.atMs ?? 0;
    expect(harness.deliveries.map((delivery) => (delivery.atMs - start) / 1000)).toEqual([
      0, 1, 11, 71, 371, 2171, 9371,
    ]);
    expect(harness.givenUp.map(({ event, lastError }) => [event.type, lastError])).toEqual([
      ['payment.succeeded', 'HTTP 500'],
    ]);
  });

  it('can deliver the same event twice, so the consumer must dedupe by event id', async () => {
    const { harness, provider } = await paidPayment();
    // The consumer records the event, then fails to answer in time: the provider sends it again.
    harness.answers.push(504);
    await harness.scheduler.advanceBy(1_000);
    const [first] = await harness.deliveredEvents();
    if (!first) throw new Error('nothing delivered');
    expect(await provider.resendEvent(first.id)).toBe(true);
    expect(await provider.resendEvent('evt_test_unknown')).toBe(false);
    const events = await harness.deliveredEvents();
    expect(events.map((event) => event.id)).toEqual([first.id, first.id, first.id]);
    const processed = new Set(events.map((event) => event.id));
    expect(processed.size).toBe(1);
  });
});
