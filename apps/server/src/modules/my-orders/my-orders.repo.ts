// Queries of the customer's own orders. Every read is scoped by the owner (user_id) in SQL, so an
// order of someone else is simply not found.
import { schema, type AddressSnapshot, type Db } from '@spindle/db';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { takeBackPurchasePoints } from '../account/index.ts';
import { shipmentsOfShopOrders } from '../logistics/index.ts';
import { VISIBLE_ORDER_STATUSES } from './order-rules.ts';

const { orders, shopOrders, orderItems, shops, projects, projectItems, payments } = schema;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
export type ShopOrderRow = typeof shopOrders.$inferSelect;

const visible = inArray(orders.status, [...VISIBLE_ORDER_STATUSES]);

/** A page of rows: how many to take and how many to skip. */
export interface RowPage {
  limit: number;
  offset: number;
}

/** A new delivery address of a shop order, and the status it moves to. */
export interface AddressChange {
  address: AddressSnapshot;
  status: ShopOrderRow['status'];
  now: Date;
}

/** What a cancellation records once the refund went through. */
export interface RecordedCancellation {
  order: OrderRow;
  paymentId: number | null;
  refundedMinor: number;
  now: Date;
}

/** The queries bound to the database; the steps of a cancellation run in the transaction they are given. */
export function createMyOrdersRepo(db: Db) {
  return {
    db,
    listOrders: (userId: number, paging: RowPage) => listOrders(db, userId, paging),
    findOrder: (userId: number, orderId: number) => findOrder(db, userId, orderId),
    shopOrdersOf: (orderIds: readonly number[]) => shopOrdersOf(db, orderIds),
    itemsOf: (orderIds: readonly number[]) => itemsOf(db, orderIds),
    /** The parcels of some shop orders (logistics' face). */
    shipmentsOf: (shopOrderIds: readonly number[]) => shipmentsOfShopOrders(db, shopOrderIds),
    refundedOf: (orderId: number) => refundedOf(db, orderId),
    findShopOrder: (userId: number | null, shopOrderId: number, tx?: Tx) =>
      findShopOrder(tx ?? db, userId, shopOrderId),
    updateShopOrderAddress: (shopOrderId: number, from: ShopOrderRow['status'], change: AddressChange, tx?: Tx) =>
      updateShopOrderAddress(tx ?? db, shopOrderId, from, change),
    lockOrder,
    shopOrdersIn,
    setShopOrderStatus,
    paidPaymentOf,
    recordCancellation,
  };
}

export type MyOrdersRepo = ReturnType<typeof createMyOrdersRepo>;

/** A page of the user's visible orders, newest first, and how many there are. */
async function listOrders(db: Db, userId: number, paging: RowPage) {
  const where = and(eq(orders.userId, userId), visible);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One visible order of the user, or undefined. */
async function findOrder(db: Db, userId: number, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), visible));
  return row;
}

/** The shop orders of some orders, with the shop's name and code. */
async function shopOrdersOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ row: shopOrders, shopName: shops.name, shopCode: shops.code })
    .from(shopOrders)
    .leftJoin(shops, eq(shops.id, shopOrders.shopId))
    .where(inArray(shopOrders.orderId, [...orderIds]))
    .orderBy(asc(shopOrders.id));
}

/** The lines of some orders, with what the page needs of their project. */
async function itemsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      row: orderItems,
      projectSlug: projects.slug,
      projectCategory: projects.category,
      projectPicture: projects.picture,
      projectType: projects.type,
    })
    .from(orderItems)
    .leftJoin(projects, eq(projects.id, orderItems.projectId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

/** Amount refunded on an order's payments. */
async function refundedOf(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ refunded: sql<number>`coalesce(sum(${payments.refundedMinor}), 0)::int` })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return row?.refunded ?? 0;
}

/** A shop order of the user (through its order; any user's for staff: null), with the order's status. */
async function findShopOrder(db: Db | Tx, userId: number | null, shopOrderId: number) {
  const [row] = await db
    .select({ shop: shopOrders, orderStatus: orders.status })
    .from(shopOrders)
    .innerJoin(orders, eq(orders.id, shopOrders.orderId))
    .where(and(eq(shopOrders.id, shopOrderId), userId === null ? undefined : eq(orders.userId, userId), visible))
    .for('update', { of: shopOrders });
  return row;
}

