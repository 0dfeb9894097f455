// Fulfilment and dispatch through the API (PGlite and PostgreSQL): the shop orders to ship by
// logistician and week, their export in the partner's columns, tracking numbers imported whole or not
// at all and idempotent, a parcel typed by hand, status moves all or none; every staff write audited
// in the same transaction, and each buyer e-mailed once per move, in their language.
import {
  dispatchPageSchema,
  dispatchStatusResultSchema,
  shipmentCorrectionResultSchema,
  shipmentEntryResultSchema,
  trackingImportSchema,
} from '@spindle/contracts';
import { schema } from '@spindle/db';
import { businessWeekOf, logisticianExportHeaders, parseCsv } from '@spindle/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/mailer.ts';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrder, insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const { shopOrders, shipments, auditLog, users, logisticsPartners, barcodes, orders } = schema;
const DAY_MS = 86_400_000;

let t: TestApp;
let fx: OrdersFixture;
let staffToken: string;

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
  await t.database.db.insert(logisticsPartners).values([
    { key: 'daudin', name: 'Daudin', zone: 'FR' },
    { key: 'bigblue', name: 'Bigblue', zone: 'FR' },
  ]);
  await t.database.db.update(users).set({ lang: 'fr' }).where(eq(users.id, fx.people.a.id));
  await t.database.db.insert(barcodes).values({ projectId: fx.projects.velvet, barcode: '3760300311234' });
  staffToken = await addVerifiedStaffSession(t.database, fx.people.team.id);
}, 120_000);
afterAll(() => t?.close());

function asStaff(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return send(t.app, {
    method,
    url,
    headers: { authorization: `Bearer ${staffToken}` },
    ...(payload ? { payload } : {}),
  });
}

/** A paid order of customer B (or A) shipped by `logistician`, paid `daysAgo` days ago. */
async function paidShopOrder(options: {
  logistician: string | null;
  daysAgo?: number;
  userId?: number;
  status?: typeof shopOrders.$inferSelect.status;
}) {
  const placed = await insertOrder(t.database, {
    userId: options.userId ?? fx.people.b.id,
    status: 'confirmed',
    shopStatus: options.status ?? 'confirmed',
    lines: [
      { projectId: fx.projects.velvet, name: 'Orchid Lane - Velvet', unitPriceMinor: 1499, quantity: 2 },
      { projectId: fx.projects.ironPsalms, name: 'Ferric Oxide - Iron Psalms', unitPriceMinor: 3499, quantity: 1 },
    ],
    shippingMinor: 600,
    createdAt: new Date(Date.now() - (options.daysAgo ?? 0) * DAY_MS),
  });
  await t.database.db
    .update(shopOrders)
    .set({ logistician: options.logistician, weightGrams: 640 })
    .where(eq(shopOrders.id, placed.shopOrderId));
  return placed;
}

async function statusOf(shopOrderId: number) {
  const [row] = await t.database.db.select().from(shopOrders).where(eq(shopOrders.id, shopOrderId));
  return row;
}

async function auditOf(shopOrderId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'shop_order'), eq(auditLog.entityId, String(shopOrderId))))
    .orderBy(auditLog.id);
}

async function mailsTo(email: string, template: string) {
  return (await listOutbox(t.database.db, { to: email, limit: 100 })).filter((mail) => mail.template === template);
}

function trackingFile(rows: readonly (readonly string[])[]) {
  return ['Order ID,Carrier,Tracking Number', ...rows.map((row) => row.join(','))].join('\n');
}

