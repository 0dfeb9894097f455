// The undo of the pay workflow, with a payment provider that fails on demand: what a step left outside
// its transaction (copies held by a committed order, a payment opened at the provider) is undone when a
// later step fails, and nothing is undone once the payment is open and the customer pays it.
import { cartCalculateResponseSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { createCartBoxFacts } from '../boxes/index.ts';
import { createCartFactsRepo, createCartPricingService, createCartRepo } from '../cart/index.ts';
import { createCartShippingFacts } from '../logistics/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import { createTestProviderHarness } from '../payments/testing.ts';
import { createCartOrderFacts } from './cart-order-facts.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createOrdersRepo } from './orders.repo.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-fixture.ts';

const COPIES = 10;
let t: CheckoutTestApp;

beforeAll(async () => {
  t = await createCheckoutTestApp({ limitedStock: COPIES });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const visitor: Viewer = { user: null, locale: 'fr', country: 'FR' };
/** Who paid: no address known, links on the shop's origin. */
const client = { ip: null, linkOrigin: 'http://shop.example.test' };
const visa = { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' } as const;
const providerDown = () => new AppError('payment_provider_unavailable');

/** A checkout on the test database whose provider and orders repo fail where `failures` says, while it says so. */
function checkoutWith(failures: { createPayment?: boolean; setPaymentRef?: boolean; confirmPayment?: boolean }) {
  const { db } = t.database;
  const real = createTestProviderHarness().provider;
  const opened: string[] = [];
  const provider: PaymentProvider = {
    ...real,
    kind: real.kind,
    createPayment: async (input) => {
      if (failures.createPayment) throw providerDown();
      const view = await real.createPayment(input);
      opened.push(view.providerRef);
      return view;
    },
    confirmPayment: (input) => (failures.confirmPayment ? Promise.reject(providerDown()) : real.confirmPayment(input)),
  };
  const orders = createOrdersRepo(db);
  const cartPorts = {
    orders: createCartOrderFacts(db),
    shipping: createCartShippingFacts(db),
    boxes: createCartBoxFacts(db),
  };
  const undoFailures: object[] = [];
  const checkout = createCheckoutService({
    db,
    orders: {
      ...orders,
      setPaymentRef: (paymentId, ref) =>
        failures.setPaymentRef ? Promise.reject(new Error('database gone')) : orders.setPaymentRef(paymentId, ref),
    },
    carts: createCartRepo(db, cartPorts),
    pricing: createCartPricingService({
      facts: createCartFactsRepo(db, cartPorts),
      clock: () => new Date(),
    }),
    provider,
    publishableKey: null,
    clock: () => new Date(),
    afterConfirm: () => Promise.resolve(),
    logger: { error: (details) => void undoFailures.push(details) },
  });
  return { checkout, real, opened, undoFailures };
}

async function cartOf(quantity: number) {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: {
      shops: { s_1: { shipping_type: 'standard', items: [{ project_id: t.fixture.limited, quantity }] } },
      customer: {
        email: `undo.${Date.now().toString(36)}.${quantity}@example.test`,
        firstname: 'Ada',
        lastname: 'Lovelace',
        address: '1 rue de la Paix',
        zip_code: '75002',
        city: 'Paris',
        country_id: 'FR',
      },
    },
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(cartCalculateResponseSchema, response).id;
}

async function stockLeft() {
  const [row] = await t.database.db
    .select({ stock: schema.projects.stock })
    .from(schema.projects)
    .where(eq(schema.projects.id, t.fixture.limited));
  return row?.stock;
}

/** Each order of the cart as `status/payment status`, oldest first. */
async function ordersOfCart(cartId: string) {
  const rows = await t.database.db
    .select({ id: schema.orders.id, status: schema.orders.status, payment: schema.payments.status })
    .from(schema.orders)
    .leftJoin(schema.payments, eq(schema.payments.orderId, schema.orders.id))
    .where(eq(schema.orders.cartId, cartId));
  return rows.sort((a, b) => a.id - b.id).map((row) => `${row.status}/${row.payment}`);
}

async function orderIdsOfCart(cartId: string) {
  const rows = await t.database.db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(eq(schema.orders.cartId, cartId));
  return rows.map((row) => row.id);
}

describe('the pay workflow when a step fails', () => {
  it('gives the copies back at once when the provider cannot open the payment', async () => {
    const cartId = await cartOf(2);
    const { checkout, undoFailures } = checkoutWith({ createPayment: true });
    await expect(checkout.pay({ cart_id: cartId, payment_method: visa }, visitor, client)).rejects.toMatchObject({
      code: 'payment_provider_unavailable',
    });
    expect(await stockLeft()).toBe(COPIES);
    expect(await ordersOfCart(cartId)).toEqual(['failed/canceled']);
    expect(undoFailures).toEqual([]);
  });

  it('cancels the payment opened at the provider and releases the order when its reference cannot be kept', async () => {
    const cartId = await cartOf(1);
    const { checkout, real, opened } = checkoutWith({ setPaymentRef: true });
    await expect(checkout.pay({ cart_id: cartId, payment_method: visa }, visitor, client)).rejects.toThrow(
      'database gone',
    );
    expect(opened).toHaveLength(1);
    expect((await real.getPayment({ providerRef: opened[0] ?? '' })).status).toBe('failed');
    expect(await stockLeft()).toBe(COPIES);
    expect(await ordersOfCart(cartId)).toEqual(['failed/canceled']);
  });

  it('undoes nothing once the payment is open: the order stays held and the next attempt pays it', async () => {
    const cartId = await cartOf(1);
    const failures = { confirmPayment: true };
    const { checkout } = checkoutWith(failures);
    await expect(checkout.pay({ cart_id: cartId, payment_method: visa }, visitor, client)).rejects.toMatchObject({
      code: 'payment_provider_unavailable',
    });
    expect(await ordersOfCart(cartId)).toEqual(['creating/pending']);
    const [held] = await orderIdsOfCart(cartId);
    expect(await stockLeft()).toBe(COPIES - 1);

    failures.confirmPayment = false;
    const paid = await checkout.pay({ cart_id: cartId, payment_method: visa }, visitor, client);
    expect(paid.orderId).toBe(held);
    expect(paid.payment.status).toBe('succeeded');
    expect(await ordersOfCart(cartId)).toEqual(['confirmed/succeeded']);
    expect(await stockLeft()).toBe(COPIES - 1);
  });
});
