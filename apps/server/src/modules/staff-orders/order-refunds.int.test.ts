// Staff refunds end to end, through the server and the built-in test provider (PGlite, and PostgreSQL with
// TEST_DATABASE_URL): a refund gives back what was chosen and issues a numbered credit note; the same
// request twice refunds once; two refunds at once never give back more than was paid; what exceeds what
// is left is refused; credit note numbers stay unbroken; the buyer is told and sees the refund.
import {
  adminOrderSchema,
  adminRefundSchema,
  myOrderDetailSchema,
  myOrderListSchema,
  type AdminRefundBody,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf } from '../../testing/accounts-kit.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createProjectSalesRepo } from '../checkout/index.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';
import { insertRefundableOrder, providerRefundsOf } from './testing.ts';

const { orders, orderItems, payments, projects, billingDocuments, outboxEmails, auditLog, shopOrders, points } = schema;

let t: TestApp;
let fx: OrdersFixture;
let boss: string;
let team: string;
/** The fixture's paid order: Midnight Drive 24.99 (line 0), Rust Belt 29.99 (line 1), shipping 6.00. */
let paid: Awaited<ReturnType<typeof insertRefundableOrder>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
  await t.database.db.update(projects).set({ stock: 5, sold: 3 }).where(eq(projects.id, fx.projects.rustBelt));
  boss = await addVerifiedStaffSession(t.database, fx.people.admin.id);
  team = await addVerifiedStaffSession(t.database, fx.people.team.id);
  paid = await insertRefundableOrder(t.database, {
    userId: fx.people.a.id,
    shopStatus: 'confirmed',
    lines: [
      { projectId: fx.projects.midnight, name: 'Nova Static - Midnight Drive', unitPriceMinor: 2499, quantity: 1 },
      { projectId: fx.projects.rustBelt, name: 'Ferric Oxide - Rust Belt', unitPriceMinor: 2999, quantity: 2 },
    ],
    shippingMinor: 600,
  });
}, 120_000);
afterAll(async () => t?.close());

const refund = (orderId: number, body: Partial<AdminRefundBody>, key: string, token = boss) =>
  send(t.app, {
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: body,
  });

async function paymentOf(orderId: number) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return row;
}

async function stockOf(projectId: number) {
  const [row] = await t.database.db
    .select({ stock: projects.stock, sold: projects.sold })
    .from(projects)
    .where(eq(projects.id, projectId));
  return row;
}

/** The sequence numbers of every credit note of a year, in order. */
async function creditNoteSequences(year: number) {
  const rows = await t.database.db
    .select({ sequence: billingDocuments.sequence })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.kind, 'credit_note'), eq(billingDocuments.year, year)))
    .orderBy(asc(billingDocuments.sequence));
  return rows.map((row) => row.sequence);
}