describe('the shop orders to ship', () => {
  it('lists the paid ones not sent of a logistician and a week, with their lines, parcels and next moves', async () => {
    const thisWeek = await paidShopOrder({ logistician: 'bigblue' });
    const lastMonth = await paidShopOrder({ logistician: 'bigblue', daysAgo: 40 });
    const elsewhere = await paidShopOrder({ logistician: 'daudin' });
    const sent = await paidShopOrder({ logistician: 'bigblue', status: 'sent' });
    const week = businessWeekOf(new Date());
    const page = bodyOf(
      dispatchPageSchema,
      await asStaff('GET', `/api/admin/dispatch?logistician=bigblue&paid_from=${week.from}&paid_to=${week.to}`),
    );
    const ids = page.rows.map((row) => row.shop_order_id);
    expect(ids).toContain(thisWeek.shopOrderId);
    expect(ids).not.toContain(lastMonth.shopOrderId);
    expect(ids).not.toContain(elsewhere.shopOrderId);
    expect(ids).not.toContain(sent.shopOrderId);
    expect(page.week).toEqual(week);
    expect(page.partners.map((partner) => partner.key)).toEqual(['bigblue', 'daudin']);
    const row = page.rows.find((entry) => entry.shop_order_id === thisWeek.shopOrderId);
    expect(row).toMatchObject({
      order_id: thisWeek.id,
      status: 'confirmed',
      logistician: 'bigblue',
      buyer_name: 'Ada Lovelace',
      country: 'FR',
      items: [
        { name: 'Orchid Lane - Velvet', quantity: 2 },
        { name: 'Ferric Oxide - Iron Psalms', quantity: 1 },
      ],
      shipments: [],
      next_statuses: ['check_address', 'launched', 'in_preparation'],
    });
    const sentPage = bodyOf(dispatchPageSchema, await asStaff('GET', '/api/admin/dispatch?status=sent&per_page=500'));
    expect(sentPage.rows.map((entry) => entry.shop_order_id)).toContain(sent.shopOrderId);
    const none = bodyOf(dispatchPageSchema, await asStaff('GET', '/api/admin/dispatch?logistician=none&per_page=500'));
    expect(none.rows.map((entry) => entry.shop_order_id)).toContain(fx.orders.paid.shopOrderId);
    expect(none.rows.map((entry) => entry.shop_order_id)).not.toContain(fx.orders.abandoned.id);
  });

  it('refuses a day that is not one', async () => {
    expect((await asStaff('GET', '/api/admin/dispatch?paid_from=2026-02-30')).status).toBe(400);
  });
});

describe('the export for a logistician', () => {
  it("writes the chosen shop orders in the partner's columns, one row per line, barcodes as article codes", async () => {
    const first = await paidShopOrder({ logistician: 'daudin' });
    const second = await paidShopOrder({ logistician: 'daudin' });
    const response = await asStaff(
      'GET',
      `/api/admin/dispatch/export?logistician=daudin&ids=${first.shopOrderId}&ids=${second.shopOrderId}`,
    );
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(response.headers['content-disposition'])).toMatch(
      /attachment; filename="dispatch-daudin-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = parseCsv(response.text, ';');
    expect(header).toEqual(logisticianExportHeaders('daudin'));
    expect(rows).toHaveLength(4);
    const cell = (row: readonly string[] | undefined, name: string) => row?.[header?.indexOf(name) ?? -1];
    expect(rows.map((row) => cell(row, 'Référence commande'))).toEqual([
      `SP${first.shopOrderId}`,
      `SP${first.shopOrderId}`,
      `SP${second.shopOrderId}`,
      `SP${second.shopOrderId}`,
    ]);
    expect(cell(rows[0], 'Code article')).toBe('3760300311234');
    expect(cell(rows[1], 'Code article')).toBe(`SP-${fx.projects.ironPsalms}`);
    expect(cell(rows[0], 'Quantité')).toBe('2');
    expect(cell(rows[0], 'Nom')).toBe('Ada Lovelace');
    // The order kept no e-mail: the buyer's account gives it.
    expect(cell(rows[0], 'Email')).toBe('bea.other@example.test');
    expect(cell(rows[0], 'Poids (g)')).toBe('640');
  });

  it('exports what the filter finds when nothing is chosen, and refuses a shop order of another logistician', async () => {
    const bigblue = await paidShopOrder({ logistician: 'bigblue' });
    const daudin = await paidShopOrder({ logistician: 'daudin' });
    const all = await asStaff('GET', '/api/admin/dispatch/export?logistician=bigblue');
    const references = parseCsv(all.text, ',')
      .slice(1)
      .map((row) => row[0]);
    expect(references).toContain(`SP${bigblue.shopOrderId}`);
    expect(references).not.toContain(`SP${daudin.shopOrderId}`);
    const mixed = await asStaff('GET', `/api/admin/dispatch/export?logistician=bigblue&ids=${daudin.shopOrderId}`);
    expect(mixed.status).toBe(404);
  });
});

