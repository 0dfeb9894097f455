// Cancelling a paid order end to end: the payment is made at a test provider first, so the refund
// really goes through it. The module runs in a small Fastify instance with the API's error handler
// and session check, because the full app builds its own provider.
import { cancelOrderResponseSchema, myOrderDetailSchema } from '@spindle/contracts';
import { type Database, schema } from '@spindle/db';
import { createTestDatabase } from '@spindle/db/testing';
import { eq } from 'drizzle-orm';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAuthentication } from '../../http/authentication.ts';
import { registerErrorHandlers } from '../../http/error-handler.ts';
import { bearer, errorOf } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createAuthRepo, createAuthService } from '../auth/index.ts';
import { createTestProviderHarness, type TestProviderHarness } from '../payments/testing.ts';
import { createMyOrdersRepo, createMyOrdersService, myOrdersRoutes } from './index.ts';

const { orders, shopOrders, payments, projects, points } = schema;
const PAID_TOTAL_MINOR = 2499 + 2999 + 600;

let database: Database;
let app: FastifyInstance;
let harness: TestProviderHarness;
let fx: OrdersFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  harness = createTestProviderHarness();
  const { provider } = harness;
  const created = await provider.createPayment({
    orderId: 'fixture-paid',
    amount: { amountMinor: PAID_TOTAL_MINOR, currency: 'EUR' },
    idempotencyKey: 'fixture-paid-payment',
  });
  const paid = await provider.confirmPayment({
    providerRef: created.providerRef,
    paymentMethod: { kind: 'test_card', number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
  });
  expect(paid.status).toBe('succeeded');
  fx = await insertOrdersFixture(database, { paidProviderRef: created.providerRef });

  app = Fastify().withTypeProvider();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  await app.register(fastifyCookie);
  const repo = createMyOrdersRepo(database.db);
  const myOrders = createMyOrdersService({
    repo,
    provider,
    covers: () => Promise.resolve(new Map()),
    clock: () => new Date(),
  });
  await app.register(
    async (api) => {
      registerAuthentication(api, createAuthService(createAuthRepo(database.db)));
      await api.register(myOrdersRoutes({ orders: myOrders, repo }));
    },
    { prefix: '/api' },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const cancel = (id: number, token: string) =>
  send(app, { method: 'DELETE', url: `/api/user/orders/${id}`, headers: bearer(token) });

describe('DELETE /api/user/orders/{id} with a real refund', () => {
  it('refunds the payment at the provider, cancels the shop orders and gives back stock and points', async () => {
    const [before] = await database.db.select().from(projects).where(eq(projects.id, fx.projects.midnight));
    const response = await cancel(fx.orders.paid.id, fx.people.a.token);
    expect(response.status, response.text).toBe(200);
    expect(bodyOf(cancelOrderResponseSchema, response)).toEqual({
      id: fx.orders.paid.id,
      status: 'refunded',
      currency: 'EUR',
      refunded_minor: PAID_TOTAL_MINOR,
    });

    const [order] = await database.db.select().from(orders).where(eq(orders.id, fx.orders.paid.id));
    const [shop] = await database.db.select().from(shopOrders).where(eq(shopOrders.id, fx.orders.paid.shopOrderId));
    const [payment] = await database.db.select().from(payments).where(eq(payments.id, fx.orders.paid.paymentId));
    const [after] = await database.db.select().from(projects).where(eq(projects.id, fx.projects.midnight));
    expect([order?.status, shop?.status, payment?.status, payment?.refundedMinor]).toEqual([
      'refunded',
      'canceled',
      'refunded',
      PAID_TOTAL_MINOR,
    ]);
    expect(after?.stock).toBe((before?.stock ?? 0) + 1);

    // The provider sent the refund webhook with the whole amount.
    const events = await harness.deliveredEvents();
    expect(
      events.filter((event) => event.type === 'payment.refunded').map((event) => event.amountRefundedMinor),
    ).toEqual([PAID_TOTAL_MINOR]);

    // The 20 points of the order are taken back (the two other paid orders keep theirs: 20 + 10).
    const rows = await database.db.select().from(points).where(eq(points.userId, fx.people.a.id));
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(30);
  });

  it('shows the order refunded and no longer cancellable, and a second cancel is refused', async () => {
    const detail = bodyOf(
      myOrderDetailSchema,
      await send(app, {
        method: 'GET',
        url: `/api/user/orders/${fx.orders.paid.id}/shop`,
        headers: bearer(fx.people.a.token),
      }),
    );
    expect(detail).toMatchObject({ status: 'refunded', cancellable: false, refunded_minor: PAID_TOTAL_MINOR });
    const again = await cancel(fx.orders.paid.id, fx.people.a.token);
    expect([again.status, errorOf(again).code]).toEqual([409, 'order_not_cancellable']);
  });
});
