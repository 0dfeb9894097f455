// A pay retried after its answer was lost (a crash, a timeout, a double click) never charges twice: a
// cart whose payment succeeded is answered with that order, and the Idempotency-Key header replays the
// first answer for the same body (as Stripe's API does), refuses another body, and lets a retry run
// again once the first request's holder is gone.
import {
  cartCalculateResponseSchema,
  cartPayBodySchema,
  checkoutResponseSchema,
  errorBodySchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { createDatabaseTestProviderStore } from '../payments/index.ts';
import { createSilentTestProvider, testCard } from '../payments/testing.ts';
import { fingerprintOf, IDEMPOTENCY_KEY_TTL_MS } from './pay-idempotency.ts';
import { RELEASE_RESERVATIONS_JOB } from './release-reservations-job.ts';
import { RESERVATION_TTL_MS } from './stock-reservations.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-fixture.ts';
import { runJobNow } from './testing/checkout-jobs.ts';

let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: 20 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  t.clock.reset();
});

const visa = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } as const;
const providerSide = () => createSilentTestProvider(createDatabaseTestProviderStore(t.database.db));

let buyers = 0;
const customer = (email: string, address = '5 rue des Retries') => ({
  email,
  firstname: 'Reza',
  lastname: 'Try',
  address,
  zip_code: '31000',
  city: 'Toulouse',
  country_id: 'FR',
});

async function newCart(projectId = t.fixture.limited) {
  const email = `retry.${++buyers}.${Date.now().toString(36)}@example.test`;
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: projectId, quantity: 1 }] } },
      customer: customer(email),
    },
  });
  expect(response.status, response.text).toBe(200);
  return { cartId: bodyOf(cartCalculateResponseSchema, response).id, email };
}

function pay(payload: Record<string, unknown>, key?: string) {
  return send(t.app, {
    method: 'POST',
    url: '/api/cart/pay',
    payload,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });
}

async function ordersOfCart(cartId: string) {
  const rows = await t.database.db
    .select({ id: schema.orders.id, status: schema.orders.status, payment: schema.payments.status })
    .from(schema.orders)
    .leftJoin(schema.payments, eq(schema.payments.orderId, schema.orders.id))
    .where(eq(schema.orders.cartId, cartId));
  return rows.sort((a, b) => a.id - b.id);
}

/** Payments the provider holds for a cart, by status (its own books). */
async function chargesAtProvider(cartId: string) {
  const rows = await t.database.db
    .select({ data: schema.testProviderRecords.data })
    .from(schema.testProviderRecords)
    .where(eq(schema.testProviderRecords.kind, 'payment'));
  return rows
    .map((row) => row.data as { status: string; metadata: Record<string, string> })
    .filter((payment) => payment.metadata.cartId === cartId && payment.status === 'succeeded');
}

/** The cart's order paid at the provider by a process that died before answering or announcing it. */
async function paidButUnanswered(cartId: string) {
  const opened = bodyOf(checkoutResponseSchema, await pay({ cart_id: cartId }));
  const [payment] = await t.database.db
    .select()
    .from(schema.payments)
    .where(eq(schema.payments.orderId, opened.orderId));
  await providerSide().confirmPayment({
    providerRef: payment?.providerRef ?? '',
    paymentMethod: testCard(visa.number),
  });
  return opened.orderId;
}

describe('a retried pay for a cart whose payment succeeded', () => {
  it('answers with that order once its hold expired, rather than a new order and a second charge', async () => {
    const { cartId } = await newCart();
    const orderId = await paidButUnanswered(cartId);
    t.clock.skip(RESERVATION_TTL_MS + 60_000);
    const retried = await pay({ cart_id: cartId, payment_method: visa });
    expect(retried.status, retried.text).toBe(200);
    const body = bodyOf(checkoutResponseSchema, retried);
    expect(body.orderId).toBe(orderId);
    expect(body.order.status).toBe('confirmed');
    expect(await ordersOfCart(cartId)).toEqual([{ id: orderId, status: 'confirmed', payment: 'succeeded' }]);
    expect(await chargesAtProvider(cartId)).toHaveLength(1);
  });

  it('answers with that order when the cart changed since', async () => {
    const { cartId, email } = await newCart();
    const orderId = await paidButUnanswered(cartId);
    await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        id: cartId,
        shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.limited, quantity: 1 }] } },
        customer: customer(email, '7 avenue Changée'),
      },
    });
    const body = bodyOf(checkoutResponseSchema, await pay({ cart_id: cartId, payment_method: visa }));
    expect(body.orderId).toBe(orderId);
    expect(await ordersOfCart(cartId)).toEqual([{ id: orderId, status: 'confirmed', payment: 'succeeded' }]);
    expect(await chargesAtProvider(cartId)).toHaveLength(1);
  });
});