/** Moves a shop order to a new address (and status), only from the status it was read in. */
async function updateShopOrderAddress(
  db: Db | Tx,
  shopOrderId: number,
  from: ShopOrderRow['status'],
  change: AddressChange,
): Promise<boolean> {
  const updated = await db
    .update(shopOrders)
    .set({ shippingAddress: change.address, status: change.status, updatedAt: change.now })
    .where(and(eq(shopOrders.id, shopOrderId), eq(shopOrders.status, from)))
    .returning({ id: shopOrders.id });
  return updated.length === 1;
}

/** Locks the order row for a cancellation; undefined unless it is the user's (any order for staff: null). */
async function lockOrder(tx: Tx, userId: number | null, orderId: number): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId)))
    .for('update');
  return row;
}

async function shopOrdersIn(tx: Tx, orderId: number): Promise<ShopOrderRow[]> {
  return tx.select().from(shopOrders).where(eq(shopOrders.orderId, orderId)).orderBy(asc(shopOrders.id));
}

async function setShopOrderStatus(
  tx: Tx,
  shopOrderId: number,
  from: ShopOrderRow['status'],
  to: ShopOrderRow['status'],
  now: Date,
) {
  await tx
    .update(shopOrders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(shopOrders.id, shopOrderId), eq(shopOrders.status, from)));
}

/** The paid payment of an order (the one to refund). */
async function paidPaymentOf(tx: Tx, orderId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, orderId), inArray(payments.status, ['succeeded', 'partially_refunded', 'refunded'])),
    )
    .orderBy(desc(payments.id))
    .for('update');
  return row;
}

/**
 * Records a finished cancellation: the payment refunded, the order refunded, the copies back in
 * counted stock (an item's own stock when it counts one, else the project's), the sold counters and
 * the loyalty points of the order taken back.
 */
async function recordCancellation(tx: Tx, input: RecordedCancellation): Promise<void> {
  const { order, now } = input;
  if (input.paymentId !== null) await markPaymentRefunded(tx, input.paymentId, input.refundedMinor, now);
  await tx.update(orders).set({ status: 'refunded', updatedAt: now }).where(eq(orders.id, order.id));
  await restockOrderLines(tx, order.id, now);
  // Taking back sums to nothing once done, so a refund that took them back already leaves them so.
  if (order.userId !== null) await takeBackPurchasePoints(tx, { userId: order.userId, orderId: order.id });
}

async function markPaymentRefunded(tx: Tx, paymentId: number, refundedMinor: number, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({
      refundedMinor: sql`greatest(${payments.refundedMinor}, ${refundedMinor})`,
      status: 'refunded',
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId));
}

/**
 * Gives the copies of an order's lines back to stock and takes them off the sold counters, except units
 * a refund gave back already; the lines count every unit refunded.
 */
async function restockOrderLines(tx: Tx, orderId: number, now: Date): Promise<void> {
  const rows = await tx
    .select({
      id: orderItems.id,
      projectId: orderItems.projectId,
      itemId: orderItems.itemId,
      quantity: sql<number>`(${orderItems.quantity} - ${orderItems.refundedQuantity})`.mapWith(Number),
      itemCounted: isNotNull(projectItems.stock),
    })
    .from(orderItems)
    .leftJoin(projectItems, eq(projectItems.id, orderItems.itemId))
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.refundedAt)))
    .orderBy(asc(orderItems.projectId), asc(orderItems.itemId));
  await tx
    .update(orderItems)
    .set({
      refundedQuantity: sql`${orderItems.quantity}`,
      refundedMinor: sql`${orderItems.totalMinor} - ${orderItems.discountMinor}`,
      refundedAt: now,
    })
    .where(and(eq(orderItems.orderId, orderId), isNull(orderItems.refundedAt)));
  for (const line of rows) {
    if (line.projectId === null || line.quantity <= 0) continue;
    if (line.itemId !== null && line.itemCounted) {
      await tx
        .update(projectItems)
        .set({ stock: sql`${projectItems.stock} + ${line.quantity}` })
        .where(eq(projectItems.id, line.itemId));
    } else {
      await tx
        .update(projects)
        .set({ stock: sql`${projects.stock} + ${line.quantity}` })
        .where(and(eq(projects.id, line.projectId), isNotNull(projects.stock)));
    }
    await tx
      .update(projects)
      .set({ sold: sql`greatest(${projects.sold} - ${line.quantity}, 0)` })
      .where(eq(projects.id, line.projectId));
  }
}
