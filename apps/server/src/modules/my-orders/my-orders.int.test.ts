import {
  digsResponseSchema,
  myOrderDetailSchema,
  myOrderListSchema,
  myOrderTrackingSchema,
  shopOrderAddressResponseSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, browser, errorOf } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const { shopOrders, orders } = schema;

let t: TestApp;
let fx: OrdersFixture;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
});
afterAll(async () => t?.close());

const get = (url: string, token?: string) => send(t.app, { method: 'GET', url, headers: token ? bearer(token) : {} });

const NEW_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '3 avenue du Vinyle',
  zip_code: '69001',
  city: 'Lyon',
  country_id: 'FR',
};

describe('GET /api/user/orders', () => {
  it('lists the buyer’s paid orders newest first, without abandoned checkouts', async () => {
    const response = await get('/api/user/orders', fx.people.a.token);
    expect(response.status, response.text).toBe(200);
    const list = bodyOf(myOrderListSchema, response);
    expect(list.items.map((order) => order.id)).toEqual([
      fx.orders.paid.id,
      fx.orders.sent.id,
      fx.orders.checkAddress.id,
    ]);
    expect(list.total).toBe(3);
    const paid = list.items[0];
    expect(paid).toMatchObject({ total_minor: 2499 + 2999 + 600, currency: 'EUR', items_count: 2, cancellable: true });
    expect(paid?.lines[0]?.cover).toMatch(/^\/storage\/|^\/static\//);
    expect(list.items[1]?.cancellable).toBe(false);
  });

  it('pages the list', async () => {
    const list = bodyOf(myOrderListSchema, await get('/api/user/orders?page=2&size=2', fx.people.a.token));
    expect(list.items.map((order) => order.id)).toEqual([fx.orders.checkAddress.id]);
    expect(list).toMatchObject({ page: 2, size: 2, total: 3 });
  });

  it('shows another customer none of them, and a visitor must sign in', async () => {
    expect(bodyOf(myOrderListSchema, await get('/api/user/orders', fx.people.b.token)).items).toEqual([]);
    const visitor = await get('/api/user/orders');
    expect(visitor.status).toBe(401);
    expect(errorOf(visitor).code).toBe('unauthorized');
  });
});

describe('GET /api/user/orders/{id}/shop', () => {
  it('details each shop order: items, prices, address, status and the invoice link', async () => {
    const response = await get(`/api/user/orders/${fx.orders.paid.id}/shop`, fx.people.a.token);
    expect(response.status, response.text).toBe(200);
    const detail = bodyOf(myOrderDetailSchema, response);
    expect(detail).toMatchObject({ status: 'confirmed', total_minor: 6098, cancellable: true });
    expect(detail.invoice_url).toBe(`/api/user/orders/${fx.orders.paid.id}/invoice`);
    const [shop] = detail.shops;
    expect(shop).toMatchObject({
      status: 'confirmed',
      address_editable: true,
      address: { city: 'Paris', zip_code: '75011' },
    });
    expect(shop?.items.map((item) => [item.name, item.unit_price_minor, item.digital])).toEqual([
      ['Nova Static - Midnight Drive', 2499, true],
      ['Ferric Oxide - Rust Belt', 2999, false],
    ]);
    expect(shop?.items[0]?.project_path).toMatch(new RegExp(`/vinyl/${fx.projects.midnight}/`));
  });

  it('answers 404 to another customer and for an abandoned checkout, and 400 for a bad id', async () => {
    expect((await get(`/api/user/orders/${fx.orders.paid.id}/shop`, fx.people.b.token)).status).toBe(404);
    const other = await get(`/api/user/orders/${fx.orders.paid.id}/shop`, fx.people.b.token);
    expect(other.text).not.toContain('Midnight');
    expect((await get(`/api/user/orders/${fx.orders.abandoned.id}/shop`, fx.people.a.token)).status).toBe(404);
    expect((await get('/api/user/orders/abc/shop', fx.people.a.token)).status).toBe(400);
  });
});

describe('GET /api/user/orders/{id}/invoice', () => {
  it('serves the PDF of a paid order to its buyer only', async () => {
    const response = await send(t.app, {
      method: 'GET',
      url: `/api/user/orders/${fx.orders.sent.id}/invoice`,
      headers: bearer(fx.people.a.token),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.text.startsWith('%PDF-')).toBe(true);
    expect((await get(`/api/user/orders/${fx.orders.sent.id}/invoice`, fx.people.b.token)).status).toBe(404);
  });
});

describe('GET /api/user/orders/{id}/tracking', () => {
  it('gives the timeline and the carrier’s tracking page from the link templates', async () => {
    const response = await get(`/api/user/orders/${fx.orders.sent.id}/tracking`, fx.people.a.token);
    expect(response.status, response.text).toBe(200);
    const tracking = bodyOf(myOrderTrackingSchema, response);
    const [shop] = tracking.shops;
    expect(shop?.steps.find((step) => step.state === 'current')?.status).toBe('sent');
    expect(shop?.shipments).toEqual([
      expect.objectContaining({
        transporter: 'Colissimo',
        tracking_link: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
        status: 'sent',
      }),
    ]);
    expect((await get(`/api/user/orders/${fx.orders.sent.id}/tracking`, fx.people.b.token)).status).toBe(404);
  });
});

describe('PUT /api/user/orders/{shop_id}/customer', () => {
  const put = (shopId: number, token: string, payload: object) =>
    send(t.app, { method: 'PUT', url: `/api/user/orders/${shopId}/customer`, headers: bearer(token), payload });

  it('changes the address of a shop order not prepared yet, and confirms one waiting for the check', async () => {
    const response = await put(fx.orders.checkAddress.shopOrderId, fx.people.a.token, NEW_ADDRESS);
    expect(response.status, response.text).toBe(200);
    expect(bodyOf(shopOrderAddressResponseSchema, response)).toMatchObject({
      status: 'confirmed',
      address: { city: 'Lyon' },
    });
    const [row] = await t.database.db
      .select()
      .from(shopOrders)
      .where(eq(shopOrders.id, fx.orders.checkAddress.shopOrderId));
    expect(row?.shippingAddress?.city).toBe('Lyon');
  });

  it('refuses a sent parcel, another country, non-Latin text and another customer', async () => {
    const sent = await put(fx.orders.sent.shopOrderId, fx.people.a.token, NEW_ADDRESS);
    expect([sent.status, errorOf(sent).code]).toEqual([409, 'address_not_editable']);
    const abroad = await put(fx.orders.paid.shopOrderId, fx.people.a.token, { ...NEW_ADDRESS, country_id: 'DE' });
    expect(errorOf(abroad).fields).toEqual({ country_id: 'country_change_not_allowed' });
    const latin = await put(fx.orders.paid.shopOrderId, fx.people.a.token, { ...NEW_ADDRESS, city: '東京' });
    expect(errorOf(latin).fields).toMatchObject({ city: 'latin_invalid' });
    const empty = await put(fx.orders.paid.shopOrderId, fx.people.a.token, { ...NEW_ADDRESS, firstname: ' ' });
    expect(errorOf(empty).fields).toMatchObject({ firstname: 'input_required' });
    const other = await put(fx.orders.paid.shopOrderId, fx.people.b.token, NEW_ADDRESS);
    expect(other.status).toBe(404);
    const visitor = await send(t.app, {
      method: 'PUT',
      url: `/api/user/orders/${fx.orders.paid.shopOrderId}/customer`,
      payload: NEW_ADDRESS,
    });
    expect(visitor.status).toBe(401);
  });

  it('refuses a cookie request from another site (CSRF)', async () => {
    const response = await send(t.app, {
      method: 'PUT',
      url: `/api/user/orders/${fx.orders.paid.shopOrderId}/customer`,
      headers: { ...browser(fx.people.a.token), 'sec-fetch-site': 'cross-site' },
      payload: NEW_ADDRESS,
    });
    expect(response.status).toBe(403);
  });
});

describe('DELETE /api/user/orders/{id}', () => {
  const cancel = (id: number, token?: string) =>
    send(t.app, { method: 'DELETE', url: `/api/user/orders/${id}`, headers: token ? bearer(token) : {} });

  it('answers 404 to another customer and leaves the order alone', async () => {
    expect((await cancel(fx.orders.paid.id, fx.people.b.token)).status).toBe(404);
    expect((await cancel(fx.orders.paid.id)).status).toBe(401);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, fx.orders.paid.id));
    expect(row?.status).toBe('confirmed');
  });

  it('refuses an order already sent', async () => {
    const response = await cancel(fx.orders.sent.id, fx.people.a.token);
    expect([response.status, errorOf(response).code]).toEqual([409, 'order_not_cancellable']);
  });

  it('puts everything back when the provider cannot refund the payment', async () => {
    // The fixture's payment was never made at this server's test provider: the refund fails.
    const response = await cancel(fx.orders.paid.id, fx.people.a.token);
    expect([response.status, errorOf(response).code]).toEqual([502, 'refund_failed']);
    const [shop] = await t.database.db.select().from(shopOrders).where(eq(shopOrders.id, fx.orders.paid.shopOrderId));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, fx.orders.paid.id));
    expect([shop?.status, order?.status]).toEqual(['confirmed', 'confirmed']);
    const digs = bodyOf(digsResponseSchema, await get('/api/user/digs', fx.people.a.token));
    expect(digs.points).toBe(20 + 20 + 10);
  });
});