/** A key held by another request (a visitor's) until `lockedUntil`: one still running, or one whose process died. */
async function holdKey(key: string, body: Record<string, unknown>, lockedUntil: Date) {
  await t.database.db.insert(schema.checkoutIdempotencyKeys).values({
    scope: 'visitor',
    key,
    requestHash: fingerprintOf(cartPayBodySchema.parse(body)),
    status: 'in_progress',
    lockedBy: 'another-request',
    lockedUntil,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
}

describe('POST /api/cart/pay with an Idempotency-Key', () => {
  it('replays the first answer for the same key and body, and charges once', async () => {
    const { cartId } = await newCart();
    const key = `pay-${cartId}`;
    const first = await pay({ cart_id: cartId, payment_method: visa }, key);
    expect(first.status, first.text).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await pay({ payment_method: visa, cart_id: cartId }, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(bodyOf(checkoutResponseSchema, again)).toEqual(bodyOf(checkoutResponseSchema, first));
    expect(await ordersOfCart(cartId)).toHaveLength(1);
    expect(await chargesAtProvider(cartId)).toHaveLength(1);
  });

  it('replays a refusal too', async () => {
    const { cartId } = await newCart(t.fixture.draft);
    const first = await pay({ cart_id: cartId }, `draft-${cartId}`);
    expect(first.status).toBe(409);
    const again = await pay({ cart_id: cartId }, `draft-${cartId}`);
    expect(again.status).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
  });

  it('refuses the same key with another body', async () => {
    const { cartId } = await newCart();
    const key = `reused-${cartId}`;
    expect((await pay({ cart_id: cartId }, key)).status).toBe(200);
    const other = await pay({ cart_id: cartId, origin: 'DI' }, key);
    expect(other.status).toBe(409);
    expect(bodyOf(errorBodySchema, other).error.code).toBe('idempotency_key_reused');
  });

  it('refuses a malformed key', async () => {
    const { cartId } = await newCart();
    const response = await pay({ cart_id: cartId }, 'not a key because of spaces');
    expect(response.status).toBe(400);
    expect(bodyOf(errorBodySchema, response).error.code).toBe('idempotency_key_invalid');
  });

  it('answers busy while another request holds the key', async () => {
    const { cartId } = await newCart();
    const key = `busy-${cartId}`;
    const body = { cart_id: cartId, payment_method: visa };
    await holdKey(key, body, new Date(Date.now() + 60_000));
    const busy = await pay(body, key);
    expect(busy.status).toBe(409);
    expect(bodyOf(errorBodySchema, busy).error.code).toBe('idempotency_key_in_use');
    expect(await ordersOfCart(cartId)).toEqual([]);
  });

  it('charges once for two requests sent at once with one key', async () => {
    const { cartId } = await newCart();
    const key = `twice-${cartId}`;
    const answers = await Promise.all([
      pay({ cart_id: cartId, payment_method: visa }, key),
      pay({ cart_id: cartId, payment_method: visa }, key),
    ]);
    // Whichever took the key first ran (not necessarily the first sent): exactly one fresh answer.
    const fresh = answers.filter(
      (answer) => answer.status === 200 && answer.headers['idempotent-replayed'] === undefined,
    );
    expect(fresh, answers.map((answer) => answer.text).join('\n')).toHaveLength(1);
    const original = fresh[0];
    // The other waited its turn (a replay) or came while the first ran (busy): never a second run.
    for (const answer of answers.filter((a) => a !== original)) {
      if (answer.status === 200) expect(answer.text).toBe(original?.text);
      else expect(bodyOf(errorBodySchema, answer).error.code).toBe('idempotency_key_in_use');
    }
    expect(await ordersOfCart(cartId)).toHaveLength(1);
    expect(await chargesAtProvider(cartId)).toHaveLength(1);
  });

  it('runs again a request whose holder died (its lock lapsed)', async () => {
    const { cartId } = await newCart();
    const key = `orphan-${cartId}`;
    const body = { cart_id: cartId, payment_method: visa };
    await holdKey(key, body, new Date(Date.now() - 1000));
    const retried = await pay(body, key);
    expect(retried.status, retried.text).toBe(200);
    expect(bodyOf(checkoutResponseSchema, retried).order.status).toBe('confirmed');
    expect((await pay(body, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('keeps a key 24 hours: then it is forgotten and purged', async () => {
    const { cartId } = await newCart();
    const key = `day-${cartId}`;
    expect((await pay({ cart_id: cartId }, key)).status).toBe(200);
    t.clock.skip(IDEMPOTENCY_KEY_TTL_MS + 60_000);
    await runJobNow(t.app, RELEASE_RESERVATIONS_JOB);
    const left = await t.database.db
      .select()
      .from(schema.checkoutIdempotencyKeys)
      .where(eq(schema.checkoutIdempotencyKeys.key, key));
    expect(left).toHaveLength(0);
    const { cartId: otherCart } = await newCart();
    expect((await pay({ cart_id: otherCart }, key)).status).toBe(200);
  });
});
