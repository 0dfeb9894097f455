// The staff's order pages through the server (PGlite, and PostgreSQL with TEST_DATABASE_URL): the list
// with its filters, one order in full, the address change until dispatch, the cancellation of a whole
// order with its refund and credit note, manual orders with their invoice and who may price them; every
// write leaves its audit row, and customers never get in.
import {
  adminAddressResultSchema,
  adminCancelResultSchema,
  adminManualOrderResultSchema,
  adminOrderPageSchema,
  adminOrderSchema,
  type AdminManualOrderBody,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { BUSINESS_TIME_ZONE, localDayOf } from '@spindle/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { FIXTURE_ADDRESS, insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { addSession } from '../../testing/catalogue-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { countOrdersToShip } from '../checkout/index.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';
import { insertRefundableOrder, providerRefundsOf } from './testing.ts';

const { orders, shopOrders, auditLog, billingDocuments, projects, outboxEmails, manualOrders } = schema;

let t: TestApp;
let fx: OrdersFixture;
let boss: string;
let team: string;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
  // Checkout keeps the e-mail an order was placed with; the fixture's orders are A's.
  await t.database.db.update(orders).set({ email: 'ada.buyer@example.test' }).where(eq(orders.userId, fx.people.a.id));
  boss = await addVerifiedStaffSession(t.database, fx.people.admin.id);
  team = await addVerifiedStaffSession(t.database, fx.people.team.id);
}, 120_000);
afterAll(async () => t?.close());

const get = (url: string, token: string) => send(t.app, { method: 'GET', url, headers: bearer(token) });
const write = (method: 'POST' | 'PUT', url: string, token: string, payload: unknown) =>
  send(t.app, { method, url, headers: bearer(token), payload: payload as Record<string, unknown> });

async function auditRows(action: string, orderId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(orderId))));
}

describe('GET admin/orders', () => {
  it('lists every order newest first, abandoned checkouts included, with what was refunded', async () => {
    const page = bodyOf(adminOrderPageSchema, await get('/api/admin/orders', team));
    expect(page.rows.map((row) => row.id)).toEqual([
      fx.orders.abandoned.id,
      fx.orders.paid.id,
      fx.orders.sent.id,
      fx.orders.checkAddress.id,
    ]);
    const sent = page.rows.find((row) => row.id === fx.orders.sent.id);
    expect(sent).toMatchObject({ status: 'confirmed', refunded_minor: 500, shop_statuses: ['sent'], manual: null });
    expect(sent?.customer_name).toBe('Ada Lovelace');
  });

  it('filters by status, shop-order status, days, country and a number, e-mail or name', async () => {
    const ids = async (query: string) =>
      bodyOf(adminOrderPageSchema, await get(`/api/admin/orders?${query}`, team)).rows.map((row) => row.id);
    expect(await ids('status=failed')).toEqual([fx.orders.abandoned.id]);
    expect(await ids('shop_status=check_address')).toEqual([fx.orders.checkAddress.id]);
    expect(await ids(`q=${fx.orders.sent.id}`)).toEqual([fx.orders.sent.id]);
    expect(await ids('q=ada.buyer&status=confirmed')).toHaveLength(3);
    expect(await ids('q=lovelace&sort=total&dir=asc&status=confirmed')).toHaveLength(3);
    expect(await ids('country=de')).toEqual([]);
    // The filter's days are Paris days (a UTC date is the wrong day between 22:00 or 23:00 UTC and midnight).
    const today = localDayOf(new Date(), BUSINESS_TIME_ZONE);
    expect(await ids(`from=${today}&to=${today}`)).toEqual([]);
    // Empty fields, as a form sends them, are no filter.
    expect(await ids('status=&q=&from=')).toHaveLength(4);
  });

  it('is denied to customers, artists and visitors', async () => {
    const [artist] = await t.database.db
      .insert(schema.users)
      .values({ name: 'Arty Artist', email: 'arty.artist@example.test', type: 'artist' })
      .returning({ id: schema.users.id });
    const artistToken = await addSession(t.database, artist?.id ?? 0);
    for (const token of [fx.people.a.token, fx.people.pro.token, artistToken]) {
      expect((await get('/api/admin/orders', token)).status).toBe(403);
      expect((await get(`/api/admin/orders/${fx.orders.paid.id}`, token)).status).toBe(403);
      const refund = await write('POST', `/api/admin/orders/${fx.orders.paid.id}/refunds`, token, { shipping: true });
      expect(refund.status).toBe(403);
    }
    expect((await send(t.app, { method: 'GET', url: '/api/admin/orders' })).status).toBe(401);
  });
});

