// Races that only a real database shows (docs/decisions/0009-stock-reservations.md): many buyers
// paying for the last copies of a limited edition at once, and one webhook delivered many times at
// once. `npm test` runs this file on PGlite (one connection: the races are serialised) and again on
// PostgreSQL (a pool: real row locks), where it checks 200 parallel checkouts.
import { cartCalculateResponseSchema, checkoutResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { bodyOf, send, type TestResponse } from '../../testing/http.ts';
import { testProviderWebhookSecret, signWebhookPayload, TEST_SIGNATURE_HEADER } from '../payments/testing.ts';
import { createCheckoutTestApp, TEST_SESSION_SECRET, type CheckoutTestApp } from './testing/checkout-fixture.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Buyers racing for the last copies: 200 on PostgreSQL (the brief's figure), fewer on single-connection PGlite. */
const BUYERS = onPostgres ? 200 : 40;
const COPIES = 10;

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: COPIES });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const card = (number: string) => ({ kind: 'test_card', number, exp_month: 12, exp_year: 2099, cvc: '123' });

async function newCart(projectId: number, index: number): Promise<string> {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: projectId, quantity: 1 }] } },
      customer: {
        email: `racer.${index}.${Date.now().toString(36)}@example.test`,
        firstname: 'Race',
        lastname: `Buyer ${index}`,
        address: '2 place du Marché',
        zip_code: '69001',
        city: 'Lyon',
        country_id: 'FR',
      },
    },
  });
  expect(response.status, response.text).toBe(200);
  const cart = bodyOf(cartCalculateResponseSchema, response);
  expect(cart.payable).toBe(true);
  return cart.id;
}

/** One buyer's checkout: pay (half of them with a 3-D Secure card), then confirm. */
async function checkout(cartId: string, index: number): Promise<TestResponse[]> {
  const threeDs = index % 2 === 1;
  const payResponse = await send(t.app, {
    method: 'POST',
    url: '/api/cart/pay',
    payload: { cart_id: cartId, payment_method: card(threeDs ? '4000002760003184' : '4242424242424242') },
  });
  if (payResponse.status !== 200) return [payResponse];
  const paid = bodyOf(checkoutResponseSchema, payResponse);
  const confirmResponse = await send(t.app, {
    method: 'POST',
    url: '/api/cart/confirm',
    payload: { order_id: paid.orderId, cart_id: cartId, ...(threeDs ? { authentication: 'approve' } : {}) },
  });
  return [payResponse, confirmResponse];
}

describe('the last copies of a limited edition', () => {
  it(`${BUYERS} parallel checkouts for the last ${COPIES} copies end with exactly ${COPIES} paid orders and no copy oversold`, async () => {
    const project = t.fixture.limited;
    const cartIds: string[] = [];
    for (let index = 0; index < BUYERS; index++) cartIds.push(await newCart(project, index));
    const started = performance.now();
    const answers = (await Promise.all(cartIds.map((cartId, index) => checkout(cartId, index)))).flat();
    const elapsedMs = performance.now() - started;
    console.info(`${BUYERS} checkouts on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${Math.round(elapsedMs)} ms`);
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.text)).toEqual([]);
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(new Set(refusals.map((answer) => answer.status))).toEqual(new Set([409]));
    const confirmed = await t.database.db
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .innerJoin(schema.orderItems, eq(schema.orderItems.orderId, schema.orders.id))
      .where(and(eq(schema.orders.status, 'confirmed'), eq(schema.orderItems.projectId, project)));
    expect(confirmed).toHaveLength(COPIES);
    const [row] = await t.database.db
      .select({ stock: schema.projects.stock, sold: schema.projects.sold })
      .from(schema.projects)
      .where(eq(schema.projects.id, project));
    expect(row).toEqual({ stock: 0, sold: COPIES });
    const succeeded = await t.database.db
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .innerJoin(schema.orderItems, eq(schema.orderItems.orderId, schema.payments.orderId))
      .where(and(eq(schema.payments.status, 'succeeded'), eq(schema.orderItems.projectId, project)));
    expect(succeeded).toHaveLength(COPIES);
  }, 300_000);
});

describe('one webhook delivered many times at once', () => {
  it('confirms the order once, records the event once and sends one e-mail', async () => {
    const project = t.fixture.funding;
    const cartId = await newCart(project, 9999);
    const payResponse = await send(t.app, { method: 'POST', url: '/api/cart/pay', payload: { cart_id: cartId } });
    expect(payResponse.status, payResponse.text).toBe(200);
    const { orderId } = bodyOf(checkoutResponseSchema, payResponse);
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    const [before] = await t.database.db
      .select({ sold: schema.projects.sold })
      .from(schema.projects)
      .where(eq(schema.projects.id, project));
    const rawBody = Buffer.from(
      JSON.stringify({
        id: `evt_parallel_${orderId}`,
        type: 'payment.succeeded',
        providerRef: payment?.providerRef,
        orderId: String(orderId),
        amountMinor: payment?.amountMinor,
        currency: payment?.currency,
        amountRefundedMinor: 0,
        declineCode: null,
        occurredAt: new Date().toISOString(),
      }),
    );
    const headers = {
      'content-type': 'application/json',
      [TEST_SIGNATURE_HEADER]: signWebhookPayload(
        rawBody,
        testProviderWebhookSecret(TEST_SESSION_SECRET),
        Math.floor(Date.now() / 1000),
      ),
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(t.app, { method: 'POST', url: '/api/payments/webhook/test', payload: rawBody, headers }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.filter((answer) => !answer.text.includes('duplicate'))).toHaveLength(1);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('confirmed');
    const [after] = await t.database.db
      .select({ sold: schema.projects.sold })
      .from(schema.projects)
      .where(eq(schema.projects.id, project));
    expect(after?.sold).toBe((before?.sold ?? 0) + 1);
    const events = await t.database.db
      .select()
      .from(schema.webhookEvents)
      .where(eq(schema.webhookEvents.eventId, `evt_parallel_${orderId}`));
    expect(events).toHaveLength(1);
    const mails = await listOutbox(t.database.db, { to: order?.email ?? '', template: 'order_confirmed', limit: 10 });
    expect(mails).toHaveLength(1);
  });

  it('changes nothing for a delivery with a bad signature', async () => {
    const cartId = await newCart(t.fixture.funding, 8888);
    const { orderId } = bodyOf(
      checkoutResponseSchema,
      await send(t.app, { method: 'POST', url: '/api/cart/pay', payload: { cart_id: cartId } }),
    );
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    const rawBody = Buffer.from(
      JSON.stringify({
        id: `evt_forged_${orderId}`,
        type: 'payment.succeeded',
        providerRef: payment?.providerRef,
        orderId: String(orderId),
        amountMinor: payment?.amountMinor,
        currency: payment?.currency,
        amountRefundedMinor: 0,
        declineCode: null,
        occurredAt: new Date().toISOString(),
      }),
    );
    const headers = {
      'content-type': 'application/json',
      [TEST_SIGNATURE_HEADER]: signWebhookPayload(rawBody, 'whsec_not_ours', Math.floor(Date.now() / 1000)),
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(t.app, { method: 'POST', url: '/api/payments/webhook/test', payload: rawBody, headers }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('creating');
    const [stored] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    expect(stored?.status).toBe(payment?.status);
  });
});
