// Picks the payment provider from configuration: the built-in test provider unless Stripe is
// configured (docs/payments.md). The server builds the config from STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET, or supplies the test provider's store and webhook delivery.
import { AppError } from '../../../http/errors.ts';
import type { PaymentEvent, PaymentProvider } from './payment-provider.ts';
import { createStripePaymentProvider } from './stripe-provider.ts';
import { createTestPaymentProvider } from './test-provider.ts';
import type { TestProviderStore } from './test-provider-store.ts';
import type { WebhookDeliveryStore } from './webhook-delivery-store.ts';
import type { DeliverWebhook, Scheduler } from './webhook-delivery.ts';

export type PaymentProviderConfig =
  | {
      kind: 'test';
      webhookSecret: string;
      deliver: DeliverWebhook;
      store: TestProviderStore;
      webhookStore?: WebhookDeliveryStore;
      scheduler?: Scheduler;
      retryDelaysMs?: readonly number[];
      onWebhookGiveUp?: (event: PaymentEvent, lastError: string) => void;
      onWebhookStoreError?: (error: unknown) => void;
    }
  | {
      kind: 'stripe';
      secretKey: string;
      webhookSecret: string;
      apiHost?: string;
      maxNetworkRetries?: number;
    };

/** The configured provider; an empty secret is a deployment mistake and stops the boot. */
export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  if (!config.webhookSecret || (config.kind === 'stripe' && !config.secretKey)) {
    throw new AppError('payment_provider_misconfigured');
  }
  if (config.kind === 'stripe') {
    const { kind: _kind, ...options } = config;
    return createStripePaymentProvider(options);
  }
  const { kind: _kind, ...options } = config;
  return createTestPaymentProvider(options);
}