describe('GET admin/orders/{id}', () => {
  it('shows the order with its lines, payment, parcels, documents and what is left to refund', async () => {
    const view = bodyOf(adminOrderSchema, await get(`/api/admin/orders/${fx.orders.sent.id}`, team));
    expect(view.customer).toMatchObject({ id: fx.people.a.id, email: 'ada.buyer@example.test' });
    expect(view.order).toMatchObject({ status: 'confirmed', refunded_minor: 500, billing_address: { city: 'Paris' } });
    const [shop] = view.shops;
    expect(shop).toMatchObject({ status: 'sent', address_editable: false });
    expect(shop?.shipments.map((parcel) => parcel.tracking_number)).toEqual(['6A 1234 5678 901']);
    expect(shop?.items.map((item) => [item.quantity, item.refunded_quantity])).toEqual([[2, 0]]);
    expect(view.payments).toMatchObject([{ provider: 'test', refunded_minor: 500 }]);
    expect(view.documents.map((document) => document.kind)).toEqual(['invoice', 'credit_note']);
    expect(view.refundable).toMatchObject({ shipping_minor: null, total_left_minor: 2998, paid_left_minor: 2998 });
    expect(view.cancellable).toBe(false);
    const pdf = await get(view.documents[1]?.url ?? '', team);
    expect([pdf.status, pdf.text.slice(0, 5)]).toEqual([200, '%PDF-']);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await get('/api/admin/orders/999999', team)).status).toBe(404);
  });
});

const NEW_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '3 avenue du Vinyle',
  zip_code: '69001',
  city: 'Lyon',
  country_id: 'FR',
};

describe('PUT admin/shop-orders/{shop_id}/address', () => {
  it('moves a shop order not sent yet to a new address, with its audit row', async () => {
    const response = await write(
      'PUT',
      `/api/admin/shop-orders/${fx.orders.paid.shopOrderId}/address`,
      team,
      NEW_ADDRESS,
    );
    expect(response.status, response.text).toBe(200);
    expect(bodyOf(adminAddressResultSchema, response)).toMatchObject({
      order_id: fx.orders.paid.id,
      address: { city: 'Lyon' },
    });
    const [shop] = await t.database.db.select().from(shopOrders).where(eq(shopOrders.id, fx.orders.paid.shopOrderId));
    expect(shop?.shippingAddress?.city).toBe('Lyon');
    const [row] = await auditRows('order.address', fx.orders.paid.id);
    expect(row).toMatchObject({ staffUserId: fx.people.team.id, staffName: 'Tom Team' });
    expect(row?.before).toMatchObject({ shop_order: { address: { city: FIXTURE_ADDRESS.city } } });
    expect(row?.after).toMatchObject({ shop_order: { address: { city: 'Lyon' } } });
  });

  it('refuses with a clear error once the parcel is sent, and changes nothing', async () => {
    const response = await write(
      'PUT',
      `/api/admin/shop-orders/${fx.orders.sent.shopOrderId}/address`,
      team,
      NEW_ADDRESS,
    );
    expect([response.status, errorOf(response).code]).toEqual([409, 'address_not_editable']);
    expect(errorOf(response).message).toMatch(/sent: its address can no longer change/);
    expect(await auditRows('order.address', fx.orders.sent.id)).toEqual([]);
  });
});

describe('POST admin/orders/{id}/cancel', () => {
  it('cancels a whole order: refunded at the provider, credit note, stock back, audit row, buyer told', async () => {
    const order = await insertRefundableOrder(t.database, {
      userId: fx.people.a.id,
      shopStatus: 'launched',
      lines: [
        { projectId: fx.projects.midnight, name: 'Nova Static - Midnight Drive', unitPriceMinor: 2499, quantity: 2 },
      ],
      shippingMinor: 600,
    });
    const [before] = await t.database.db.select().from(projects).where(eq(projects.id, fx.projects.midnight));
    expect((await write('POST', `/api/admin/orders/${order.id}/cancel`, team, {})).status).toBe(403);
    const response = await write('POST', `/api/admin/orders/${order.id}/cancel`, boss, {
      reason: 'The pressing failed',
    });
    expect(response.status, response.text).toBe(200);
    const result = bodyOf(adminCancelResultSchema, response);
    expect(result).toMatchObject({ status: 'refunded', refunded_minor: 2499 * 2 + 600 });
    expect(result.credit_note?.gross_minor).toBe(2499 * 2 + 600);
    expect(await providerRefundsOf(t.database, order.providerRef)).toEqual([2499 * 2 + 600]);
    const [after] = await t.database.db.select().from(projects).where(eq(projects.id, fx.projects.midnight));
    expect(after?.stock).toBe((before?.stock ?? 0) + 2);
    const [shop] = await t.database.db.select().from(shopOrders).where(eq(shopOrders.id, order.shopOrderId));
    expect(shop?.status).toBe('canceled');
    const [row] = await auditRows('order.cancel', order.id);
    expect(row?.after).toMatchObject({
      status: 'refunded',
      reason: 'The pressing failed',
      credit_note: result.credit_note?.number,
    });
    const emails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, order.id));
    expect(emails.map((email) => email.template)).toEqual(['order_refunded']);
    const again = await write('POST', `/api/admin/orders/${order.id}/cancel`, boss, {});
    expect([again.status, errorOf(again).code]).toEqual([409, 'order_not_cancellable']);
    expect(await providerRefundsOf(t.database, order.providerRef)).toHaveLength(1);
  });

  it('refuses an order already sent', async () => {
    const response = await write('POST', `/api/admin/orders/${fx.orders.sent.id}/cancel`, boss, {});
    expect([response.status, errorOf(response).code]).toEqual([409, 'order_not_cancellable']);
  });
});

