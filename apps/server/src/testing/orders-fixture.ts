// Orders written straight into the tables (the checkout is another module's): the catalogue fixture,
// people in every role (customer A who owns everything, customer B, pro, team, admin) and A's orders
// in the states the account cares about, a box subscription with a dispatch, a gift code, a digital
// purchase, a wishlist entry and a follow.
import { schema, type AddressSnapshot, type Database } from '@spindle/db';
import { creditNoteDocumentOf, invoiceDocumentOf, type ShopOrderStatus } from '@spindle/domain';
import { eq } from 'drizzle-orm';
import { invoiceOfOrder, issueBillingDocument } from '../modules/invoicing/index.ts';
import { addSession, insertCatalogueFixture, type CatalogueFixture } from './catalogue-fixture.ts';

const {
  countries,
  vatRates,
  users,
  orders,
  shopOrders,
  orderItems,
  payments,
  shipments,
  points,
  projects,
  boxPlans,
  boxSubscriptions,
  boxDispatches,
  boxCodes,
  wishlists,
  follows,
  tracks,
  uploads,
  conversations,
  conversationParticipants,
  messages,
  messageAttachments,
} = schema;

export interface Person {
  id: number;
  token: string;
}

export interface OrdersFixture extends CatalogueFixture {
  people: { a: Person; b: Person; pro: Person; team: Person; admin: Person };
  orders: {
    /** Paid, not launched: cancellable, address editable; Midnight Drive (digital) + Rust Belt. 54.98 + 6.00 shipping. */
    paid: { id: number; shopOrderId: number; paymentId: number };
    /** Sent by Colissimo: tracking link, not cancellable, address fixed; its shipping refunded (a credit note). */
    sent: { id: number; shopOrderId: number; creditNoteId: number };
    /** Waiting for the buyer's address check. */
    checkAddress: { id: number; shopOrderId: number };
    /** An abandoned checkout: not an order the account shows. */
    abandoned: { id: number };
  };
  boxId: number;
  /** A paid charge of A's box, with its invoice number (POST user/boxes/invoice). */
  boxChargeId: number;
  giftCode: string;
  /** A project A manages (still being created) with a track and a spare one (to delete). */
  ownProject: { id: number; trackId: number; spareTrackId: number };
  /** A's finished upload (its file is at FIXTURE_UPLOAD_KEY once a test writes it) and an unfinished one. */
  uploads: { done: number; open: number };
  /** A's conversation about the sent order (A its only participant) and its message's attachment (the upload's file). */
  conversation: { id: number; attachmentId: number };
}

/** Storage key of A's finished upload (the test writes the bytes where its storage needs them). */
export const FIXTURE_UPLOAD_KEY = 'uploads/fixture-a/take.wav';

export const FIXTURE_ADDRESS: AddressSnapshot = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  address: '12 rue des Disques',
  zipCode: '75011',
  city: 'Paris',
  countryId: 'FR',
  phone: '+33 6 12 34 56 78',
};

async function person(database: Database, values: typeof users.$inferInsert): Promise<Person> {
  const [row] = await database.db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return { id: row.id, token: await addSession(database, row.id) };
}

interface OrderSpec {
  userId: number;
  status: 'confirmed' | 'failed';
  shopStatus: ShopOrderStatus;
  lines: { projectId: number; name: string; unitPriceMinor: number; quantity: number; digital?: boolean }[];
  shippingMinor: number;
  createdAt: Date;
  providerRef?: string;
}