describe('a staff refund of one line', () => {
  it('gives back one unit through the provider, with a numbered credit note, stock back and the buyer told', async () => {
    const before = await stockOf(fx.projects.rustBelt);
    const response = await refund(paid.id, { lines: [{ order_item_id: paid.itemIds[1]!, quantity: 1 }] }, 'refund-a');
    expect(response.status, response.text).toBe(201);
    const made = bodyOf(adminRefundSchema, response);
    expect(made).toMatchObject({ status: 'succeeded', amount_minor: 2999, currency: 'EUR', staff_name: 'Ann Admin' });
    expect(made.credit_note?.number).toMatch(/^SP-CN-\d{4}-\d{6}$/);

    expect(await providerRefundsOf(t.database, paid.providerRef)).toEqual([2999]);
    expect(await paymentOf(paid.id)).toMatchObject({ refundedMinor: 2999, status: 'partially_refunded' });
    const [line] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, paid.itemIds[1]!));
    expect([line?.refundedQuantity, line?.refundedMinor, line?.refundedAt]).toEqual([1, 2999, null]);
    const after = await stockOf(fx.projects.rustBelt);
    expect([before?.stock, before?.sold, after?.stock, after?.sold]).toEqual([5, 3, 6, 2]);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, paid.id));
    expect(order?.status).toBe('confirmed');

    const [email] = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.orderId, paid.id));
    expect(email).toMatchObject({ to: 'ada.buyer@example.test', template: 'order_refunded' });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund'));
    expect(audit).toMatchObject({ staffUserId: fx.people.admin.id, entityType: 'order', entityId: String(paid.id) });
    expect(audit?.before).toMatchObject({ status: 'confirmed', refunded_minor: 0 });
    expect(audit?.after).toMatchObject({ refunded_minor: 2999, credit_note: made.credit_note?.number });
  });

  it('keeps the statement right: the unit given back is stated on its own, refunded on the refund’s day', async () => {
    const lines = await createProjectSalesRepo(t.database.db).orderLines(fx.projects.rustBelt);
    const ofOrder = lines.filter((line) => line.orderId === paid.id);
    expect(ofOrder.map((line) => [line.quantity, line.totalMinor, line.refundedAt === null])).toEqual([
      [1, 2999, false],
      [1, 2999, true],
    ]);
  });

  it('refunds once when the same request comes twice, and refuses the key for another refund', async () => {
    const notesBefore = await t.database.db
      .select()
      .from(billingDocuments)
      .where(eq(billingDocuments.orderId, paid.id));
    const again = await refund(paid.id, { lines: [{ order_item_id: paid.itemIds[1]!, quantity: 1 }] }, 'refund-a');
    expect(again.status, again.text).toBe(201);
    const replayed = bodyOf(adminRefundSchema, again);
    expect(replayed.amount_minor).toBe(2999);
    expect(await providerRefundsOf(t.database, paid.providerRef)).toEqual([2999]);
    expect(await paymentOf(paid.id)).toMatchObject({ refundedMinor: 2999 });
    const notesAfter = await t.database.db.select().from(billingDocuments).where(eq(billingDocuments.orderId, paid.id));
    expect(notesAfter).toHaveLength(notesBefore.length);

    const other = await refund(paid.id, { lines: [{ order_item_id: paid.itemIds[0]!, quantity: 1 }] }, 'refund-a');
    expect([other.status, errorOf(other).code]).toEqual([409, 'idempotency_key_reused']);
  });

  it('refuses more units or money than are left with a clear error, and moves nothing', async () => {
    const tooMany = await refund(paid.id, { lines: [{ order_item_id: paid.itemIds[1]!, quantity: 2 }] }, 'refund-b');
    expect([tooMany.status, errorOf(tooMany).code]).toEqual([409, 'refund_exceeds_paid']);
    expect(errorOf(tooMany).message).toMatch(/more than the order still holds/);
    const unknownLine = await refund(
      paid.id,
      { lines: [{ order_item_id: fx.orders.sent.shopOrderId, quantity: 1 }] },
      'refund-c',
    );
    expect([unknownLine.status, errorOf(unknownLine).code]).toEqual([400, 'refund_line_invalid']);
    const empty = await refund(paid.id, {}, 'refund-d');
    expect([empty.status, errorOf(empty).code]).toEqual([400, 'refund_empty']);
    const noKey = await send(t.app, {
      method: 'POST',
      url: `/api/admin/orders/${paid.id}/refunds`,
      headers: bearer(boss),
      payload: { shipping: true },
    });
    expect([noKey.status, errorOf(noKey).code]).toEqual([400, 'idempotency_key_invalid']);
    expect(await providerRefundsOf(t.database, paid.providerRef)).toEqual([2999]);
  });

  it('is refused to team members: refunds are the boss’s', async () => {
    const response = await refund(paid.id, { shipping: true }, 'refund-team', team);
    expect([response.status, errorOf(response).code]).toEqual([403, 'forbidden']);
    expect(await paymentOf(paid.id)).toMatchObject({ refundedMinor: 2999 });
  });

  it('takes the form’s token as the key when no header comes', async () => {
    const body = { shipping: true, idempotency_key: 'form-token-1' };
    const post = () =>
      send(t.app, {
        method: 'POST',
        url: `/api/admin/orders/${paid.id}/refunds`,
        headers: bearer(boss),
        payload: body,
      });
    const first = await post();
    const second = await post();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(bodyOf(adminRefundSchema, second).id).toBe(bodyOf(adminRefundSchema, first).id);
    expect(await providerRefundsOf(t.database, paid.providerRef)).toEqual([2999, 600]);
  });
});

describe('refunding everything left', () => {
  it('refunds the order, its shop order and its payment in full', async () => {
    const response = await refund(
      paid.id,
      {
        lines: [
          { order_item_id: paid.itemIds[0]!, quantity: 1 },
          { order_item_id: paid.itemIds[1]!, quantity: 1 },
        ],
      },
      'refund-rest',
    );
    expect(response.status, response.text).toBe(201);
    expect(bodyOf(adminRefundSchema, response).amount_minor).toBe(2499 + 2999);
    expect(await paymentOf(paid.id)).toMatchObject({ refundedMinor: paid.totalMinor, status: 'refunded' });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, paid.id));
    const [shop] = await t.database.db.select().from(shopOrders).where(eq(shopOrders.id, paid.shopOrderId));
    expect([order?.status, shop?.status]).toEqual(['refunded', 'refunded']);
    // Its loyalty points are taken back: the buyer's purchase points of this order add up to nothing.
    const rows = await t.database.db
      .select({ points: points.points })
      .from(points)
      .where(and(eq(points.orderId, paid.id), eq(points.userId, fx.people.a.id)));
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBe(0);
    const view = bodyOf(
      adminOrderSchema,
      await send(t.app, { method: 'GET', url: `/api/admin/orders/${paid.id}`, headers: bearer(team) }),
    );
    expect(view.refundable).toBeNull();
    expect(view.refunds.map((made) => made.amount_minor)).toEqual([2499 + 2999, 600, 2999]);
    expect(view.documents.filter((document) => document.kind === 'credit_note')).toHaveLength(3);
  });
});

