// The recurring release job run by the real job runner: its schedule enqueues it, the handler gives back
// the copies of an order whose hold expired and cancels its payment at the provider.
import { checkoutResponseSchema, cartCalculateResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../jobs/index.ts';
import { bodyOf, send } from '../../testing/http.ts';
import {
  createReleaseReservationsHandler,
  RELEASE_RESERVATIONS_JOB,
  RELEASE_RESERVATIONS_SCHEDULE,
} from './release-reservations-job.ts';
import { RESERVATION_TTL_MS } from './stock-reservations.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-fixture.ts';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe(RELEASE_RESERVATIONS_JOB, () => {
  it('runs on its schedule and gives back the copies of an abandoned checkout', async () => {
    const calculated = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.limited, quantity: 2 }] } },
        customer: {
          email: 'abandoned@example.test',
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
    const stockOf = async () =>
      (
        await t.database.db
          .select({ stock: schema.projects.stock })
          .from(schema.projects)
          .where(eq(schema.projects.id, t.fixture.limited))
      )[0]?.stock;
    expect(await stockOf()).toBe(8);

    const later = new Date(Date.now() + RESERVATION_TTL_MS + 60_000);
    const cancelled: string[] = [];
    const runner = createJobRunner({
      db: t.database.db,
      logger: pino({ level: 'silent' }),
      handlers: {
        [RELEASE_RESERVATIONS_JOB]: createReleaseReservationsHandler({
          db: t.database.db,
          clock: () => later,
          cancelPayment: (providerRef) => {
            cancelled.push(providerRef);
            return Promise.resolve();
          },
        }),
      },
      schedules: [RELEASE_RESERVATIONS_SCHEDULE],
      clock: () => later,
    });
    const outcomes = await runner.runOnce();
    expect(outcomes.map((outcome) => [outcome.type, outcome.status])).toContainEqual([
      RELEASE_RESERVATIONS_JOB,
      'done',
    ]);
    expect(await stockOf()).toBe(10);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, paid.orderId));
    expect(order?.status).toBe('failed');
    const [payment] = await t.database.db
      .select()
      .from(schema.payments)
      .where(eq(schema.payments.orderId, paid.orderId));
    expect(payment?.status).toBe('canceled');
    expect(cancelled).toEqual([payment?.providerRef]);
    // The abandoned cart lived 1 day (its id is the order's): a run after that deletes it, not its order.
    const nextDay = new Date(Date.now() + 2 * 86_400_000);
    await createReleaseReservationsHandler({ db: t.database.db, clock: () => nextDay })({} as never, {
      logger: pino({ level: 'silent' }),
      signal: new AbortController().signal,
      reportProgress: () => Promise.resolve(),
    });
    expect(await t.database.db.select().from(schema.carts).where(eq(schema.carts.id, cartId))).toHaveLength(0);
    expect(await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, paid.orderId))).toHaveLength(1);
  });
});
