// Returns through the API (PGlite and PostgreSQL): a buyer asks to return copies of a parcel that
// left (someone else's parcel is 404, one still in preparation 409), within 14 days for a change of
// mind and two years for a fault, never more copies than are free, even when asked twice at once;
// staff approve with the return address, then mark it refunded, each step audited and e-mailed.
import { adminReturnsSchema, myReturnsSchema, returnRequestSchema } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrder, insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const { auditLog, orderItems, outboxEmails, shopOrders } = schema;
const DAY = 86_400_000;
const BUYER_EMAIL = 'ada.buyer@example.test';

let t: TestApp;
let fx: OrdersFixture;
let staffToken: string;
const now = new Date();
const deliveredAt = new Date(Date.now() - 3 * DAY);
let parcel: { shopOrderId: number; orderId: number; itemId: number };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://spindle.example' }, undefined, { clock: () => now });
  fx = await insertOrdersFixture(t.database);
  staffToken = await addVerifiedStaffSession(t.database, fx.people.team.id);
  const order = await insertOrder(t.database, {
    userId: fx.people.a.id,
    status: 'confirmed',
    shopStatus: 'delivered',
    lines: [{ projectId: fx.projects.velvet, name: 'Orchid Lane - Velvet', unitPriceMinor: 1499, quantity: 3 }],
    shippingMinor: 500,
    createdAt: new Date(Date.now() - 10 * DAY),
  });
  await t.database.db
    .update(shopOrders)
    .set({ sentAt: new Date(Date.now() - 6 * DAY), deliveredAt })
    .where(eq(shopOrders.id, order.shopOrderId));
  const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.shopOrderId, order.shopOrderId));
  parcel = { shopOrderId: order.shopOrderId, orderId: order.id, itemId: item!.id };
}, 120_000);
afterAll(() => t?.close());