describe('two refunds at once', () => {
  it('never give back more than was paid', async () => {
    const order = await insertRefundableOrder(t.database, {
      userId: fx.people.a.id,
      shopStatus: 'confirmed',
      lines: [
        { projectId: fx.projects.ironPsalms, name: 'Ferric Oxide - Iron Psalms', unitPriceMinor: 3499, quantity: 1 },
      ],
      shippingMinor: 600,
    });
    const body = { lines: [{ order_item_id: order.itemIds[0]!, quantity: 1 }] };
    const answers = await Promise.all([refund(order.id, body, 'race-1'), refund(order.id, body, 'race-2')]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(['refund_exceeds_paid', 'refund_in_progress']).toContain(refused ? errorOf(refused).code : '');
    expect(await providerRefundsOf(t.database, order.providerRef)).toEqual([3499]);
    expect(await paymentOf(order.id)).toMatchObject({ refundedMinor: 3499 });
  });

  it('with the same key, refund once', async () => {
    const order = await insertRefundableOrder(t.database, {
      userId: fx.people.b.id,
      shopStatus: 'in_preparation',
      lines: [{ projectId: fx.projects.velvet, name: 'Orchid Lane - Velvet', unitPriceMinor: 1499, quantity: 3 }],
      shippingMinor: 500,
    });
    const body = { lines: [{ order_item_id: order.itemIds[0]!, quantity: 2 }] };
    const answers = await Promise.all([refund(order.id, body, 'twin'), refund(order.id, body, 'twin')]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(new Set(answers.map((answer) => bodyOf(adminRefundSchema, answer).id)).size).toBe(1);
    expect(await providerRefundsOf(t.database, order.providerRef)).toEqual([2998]);
  });
});

describe('credit note numbers', () => {
  it('stay unbroken however the refunds went', async () => {
    const year = new Date().getFullYear();
    const sequences = await creditNoteSequences(year);
    expect(sequences.length).toBeGreaterThanOrEqual(5);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => (sequences[0] ?? 1) + index));
    expect(sequences[0]).toBe(1);
  });
});

describe('the buyer', () => {
  it('sees the refunds of an order with their date, amount and credit note, which they alone may download', async () => {
    const detail = bodyOf(
      myOrderDetailSchema,
      await send(t.app, { method: 'GET', url: `/api/user/orders/${paid.id}/shop`, headers: bearer(fx.people.a.token) }),
    );
    expect(detail.status).toBe('refunded');
    expect(detail.refunds.map((made) => made.amount_minor)).toEqual([2999, 600, 2499 + 2999]);
    const first = detail.refunds[0];
    expect(first?.credit_note_url).toMatch(new RegExp(`^/api/user/orders/${paid.id}/credit-notes/\\d+$`));
    const pdf = await send(t.app, {
      method: 'GET',
      url: first?.credit_note_url ?? '',
      headers: bearer(fx.people.a.token),
    });
    expect([pdf.status, pdf.headers['content-type'], pdf.text.slice(0, 5)]).toEqual([200, 'application/pdf', '%PDF-']);
    const other = await send(t.app, {
      method: 'GET',
      url: first?.credit_note_url ?? '',
      headers: bearer(fx.people.b.token),
    });
    expect(other.status).toBe(404);
    const staffView = bodyOf(
      adminOrderSchema,
      await send(t.app, { method: 'GET', url: `/api/admin/orders/${paid.id}`, headers: bearer(team) }),
    );
    const invoice = staffView.documents.find((document) => document.kind === 'invoice');
    const invoiceAsNote = await send(t.app, {
      method: 'GET',
      url: `/api/user/orders/${paid.id}/credit-notes/${invoice?.id ?? 0}`,
      headers: bearer(fx.people.a.token),
    });
    expect(invoiceAsNote.status).toBe(404);
    const list = bodyOf(
      myOrderListSchema,
      await send(t.app, { method: 'GET', url: '/api/user/orders', headers: bearer(fx.people.a.token) }),
    );
    expect(list.items.find((order) => order.id === paid.id)?.refunds).toHaveLength(3);
  });
});