/** Inserts one order with one shop order, its items, its payment and its points; returns the ids. */
export async function insertOrder(database: Database, spec: OrderSpec) {
  const { db } = database;
  const subtotal = spec.lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  // VAT 20 % worked back from the gross (BUSINESS-RULES), per line and on shipping.
  const taxOf = (gross: number) => gross - Math.round(gross / 1.2);
  const lineTax = spec.lines.map((line) => taxOf(line.unitPriceMinor * line.quantity));
  const tax = lineTax.reduce((sum, value) => sum + value, 0) + taxOf(spec.shippingMinor);
  const total = subtotal + spec.shippingMinor;
  const paid = spec.status === 'confirmed';
  const [order] = await db
    .insert(orders)
    .values({
      userId: spec.userId,
      status: spec.status,
      currency: 'EUR',
      subtotalMinor: subtotal,
      shippingMinor: spec.shippingMinor,
      taxMinor: tax,
      totalMinor: total,
      countryId: 'FR',
      billingAddress: FIXTURE_ADDRESS,
      paidAt: paid ? spec.createdAt : null,
      createdAt: spec.createdAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  const [shop] = await db
    .insert(shopOrders)
    .values({
      orderId: order.id,
      groupKey: 's_1',
      status: spec.shopStatus,
      currency: 'EUR',
      subtotalMinor: subtotal,
      shippingMinor: spec.shippingMinor,
      taxMinor: tax,
      taxRateBasisPoints: 2000,
      totalMinor: total,
      shippingAddress: FIXTURE_ADDRESS,
      createdAt: spec.createdAt,
    })
    .returning({ id: shopOrders.id });
  if (!shop) throw new Error('shop order not inserted');
  await db.insert(orderItems).values(
    spec.lines.map((line, index) => ({
      orderId: order.id,
      shopOrderId: shop.id,
      projectId: line.projectId,
      name: line.name,
      quantity: line.quantity,
      currency: 'EUR',
      unitPriceMinor: line.unitPriceMinor,
      totalMinor: line.unitPriceMinor * line.quantity,
      taxMinor: lineTax[index] ?? 0,
      digital: line.digital ?? false,
    })),
  );
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: 'test',
      providerRef: spec.providerRef ?? `test_pi_fixture_${order.id}`,
      idempotencyKey: `order:${order.id}:payment`,
      status: paid ? 'succeeded' : 'canceled',
      amountMinor: total,
      currency: 'EUR',
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment not inserted');
  if (paid) {
    const units = spec.lines.reduce((sum, line) => sum + line.quantity, 0);
    await db.insert(points).values({ userId: spec.userId, points: 10 * units, reason: 'purchase', orderId: order.id });
    await issueFixtureInvoice(database, order.id, spec.createdAt);
  }
  return { id: order.id, shopOrderId: shop.id, paymentId: payment.id };
}

/** Gives back an order's shipping, as a staff refund does: a credit note, and the payment's refunded total. */
async function refundFixtureShipping(
  database: Database,
  order: { id: number; paymentId: number },
  issuedAt: Date,
): Promise<number> {
  return database.db.transaction(async (tx) => {
    const invoice = await invoiceOfOrder(tx, order.id);
    const planned = invoice ? creditNoteDocumentOf(invoice.document, { lines: [], shipping: true }, []) : null;
    if (!planned?.ok) throw new Error(`order ${order.id} has no shipping to refund`);
    const note = await issueBillingDocument(tx, {
      kind: 'credit_note',
      orderId: order.id,
      refundKey: 'fixture:late-parcel',
      issuedAt,
      document: planned.document,
    });
    await tx
      .update(payments)
      .set({ refundedMinor: planned.document.totalMinor, status: 'partially_refunded' })
      .where(eq(payments.id, order.paymentId));
    return note.id;
  });
}

/** The invoice a paid order gets when checkout confirms it, issued the same way (invoicing's face). */
async function issueFixtureInvoice(database: Database, orderId: number, issuedAt: Date): Promise<void> {
  await database.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`order ${orderId} vanished`);
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const groups = await tx.select().from(shopOrders).where(eq(shopOrders.orderId, orderId));
    const document = invoiceDocumentOf({ ...order, currency: 'EUR' }, groups, items);
    await issueBillingDocument(tx, { kind: 'invoice', orderId, issuedAt, document });
  });
}

