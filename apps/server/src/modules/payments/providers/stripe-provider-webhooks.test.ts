// The Stripe adapter's webhooks: signatures made with the SDK's own test helper, events from the stub.
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { applyPaymentEvent, INITIAL_PAYMENT_EVENT_STATE } from './payment-event-state.ts';
import type { PaymentEvent } from './payment-provider.ts';
import { STUB_NOW_MS, STUB_WEBHOOK_SECRET, useStripeFixture } from './testing/stripe-fixture.ts';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' as const });
const fixture = useStripeFixture();
const { newPayment, paidPayment, uniqueKey } = fixture;

describe('the Stripe adapter: webhooks', () => {
  const signed = (payload: string, timestamp = Math.floor(STUB_NOW_MS / 1000), secret = STUB_WEBHOOK_SECRET) => ({
    rawBody: Buffer.from(payload),
    headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) },
  });

  it('maps payment_intent.succeeded, with the order id and amount', async () => {
    const payment = await paidPayment(4200);
    const payload = fixture.stub.eventPayload('payment_intent.succeeded', payment.providerRef);
    const { id, created } = JSON.parse(payload) as { id: string; created: number };
    expect(fixture.provider.parseWebhook(signed(payload))).toEqual({
      ok: true,
      event: {
        id,
        type: 'payment.succeeded',
        providerRef: payment.providerRef,
        orderId: 'order-1',
        amountMinor: 4200,
        currency: 'EUR',
        amountRefundedMinor: 0,
        declineCode: null,
        occurredAt: new Date(created * 1000).toISOString(),
      },
    });
  });

  it('maps payment_intent.payment_failed with its decline code, and charge.refunded with the total refunded', async () => {
    const declined = await newPayment();
    await fixture.provider.confirmPayment({
      providerRef: declined.providerRef,
      paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds' },
    });
    const failed = fixture.provider.parseWebhook(
      signed(fixture.stub.eventPayload('payment_intent.payment_failed', declined.providerRef)),
    );
    expect(failed).toMatchObject({ ok: true, event: { type: 'payment.failed', declineCode: 'insufficient_funds' } });
    const paid = await paidPayment(3000);
    await fixture.provider.refund({ providerRef: paid.providerRef, amount: eur(1200), idempotencyKey: uniqueKey('r') });
    const refunded = fixture.provider.parseWebhook(
      signed(fixture.stub.eventPayload('charge.refunded', paid.providerRef)),
    );
    expect(refunded).toMatchObject({
      ok: true,
      event: { type: 'payment.refunded', providerRef: paid.providerRef, amountMinor: 3000, amountRefundedMinor: 1200 },
    });
  });

  it('acknowledges event types it does not handle', async () => {
    const payment = await newPayment();
    const payload = fixture.stub.eventPayload('payment_intent.created', payment.providerRef);
    expect(fixture.provider.parseWebhook(signed(payload))).toEqual({
      ok: true,
      event: null,
      ignoredType: 'payment_intent.created',
    });
  });

  it('rejects a bad signature, a missing one, and a timestamp older than the tolerance', async () => {
    const payment = await newPayment();
    const payload = fixture.stub.eventPayload('payment_intent.succeeded', payment.providerRef);
    expect(fixture.provider.parseWebhook(signed(payload, undefined, 'whsec_someone_else'))).toEqual({
      ok: false,
      code: 'webhook_signature_invalid',
    });
    const good = signed(payload);
    expect(
      fixture.provider.parseWebhook({
        rawBody: Buffer.from(payload.replace('order-1', 'order-2')),
        headers: good.headers,
      }),
    ).toEqual({
      ok: false,
      code: 'webhook_signature_invalid',
    });
    expect(fixture.provider.parseWebhook({ rawBody: good.rawBody, headers: {} })).toEqual({
      ok: false,
      code: 'webhook_signature_invalid',
    });
    const fiveMinutesAgo = Math.floor(STUB_NOW_MS / 1000) - 300;
    expect(fixture.provider.parseWebhook(signed(payload, fiveMinutesAgo))).toMatchObject({ ok: true });
    expect(fixture.provider.parseWebhook(signed(payload, fiveMinutesAgo - 1))).toEqual({
      ok: false,
      code: 'webhook_timestamp_out_of_tolerance',
    });
  });

  it('rejects a well-signed payload that is not JSON or not an event we can read', () => {
    expect(fixture.provider.parseWebhook(signed('not json'))).toEqual({ ok: false, code: 'webhook_payload_invalid' });
    const shapeless = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1,
      data: { object: {} },
    });
    expect(fixture.provider.parseWebhook(signed(shapeless))).toEqual({ ok: false, code: 'webhook_payload_invalid' });
  });

  it('comes to the same conclusion whatever the order or number of the events', async () => {
    const payment = await newPayment(5000);
    await fixture.provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_chargeDeclined' },
    });
    const failed = fixture.stub.eventPayload('payment_intent.payment_failed', payment.providerRef);
    await fixture.provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_visa' },
    });
    const succeeded = fixture.stub.eventPayload('payment_intent.succeeded', payment.providerRef);
    await fixture.provider.refund({
      providerRef: payment.providerRef,
      amount: eur(2000),
      idempotencyKey: uniqueKey('r'),
    });
    const refunded = fixture.stub.eventPayload('charge.refunded', payment.providerRef);
    const events = [failed, succeeded, refunded].map((payload) => {
      const parsed = fixture.provider.parseWebhook(signed(payload));
      if (!parsed.ok || !parsed.event) throw new Error('unexpected webhook result');
      return parsed.event;
    });
    const [f, s, r] = events as [PaymentEvent, PaymentEvent, PaymentEvent];
    const fold = (list: PaymentEvent[]) => list.reduce(applyPaymentEvent, INITIAL_PAYMENT_EVENT_STATE);
    const expected = fold([f, s, r]);
    expect(expected).toMatchObject({ outcome: 'succeeded', amountRefundedMinor: 2000 });
    expect(fold([r, s, f])).toEqual(expected);
    expect(fold([s, r, r, f, s, f])).toEqual(expected);
  });
});
