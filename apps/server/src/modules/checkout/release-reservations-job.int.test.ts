// The recurring release job run by the real job runner: its schedule enqueues it, the handler gives back
// the copies of an order whose hold expired and cancels its payment at the provider, having asked the
// provider first.
import { checkoutResponseSchema, cartCalculateResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../jobs/index.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { jobRegistryOf } from '../../app.ts';
import { AppError } from '../../http/errors.ts';
import { createDatabaseTestProviderStore } from '../payments/index.ts';
import { createSilentTestProvider, testCard } from '../payments/testing.ts';
import {
  releaseExpiredReservations,
  RELEASE_RESERVATIONS_JOB,
  RELEASE_RESERVATIONS_SCHEDULE,
} from './release-reservations-job.ts';
import { RESERVATION_TTL_MS } from './stock-reservations.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-fixture.ts';
import { runJobNow } from './testing/checkout-jobs.ts';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  t.clock.reset();
});

/** The provider's own books (its store in the database), as any instance sees them. */
const providerSide = () => createSilentTestProvider(createDatabaseTestProviderStore(t.database.db));

const pick = <T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> => {
  const value = record[key];
  if (value === undefined) throw new Error(`${key} is not registered`);
  return { [key]: value };
};

/** A checkout left at the payment step: an order in `creating`, its copies held, its payment open at the provider. */
async function abandonedCheckout(email: string, quantity: number) {
  const calculated = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.limited, quantity }] } },
      customer: {
        email,
        firstname: 'Al',
        lastname: 'Bandon',
        address: '1 rue',
        zip_code: '75001',
        city: 'Paris',
        country_id: 'FR',
      },
    },
  });
  const cartId = bodyOf(cartCalculateResponseSchema, calculated).id;
  const paid = bodyOf(
    checkoutResponseSchema,
    await send(t.app, { method: 'POST', url: '/api/cart/pay', payload: { cart_id: cartId } }),
  );
  const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, paid.orderId));
  return { cartId, orderId: paid.orderId, providerRef: payment?.providerRef ?? '' };
}

const stockOf = async () =>
  (
    await t.database.db
      .select({ stock: schema.projects.stock, sold: schema.projects.sold })
      .from(schema.projects)
      .where(eq(schema.projects.id, t.fixture.limited))
  )[0];

const statusOf = async (orderId: number) =>
  (await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]?.status;

describe(RELEASE_RESERVATIONS_JOB, () => {
  it('runs on its schedule and gives back the copies of an abandoned checkout', async () => {
    const before = await stockOf();
    const { cartId, orderId } = await abandonedCheckout('abandoned@example.test', 2);
    expect((await stockOf())?.stock).toBe((before?.stock ?? 0) - 2);

    t.clock.skip(RESERVATION_TTL_MS + 60_000);
    const later = t.clock.now();
    const runner = createJobRunner({
      db: t.database.db,
      logger: pino({ level: 'silent' }),
      handlers: pick(jobRegistryOf(t.app).handlers(), RELEASE_RESERVATIONS_JOB),
      schedules: [RELEASE_RESERVATIONS_SCHEDULE],
      clock: () => later,
    });
    const outcomes = await runner.runOnce();
    expect(outcomes.map((outcome) => [outcome.type, outcome.status])).toContainEqual([
      RELEASE_RESERVATIONS_JOB,
      'done',
    ]);
    expect(await stockOf()).toEqual(before);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('failed');
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    expect(payment?.status).toBe('canceled');
    // Cancelled at the provider too: nobody can pay it any more.
    expect((await providerSide().getPayment({ providerRef: payment?.providerRef ?? '' })).status).toBe('failed');
    // The abandoned cart lived 1 day (its id is the order's): a run after that deletes it, not its order.
    t.clock.skip(2 * 86_400_000);
    await runJobNow(t.app, RELEASE_RESERVATIONS_JOB);
    expect(await t.database.db.select().from(schema.carts).where(eq(schema.carts.id, cartId))).toHaveLength(0);
    expect(await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId))).toHaveLength(1);
  });

  it('asks the provider first: an expired order whose payment succeeded, its webhook lost, is confirmed, not failed', async () => {
    const before = await stockOf();
    const { orderId, providerRef } = await abandonedCheckout('paid.meanwhile@example.test', 1);
    await providerSide().confirmPayment({ providerRef, paymentMethod: testCard('4242424242424242') });
    t.clock.skip(RESERVATION_TTL_MS + 60_000);
    await runJobNow(t.app, RELEASE_RESERVATIONS_JOB);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('confirmed');
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    expect(payment?.status).toBe('succeeded');
    expect((await providerSide().getPayment({ providerRef })).status).toBe('succeeded');
    expect(await stockOf()).toEqual({ stock: (before?.stock ?? 0) - 1, sold: (before?.sold ?? 0) + 1 });
  });

  it('keeps the hold while the provider cannot be asked, and releases it once it answers', async () => {
    const before = await stockOf();
    const { orderId } = await abandonedCheckout('provider.down@example.test', 1);
    t.clock.skip(RESERVATION_TTL_MS + 60_000);
    const providerDown = {
      kind: 'test' as const,
      settleExpired: () => Promise.reject(new AppError('payment_provider_unavailable')),
    };
    const silent = pino({ level: 'silent' });
    await releaseExpiredReservations({ db: t.database.db, payments: providerDown, logger: silent }, t.clock.now());
    expect(await statusOf(orderId)).toBe('creating');
    expect((await stockOf())?.stock).toBe((before?.stock ?? 0) - 1);
    await runJobNow(t.app, RELEASE_RESERVATIONS_JOB);
    expect(await statusOf(orderId)).toBe('failed');
    expect(await stockOf()).toEqual(before);
  });

  it('releases an expired order whose payment the provider does not know (nobody can pay it)', async () => {
    const before = await stockOf();
    const { orderId } = await abandonedCheckout('unknown.payment@example.test', 1);
    await t.database.db
      .update(schema.payments)
      .set({ providerRef: `tp_pi_unknown_${orderId}` })
      .where(eq(schema.payments.orderId, orderId));
    t.clock.skip(RESERVATION_TTL_MS + 60_000);
    await runJobNow(t.app, RELEASE_RESERVATIONS_JOB);
    expect(await statusOf(orderId)).toBe('failed');
    expect(await stockOf()).toEqual(before);
  });
});
