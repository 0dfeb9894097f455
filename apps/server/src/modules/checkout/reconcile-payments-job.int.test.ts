// Reconciliation: payments that moved at the provider while our books missed it (a crash before the
// commit, a webhook lost) are found by asking the provider, and settled as a webhook would settle them:
// a success confirms its order once (or is refunded, the buyer told, when its copies are gone), a
// cancelled payment releases its order, a payment still being paid is left alone.
import { cartCalculateResponseSchema, checkoutResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createDatabaseTestProviderStore } from '../payments/index.ts';
import { createSilentTestProvider, testCard } from '../payments/testing.ts';
import { RECONCILE_GRACE_MS, RECONCILE_PAYMENTS_JOB } from './reconcile-payments-job.ts';
import { releaseOrdersInTx } from './stock-reservations.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-fixture.ts';
import { runJobNow } from './testing/checkout-jobs.ts';

const COPIES = 10;
let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: COPIES });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  t.clock.reset();
});

/** The provider as another process sees it: what it does there is never announced to us. */
const providerSide = () => createSilentTestProvider(createDatabaseTestProviderStore(t.database.db));

let buyers = 0;

/** A checkout paid with no card yet: an order in `creating`, its copy held, its payment open at the provider. */
async function openOrder() {
  const email = `reconciled.${++buyers}.${Date.now().toString(36)}@example.test`;
  const calculated = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.limited, quantity: 1 }] } },
      customer: {
        email,
        firstname: 'Rita',
        lastname: 'Conciliate',
        address: '3 quai des Brumes',
        zip_code: '13002',
        city: 'Marseille',
        country_id: 'FR',
      },
    },
  });
  const cartId = bodyOf(cartCalculateResponseSchema, calculated).id;
  const paid = await send(t.app, { method: 'POST', url: '/api/cart/pay', payload: { cart_id: cartId } });
  expect(paid.status, paid.text).toBe(200);
  const { orderId } = bodyOf(checkoutResponseSchema, paid);
  const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
  if (!payment?.providerRef) throw new Error('the payment has no reference');
  return { orderId, email, providerRef: payment.providerRef };
}

/** Runs a reconciliation pass once the grace period is over. */
async function reconcileLater() {
  t.clock.skip(RECONCILE_GRACE_MS + 1000);
  await runJobNow(t.app, RECONCILE_PAYMENTS_JOB);
}

async function orderOf(orderId: number) {
  const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
  return { status: order?.status, paidAt: order?.paidAt ?? null, payment: payment?.status };
}

async function copies() {
  const [row] = await t.database.db
    .select({ stock: schema.projects.stock, sold: schema.projects.sold })
    .from(schema.projects)
    .where(eq(schema.projects.id, t.fixture.limited));
  return { stock: row?.stock ?? null, sold: row?.sold ?? 0 };
}

async function mailsTo(email: string, template: 'order_confirmed' | 'late_payment_refunded') {
  return listOutbox(t.database.db, { to: email, template, limit: 10 });
}

/** The refunds the provider made of a payment (its own record, in its store). */
async function refundsAtProvider(providerRef: string): Promise<unknown[]> {
  const [record] = await t.database.db
    .select({ data: schema.testProviderRecords.data })
    .from(schema.testProviderRecords)
    .where(and(eq(schema.testProviderRecords.kind, 'payment'), eq(schema.testProviderRecords.key, providerRef)));
  return (record?.data.refunds as unknown[] | undefined) ?? [];
}

