// The Stripe adapter against a local stub that speaks Stripe's wire format (no network).
import { describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from './stripe-provider.ts';
import { STUB_SECRET_KEY, STUB_WEBHOOK_SECRET, useStripeFixture } from './testing/stripe-fixture.ts';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' as const });
const fixture = useStripeFixture();
const { newPayment, paidPayment, uniqueKey, lastRequest } = fixture;

describe('the Stripe adapter: payments', () => {
  it('creates one PaymentIntent per order with the idempotency key, lower-case currency and the order id', async () => {
    const payment = await fixture.provider.createPayment({
      orderId: 'order-77',
      amount: eur(4250),
      idempotencyKey: 'order:order-77:payment',
      customerEmail: 'ana@example.com',
      metadata: { orderId: 'spoofed', channel: 'web' },
    });
    expect(payment).toMatchObject({ status: 'requires_payment_method', amount: eur(4250), nextAction: null });
    expect(payment.providerRef).toMatch(/^pi_/);
    expect(payment.clientSecret).toContain(`${payment.providerRef}_secret_`);
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request?.headers['idempotency-key']).toBe('order:order-77:payment');
    expect(request?.headers.authorization).toBe(`Bearer ${STUB_SECRET_KEY}`);
    expect(request?.form).toEqual({
      amount: '4250',
      currency: 'eur',
      metadata: { orderId: 'order-77', channel: 'web' },
      automatic_payment_methods: { enabled: 'true' },
      receipt_email: 'ana@example.com',
    });
  });

  it('sends zero-decimal currencies in whole units: 1500 JPY is amount=1500', async () => {
    const payment = await fixture.provider.createPayment({
      orderId: 'order-jp',
      amount: { amountMinor: 1500, currency: 'JPY' },
      idempotencyKey: uniqueKey('jp'),
    });
    expect(lastRequest()?.form).toMatchObject({ amount: '1500', currency: 'jpy' });
    expect(payment.amount).toEqual({ amountMinor: 1500, currency: 'JPY' });
  });

  it('gets the same PaymentIntent back when the key is replayed, and refuses the key with another amount', async () => {
    const input = { orderId: 'order-8', amount: eur(1000), idempotencyKey: 'order:order-8:payment' };
    const first = await fixture.provider.createPayment(input);
    const again = await fixture.provider.createPayment(input);
    expect(again.providerRef).toBe(first.providerRef);
    await expect(fixture.provider.createPayment({ ...input, amount: eur(1100) })).rejects.toMatchObject({
      code: 'idempotency_key_reused',
      status: 409,
    });
  });

  it.each([
    ['pm_card_visa', 'succeeded', null],
    ['pm_card_chargeDeclined', 'requires_payment_method', 'card_declined'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'requires_payment_method', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'requires_payment_method', 'expired_card'],
  ])('confirms with %s: %s (%s)', async (paymentMethodId, status, declineCode) => {
    const payment = await newPayment();
    const confirmed = await fixture.provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: { kind: 'stripe', paymentMethodId },
    });
    expect(confirmed).toMatchObject({ providerRef: payment.providerRef, status, declineCode });
    expect(lastRequest()).toMatchObject({
      path: `/v1/payment_intents/${payment.providerRef}/confirm`,
      form: { payment_method: paymentMethodId },
    });
  });

  it('hands 3-D Secure to Stripe.js, then reads back the approved outcome', async () => {
    const payment = await newPayment();
    const confirmed = await fixture.provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_authenticationRequired' },
    });
    expect(confirmed).toMatchObject({ status: 'requires_action', nextAction: { type: 'use_stripe_sdk' } });
    fixture.stub.authenticate(payment.providerRef, true);
    const done = await fixture.provider.completeAuthentication({ providerRef: payment.providerRef, approve: true });
    expect(done).toMatchObject({ status: 'succeeded', nextAction: null });
  });

  it('passes a redirect on when a return URL is given, and reports a failed authentication', async () => {
    const payment = await newPayment();
    const confirmed = await fixture.provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_authenticationRequired' },
      returnUrl: 'https://spindle.test/checkout/return',
    });
    expect(lastRequest()?.form).toMatchObject({ return_url: 'https://spindle.test/checkout/return' });
    expect(confirmed.nextAction).toEqual({
      type: 'redirect_to_url',
      url: `https://hooks.stripe.com/3ds/${payment.providerRef}`,
    });
    fixture.stub.authenticate(payment.providerRef, false);
    const done = await fixture.provider.completeAuthentication({ providerRef: payment.providerRef, approve: false });
    expect(done).toMatchObject({ status: 'requires_payment_method', declineCode: 'authentication_failed' });
  });

  it('never sends a raw card number to Stripe', async () => {
    const payment = await newPayment();
    const before = fixture.stub.requests.length;
    await expect(
      fixture.provider.confirmPayment({
        providerRef: payment.providerRef,
        paymentMethod: { kind: 'test_card', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      }),
    ).rejects.toMatchObject({ code: 'payment_method_unsupported' });
    expect(fixture.stub.requests).toHaveLength(before);
  });

  it('maps Stripe errors to ours: unknown payment, wrong state, cancelled payment', async () => {
    await expect(fixture.provider.getPayment({ providerRef: 'pi_missing' })).rejects.toMatchObject({
      code: 'payment_not_found',
      status: 404,
    });
    const paid = await paidPayment();
    await expect(
      fixture.provider.confirmPayment({
        providerRef: paid.providerRef,
        paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_visa' },
      }),
    ).rejects.toMatchObject({ code: 'payment_state_conflict', status: 409 });
    const unpaid = await newPayment();
    expect(await fixture.provider.cancelPayment({ providerRef: unpaid.providerRef })).toMatchObject({
      status: 'failed',
    });
    expect(await fixture.provider.cancelPayment({ providerRef: unpaid.providerRef })).toMatchObject({
      status: 'failed',
    });
  });

  it('reports a wrong secret key as misconfiguration and an unreachable API as unavailable', async () => {
    const wrongKey = createStripePaymentProvider({
      secretKey: 'sk_test_wrong',
      webhookSecret: STUB_WEBHOOK_SECRET,
      apiHost: fixture.stub.url,
    });
    await expect(wrongKey.getPayment({ providerRef: 'pi_x' })).rejects.toMatchObject({
      code: 'payment_provider_misconfigured',
      status: 500,
    });
    const unreachable = createStripePaymentProvider({
      secretKey: STUB_SECRET_KEY,
      webhookSecret: STUB_WEBHOOK_SECRET,
      apiHost: 'http://127.0.0.1:9',
      maxNetworkRetries: 0,
    });
    await expect(unreachable.getPayment({ providerRef: 'pi_x' })).rejects.toMatchObject({
      code: 'payment_provider_unavailable',
      status: 503,
    });
  });
});

