// The payments service: picks the provider from configuration (Stripe when STRIPE_SECRET_KEY is set,
// else the built-in test provider) and consumes its webhooks (docs/payments.md, "What the webhook
// consumer must do"): verify the raw body's signature, record the event id under a unique key in the
// same transaction as its effect, fold it monotonically, and confirm the order exactly once.
import { randomBytes } from 'node:crypto';
import { schema, type Db, type Tx } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { signHmacSha256 } from '../../crypto/hmac-signature.ts';
import { createPaymentProvider } from './providers/create-payment-provider.ts';
import { applyPaymentEvent, type PaymentEventState } from './providers/payment-event-state.ts';
import type { PaymentEvent, PaymentProvider, WebhookHeaders } from './providers/payment-provider.ts';
import { createInMemoryTestProviderStore, type TestProviderStore } from './providers/test-provider-store.ts';
import type { DeliverWebhook } from './providers/webhook-delivery.ts';

const { payments, webhookEvents } = schema;

type PaymentRow = typeof payments.$inferSelect;
type PaymentRowStatus = PaymentRow['status'];

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
    onWebhookGiveUp?: (event: PaymentEvent, lastError: string) => void;
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
    ...(options.onWebhookGiveUp ? { onWebhookGiveUp: options.onWebhookGiveUp } : {}),
  });
}

/** What the stored payment row says, as the event fold sees it. */
export function stateOfPayment(payment: Pick<PaymentRow, 'status' | 'refundedMinor' | 'errorCode'>): PaymentEventState {
  const outcome: PaymentEventState['outcome'] =
    payment.status === 'succeeded' || payment.status === 'refunded' || payment.status === 'partially_refunded'
      ? 'succeeded'
      : payment.status === 'canceled' || payment.status === 'failed'
        ? 'canceled'
        : payment.errorCode
          ? 'declined'
          : 'pending';
  return { outcome, amountRefundedMinor: payment.refundedMinor, lastDecline: null };
}

/** The row status after the fold. */
export function statusOfState(
  state: PaymentEventState,
  amountMinor: number,
  current: PaymentRowStatus,
): PaymentRowStatus {
  if (state.outcome === 'succeeded') {
    if (state.amountRefundedMinor >= amountMinor && amountMinor > 0) return 'refunded';
    return state.amountRefundedMinor > 0 ? 'partially_refunded' : 'succeeded';
  }
  if (state.outcome === 'canceled') return 'canceled';
  return current === 'requires_action' && state.outcome === 'pending' ? 'requires_action' : 'pending';
}

export interface WebhookAnswer {
  statusCode: 200 | 400 | 404;
  body: { received: true; duplicate?: boolean; ignored?: string } | { error: { code: string; message: string } };
}

/**
 * What the orders behind payments do when a payment moves: given by checkout at composition (api.ts),
 * so payments tells checkout that a payment succeeded without importing it.
 */
export interface OrderSettlement<Outcome> {
  /** Locks the order inside `tx` in the order checkout and the release of expired holds lock it. */
  lockOrder(tx: Tx, orderId: number): Promise<void>;
  /** Confirms the order of a succeeded payment inside `tx`. */
  confirmPaid(tx: Tx, orderId: number, now: Date): Promise<Outcome>;
  /** Marks a confirmed order refunded: its payment was refunded in full. */
  markRefunded(tx: Tx, orderId: number, now: Date): Promise<void>;
  /** Post-commit effects of a confirmation: the e-mail, or the refund of a payment that came too late. */
  afterConfirm(outcome: Outcome): Promise<void>;
}

export interface PaymentsServiceDeps<Outcome> {
  db: Db;
  provider: PaymentProvider;
  clock: () => Date;
  settlement: OrderSettlement<Outcome>;
  logger: { warn(obj: object, msg: string): void };
}

