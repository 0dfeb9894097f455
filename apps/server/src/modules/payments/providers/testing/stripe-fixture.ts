// The Stripe adapter pointed at a fresh local stub, for a test file: started before its tests,
// stopped after. No request leaves 127.0.0.1.
import { afterAll, beforeAll } from 'vitest';
import type { PaymentProvider, PaymentView } from '../payment-provider.ts';
import { createStripePaymentProvider } from '../stripe-provider.ts';
import { startStripeStub, type RecordedRequest, type StripeStub } from './stripe-stub.ts';

export const STUB_SECRET_KEY = 'sk_test_spindle_stub';
export const STUB_WEBHOOK_SECRET = 'whsec_spindle_stub_secret';
/** The adapter's clock, for the webhook tolerance. */
export const STUB_NOW_MS = Date.parse('2026-06-01T12:00:00Z');

export interface StripeFixture {
  readonly stub: StripeStub;
  readonly provider: PaymentProvider;
  /** A new PaymentIntent of `amountMinor` EUR cents for order-1. */
  newPayment: (amountMinor?: number) => Promise<PaymentView>;
  /** The same, paid with pm_card_visa. */
  paidPayment: (amountMinor?: number) => Promise<PaymentView>;
  uniqueKey: (label: string) => string;
  lastRequest: () => RecordedRequest | undefined;
}

export function useStripeFixture(): StripeFixture {
  let stub: StripeStub | undefined;
  let provider: PaymentProvider | undefined;
  let keyCounter = 0;
  beforeAll(async () => {
    stub = await startStripeStub({ secretKey: STUB_SECRET_KEY });
    provider = createStripePaymentProvider({
      secretKey: STUB_SECRET_KEY,
      webhookSecret: STUB_WEBHOOK_SECRET,
      apiHost: stub.url,
      now: () => STUB_NOW_MS,
    });
  });
  afterAll(() => stub?.close());

  const fixture: StripeFixture = {
    get stub() {
      if (!stub) throw new Error('the Stripe stub is not started yet');
      return stub;
    },
    get provider() {
      if (!provider) throw new Error('the Stripe stub is not started yet');
      return provider;
    },
    uniqueKey(label) {
      keyCounter += 1;
      return `${label}-${keyCounter}`;
    },
    newPayment(amountMinor = 2500) {
      return fixture.provider.createPayment({
        orderId: 'order-1',
        amount: { amountMinor, currency: 'EUR' },
        idempotencyKey: fixture.uniqueKey('order-1'),
      });
    },
    async paidPayment(amountMinor = 2500) {
      const payment = await fixture.newPayment(amountMinor);
      await fixture.provider.confirmPayment({
        providerRef: payment.providerRef,
        paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_visa' },
      });
      return payment;
    },
    lastRequest: () => fixture.stub.requests.at(-1),
  };
  return fixture;
}