describe(RECONCILE_PAYMENTS_JOB, () => {
  it('confirms, once, an order whose payment succeeded at the provider while its webhook never came', async () => {
    const before = await copies();
    const { orderId, email, providerRef } = await openOrder();
    expect(
      (await providerSide().confirmPayment({ providerRef, paymentMethod: testCard('4242424242424242') })).status,
    ).toBe('succeeded');
    await runJobNow(t.app, RECONCILE_PAYMENTS_JOB);
    expect((await orderOf(orderId)).status).toBe('creating');

    await reconcileLater();
    expect(await orderOf(orderId)).toMatchObject({ status: 'confirmed', payment: 'succeeded' });
    expect(await copies()).toEqual({ stock: (before.stock ?? 0) - 1, sold: before.sold + 1 });
    expect(await mailsTo(email, 'order_confirmed')).toHaveLength(1);

    await reconcileLater();
    expect(await copies()).toEqual({ stock: (before.stock ?? 0) - 1, sold: before.sold + 1 });
    expect(await mailsTo(email, 'order_confirmed')).toHaveLength(1);
  });

  it('leaves alone an order whose payment is still waiting for the customer', async () => {
    const before = await copies();
    const { orderId, providerRef } = await openOrder();
    const challenged = await providerSide().confirmPayment({
      providerRef,
      paymentMethod: testCard('4000002760003184'),
    });
    expect(challenged.status).toBe('requires_action');
    await reconcileLater();
    expect(await orderOf(orderId)).toMatchObject({ status: 'creating' });
    expect((await providerSide().getPayment({ providerRef })).status).toBe('requires_action');
    expect((await copies()).stock).toBe((before.stock ?? 0) - 1);
  });

  it('releases the order of a payment cancelled at the provider, its copy back in stock', async () => {
    const before = await copies();
    const { orderId, providerRef } = await openOrder();
    await providerSide().cancelPayment({ providerRef });
    await reconcileLater();
    expect(await orderOf(orderId)).toMatchObject({ status: 'failed', payment: 'canceled' });
    expect(await copies()).toEqual(before);
  });

  it('confirms a released order whose payment succeeded anyway, taking its copy again', async () => {
    const before = await copies();
    const { orderId, email, providerRef } = await openOrder();
    // Released on our side while the provider could not cancel it (a replaced order, the provider down).
    await t.database.db.transaction((tx) => releaseOrdersInTx(tx, [orderId], new Date()));
    expect(await orderOf(orderId)).toMatchObject({ status: 'failed', payment: 'pending' });
    await providerSide().confirmPayment({ providerRef, paymentMethod: testCard('4242424242424242') });
    await reconcileLater();
    expect(await orderOf(orderId)).toMatchObject({ status: 'confirmed', payment: 'succeeded' });
    expect(await copies()).toEqual({ stock: (before.stock ?? 0) - 1, sold: before.sold + 1 });
    expect(await mailsTo(email, 'order_confirmed')).toHaveLength(1);
  });

  it('cancels at the provider the open payment of an order released on our side', async () => {
    const before = await copies();
    const { orderId, providerRef } = await openOrder();
    await t.database.db.transaction((tx) => releaseOrdersInTx(tx, [orderId], new Date()));
    await reconcileLater();
    expect((await providerSide().getPayment({ providerRef })).status).toBe('failed');
    expect(await orderOf(orderId)).toMatchObject({ status: 'failed', payment: 'canceled' });
    expect(await copies()).toEqual(before);
  });

  it('refunds a released order’s late payment when its copies are gone, tells the buyer once, and never confirms it', async () => {
    const { orderId, email, providerRef } = await openOrder();
    await t.database.db.transaction((tx) => releaseOrdersInTx(tx, [orderId], new Date()));
    const left = await copies();
    // Meanwhile the last copies sold.
    await t.database.db.update(schema.projects).set({ stock: 0 }).where(eq(schema.projects.id, t.fixture.limited));
    try {
      await providerSide().confirmPayment({ providerRef, paymentMethod: testCard('4242424242424242') });
      await reconcileLater();
      await reconcileLater();
      expect(await refundsAtProvider(providerRef)).toHaveLength(1);
      expect(await mailsTo(email, 'late_payment_refunded')).toHaveLength(1);
      expect(await mailsTo(email, 'order_confirmed')).toHaveLength(0);
      // The refund's own webhook reaches our books; the order is never paid and failed at once.
      await vi.waitFor(async () => expect((await orderOf(orderId)).payment).toBe('refunded'), { timeout: 10_000 });
      expect(await orderOf(orderId)).toMatchObject({ status: 'failed', paidAt: null });
      expect((await copies()).sold).toBe(left.sold);
    } finally {
      await t.database.db
        .update(schema.projects)
        .set({ stock: left.stock })
        .where(eq(schema.projects.id, t.fixture.limited));
    }
  });
});