export async function insertOrdersFixture(
  database: Database,
  options: { paidProviderRef?: string } = {},
): Promise<OrdersFixture> {
  const fx = await insertCatalogueFixture(database);
  const { db } = database;
  await db
    .insert(countries)
    .values({ code: 'FR', name: 'France', nameFr: 'France', zone: 'eu', eu: true })
    .onConflictDoNothing();
  // An EU country always has its VAT history (the cart prices with it).
  await db
    .insert(vatRates)
    .values({ countryCode: 'FR', rateBasisPoints: 2000, effectiveFrom: '2014-01-01' })
    .onConflictDoNothing();
  const people = {
    a: await person(database, { name: 'Ada Buyer', email: 'ada.buyer@example.test' }),
    b: await person(database, { name: 'Bea Other', email: 'bea.other@example.test' }),
    pro: await person(database, { name: 'Pia Pro', email: 'pia.pro@example.test', pro: true }),
    team: await person(database, { name: 'Tom Team', email: 'tom.team@example.test', role: 'team' }),
    admin: await person(database, { name: 'Ann Admin', email: 'ann.admin@example.test', role: 'boss', isAdmin: true }),
  };
  await db.update(projects).set({ digitalEnabled: true, stock: 10 }).where(eq(projects.id, fx.projects.midnight));
  const day = 86_400_000;
  const now = Date.now();
  const paid = await insertOrder(database, {
    userId: people.a.id,
    status: 'confirmed',
    shopStatus: 'confirmed',
    lines: [
      {
        projectId: fx.projects.midnight,
        name: 'Nova Static - Midnight Drive',
        unitPriceMinor: 2499,
        quantity: 1,
        digital: true,
      },
      { projectId: fx.projects.rustBelt, name: 'Ferric Oxide - Rust Belt', unitPriceMinor: 2999, quantity: 1 },
    ],
    shippingMinor: 600,
    createdAt: new Date(now - 2 * day),
    ...(options.paidProviderRef ? { providerRef: options.paidProviderRef } : {}),
  });
  const sent = await insertOrder(database, {
    userId: people.a.id,
    status: 'confirmed',
    shopStatus: 'sent',
    lines: [{ projectId: fx.projects.velvet, name: 'Orchid Lane - Velvet', unitPriceMinor: 1499, quantity: 2 }],
    shippingMinor: 500,
    createdAt: new Date(now - 20 * day),
  });
  const sentCreditNoteId = await refundFixtureShipping(database, sent, new Date(now - 15 * day));
  await db.insert(shipments).values({
    shopOrderId: sent.shopOrderId,
    trackingNumber: '6A 1234 5678 901',
    trackingTransporter: 'col',
    transporter: 'Colissimo',
    status: 'sent',
    sentAt: new Date(now - 18 * day),
  });
  const checkAddress = await insertOrder(database, {
    userId: people.a.id,
    status: 'confirmed',
    shopStatus: 'check_address',
    lines: [
      { projectId: fx.projects.ironPsalms, name: 'Ferric Oxide - Iron Psalms', unitPriceMinor: 3499, quantity: 1 },
    ],
    shippingMinor: 600,
    createdAt: new Date(now - 40 * day),
  });
  const abandoned = await insertOrder(database, {
    userId: people.a.id,
    status: 'failed',
    shopStatus: 'canceled',
    lines: [
      { projectId: fx.projects.midnight, name: 'Nova Static - Midnight Drive', unitPriceMinor: 2499, quantity: 1 },
    ],
    shippingMinor: 600,
    createdAt: new Date(now - day),
  });

  const [plan] = await db
    .insert(boxPlans)
    .values({
      code: 'one',
      recordsPerMonth: 1,
      nameEn: 'One record a month',
      nameFr: 'Un disque par mois',
      weightGrams: 500,
    })
    .returning({ id: boxPlans.id });
  if (!plan) throw new Error('plan not inserted');
  const [box] = await db
    .insert(boxSubscriptions)
    .values({
      userId: people.a.id,
      planId: plan.id,
      step: 'confirmed',
      periodicity: '3_months',
      monthsTotal: 3,
      dispatchesLeft: 2,
      currency: 'EUR',
      monthlyPriceMinor: 2490,
      monthlyShippingMinor: 590,
      totalMinor: 3 * (2490 + 590),
      startedAt: new Date(now - 30 * day),
    })
    .returning({ id: boxSubscriptions.id });
  if (!box) throw new Error('box not inserted');
  await db.insert(boxDispatches).values({
    boxSubscriptionId: box.id,
    month: '2026-10-01',
    projectId: fx.projects.ironPsalms,
    pickedBy: 'user',
    status: 'delivered',
  });
  const [charge] = await db
    .insert(schema.boxCharges)
    .values({
      boxSubscriptionId: box.id,
      month: '2026-10-01',
      attempts: 1,
      status: 'succeeded',
      amountMinor: 3080,
      currency: 'EUR',
      paidAt: new Date(now - 30 * day),
      invoiceNumber: 'BOX-2026-FIXTURE',
    })
    .returning({ id: schema.boxCharges.id });
  if (!charge) throw new Error('box charge not inserted');
  const giftCode = 'GIFT-ADA-0001';
  await db
    .insert(boxCodes)
    .values({ code: giftCode, planId: plan.id, periodicity: '6_months', months: 6, boughtByUserId: people.a.id });
  await db.insert(wishlists).values({ userId: people.a.id, projectId: fx.projects.ironPsalms });
  await db.insert(follows).values({ followerId: people.a.id, artistId: fx.artists.ferric });

  const [own] = await db
    .insert(projects)
    .values({
      name: 'Ada Sessions',
      slug: 'ada-buyer-ada-sessions',
      artistName: 'Ada Buyer',
      userId: people.a.id,
      category: 'vinyl',
      step: 'creating',
      priceEurMinor: 2200,
    })
    .returning({ id: projects.id });
  if (!own) throw new Error('project not inserted');
  const [ownTrack, spareTrack] = await db
    .insert(tracks)
    .values([
      { projectId: own.id, title: 'First Take', position: 1, sourcePath: FIXTURE_UPLOAD_KEY },
      { projectId: own.id, title: 'Second Take', position: 2 },
    ])
    .returning({ id: tracks.id });
  if (!ownTrack || !spareTrack) throw new Error('tracks not inserted');

  const [doneUpload, openUpload] = await db
    .insert(uploads)
    .values([
      {
        userId: people.a.id,
        uploadRef: 'fixture-upload-a-done',
        fileName: 'take.wav',
        storageKey: FIXTURE_UPLOAD_KEY,
        sizeBytes: 4,
        status: 'completed',
        completedAt: new Date(now - day),
      },
      {
        userId: people.a.id,
        uploadRef: 'fixture-upload-a-open',
        fileName: 'next.wav',
        storageKey: 'uploads/fixture-b/next.wav',
      },
    ])
    .returning({ id: uploads.id });
  if (!doneUpload || !openUpload) throw new Error('uploads not inserted');
  const conversation = await insertFixtureConversation(database, people.a.id, sent);

  return {
    ...fx,
    conversation,
    uploads: { done: doneUpload.id, open: openUpload.id },
    people,
    orders: { paid, sent: { ...sent, creditNoteId: sentCreditNoteId }, checkAddress, abandoned },
    boxId: box.id,
    boxChargeId: charge.id,
    giftCode,
    ownProject: { id: own.id, trackId: ownTrack.id, spareTrackId: spareTrack.id },
  };
}

/** A's conversation about an order, with one message of A's carrying a file (at FIXTURE_UPLOAD_KEY). */
async function insertFixtureConversation(
  database: Database,
  userId: number,
  order: { id: number; shopOrderId: number },
) {
  const { db } = database;
  const [conversation] = await db
    .insert(conversations)
    .values({
      subject: 'My parcel',
      kind: 'order',
      orderId: order.id,
      shopOrderId: order.shopOrderId,
      startedByUserId: userId,
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversation not inserted');
  await db.insert(conversationParticipants).values({ conversationId: conversation.id, userId });
  const [message] = await db
    .insert(messages)
    .values({ conversationId: conversation.id, fromUserId: userId, text: 'Where is my parcel?' })
    .returning({ id: messages.id });
  if (!message) throw new Error('message not inserted');
  const [file] = await db
    .insert(messageAttachments)
    .values({
      messageId: message.id,
      storageKey: FIXTURE_UPLOAD_KEY,
      name: 'take.wav',
      contentType: 'audio/wav',
      sizeBytes: 4,
    })
    .returning({ id: messageAttachments.id });
  if (!file) throw new Error('attachment not inserted');
  return { id: conversation.id, attachmentId: file.id };
}
