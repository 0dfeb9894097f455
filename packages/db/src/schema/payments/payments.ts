// Payments at a provider (built-in test provider or Stripe) and the webhook events they send.
// Unique provider_ref, idempotency_key and (provider, event_id) make retries and replays harmless.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { boxSubscriptions } from '../boxes/boxes.ts';
import { orders } from '../checkout/orders.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';

export const PAYMENT_STATUSES = [
  'pending',
  'requires_action',
  'succeeded',
  'failed',
  'canceled',
  'refunded',
  'partially_refunded',
] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    boxSubscriptionId: integer('box_subscription_id').references(() => boxSubscriptions.id, { onDelete: 'set null' }),
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    /** The provider's id of the payment (PaymentIntent id); null until the provider answered. */
    providerRef: text('provider_ref').unique(),
    /** Sent to the provider so a retried request never charges twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<PaymentStatus>().notNull().default('pending'),
    amountMinor: integer('amount_minor').notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    currency: text('currency').notNull(),
    errorCode: text('error_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('payments_status_valid', t.status, PAYMENT_STATUSES),
    check('payments_amount_non_negative', sql`${t.amountMinor} >= 0`),
    check('payments_refund_bounded', sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
    index('payments_order_idx').on(t.orderId),
    index('payments_box_idx').on(t.boxSubscriptionId),
  ],
);

/** A webhook received from a payment provider; the unique key drops replays. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: identityId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    processedAt: timestampTz('processed_at'),
    error: text('error'),
  },
  (t) => [unique('webhook_events_provider_event').on(t.provider, t.eventId)],
);

/**
 * The built-in test provider's own state (its "PaymentIntents", idempotency keys and saved test cards),
 * so test payments survive a restart and are seen by every instance. Records are the provider's JSON.
 */
export const testProviderRecords = pgTable(
  'test_provider_records',
  {
    kind: text('kind').$type<'payment' | 'idempotency_key' | 'saved_card'>().notNull(),
    key: text('key').notNull(),
    /** Saved cards: their customer, to list them. */
    customerRef: text('customer_ref'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    checkIn('test_provider_records_kind_valid', t.kind, ['payment', 'idempotency_key', 'saved_card']),
    index('test_provider_records_customer_idx').on(t.customerRef),
  ],
);

export const TEST_WEBHOOK_DELIVERY_STATES = ['pending', 'delivering', 'delivered', 'given_up'] as const;
export type TestWebhookDeliveryState = (typeof TEST_WEBHOOK_DELIVERY_STATES)[number];

/**
 * The built-in test provider's webhook deliveries still to make (and the ones made), so a delivery
 * survives a restart as Stripe's do. A delivery is claimed by a conditional update (`delivering`
 * until `locked_until`, attempts counted), so two instances never send the same attempt twice.
 */
export const testWebhookDeliveries = pgTable(
  'test_webhook_deliveries',
  {
    id: identityId(),
    eventId: text('event_id').notNull(),
    /** The body's exact JSON text: every attempt sends the same bytes, signed afresh. */
    payload: text('payload').notNull(),
    state: text('state').$type<TestWebhookDeliveryState>().notNull().default('pending'),
    /** Attempts started so far (a claim counts one). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull(),
    /** While `delivering`: the claim's end; a sender that died lets it lapse and the delivery is claimed again. */
    lockedUntil: timestampTz('locked_until'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('test_webhook_deliveries_state_valid', t.state, TEST_WEBHOOK_DELIVERY_STATES),
    index('test_webhook_deliveries_due_idx').on(t.state, t.nextAttemptAt),
    index('test_webhook_deliveries_event_idx').on(t.eventId),
  ],
);
