import { describe, expect, it } from 'vitest';
import { createPaymentProvider } from './create-payment-provider.ts';
import { createInMemoryTestProviderStore } from './test-provider-store.ts';

describe('choosing the payment provider', () => {
  it('builds the test provider from its store and webhook delivery', () => {
    const provider = createPaymentProvider({
      kind: 'test',
      webhookSecret: 'whsec_test',
      store: createInMemoryTestProviderStore(),
      deliver: () => Promise.resolve({ statusCode: 200 }),
    });
    expect(provider.kind).toBe('test');
  });

  it('builds the Stripe adapter from its keys', () => {
    const provider = createPaymentProvider({ kind: 'stripe', secretKey: 'sk_test_x', webhookSecret: 'whsec_x' });
    expect(provider.kind).toBe('stripe');
  });

  it('refuses to start without a webhook secret', () => {
    expect(() => createPaymentProvider({ kind: 'stripe', secretKey: 'sk_test_x', webhookSecret: '' })).toThrow(
      expect.objectContaining({ code: 'payment_provider_misconfigured' }),
    );
  });
});