export function createPaymentsService<Outcome extends { orderId: number }>({
  db,
  provider,
  clock,
  settlement,
  logger,
}: PaymentsServiceDeps<Outcome>) {
  return {
    provider,

    /** POST payments/webhook/{test|stripe}: 400 on a bad signature (nothing changes), else 2xx. */
    async handleWebhook(source: 'test' | 'stripe', rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookAnswer> {
      if (source !== provider.kind) {
        return {
          statusCode: 404,
          body: { error: { code: 'not_found', message: 'This payment provider is not in use' } },
        };
      }
      const parsed = provider.parseWebhook({ rawBody, headers });
      if (!parsed.ok)
        return { statusCode: 400, body: { error: { code: parsed.code, message: parsed.code.replaceAll('_', ' ') } } };
      if (parsed.event === null) return { statusCode: 200, body: { received: true, ignored: parsed.ignoredType } };
      const event = parsed.event;
      const now = clock();
      const result = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(webhookEvents)
          .values({ provider: source, eventId: event.id, type: event.type, payload: { ...event } })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        const recorded = inserted[0];
        if (!recorded) return { duplicate: true as const, confirm: null };
        const [found] = await tx
          .select({ id: payments.id, orderId: payments.orderId })
          .from(payments)
          .where(eq(payments.providerRef, event.providerRef));
        // Lock order: the order (advisory key, then row), then its payment, as cart/confirm and the
        // release of expired holds do, so concurrent confirmations queue instead of deadlocking.
        if (found?.orderId != null) await settlement.lockOrder(tx, found.orderId);
        const [payment] = found ? await tx.select().from(payments).where(eq(payments.id, found.id)).for('update') : [];
        if (!payment) {
          await tx
            .update(webhookEvents)
            .set({ processedAt: now, error: 'payment_not_found' })
            .where(eq(webhookEvents.id, recorded.id));
          return { duplicate: false as const, confirm: null };
        }
        // A correctly signed event about another amount or currency (a payment made for something
        // else, or a provider-side edit) never moves this order: it is kept, marked, and logged.
        if (event.amountMinor !== payment.amountMinor || event.currency !== payment.currency) {
          await tx
            .update(webhookEvents)
            .set({ processedAt: now, error: 'amount_mismatch' })
            .where(eq(webhookEvents.id, recorded.id));
          logger.warn(
            { eventId: event.id, paymentId: payment.id, event: [event.amountMinor, event.currency] },
            'payment event amount or currency differs from the payment: ignored',
          );
          return { duplicate: false as const, confirm: null };
        }
        const next = applyPaymentEvent(stateOfPayment(payment), event);
        const status = statusOfState(next, payment.amountMinor, payment.status);
        await tx
          .update(payments)
          .set({
            status,
            refundedMinor: Math.min(payment.amountMinor, Math.max(payment.refundedMinor, next.amountRefundedMinor)),
            errorCode:
              next.outcome === 'declined' ? (next.lastDecline?.declineCode ?? payment.errorCode) : payment.errorCode,
            updatedAt: now,
          })
          .where(eq(payments.id, payment.id));
        let confirm: Outcome | null = null;
        if (next.outcome === 'succeeded' && payment.orderId !== null) {
          // A fully refunded payment never confirms an order (a late payment refunded because its copies were gone).
          if (status === 'refunded') await settlement.markRefunded(tx, payment.orderId, now);
          else confirm = await settlement.confirmPaid(tx, payment.orderId, now);
        }
        await tx.update(webhookEvents).set({ processedAt: now }).where(eq(webhookEvents.id, recorded.id));
        return { duplicate: false as const, confirm };
      });
      if (result.confirm) {
        await settlement
          .afterConfirm(result.confirm)
          .catch((err: unknown) =>
            logger.warn({ err, orderId: result.confirm?.orderId }, 'after-confirmation step failed'),
          );
      }
      return { statusCode: 200, body: result.duplicate ? { received: true, duplicate: true } : { received: true } };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService<{ orderId: number }>>;
