import { describe, expect, it } from 'vitest';
import { createTestProviderHarness, testCard } from './testing/test-provider-harness.ts';

const eur = (amountMinor: number) => ({ amountMinor, currency: 'EUR' as const });

async function newPayment(harness = createTestProviderHarness(), amountMinor = 2500) {
  const payment = await harness.provider.createPayment({
    orderId: 'order-1',
    amount: eur(amountMinor),
    idempotencyKey: `order-1:${amountMinor}`,
  });
  return { harness, payment, provider: harness.provider };
}

describe('the test provider: test cards', () => {
  it.each([
    ['4242424242424242', 'succeeded', null, 'payment.succeeded'],
    ['5555555555554444', 'succeeded', null, 'payment.succeeded'],
    ['378282246310005', 'succeeded', null, 'payment.succeeded'],
    ['4000000000000002', 'requires_payment_method', 'card_declined', 'payment.failed'],
    ['4000000000009995', 'requires_payment_method', 'insufficient_funds', 'payment.failed'],
    ['4000000000000069', 'requires_payment_method', 'expired_card', 'payment.failed'],
    ['4000000000000127', 'requires_payment_method', 'incorrect_cvc', 'payment.failed'],
    ['4000000000000119', 'requires_payment_method', 'processing_error', 'payment.failed'],
    ['4111111111111111', 'requires_payment_method', 'card_declined', 'payment.failed'],
  ])('card %s ends %s (%s) and announces %s', async (number, status, declineCode, eventType) => {
    const { harness, payment, provider } = await newPayment();
    const confirmed = await provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: testCard(number),
    });
    expect(confirmed).toMatchObject({ providerRef: payment.providerRef, status, declineCode, nextAction: null });
    const events = await harness.deliveredEvents();
    expect(events).toEqual([
      expect.objectContaining({ type: eventType, providerRef: payment.providerRef, orderId: 'order-1', declineCode }),
    ]);
  });

  it('refuses a malformed card before the issuer sees it: a decline code but no webhook', async () => {
    const { harness, payment, provider } = await newPayment();
    const confirmed = await provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: testCard('4242424242424241'),
    });
    expect(confirmed).toMatchObject({ status: 'requires_payment_method', declineCode: 'incorrect_number' });
    const expired = await provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: testCard('4242424242424242', { expMonth: 1, expYear: 2026 }),
    });
    expect(expired).toMatchObject({ status: 'requires_payment_method', declineCode: 'expired_card' });
    expect(await harness.deliveredEvents()).toEqual([]);
  });

  it('lets the customer try another card on the same payment after a decline', async () => {
    const { payment, provider } = await newPayment();
    await provider.confirmPayment({ providerRef: payment.providerRef, paymentMethod: testCard('4000000000009995') });
    const retried = await provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: testCard('4242424242424242'),
    });
    expect(retried).toMatchObject({ status: 'succeeded', declineCode: null });
  });

  it('refuses to confirm a payment that already succeeded', async () => {
    const { payment, provider } = await newPayment();
    const paymentMethod = testCard('4242424242424242');
    await provider.confirmPayment({ providerRef: payment.providerRef, paymentMethod });
    await expect(provider.confirmPayment({ providerRef: payment.providerRef, paymentMethod })).rejects.toMatchObject({
      code: 'payment_state_conflict',
      status: 409,
    });
  });

  it('refuses a Stripe payment method and an unknown payment', async () => {
    const { payment, provider } = await newPayment();
    const stripeMethod = { kind: 'stripe', paymentMethodId: 'pm_card_visa' } as const;
    await expect(
      provider.confirmPayment({ providerRef: payment.providerRef, paymentMethod: stripeMethod }),
    ).rejects.toMatchObject({ code: 'payment_method_unsupported' });
    await expect(provider.getPayment({ providerRef: 'tp_pi_nope' })).rejects.toMatchObject({
      code: 'payment_not_found',
      status: 404,
    });
  });
});