describe('tracking numbers imported from a partner’s file', () => {
  it('records each parcel, sends the shop order, e-mails the buyer once in their language, and audits it', async () => {
    const ada = await paidShopOrder({ logistician: 'bigblue', userId: fx.people.a.id });
    const bea = await paidShopOrder({ logistician: 'bigblue', status: 'in_preparation' });
    const adaMailsBefore = (await mailsTo('ada.buyer@example.test', 'order_dispatched')).length;
    const csv = trackingFile([
      [`SP${ada.shopOrderId}`, 'Colissimo', '6A 1111 2222 333'],
      [`SP${bea.shopOrderId}`, 'ups', '1Z999'],
    ]);
    const report = bodyOf(
      trackingImportSchema,
      await asStaff('POST', '/api/admin/dispatch/tracking', { logistician: 'bigblue', csv }),
    );
    expect(report).toMatchObject({ imported: true, created: 2, sent: 2 });
    expect(report.rows.map((row) => row.outcome)).toEqual(['matched', 'matched']);
    const adaOrder = await statusOf(ada.shopOrderId);
    expect(adaOrder?.status).toBe('sent');
    expect(adaOrder?.sentAt).toBeInstanceOf(Date);
    const [parcel] = await t.database.db.select().from(shipments).where(eq(shipments.shopOrderId, ada.shopOrderId));
    expect(parcel).toMatchObject({
      trackingTransporter: 'col',
      transporter: 'Colissimo',
      trackingNumber: '6A11112222333',
      trackingLink: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A11112222333',
      logistician: 'bigblue',
      status: 'sent',
    });
    const mails = await mailsTo('ada.buyer@example.test', 'order_dispatched');
    expect(mails).toHaveLength(adaMailsBefore + 1);
    expect(mails[0]?.locale).toBe('fr');
    // Filed under the order, so the staff's order page lists it.
    expect(mails[0]?.orderId).toBe(ada.id);
    expect(mails[0]?.subject).toBe(`Votre commande n° ${ada.id} est en route`);
    expect(mails[0]?.html).toContain('https://www.laposte.fr/outils/suivre-vos-envois?code=6A11112222333');
    const audit = await auditOf(ada.shopOrderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'shipment.import',
      staffUserId: fx.people.team.id,
      before: { status: 'confirmed' },
      after: { status: 'sent', shipment: { carrier: 'col', tracking_number: '6A11112222333' } },
    });

    // The same file again: nothing new, nobody e-mailed twice.
    const again = bodyOf(
      trackingImportSchema,
      await asStaff('POST', '/api/admin/dispatch/tracking', { logistician: 'bigblue', csv }),
    );
    expect(again).toMatchObject({ imported: true, created: 0, sent: 0 });
    expect(again.rows.map((row) => row.outcome)).toEqual(['already_imported', 'already_imported']);
    expect(await mailsTo('ada.buyer@example.test', 'order_dispatched')).toHaveLength(adaMailsBefore + 1);
    const parcels = await t.database.db
      .select()
      .from(shipments)
      .where(inArray(shipments.shopOrderId, [ada.shopOrderId, bea.shopOrderId]));
    expect(parcels).toHaveLength(2);
    expect(await auditOf(ada.shopOrderId)).toHaveLength(1);
  });

  it('reports every wrong line and imports nothing of a file that has one', async () => {
    const good = await paidShopOrder({ logistician: 'bigblue' });
    const daudin = await paidShopOrder({ logistician: 'daudin' });
    const canceled = await paidShopOrder({ logistician: 'bigblue', status: 'canceled' });
    const csv = trackingFile([
      [`SP${good.shopOrderId}`, 'col', '6A100'],
      [`SP${good.shopOrderId}`, 'col', '6A100'],
      ['SP999999', 'col', '6A101'],
      [`SP${good.shopOrderId}`, 'pigeon', '6A102'],
      [`SP${daudin.shopOrderId}`, 'col', '6A103'],
      [`SP${canceled.shopOrderId}`, 'col', '6A104'],
      ['ABC', 'col', '6A105'],
      [`SP${good.shopOrderId}`, '', '6A106'],
    ]);
    const report = bodyOf(
      trackingImportSchema,
      await asStaff('POST', '/api/admin/dispatch/tracking', { logistician: 'bigblue', csv }),
    );
    expect(report.imported).toBe(false);
    expect(report.created).toBe(0);
    expect(report.rows.map((row) => [row.line, row.outcome])).toEqual([
      [2, 'matched'],
      [3, 'duplicate'],
      [4, 'order_unknown'],
      [5, 'carrier_unknown'],
      [6, 'order_other_logistician'],
      [7, 'order_not_shippable'],
      [8, 'reference_invalid'],
      [9, 'carrier_missing'],
    ]);
    expect((await statusOf(good.shopOrderId))?.status).toBe('confirmed');
    expect(await t.database.db.select().from(shipments).where(eq(shipments.shopOrderId, good.shopOrderId))).toEqual([]);
    expect(await auditOf(good.shopOrderId)).toEqual([]);
  });

  it('refuses a file it cannot read, or one without the columns it needs', async () => {
    const noColumns = await asStaff('POST', '/api/admin/dispatch/tracking', {
      logistician: 'bigblue',
      csv: 'order,weight\n1,2',
    });
    expect(noColumns.status).toBe(400);
    expect(JSON.parse(noColumns.text)).toMatchObject({ error: { code: 'tracking_columns_missing' } });
    const broken = await asStaff('POST', '/api/admin/dispatch/tracking', {
      logistician: 'bigblue',
      csv: 'order,carrier,tracking\n"1,col,2',
    });
    expect(JSON.parse(broken.text)).toMatchObject({ error: { code: 'tracking_file_unreadable' } });
    const unknownPartner = await asStaff('POST', '/api/admin/dispatch/tracking', {
      logistician: 'nowhere',
      csv: trackingFile([['SP1', 'col', '1']]),
    });
    expect(JSON.parse(unknownPartner.text)).toMatchObject({
      error: { code: 'input_invalid', fields: { logistician: 'logistician_unknown' } },
    });
  });
});