describe('the Stripe adapter: refunds and saved cards', () => {
  it('refunds with the idempotency key, and replays it rather than refunding twice', async () => {
    const payment = await paidPayment(3000);
    const request = { providerRef: payment.providerRef, amount: eur(1000), idempotencyKey: uniqueKey('refund') };
    const first = await fixture.provider.refund(request);
    expect(first).toMatchObject({ ok: true, refund: { amount: eur(1000), status: 'succeeded' } });
    expect(first.ok && first.refund.refundRef).toMatch(/^re_/);
    expect(lastRequest()?.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(lastRequest()?.form).toEqual({ payment_intent: payment.providerRef, amount: '1000' });
    expect(await fixture.provider.refund(request)).toEqual(first);
    const rest = await fixture.provider.refund({
      providerRef: payment.providerRef,
      idempotencyKey: uniqueKey('refund'),
    });
    expect(rest).toMatchObject({ ok: true, refund: { amount: eur(2000) } });
  });

  it('refuses a refund in another currency before asking Stripe', async () => {
    const payment = await paidPayment(3000);
    await expect(
      fixture.provider.refund({
        providerRef: payment.providerRef,
        amount: { amountMinor: 1000, currency: 'USD' },
        idempotencyKey: uniqueKey('r'),
      }),
    ).rejects.toMatchObject({ code: 'refund_currency_mismatch' });
    expect(lastRequest()?.method).toBe('GET');
  });

  it('answers refund_exceeds_payment and payment_not_refundable as values', async () => {
    const payment = await paidPayment(3000);
    expect(
      await fixture.provider.refund({
        providerRef: payment.providerRef,
        amount: eur(3001),
        idempotencyKey: uniqueKey('r'),
      }),
    ).toEqual({ ok: false, code: 'refund_exceeds_payment' });
    await fixture.provider.refund({ providerRef: payment.providerRef, idempotencyKey: uniqueKey('r') });
    expect(await fixture.provider.refund({ providerRef: payment.providerRef, idempotencyKey: uniqueKey('r') })).toEqual(
      {
        ok: false,
        code: 'payment_not_refundable',
      },
    );
    const unpaid = await newPayment();
    expect(await fixture.provider.refund({ providerRef: unpaid.providerRef, idempotencyKey: uniqueKey('r') })).toEqual({
      ok: false,
      code: 'payment_not_refundable',
    });
  });

  it('saves a card on a customer, lists it, and pays with it', async () => {
    const { customerRef } = await fixture.provider.createCustomer({
      email: 'ana@example.com',
      accountId: 'acc-1',
      idempotencyKey: 'customer:acc-1',
    });
    expect(customerRef).toMatch(/^cus_/);
    const saved = await fixture.provider.saveCard({
      customerRef,
      paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_visa' },
    });
    expect(saved).toMatchObject({ ok: true, card: { brand: 'visa', last4: '4242' } });
    if (!saved.ok) throw new Error('not saved');
    expect(await fixture.provider.listSavedCards({ customerRef })).toEqual([saved.card]);
    const declined = await fixture.provider.saveCard({
      customerRef,
      paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_chargeDeclined' },
    });
    expect(declined).toEqual({ ok: false, code: 'card_declined' });
    const payment = await fixture.provider.createPayment({
      orderId: 'order-saved',
      amount: eur(900),
      idempotencyKey: uniqueKey('saved'),
      customerRef,
    });
    expect(lastRequest()?.form).toMatchObject({ customer: customerRef });
    const paid = await fixture.provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: { kind: 'saved_card', cardRef: saved.card.cardRef },
    });
    expect(paid.status).toBe('succeeded');
  });
});