describe('the test provider: authentication (3-D Secure)', () => {
  it.each(['4000002760003184', '4000000000003220'])(
    'asks for authentication on %s, then succeeds when approved',
    async (number) => {
      const { harness, payment, provider } = await newPayment();
      const confirmed = await provider.confirmPayment({
        providerRef: payment.providerRef,
        paymentMethod: testCard(number),
      });
      expect(confirmed).toMatchObject({ status: 'requires_action', nextAction: { type: 'test_authentication' } });
      expect(await harness.deliveredEvents()).toEqual([]);
      const approved = await provider.completeAuthentication({ providerRef: payment.providerRef, approve: true });
      expect(approved).toMatchObject({ status: 'succeeded', nextAction: null });
      expect((await harness.deliveredEvents()).map((event) => event.type)).toEqual(['payment.succeeded']);
    },
  );

  it('fails the attempt when the customer does not authenticate', async () => {
    const { harness, payment, provider } = await newPayment();
    await provider.confirmPayment({ providerRef: payment.providerRef, paymentMethod: testCard('4000002760003184') });
    const denied = await provider.completeAuthentication({ providerRef: payment.providerRef, approve: false });
    expect(denied).toMatchObject({ status: 'requires_payment_method', declineCode: 'authentication_failed' });
    expect(await harness.deliveredEvents()).toEqual([
      expect.objectContaining({ type: 'payment.failed', declineCode: 'authentication_failed' }),
    ]);
  });

  it('declines 4000 0084 0000 1629 even after a successful authentication', async () => {
    const { payment, provider } = await newPayment();
    await provider.confirmPayment({ providerRef: payment.providerRef, paymentMethod: testCard('4000008400001629') });
    const approved = await provider.completeAuthentication({ providerRef: payment.providerRef, approve: true });
    expect(approved).toMatchObject({ status: 'requires_payment_method', declineCode: 'card_declined' });
  });

  it('refuses to complete an authentication nobody asked for', async () => {
    const { payment, provider } = await newPayment();
    await expect(
      provider.completeAuthentication({ providerRef: payment.providerRef, approve: true }),
    ).rejects.toMatchObject({ code: 'payment_state_conflict' });
  });
});

describe('the test provider: idempotency', () => {
  const input = { orderId: 'order-7', amount: eur(4999), idempotencyKey: 'order:order-7:payment' };

  it('returns the same payment for the same key, even when both requests race', async () => {
    const { provider } = createTestProviderHarness();
    const [first, second] = await Promise.all([provider.createPayment(input), provider.createPayment(input)]);
    const third = await provider.createPayment(input);
    expect(second.providerRef).toBe(first.providerRef);
    expect(third).toEqual(first);
  });

  it('refuses the same key with another amount', async () => {
    const { provider } = createTestProviderHarness();
    await provider.createPayment(input);
    await expect(provider.createPayment({ ...input, amount: eur(5000) })).rejects.toMatchObject({
      code: 'idempotency_key_reused',
      status: 409,
    });
  });

  it('makes a new payment for a new key', async () => {
    const { provider } = createTestProviderHarness();
    const first = await provider.createPayment(input);
    const second = await provider.createPayment({ ...input, idempotencyKey: 'order:order-7:payment:2' });
    expect(second.providerRef).not.toBe(first.providerRef);
  });

  it('keeps zero-decimal currencies in whole units and refuses amounts that are not positive integers', async () => {
    const { provider } = createTestProviderHarness();
    const yen = await provider.createPayment({ ...input, amount: { amountMinor: 1500, currency: 'JPY' } });
    expect(yen.amount).toEqual({ amountMinor: 1500, currency: 'JPY' });
    for (const amountMinor of [0, -100, 12.5]) {
      await expect(
        provider.createPayment({ ...input, idempotencyKey: `bad-${amountMinor}`, amount: eur(amountMinor) }),
      ).rejects.toMatchObject({ code: 'payment_amount_invalid' });
    }
  });
});