describe('a parcel typed by hand', () => {
  it('sends a shop order with an unknown carrier under the placeholder, e-mails the buyer once, and audits it', async () => {
    const placed = await paidShopOrder({ logistician: 'daudin' });
    const entry = { carrier: 'Chronopost', tracking_number: 'XY 123 456', logistician_order_id: 'DAU-77' };
    const response = await asStaff('POST', `/api/admin/shop-orders/${placed.shopOrderId}/shipments`, entry);
    expect(response.status).toBe(201);
    const result = bodyOf(shipmentEntryResultSchema, response);
    expect(result).toMatchObject({ status: 'sent', created: true });
    expect(result.shipments).toEqual([
      expect.objectContaining({
        carrier: 'chronopost',
        carrier_name: 'Chronopost',
        tracking_number: 'XY123456',
        tracking_link: null,
        logistician: 'daudin',
        logistician_order_id: 'DAU-77',
        logistician_link: 'https://extranet.daudin.fr/commandes/DAU-77',
      }),
    ]);
    const [stored] = await t.database.db.select().from(shipments).where(eq(shipments.shopOrderId, placed.shopOrderId));
    expect(stored?.trackingLink).toBe('#');
    const mails = await mailsTo('bea.other@example.test', 'order_dispatched');
    const mail = mails.find((entryMail) => entryMail.subject.includes(String(placed.id)));
    expect(mail?.text).toContain('XY123456');
    expect(mail?.text).toContain('Chronopost');

    const twice = bodyOf(
      shipmentEntryResultSchema,
      await asStaff('POST', `/api/admin/shop-orders/${placed.shopOrderId}/shipments`, entry),
    );
    expect(twice).toMatchObject({ status: 'sent', created: false });
    expect((await mailsTo('bea.other@example.test', 'order_dispatched')).length).toBe(mails.length);
    expect((await auditOf(placed.shopOrderId)).map((row) => row.action)).toEqual(['shipment.create']);
  });

  it('refuses a cancelled shop order, and one of an unpaid order', async () => {
    const canceled = await paidShopOrder({ logistician: 'daudin', status: 'canceled' });
    const entry = { carrier: 'col', tracking_number: '6A1' };
    const refused = await asStaff('POST', `/api/admin/shop-orders/${canceled.shopOrderId}/shipments`, entry);
    expect(refused.status).toBe(409);
    expect(JSON.parse(refused.text)).toMatchObject({ error: { code: 'shop_order_transition_not_allowed' } });
    const [unpaid] = await t.database.db
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .innerJoin(orders, eq(orders.id, shopOrders.orderId))
      .where(eq(orders.id, fx.orders.abandoned.id));
    expect((await asStaff('POST', `/api/admin/shop-orders/${unpaid?.id}/shipments`, entry)).status).toBe(404);
  });
});