function as(token: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return send(t.app, {
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
}

const ask = (token: string, overrides: Record<string, unknown> = {}) =>
  as(token, 'POST', '/api/user/returns', {
    shop_order_id: parcel.shopOrderId,
    reason: 'changed_mind',
    comment: 'Bought it twice by mistake.',
    lines: [{ order_item_id: parcel.itemId, quantity: 1 }],
    ...overrides,
  });

const codeOf = (response: { text: string }) => (JSON.parse(response.text) as { error: { code: string } }).error.code;

describe('the buyer', () => {
  it('sees the parcels that left with the copies free to return and the end of the 14 days', async () => {
    const answer = await as(fx.people.a.token, 'GET', '/api/user/returns');
    expect(answer.status).toBe(200);
    const body = bodyOf(myReturnsSchema, answer);
    const delivered = body.parcels.find((entry) => entry.shop_order_id === parcel.shopOrderId);
    expect(delivered?.lines).toEqual([
      expect.objectContaining({ order_item_id: parcel.itemId, returnable_quantity: 3 }),
    ]);
    expect(delivered?.withdrawal_ends_at).toBe(new Date(deliveredAt.getTime() + 14 * DAY).toISOString());
    // The paid order still in preparation is not there.
    expect(body.parcels.some((entry) => entry.order_id === fx.orders.paid.id)).toBe(false);
  });

  it("gets 404 for someone else's parcel and 409 for one that has not left", async () => {
    expect((await ask(fx.people.b.token)).status).toBe(404);
    const [paidItem] = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, fx.orders.paid.id));
    const unsent = await ask(fx.people.a.token, {
      shop_order_id: paidItem!.shopOrderId,
      lines: [{ order_item_id: paidItem!.id, quantity: 1 }],
    });
    expect(unsent.status).toBe(409);
    expect(codeOf(unsent)).toBe('return_not_shipped');
  });

  it('asks for two copies at once without ever holding more than the three bought', async () => {
    const answers = await Promise.all([
      ask(fx.people.a.token, { lines: [{ order_item_id: parcel.itemId, quantity: 2 }] }),
      ask(fx.people.a.token, { lines: [{ order_item_id: parcel.itemId, quantity: 2 }] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(codeOf(refused)).toBe('return_quantity_invalid');
    const created = bodyOf(
      returnRequestSchema,
      answers.find((answer) => answer.status === 201)!,
    );
    expect(created).toMatchObject({ status: 'requested', reason: 'changed_mind', lines: [{ quantity: 2 }] });
    const mine = bodyOf(myReturnsSchema, await as(fx.people.a.token, 'GET', '/api/user/returns'));
    expect(mine.requests.map((request) => request.id)).toContain(created.id);
    expect(
      mine.parcels.find((entry) => entry.shop_order_id === parcel.shopOrderId)?.lines[0]?.returnable_quantity,
    ).toBe(1);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.template, 'return_update'), eq(outboxEmails.to, BUYER_EMAIL)));
    expect(mail?.text).toContain('https://spindle.example/refund');
  });

  it('may change their mind for 14 days after delivery, and report a fault for two years', async () => {
    // Delivered 15 days ago.
    const setDelivered = (at: Date) =>
      t.database.db.update(shopOrders).set({ deliveredAt: at }).where(eq(shopOrders.id, parcel.shopOrderId));
    await setDelivered(new Date(now.getTime() - 15 * DAY));
    const late = await ask(fx.people.a.token);
    expect(late.status).toBe(409);
    expect(codeOf(late)).toBe('return_window_closed');
    const fault = await ask(fx.people.a.token, { reason: 'faulty', comment: 'Skips on side B, track 2.' });
    expect(fault.status).toBe(201);
    expect((await ask(fx.people.a.token, { reason: 'damaged' })).status).toBe(409);
    await setDelivered(deliveredAt);
  });
});

describe('the staff', () => {
  it('approve with the return address, then mark it refunded; each step audited and e-mailed', async () => {
    const list = bodyOf(adminReturnsSchema, await as(staffToken, 'GET', '/api/admin/returns?status=requested'));
    const request = list.items.find((item) => item.reason === 'changed_mind')!;
    expect(request.customer_email).toBe(BUYER_EMAIL);
    const address = 'Spindle returns, 4 rue du Dépôt, 93200 Saint-Denis';
    const approved = await as(staffToken, 'POST', `/api/admin/returns/${request.id}/status`, {
      status: 'approved',
      note: address,
    });
    expect(approved.status).toBe(200);
    expect(bodyOf(returnRequestSchema, approved)).toMatchObject({ status: 'approved', staff_note: address });
    const again = await as(staffToken, 'POST', `/api/admin/returns/${request.id}/status`, { status: 'approved' });
    expect(codeOf(again)).toBe('return_transition_not_allowed');
    const refunded = await as(staffToken, 'POST', `/api/admin/returns/${request.id}/status`, { status: 'refunded' });
    expect(bodyOf(returnRequestSchema, refunded)).toMatchObject({ status: 'refunded', staff_note: address });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'return_request'), eq(auditLog.entityId, String(request.id))));
    expect(audits.map((row) => row.action).sort()).toEqual(['return.approved', 'return.refunded']);
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.template, 'return_update'), eq(outboxEmails.to, BUYER_EMAIL)));
    expect(mails.some((mail) => mail.text.includes(address))).toBe(true);
  });

  it('free the copies of a refused request', async () => {
    const list = bodyOf(adminReturnsSchema, await as(staffToken, 'GET', '/api/admin/returns?status=requested'));
    const fault = list.items.find((item) => item.reason === 'faulty')!;
    await as(staffToken, 'POST', `/api/admin/returns/${fault.id}/status`, {
      status: 'refused',
      note: 'No fault heard.',
    });
    const mine = bodyOf(myReturnsSchema, await as(fx.people.a.token, 'GET', '/api/user/returns'));
    expect(
      mine.parcels.find((entry) => entry.shop_order_id === parcel.shopOrderId)?.lines[0]?.returnable_quantity,
    ).toBe(1);
  });
});

describe('requests at the same moment', () => {
  it('never hold more copies than were bought', async () => {
    const order = await insertOrder(t.database, {
      userId: fx.people.a.id,
      status: 'confirmed',
      shopStatus: 'delivered',
      lines: [{ projectId: fx.projects.velvet, name: 'Orchid Lane - Velvet', unitPriceMinor: 1499, quantity: 3 }],
      shippingMinor: 500,
      createdAt: new Date(Date.now() - 5 * DAY),
    });
    await t.database.db.update(shopOrders).set({ deliveredAt }).where(eq(shopOrders.id, order.shopOrderId));
    const [item] = await t.database.db.select().from(orderItems).where(eq(orderItems.shopOrderId, order.shopOrderId));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        ask(fx.people.a.token, {
          shop_order_id: order.shopOrderId,
          reason: 'damaged',
          lines: [{ order_item_id: item!.id, quantity: 1 }],
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409).map(codeOf)).toEqual(
      Array.from({ length: 5 }, () => 'return_quantity_invalid'),
    );
  });
});
