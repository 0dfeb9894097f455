// Webhook deliveries that survive a restart (docs/payments.md): the test provider of a process that
// died right after a payment succeeded left its webhook in the database; the restarted server's
// `payments.redeliver_webhooks` job sends it, and the order is settled by the webhook itself, before
// any reconciliation. A late one whose copies are gone is refunded and the buyer told in their language.
import { cartCalculateResponseSchema, checkoutResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { bodyOf, send } from '../../testing/http.ts';
import {
  createDatabaseTestProviderStore,
  createDatabaseWebhookDeliveryStore,
  REDELIVER_WEBHOOKS_JOB,
} from '../payments/index.ts';
import { createDyingTestProvider, testCard } from '../payments/testing.ts';
import { releaseOrdersInTx } from './stock-reservations.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-fixture.ts';
import { runJobNow } from './testing/checkout-jobs.ts';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: 10 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** The provider of the process that dies: what it did is stored, nothing it would send leaves. */
const dyingProvider = () =>
  createDyingTestProvider(
    createDatabaseTestProviderStore(t.database.db),
    createDatabaseWebhookDeliveryStore(t.database.db),
  );

let buyers = 0;

/** A checkout paid with no card yet: an order in `creating`, its payment open at the provider. */
async function openOrder(locale = 'en') {
  const email = `redelivered.${++buyers}.${Date.now().toString(36)}@example.test`;
  const calculated = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    headers: { 'accept-language': locale },
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.limited, quantity: 1 }] } },
      customer: {
        email,
        firstname: 'Rhea',
        lastname: 'Livery',
        address: '3 quai des Brumes',
        zip_code: '13002',
        city: 'Marseille',
        country_id: 'FR',
      },
    },
  });
  const cartId = bodyOf(cartCalculateResponseSchema, calculated).id;
  const paid = await send(t.app, {
    method: 'POST',
    url: '/api/cart/pay',
    headers: { 'accept-language': locale },
    payload: { cart_id: cartId },
  });
  expect(paid.status, paid.text).toBe(200);
  const { orderId } = bodyOf(checkoutResponseSchema, paid);
  const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
  if (!payment?.providerRef) throw new Error('the payment has no reference');
  return { orderId, email, providerRef: payment.providerRef };
}

async function orderOf(orderId: number) {
  const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
  return { status: order?.status, payment: payment?.status };
}

async function deliveriesOf(providerRef: string) {
  // In the order they were stored: PostgreSQL returns updated rows in any order unless asked.
  const rows = await t.database.db.select().from(schema.testWebhookDeliveries).orderBy(schema.testWebhookDeliveries.id);
  return rows
    .filter((row) => (JSON.parse(row.payload) as { providerRef: string }).providerRef === providerRef)
    .map((row) => ({ type: (JSON.parse(row.payload) as { type: string }).type, state: row.state }));
}

async function webhookEventsOf(providerRef: string) {
  const rows = await t.database.db.select().from(schema.webhookEvents).orderBy(schema.webhookEvents.id);
  return rows.filter((row) => row.payload.providerRef === providerRef).map((row) => row.type);
}

describe(REDELIVER_WEBHOOKS_JOB, () => {
  it('sends after a restart the webhook of a payment that succeeded just before the crash, which confirms its order', async () => {
    const { orderId, email, providerRef } = await openOrder();
    const paid = await dyingProvider().confirmPayment({ providerRef, paymentMethod: testCard('4242424242424242') });
    expect(paid.status).toBe('succeeded');
    expect(await deliveriesOf(providerRef)).toEqual([{ type: 'payment.succeeded', state: 'pending' }]);

    await t.restart();
    expect(await orderOf(orderId)).toEqual({ status: 'creating', payment: 'pending' });
    await runJobNow(t.app, REDELIVER_WEBHOOKS_JOB);

    expect(await orderOf(orderId)).toEqual({ status: 'confirmed', payment: 'succeeded' });
    expect(await webhookEventsOf(providerRef)).toEqual(['payment.succeeded']);
    expect(await deliveriesOf(providerRef)).toEqual([{ type: 'payment.succeeded', state: 'delivered' }]);
    expect(await listOutbox(t.database.db, { to: email, template: 'order_confirmed', limit: 10 })).toHaveLength(1);

    // A second pass finds nothing due: nothing is sent twice.
    await runJobNow(t.app, REDELIVER_WEBHOOKS_JOB);
    expect(await webhookEventsOf(providerRef)).toEqual(['payment.succeeded']);
  });

  it('refunds, on the redelivered webhook, a late payment whose copies are gone, and tells the buyer in their language', async () => {
    const { orderId, email, providerRef } = await openOrder('fr');
    await t.database.db.transaction((tx) => releaseOrdersInTx(tx, [orderId], new Date()));
    const [left] = await t.database.db
      .select({ stock: schema.projects.stock })
      .from(schema.projects)
      .where(eq(schema.projects.id, t.fixture.limited));
    await t.database.db.update(schema.projects).set({ stock: 0 }).where(eq(schema.projects.id, t.fixture.limited));
    try {
      await dyingProvider().confirmPayment({ providerRef, paymentMethod: testCard('4242424242424242') });
      await t.restart();
      await runJobNow(t.app, REDELIVER_WEBHOOKS_JOB);

      const refunded = await listOutbox(t.database.db, { to: email, template: 'late_payment_refunded', limit: 10 });
      expect(refunded.map((mail) => mail.locale)).toEqual(['fr']);
      expect(refunded[0]?.subject).toMatch(/remboursé/);
      expect(await listOutbox(t.database.db, { to: email, template: 'order_confirmed', limit: 10 })).toHaveLength(0);
      expect((await orderOf(orderId)).status).toBe('failed');
      // The refund's own webhook was stored by the restarted provider, and is delivered in turn.
      expect((await deliveriesOf(providerRef)).map(({ type }) => type)).toEqual([
        'payment.succeeded',
        'payment.refunded',
      ]);
    } finally {
      await t.database.db
        .update(schema.projects)
        .set({ stock: left?.stock ?? 0 })
        .where(eq(schema.projects.id, t.fixture.limited));
    }
  });
});