describe('a parcel typed wrong, corrected', () => {
  it('replaces the carrier and number with their link, tells the buyer the right one, and audits the old values', async () => {
    const placed = await paidShopOrder({ logistician: 'daudin' });
    const path = `/api/admin/shop-orders/${placed.shopOrderId}/shipments`;
    const typed = bodyOf(
      shipmentEntryResultSchema,
      await asStaff('POST', path, { carrier: 'col', tracking_number: '6A999' }),
    );
    const parcelId = typed.shipments[0]!.id;
    const mailsBefore = (await mailsTo('bea.other@example.test', 'order_dispatched')).length;

    const response = await asStaff('PUT', `${path}/${parcelId}`, { carrier: 'DHL', tracking_number: '00 340 4343' });
    expect(response.status, response.text).toBe(200);
    const result = bodyOf(shipmentCorrectionResultSchema, response);
    expect(result.corrected).toBe(true);
    expect(result.shipments).toEqual([
      expect.objectContaining({ id: parcelId, carrier: 'dhl', tracking_number: '003404343' }),
    ]);
    expect(result.shipments[0]?.tracking_link).toContain('003404343');
    const mails = await mailsTo('bea.other@example.test', 'order_dispatched');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.text).toContain('003404343');
    expect(mails[0]?.orderId).toBe(placed.id);
    const audit = await auditOf(placed.shopOrderId);
    expect(audit.at(-1)).toMatchObject({
      action: 'shipment.correct',
      before: { shipment: { id: parcelId, carrier: 'col', tracking_number: '6A999' } },
      after: { shipment: { id: parcelId, carrier: 'dhl', tracking_number: '003404343' } },
    });

    // The same values again: nothing changes, nobody is e-mailed, nothing audited.
    const again = bodyOf(
      shipmentCorrectionResultSchema,
      await asStaff('PUT', `${path}/${parcelId}`, { carrier: 'dhl', tracking_number: '003404343' }),
    );
    expect(again.corrected).toBe(false);
    expect(await mailsTo('bea.other@example.test', 'order_dispatched')).toHaveLength(mailsBefore + 1);
    expect(await auditOf(placed.shopOrderId)).toHaveLength(audit.length);
  });

  it('refuses a number the shop order already has, and another shop order’s parcel', async () => {
    const placed = await paidShopOrder({ logistician: 'daudin' });
    const path = `/api/admin/shop-orders/${placed.shopOrderId}/shipments`;
    await asStaff('POST', path, { carrier: 'col', tracking_number: '6A-FIRST' });
    const second = bodyOf(
      shipmentEntryResultSchema,
      await asStaff('POST', path, { carrier: 'col', tracking_number: '6A-SECOND' }),
    );
    const secondId = second.shipments.find((parcel) => parcel.tracking_number === '6A-SECOND')!.id;
    const clash = await asStaff('PUT', `${path}/${secondId}`, { carrier: 'col', tracking_number: '6A-FIRST' });
    expect(clash.status).toBe(409);
    expect(JSON.parse(clash.text)).toMatchObject({ error: { code: 'conflict' } });

    const other = await paidShopOrder({ logistician: 'daudin' });
    const elsewhere = await asStaff('PUT', `/api/admin/shop-orders/${other.shopOrderId}/shipments/${secondId}`, {
      carrier: 'col',
      tracking_number: '6A-THIRD',
    });
    expect(elsewhere.status).toBe(404);
    const blank = await asStaff('PUT', `${path}/${secondId}`, { carrier: 'col', tracking_number: ' ' });
    expect(blank.status).toBe(400);
  });
});