describe('the test provider: refunds and cancellation', () => {
  async function paid(amountMinor = 3000) {
    const setup = await newPayment(createTestProviderHarness(), amountMinor);
    await setup.provider.confirmPayment({
      providerRef: setup.payment.providerRef,
      paymentMethod: testCard('4242424242424242'),
    });
    return setup;
  }

  it('refunds part, then the rest, announcing the cumulative amount refunded', async () => {
    const { harness, payment, provider } = await paid();
    const part = await provider.refund({ providerRef: payment.providerRef, amount: eur(1000), idempotencyKey: 'r1' });
    expect(part).toMatchObject({ ok: true, refund: { amount: eur(1000), status: 'succeeded' } });
    const rest = await provider.refund({ providerRef: payment.providerRef, idempotencyKey: 'r2' });
    expect(rest).toMatchObject({ ok: true, refund: { amount: eur(2000) } });
    const refunds = (await harness.deliveredEvents()).filter((event) => event.type === 'payment.refunded');
    expect(refunds.map((event) => event.amountRefundedMinor)).toEqual([1000, 3000]);
  });

  it('replays a refund for the same key instead of refunding twice', async () => {
    const { harness, payment, provider } = await paid();
    const request = { providerRef: payment.providerRef, amount: eur(500), idempotencyKey: 'refund-once' };
    const first = await provider.refund(request);
    const again = await provider.refund(request);
    expect(again).toEqual(first);
    await expect(provider.refund({ ...request, amount: eur(600) })).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    const refunds = (await harness.deliveredEvents()).filter((event) => event.type === 'payment.refunded');
    expect(refunds).toHaveLength(1);
  });

  it('never refunds more than was paid, even when refunds race', async () => {
    const { payment, provider } = await paid(3000);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((key) =>
        provider.refund({ providerRef: payment.providerRef, amount: eur(1500), idempotencyKey: key }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, code: 'payment_not_refundable' });
  });

  it('refuses a refund in another currency', async () => {
    const { payment, provider } = await paid();
    await expect(
      provider.refund({
        providerRef: payment.providerRef,
        amount: { amountMinor: 100, currency: 'USD' },
        idempotencyKey: 'usd',
      }),
    ).rejects.toMatchObject({ code: 'refund_currency_mismatch' });
  });

  it('answers refund_exceeds_payment and payment_not_refundable as values', async () => {
    const { payment, provider } = await paid(3000);
    expect(
      await provider.refund({ providerRef: payment.providerRef, amount: eur(3001), idempotencyKey: 'too-much' }),
    ).toEqual({ ok: false, code: 'refund_exceeds_payment' });
    const unpaid = await newPayment();
    expect(await unpaid.provider.refund({ providerRef: unpaid.payment.providerRef, idempotencyKey: 'x' })).toEqual({
      ok: false,
      code: 'payment_not_refundable',
    });
  });

  it('cancels an unpaid payment once, and refuses to cancel a paid one', async () => {
    const { harness, payment, provider } = await newPayment();
    expect(await provider.cancelPayment({ providerRef: payment.providerRef })).toMatchObject({ status: 'failed' });
    expect(await provider.cancelPayment({ providerRef: payment.providerRef })).toMatchObject({ status: 'failed' });
    expect((await harness.deliveredEvents()).map((event) => event.type)).toEqual(['payment.canceled']);
    const settled = await paid();
    await expect(settled.provider.cancelPayment({ providerRef: settled.payment.providerRef })).rejects.toMatchObject({
      code: 'payment_state_conflict',
    });
  });
});

describe('the test provider: saved cards', () => {
  it('saves a card on a customer and pays with it without the CVC', async () => {
    const { provider } = createTestProviderHarness();
    const customer = { email: 'ana@example.com', accountId: 'acc-1', idempotencyKey: 'customer:acc-1' };
    const { customerRef } = await provider.createCustomer(customer);
    expect(await provider.createCustomer(customer)).toEqual({ customerRef });
    const saved = await provider.saveCard({ customerRef, paymentMethod: testCard('5555555555554444') });
    expect(saved).toMatchObject({
      ok: true,
      card: { brand: 'mastercard', last4: '4444', expMonth: 12, expYear: 2030 },
    });
    if (!saved.ok) throw new Error('card not saved');
    expect(await provider.listSavedCards({ customerRef })).toEqual([saved.card]);
    const payment = await provider.createPayment({
      orderId: 'order-9',
      amount: eur(1200),
      idempotencyKey: 'order-9',
      customerRef,
    });
    const paid = await provider.confirmPayment({
      providerRef: payment.providerRef,
      paymentMethod: { kind: 'saved_card', cardRef: saved.card.cardRef },
    });
    expect(paid.status).toBe('succeeded');
  });

  it("refuses a declining card, and another customer's card", async () => {
    const { provider } = createTestProviderHarness();
    const { customerRef } = await provider.createCustomer({ email: 'a@b.c', accountId: 'a', idempotencyKey: 'a' });
    expect(await provider.saveCard({ customerRef, paymentMethod: testCard('4000000000000002') })).toEqual({
      ok: false,
      code: 'card_declined',
    });
    const saved = await provider.saveCard({ customerRef, paymentMethod: testCard('4242424242424242') });
    if (!saved.ok) throw new Error('card not saved');
    const stranger = await provider.createPayment({ orderId: 'o', amount: eur(100), idempotencyKey: 'o' });
    await expect(
      provider.confirmPayment({
        providerRef: stranger.providerRef,
        paymentMethod: { kind: 'saved_card', cardRef: saved.card.cardRef },
      }),
    ).rejects.toMatchObject({ code: 'payment_method_invalid' });
  });
});
