// Split or wait through the API (issue 18; PGlite, and PostgreSQL with TEST_DATABASE_URL): a shop group
// mixing a record in stock with a pre-order is priced both ways by cart/calculate; paying it split
// makes two shop orders (two parcels, two shipping lines) that the buyer's order and the back office's
// dispatch both show; paying it together makes one.
import {
  cartCalculateResponseSchema,
  checkoutResponseSchema,
  dispatchPageSchema,
  myOrderDetailSchema,
  type CartCalculateResponse,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { demoEmail } from '@spindle/db/testing';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';
import { createCheckoutTestApp, type CheckoutTestApp } from './testing/checkout-fixture.ts';

const { projects, partnerStock, shopOrders, orderItems, users } = schema;
const DAY_MS = 86_400_000;

let t: CheckoutTestApp;
let stocked: number;
let preorder: number;
let shopKey: string;
let releaseDay: string;
let staffToken: string;

async function insertProject(values: typeof projects.$inferInsert): Promise<number> {
  const [row] = await t.database.db.insert(projects).values(values).returning({ id: projects.id });
  if (!row) throw new Error('project insert failed');
  await t.database.db.insert(partnerStock).values({ partner: 'daudin', projectId: row.id, quantity: 100 });
  return row.id;
}

beforeAll(async () => {
  t = await createCheckoutTestApp();
  releaseDay = new Date(Date.now() + 60 * DAY_MS).toISOString().slice(0, 10);
  const base = {
    artistName: 'Split Artist',
    shopId: 1194,
    category: 'vinyl',
    step: 'in_progress',
    priceEurMinor: 2500,
    weightGrams: 300,
    discs: 1,
    shipTogetherGroup: 'split-or-wait',
  } as const;
  stocked = await insertProject({ ...base, name: 'On The Shelf', slug: 'on-the-shelf', type: 'stock', stock: 40 });
  preorder = await insertProject({
    ...base,
    name: 'Coming Soon',
    slug: 'coming-soon',
    type: 'stock',
    stock: 100,
    isPreorder: true,
    releaseDate: releaseDay,
  });
  shopKey = `s_${Math.min(stocked, preorder)}`;
  const [team] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoEmail('team')));
  if (!team) throw new Error('demo team missing');
  staffToken = await addVerifiedStaffSession(t.database, team.id);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const address = {
  email: 'split.buyer@example.test',
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '1 rue de la Paix',
  zip_code: '75002',
  city: 'Paris',
  country_id: 'FR',
};

async function calculate(shipment?: 'together' | 'split', id?: string): Promise<CartCalculateResponse> {
  const group = {
    shipping_type: 'standard',
    items: [
      { project_id: stocked, quantity: 1 },
      { project_id: preorder, quantity: 1 },
    ],
    ...(shipment ? { shipment } : {}),
  };
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/cart/calculate',
    payload: { ...(id ? { id } : {}), shops: { [shopKey]: group }, customer: address },
    headers: bearer(t.fixture.customer.token),
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(cartCalculateResponseSchema, response);
}

async function pay(cartId: string) {
  const response = await send(t.app, {
    method: 'POST',
    url: '/api/cart/pay',
    payload: {
      cart_id: cartId,
      origin: 'DI',
      payment_method: { kind: 'test_card', number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' },
    },
    headers: bearer(t.fixture.customer.token),
  });
  expect(response.status, response.text).toBe(200);
  const body = bodyOf(checkoutResponseSchema, response);
  expect(body.order.status).toBe('confirmed');
  return body;
}

async function orderDetail(orderId: number) {
  const response = await send(t.app, {
    method: 'GET',
    url: `/api/user/orders/${orderId}/shop`,
    headers: bearer(t.fixture.customer.token),
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(myOrderDetailSchema, response);
}

async function dispatchedShopOrders(orderId: number) {
  const response = await send(t.app, {
    method: 'GET',
    url: '/api/admin/dispatch?per_page=500&sort=id&dir=desc',
    headers: { authorization: `Bearer ${staffToken}` },
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(dispatchPageSchema, response).rows.filter((row) => row.order_id === orderId);
}

describe('split or wait', () => {
  it('prices both choices of a group mixing a record in stock and a pre-order; together by default', async () => {
    const cart = await calculate();
    expect(cart.shops).toHaveLength(1);
    const shop = cart.shops[0];
    expect(shop?.shipment).toMatchObject({ chosen: 'together', laterExpectedOn: releaseDay, later: null });
    expect(shop?.items.map((item) => [item.projectId, item.shipsLater])).toEqual([
      [stocked, false],
      [preorder, true],
    ]);
    const options = shop?.shipment?.options;
    expect(options?.together.cartTotalMinor).toBe(cart.totals.totalMinor);
    expect(options?.together.shippingMinor).toBe(shop?.shipping?.amountMinor);
    expect(options?.split.laterShippingMinor).toBeGreaterThan(0);
    expect(options?.split.shippingMinor).toBeGreaterThan(options?.together.shippingMinor ?? 0);
    expect(options?.split.cartTotalMinor).toBeGreaterThan(cart.totals.totalMinor);
  });

  it('offers nothing when the group does not mix ready records and pre-orders', async () => {
    const response = await send(t.app, {
      method: 'POST',
      url: '/api/cart/calculate',
      payload: {
        shops: {
          [shopKey]: { shipping_type: 'standard', shipment: 'split', items: [{ project_id: stocked, quantity: 1 }] },
        },
      },
    });
    const cart = bodyOf(cartCalculateResponseSchema, response);
    expect(cart.shops[0]?.shipment).toBeNull();
    expect(cart.shops[0]?.items[0]?.shipsLater).toBe(false);
  });

  it('split: the second parcel is charged, and paying makes two shop orders that fulfilment dispatches apart', async () => {
    const together = await calculate('together');
    const split = await calculate('split', together.id);
    const shop = split.shops[0];
    expect(shop?.shipment?.chosen).toBe('split');
    expect(split.totals.totalMinor).toBe(together.shops[0]?.shipment?.options.split.cartTotalMinor);
    expect(split.totals.shippingMinor).toBe(
      (shop?.shipping?.chargedMinor ?? 0) + (shop?.shipment?.later?.chargedMinor ?? 0),
    );
    expect(split.totals.taxMinor).toBeGreaterThan(together.totals.taxMinor);

    const paid = await pay(split.id);
    expect(paid.order.totalMinor).toBe(split.totals.totalMinor);
    const rows = await t.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.orderId, paid.orderId))
      .orderBy(asc(shopOrders.id));
    expect(rows.map((row) => [row.shipment, row.expectedShipOn, row.shippingMinor])).toEqual([
      ['split_now', null, shop?.shipping?.amountMinor],
      ['split_later', releaseDay, shop?.shipment?.later?.amountMinor],
    ]);
    expect(rows.reduce((sum, row) => sum + row.totalMinor, 0)).toBe(shop?.totalMinor);
    expect(rows.reduce((sum, row) => sum + row.taxMinor, 0)).toBe(shop?.taxMinor);
    const items = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, paid.orderId));
    expect(items.find((item) => item.projectId === stocked)?.shopOrderId).toBe(rows[0]?.id);
    expect(items.find((item) => item.projectId === preorder)?.shopOrderId).toBe(rows[1]?.id);

    const detail = await orderDetail(paid.orderId);
    expect(detail.shops.map((parcel) => [parcel.shipment, parcel.expected_ship_on, parcel.items.length])).toEqual([
      ['split_now', null, 1],
      ['split_later', releaseDay, 1],
    ]);
    expect(detail.shipping_minor).toBe(split.totals.shippingMinor);
    const dispatched = await dispatchedShopOrders(paid.orderId);
    expect(dispatched.map((row) => row.shop_order_id).sort()).toEqual(rows.map((row) => row.id).sort());
  });

  it('together: one shop order holding both records, one shipping charge', async () => {
    const cart = await calculate('together');
    const paid = await pay(cart.id);
    expect(paid.order.totalMinor).toBe(cart.totals.totalMinor);
    const detail = await orderDetail(paid.orderId);
    expect(detail.shops).toHaveLength(1);
    expect(detail.shops[0]).toMatchObject({
      shipment: 'together',
      expected_ship_on: releaseDay,
      shipping_minor: cart.shops[0]?.shipping?.amountMinor,
    });
    expect(detail.shops[0]?.items).toHaveLength(2);
    expect(await dispatchedShopOrders(paid.orderId)).toHaveLength(1);
  });
});