describe('status moves', () => {
  it('moves every chosen shop order or none, e-mails each buyer once per move, and audits each move', async () => {
    const first = await paidShopOrder({ logistician: 'daudin', userId: fx.people.a.id });
    const second = await paidShopOrder({ logistician: 'daudin', userId: fx.people.a.id });
    const sent = await paidShopOrder({ logistician: 'daudin', status: 'sent' });
    const launchedMails = async () =>
      (await mailsTo('ada.buyer@example.test', 'shop_order_status')).filter((mail) =>
        mail.subject.includes('partent au pressage'),
      );
    const before = (await launchedMails()).length;

    const refused = bodyOf(
      dispatchStatusResultSchema,
      await asStaff('POST', '/api/admin/dispatch/status', {
        shop_order_ids: [first.shopOrderId, sent.shopOrderId, 999_999],
        status: 'launched',
      }),
    );
    expect(refused.moved).toBe(false);
    expect(refused.rows).toEqual([
      { shop_order_id: first.shopOrderId, from: 'confirmed', outcome: 'held' },
      { shop_order_id: sent.shopOrderId, from: 'sent', outcome: 'not_allowed' },
      { shop_order_id: 999_999, from: null, outcome: 'not_found' },
    ]);
    expect((await statusOf(first.shopOrderId))?.status).toBe('confirmed');
    expect(await launchedMails()).toHaveLength(before);

    const moved = bodyOf(
      dispatchStatusResultSchema,
      await asStaff('POST', '/api/admin/dispatch/status', {
        shop_order_ids: [first.shopOrderId, second.shopOrderId],
        status: 'launched',
      }),
    );
    expect(moved.moved).toBe(true);
    expect((await statusOf(second.shopOrderId))?.status).toBe('launched');
    expect(await launchedMails()).toHaveLength(before + 2);
    const [audit] = await auditOf(first.shopOrderId);
    expect(audit).toMatchObject({
      action: 'shop_order.status',
      before: { status: 'confirmed' },
      after: { status: 'launched' },
    });

    // Asked again, nothing moves and nobody hears twice.
    const again = bodyOf(
      dispatchStatusResultSchema,
      await asStaff('POST', '/api/admin/dispatch/status', { shop_order_ids: [first.shopOrderId], status: 'launched' }),
    );
    expect(again.rows).toEqual([{ shop_order_id: first.shopOrderId, from: 'launched', outcome: 'unchanged' }]);
    expect(await launchedMails()).toHaveLength(before + 2);
    expect(await auditOf(first.shopOrderId)).toHaveLength(1);
  });

  it('marks a sent parcel delivered, with its date, and tells the buyer', async () => {
    const sent = await paidShopOrder({ logistician: 'daudin', status: 'sent', userId: fx.people.a.id });
    await asStaff('POST', '/api/admin/dispatch/status', { shop_order_ids: [sent.shopOrderId], status: 'delivered' });
    const row = await statusOf(sent.shopOrderId);
    expect(row?.status).toBe('delivered');
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    const mails = await mailsTo('ada.buyer@example.test', 'shop_order_status');
    expect(mails.some((mail) => mail.subject === `Votre commande n° ${sent.id} a été livrée`)).toBe(true);
  });

  it('never cancels or refunds: those are the orders side’s', async () => {
    const placed = await paidShopOrder({ logistician: 'daudin' });
    const result = bodyOf(
      dispatchStatusResultSchema,
      await asStaff('POST', '/api/admin/dispatch/status', { shop_order_ids: [placed.shopOrderId], status: 'canceled' }),
    );
    expect(result).toEqual({
      moved: false,
      rows: [{ shop_order_id: placed.shopOrderId, from: 'confirmed', outcome: 'not_allowed' }],
    });
  });
});
