// Staff refunds with Stripe configured: the refund goes to a local stub that speaks Stripe's wire format
// (payments' stripe-stub.ts), so no request leaves 127.0.0.1. The refund carries its own idempotency key
// to Stripe, the same request twice reaches Stripe once, and Stripe's refusal of more than the charge
// holds ends the refund failed with nothing recorded.
import { schema, type Database } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../mail/mailer.ts';
import { insertOrdersFixture, insertOrder, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createAuditLog } from '../audit/index.ts';
import { createUserDirectory } from '../auth/index.ts';
import { createConfiguredProvider, type PaymentProvider } from '../payments/index.ts';
import { startStripeStub, type StripeStub } from '../payments/testing.ts';
import { createStaffOrders, type StaffOrders } from './staff-orders.service.ts';

const SECRET_KEY = 'sk_test_staff_refunds_stub';
/** The logs go nowhere: the test reads the database. */
const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

let database: Database;
let stub: StripeStub;
let provider: PaymentProvider;
let orders: StaffOrders;
let fx: OrdersFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  fx = await insertOrdersFixture(database);
  stub = await startStripeStub({ secretKey: SECRET_KEY });
  provider = createConfiguredProvider(
    { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: 'whsec_staff_refunds_stub' },
    { deliver: () => Promise.resolve({ statusCode: 200 }), stripeApiHost: stub.url },
  );
  orders = createStaffOrders({
    db: database.db,
    provider,
    audit: createAuditLog({ db: database.db }),
    users: createUserDirectory(database.db),
    mailer: createMailer({ db: database.db, from: 'Spindle <hello@spindle.example>', logger }),
    countryExists: () => Promise.resolve(true),
    publicUrl: 'https://spindle.example',
    logger,
  });
}, 120_000);
afterAll(async () => {
  await stub?.close();
  await database?.close();
});

/** A paid order whose payment Stripe took (a PaymentIntent confirmed with a test card). */
async function stripePaidOrder() {
  const order = await insertOrder(database, {
    userId: fx.people.a.id,
    status: 'confirmed',
    shopStatus: 'confirmed',
    createdAt: new Date(),
    lines: [{ projectId: fx.projects.velvet, name: 'Orchid Lane - Velvet', unitPriceMinor: 1499, quantity: 2 }],
    shippingMinor: 500,
  });
  const created = await provider.createPayment({
    orderId: String(order.id),
    amount: { amountMinor: 1499 * 2 + 500, currency: 'EUR' },
    idempotencyKey: `order:${order.id}:stripe`,
  });
  const paid = await provider.confirmPayment({
    providerRef: created.providerRef,
    paymentMethod: { kind: 'stripe', paymentMethodId: 'pm_card_visa' },
  });
  expect(paid.status).toBe('succeeded');
  await database.db
    .update(schema.payments)
    .set({ provider: 'stripe', providerRef: created.providerRef })
    .where(eq(schema.payments.id, order.paymentId));
  const [item] = await database.db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, order.id));
  return { ...order, itemId: item?.id ?? 0, paymentIntent: created.providerRef };
}

const refundsAtStripe = () => stub.requests.filter((request) => request.path === '/v1/refunds');
const actor = () => ({ id: fx.people.admin.id, name: 'Ann Admin' });

describe('a staff refund with Stripe', () => {
  it('refunds once at Stripe, with the refund’s own idempotency key, however often it is asked', async () => {
    const order = await stripePaidOrder();
    const request = {
      orderId: order.id,
      actor: actor(),
      idempotencyKey: 'stripe-refund-1',
      body: { lines: [{ order_item_id: order.itemId, quantity: 1 }], shipping: true, service_charge: false },
      requestOrigin: 'https://spindle.example',
    };
    const made = await orders.refund(request);
    const again = await orders.refund(request);
    expect([made.status, made.amount_minor, again.id]).toEqual(['succeeded', 1499 + 500, made.id]);
    const calls = refundsAtStripe();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.form).toMatchObject({ payment_intent: order.paymentIntent, amount: String(1499 + 500) });
    expect(calls[0]?.headers['idempotency-key']).toBe(`refund:staff:${made.id}`);
    const [payment] = await database.db.select().from(schema.payments).where(eq(schema.payments.id, order.paymentId));
    expect([payment?.refundedMinor, payment?.status]).toEqual([1499 + 500, 'partially_refunded']);
  });

  it('ends a refund Stripe refuses failed, with nothing recorded and no credit note', async () => {
    const order = await stripePaidOrder();
    // Stripe gave part of the charge back on its own (a dispute): our books do not know yet.
    const stripe = await fetch(`${stub.url}/v1/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: order.paymentIntent, amount: '3000' }),
    });
    expect(stripe.ok).toBe(true);
    await expect(
      orders.refund({
        orderId: order.id,
        actor: actor(),
        idempotencyKey: 'stripe-refund-2',
        body: { lines: [{ order_item_id: order.itemId, quantity: 1 }], shipping: false, service_charge: false },
        requestOrigin: 'https://spindle.example',
      }),
    ).rejects.toMatchObject({ code: 'refund_exceeds_payment' });
    const [refund] = await database.db
      .select()
      .from(schema.orderRefunds)
      .where(eq(schema.orderRefunds.idempotencyKey, 'stripe-refund-2'));
    expect([refund?.status, refund?.errorCode, refund?.creditNoteId]).toEqual([
      'failed',
      'refund_exceeds_payment',
      null,
    ]);
    const notes = await database.db
      .select()
      .from(schema.billingDocuments)
      .where(eq(schema.billingDocuments.orderId, order.id));
    expect(notes.map((note) => note.kind)).toEqual(['invoice']);
  });
});