const MANUAL: AdminManualOrderBody = {
  customer: 'ada.buyer@example.test',
  lines: [{ project_id: 0, quantity: 1 }],
  address: { ...NEW_ADDRESS, name: null, company: null, address2: null, state: null, phone: null },
  shipping_minor: 0,
  reason: 'replacement',
  payment: 'free',
};

describe('POST admin/manual-orders', () => {
  it('makes a free replacement: a confirmed order ready to ship, with its invoice and audit row', async () => {
    const toShip = await countOrdersToShip(t.database.db);
    const body = { ...MANUAL, lines: [{ project_id: fx.projects.velvet, quantity: 1 }], note: 'Warped copy' };
    const response = await write('POST', '/api/admin/manual-orders', team, body);
    expect(response.status, response.text).toBe(201);
    const { order_id: orderId, total_minor: total } = bodyOf(adminManualOrderResultSchema, response);
    expect(total).toBe(0);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'confirmed', origin: 'manual', userId: fx.people.a.id, totalMinor: 0 });
    const [made] = await t.database.db.select().from(manualOrders).where(eq(manualOrders.orderId, orderId));
    expect(made).toMatchObject({
      staffUserId: fx.people.team.id,
      reason: 'replacement',
      payment: 'free',
      note: 'Warped copy',
    });
    const [invoice] = await t.database.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, orderId));
    expect(invoice).toMatchObject({ kind: 'invoice', grossMinor: 0 });
    expect(await countOrdersToShip(t.database.db)).toBe(toShip + 1);
    expect(await auditRows('order.manual', orderId)).toHaveLength(1);
    const listed = bodyOf(adminOrderPageSchema, await get('/api/admin/orders?origin=manual', team));
    expect(listed.rows.map((row) => [row.id, row.manual?.reason, row.manual?.staff_name])).toEqual([
      [orderId, 'replacement', 'Tom Team'],
    ]);
  });

  it('bills a trade sale at an agreed price only with the money permission (the boss)', async () => {
    const body = {
      ...MANUAL,
      customer: 'shop@records.example',
      lines: [{ project_id: fx.projects.velvet, quantity: 2, unit_price_minor: 1000 }],
      shipping_minor: 800,
      reason: 'trade_sale',
      payment: 'paid',
    } as const;
    const refused = await write('POST', '/api/admin/manual-orders', team, body);
    expect([refused.status, errorOf(refused).code]).toEqual([403, 'forbidden']);
    const made = await write('POST', '/api/admin/manual-orders', boss, body);
    expect(made.status, made.text).toBe(201);
    const { order_id: orderId, total_minor: total } = bodyOf(adminManualOrderResultSchema, made);
    expect(total).toBe(2800);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: null, email: 'shop@records.example', totalMinor: 2800 });
    const [invoice] = await t.database.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, orderId));
    expect(invoice?.grossMinor).toBe(2800);
  });

  it('refuses an unknown project, an unknown account number and a country the store does not know', async () => {
    const unknownProject = await write('POST', '/api/admin/manual-orders', team, {
      ...MANUAL,
      lines: [{ project_id: 999_999, quantity: 1 }],
    });
    expect([unknownProject.status, errorOf(unknownProject).fields]).toEqual([
      400,
      { 'lines.0.project_id': 'project_not_found' },
    ]);
    const unknownUser = await write('POST', '/api/admin/manual-orders', team, {
      ...MANUAL,
      customer: '#999999',
      lines: [{ project_id: fx.projects.velvet, quantity: 1 }],
    });
    expect(errorOf(unknownUser).fields).toEqual({ customer: 'user_not_found' });
    const unknownCountry = await write('POST', '/api/admin/manual-orders', team, {
      ...MANUAL,
      address: { ...MANUAL.address, country_id: 'ZZ' },
      lines: [{ project_id: fx.projects.velvet, quantity: 1 }],
    });
    expect(errorOf(unknownCountry).fields).toEqual({ 'address.country_id': 'country_invalid' });
  });

  it('is denied to customers', async () => {
    const response = await write('POST', '/api/admin/manual-orders', fx.people.a.token, MANUAL);
    expect(response.status).toBe(403);
  });
});

describe('the order’s history', () => {
  it('shows every staff write on the order, newest first', async () => {
    const view = bodyOf(adminOrderSchema, await get(`/api/admin/orders/${fx.orders.paid.id}`, team));
    expect(view.history.map((entry) => [entry.action, entry.staff_name])).toEqual([['order.address', 'Tom Team']]);
  });
});
