// Test kit of payments: what other modules' tests may use (lint allows it in test files only).
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
