// Test kit of payments: what other modules' tests may use (lint allows it in test files only).
import type { Db } from '@spindle/db';
import type { CurrencyCode } from '@spindle/domain';
import { createDatabaseTestProviderStore } from './payments.test-provider-store.ts';
export { testProviderWebhookSecret } from './payments.service.ts';
export { type StripeStub, startStripeStub } from './providers/testing/stripe-stub.ts';
export {
  type TestProviderHarness,
  createDyingTestProvider,
  createSilentTestProvider,
  createTestProviderHarness,
  testCard,
} from './providers/testing/test-provider-harness.ts';
export { TEST_SIGNATURE_HEADER, signWebhookPayload } from './providers/webhook-signature.ts';

/**
 * A payment the built-in test provider took in full, kept in its database store as the server's
 * provider reads it: the server can then refund it (the demo seed writes the same record).
 */
export async function storeSucceededTestPayment(
  db: Db,
  payment: { providerRef: string; orderId: number; amountMinor: number; currency?: CurrencyCode },
): Promise<void> {
  await createDatabaseTestProviderStore(db).putPayment({
    providerRef: payment.providerRef,
    orderId: String(payment.orderId),
    amount: { amountMinor: payment.amountMinor, currency: payment.currency ?? 'EUR' },
    status: 'succeeded',
    clientSecret: `${payment.providerRef}_secret`,
    customerRef: null,
    customerEmail: null,
    metadata: {},
    declineCode: null,
    pendingCardNumber: null,
    refunds: [],
    createdAt: new Date().toISOString(),
  });
}
