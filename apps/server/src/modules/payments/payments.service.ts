// The payments service: picks the provider from configuration (Stripe when STRIPE_SECRET_KEY is set,
// else the built-in test provider) and consumes its webhooks (docs/payments.md, "What the webhook
// consumer must do"): verify the raw body's signature, record the event id under a unique key in the
// same transaction as its effect, fold it monotonically, and confirm the order exactly once. Asking the
// provider for a payment's own state settles through the same path (payment-settlement.ts).
import { randomBytes } from 'node:crypto';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { signHmacSha256 } from '../../crypto/hmac-signature.ts';
import {
  applyPaymentEventInTx,
  followUpConfirmation,
  reconcilePayment,
  type PaymentSettlementDeps,
  type ReconcileOptions,
} from './payment-settlement.ts';
import { createPaymentProvider } from './providers/create-payment-provider.ts';
import type { PaymentEvent, PaymentProvider, WebhookHeaders } from './providers/payment-provider.ts';
import { createInMemoryTestProviderStore, type TestProviderStore } from './providers/test-provider-store.ts';
import type { DeliverWebhook } from './providers/webhook-delivery.ts';
import type { WebhookDeliveryStore } from './providers/webhook-delivery-store.ts';

const { webhookEvents } = schema;

export interface PaymentsConfig {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  SESSION_SECRET?: string | undefined;
}

/**
 * The test provider's webhook secret: derived from SESSION_SECRET when set (stable across restarts
 * and instances), else random per process (its webhooks are delivered in-process anyway).
 */
export function testProviderWebhookSecret(sessionSecret: string | undefined): string {
  if (!sessionSecret) return `whsec_test_${randomBytes(24).toString('hex')}`;
  return `whsec_test_${signHmacSha256(sessionSecret, 'spindle-test-provider-webhooks').toString('hex')}`;
}

/** The configured provider. The test provider delivers its webhooks through `deliver` (our own route). */
export function createConfiguredProvider(
  config: PaymentsConfig,
  options: {
    deliver: DeliverWebhook;
    /** Where the test provider keeps its payments (the database in the server; memory by default). */
    store?: TestProviderStore;
    /** Where its webhook deliveries wait (the database in the server, so they survive a restart). */
    webhookStore?: WebhookDeliveryStore;
    onWebhookGiveUp?: (event: PaymentEvent, lastError: string) => void;
    onWebhookStoreError?: (error: unknown) => void;
    stripeApiHost?: string;
  },
): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    return createPaymentProvider({
      kind: 'stripe',
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
      ...(options.stripeApiHost ? { apiHost: options.stripeApiHost } : {}),
    });
  }
  return createPaymentProvider({
    kind: 'test',
    webhookSecret: testProviderWebhookSecret(config.SESSION_SECRET),
    deliver: options.deliver,
    store: options.store ?? createInMemoryTestProviderStore(),
    ...(options.webhookStore ? { webhookStore: options.webhookStore } : {}),
    ...(options.onWebhookGiveUp ? { onWebhookGiveUp: options.onWebhookGiveUp } : {}),
    ...(options.onWebhookStoreError ? { onWebhookStoreError: options.onWebhookStoreError } : {}),
  });
}

export interface WebhookAnswer {
  statusCode: 200 | 400 | 404;
  body: { received: true; duplicate?: boolean; ignored?: string } | { error: { code: string; message: string } };
}

export type PaymentsServiceDeps<Outcome> = PaymentSettlementDeps<Outcome>;

export function createPaymentsService<Outcome extends { orderId: number }>(deps: PaymentsServiceDeps<Outcome>) {
  return {
    provider: deps.provider,
    /** POST payments/webhook/{test|stripe}: 400 on a bad signature (nothing changes), else 2xx. */
    handleWebhook: (source: 'test' | 'stripe', rawBody: Buffer, headers: WebhookHeaders) =>
      handleWebhook(deps, source, rawBody, headers),
    /** Asks the provider for a payment's own state and settles our books on it (reconciliation, expired holds). */
    reconcilePayment: (providerRef: string, options?: ReconcileOptions) => reconcilePayment(deps, providerRef, options),
  };
}

/**
 * Verifies the raw body, records the event id under a unique key in the same transaction as its
 * effect (a replay is answered `duplicate` and changes nothing), then settles the payment and its order.
 */
async function handleWebhook<Outcome extends { orderId: number }>(
  deps: PaymentsServiceDeps<Outcome>,
  source: 'test' | 'stripe',
  rawBody: Buffer,
  headers: WebhookHeaders,
): Promise<WebhookAnswer> {
  if (source !== deps.provider.kind) {
    return { statusCode: 404, body: { error: { code: 'not_found', message: 'This payment provider is not in use' } } };
  }
  const parsed = deps.provider.parseWebhook({ rawBody, headers });
  if (!parsed.ok)
    return { statusCode: 400, body: { error: { code: parsed.code, message: parsed.code.replaceAll('_', ' ') } } };
  if (parsed.event === null) return { statusCode: 200, body: { received: true, ignored: parsed.ignoredType } };
  const event = parsed.event;
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(webhookEvents)
      .values({ provider: source, eventId: event.id, type: event.type, payload: { ...event } })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!recorded) return { duplicate: true, confirm: null };
    const applied = await applyPaymentEventInTx(deps, tx, event, now);
    await tx
      .update(webhookEvents)
      .set({ processedAt: now, error: applied.error })
      .where(eq(webhookEvents.id, recorded.id));
    return { duplicate: false, confirm: applied.confirm };
  });
  await followUpConfirmation(deps, result.confirm);
  return { statusCode: 200, body: result.duplicate ? { received: true, duplicate: true } : { received: true } };
}

export type PaymentsService = ReturnType<typeof createPaymentsService<{ orderId: number }>>;
