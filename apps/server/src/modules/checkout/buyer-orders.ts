// What the buyer's order pages read and change of their orders, through this face (decision 0013: the
// order tables are checkout's): a page of the buyer's visible orders, one of them, the shop orders with
// their shop's name and code, the lines; a shop order locked for a new address; and the steps of a
// cancellation (the order locked, its shop orders moved, the lines refunded and their copies given back).
// Every read of the buyer's own is scoped by the owner (user_id) in SQL, so someone else's is not found.
import { schema, type AddressSnapshot, type Db, type Tx } from '@spindle/db';
import type { OrderStatus } from '@spindle/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { itemStockCounted, restockCancelledLine, takeBackSold } from '../projects/index.ts';
import { shopCodeOf, shopNameOf } from '../shops/index.ts';

const { orders, shopOrders, orderItems } = schema;

/** An order as stored. */
export type BuyerOrderRow = typeof orders.$inferSelect;
/** A shop order as stored. */
export type BuyerShopOrderRow = typeof shopOrders.$inferSelect;
/** An order line as stored. */
export type BuyerOrderItemRow = typeof orderItems.$inferSelect;

/** A page of rows: how many to take and how many to skip. */
export interface RowPage {
  limit: number;
  offset: number;
}

/** A new delivery address of a shop order, and the status it moves to. */
export interface ShopOrderAddressChange {
  address: AddressSnapshot;
  status: BuyerShopOrderRow['status'];
  now: Date;
}

/** The buyer's orders of these statuses (the ones their pages show). */
export function createBuyerOrders(db: Db, visibleStatuses: readonly OrderStatus[]) {
  const visible = inArray(orders.status, [...visibleStatuses]);
  return {
    /** A page of the user's visible orders, newest first, and how many there are. */
    list: async (userId: number, paging: RowPage) => {
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
    },
    /** One visible order of the user, or undefined. */
    find: async (userId: number, orderId: number): Promise<BuyerOrderRow | undefined> => {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId), visible));
      return row;
    },
    /** A shop order of the user, locked (any user's for staff: null), with its order's status. */
    lockShopOrder: async (userId: number | null, shopOrderId: number, tx?: Tx) => {
      const [row] = await (tx ?? db)
        .select({ shop: shopOrders, orderStatus: orders.status })
        .from(shopOrders)
        .innerJoin(orders, eq(orders.id, shopOrders.orderId))
        .where(and(eq(shopOrders.id, shopOrderId), userId === null ? undefined : eq(orders.userId, userId), visible))
        .for('update', { of: shopOrders });
      return row;
    },
  };
}

/** The buyer's order reads and steps, bound to a database. */
export type BuyerOrders = ReturnType<typeof createBuyerOrders>;

/** The shop orders of some orders, with the shop's name and code. */
export async function buyerShopOrdersOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ row: shopOrders, shopName: shopNameOf(shopOrders.shopId), shopCode: shopCodeOf(shopOrders.shopId) })
    .from(shopOrders)
    .where(inArray(shopOrders.orderId, [...orderIds]))
    .orderBy(asc(shopOrders.id));
}

/** The lines of some orders, in order. */
export async function buyerOrderItemsOf(db: Db, orderIds: readonly number[]): Promise<BuyerOrderItemRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

/** Moves a shop order to a new address (and status), only from the status it was read in. */
export async function changeShopOrderAddressRow(
  db: Db | Tx,
  shopOrderId: number,
  from: BuyerShopOrderRow['status'],
  change: ShopOrderAddressChange,
): Promise<boolean> {
  const updated = await db
    .update(shopOrders)
    .set({ shippingAddress: change.address, status: change.status, updatedAt: change.now })
    .where(and(eq(shopOrders.id, shopOrderId), eq(shopOrders.status, from)))
    .returning({ id: shopOrders.id });
  return updated.length === 1;
}

/** Locks an order for a cancellation; undefined unless it is the user's (any order for staff: null). */
export async function lockOrderOf(tx: Tx, userId: number | null, orderId: number): Promise<BuyerOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId)))
    .for('update');
  return row;
}

/** The shop orders of one order, in order. */
export async function shopOrdersOfOrder(tx: Tx, orderId: number): Promise<BuyerShopOrderRow[]> {
  return tx.select().from(shopOrders).where(eq(shopOrders.orderId, orderId)).orderBy(asc(shopOrders.id));
}

/** Moves a shop order from one status to another (nothing when it is no longer in `from`). */
export async function setShopOrderStatus(
  tx: Tx,
  shopOrderId: number,
  from: BuyerShopOrderRow['status'],
  to: BuyerShopOrderRow['status'],
  now: Date,
): Promise<void> {
  await tx
    .update(shopOrders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(shopOrders.id, shopOrderId), eq(shopOrders.status, from)));
}

/**
 * A cancelled order refunded: its status, every line refunded whole except units a refund gave back
 * already, the copies back in counted stock (an item's own stock when it counts one, else the
 * project's) and off the sold counters.
 */
export async function refundCancelledOrder(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx.update(orders).set({ status: 'refunded', updatedAt: now }).where(eq(orders.id, orderId));
  const rows = await tx
    .select({
      projectId: orderItems.projectId,
      itemId: orderItems.itemId,
      quantity: sql<number>`(${orderItems.quantity} - ${orderItems.refundedQuantity})`.mapWith(Number),
      itemCounted: itemStockCounted(orderItems.itemId),
    })
    .from(orderItems)
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
    const { projectId, itemId, quantity, itemCounted } = line;
    await restockCancelledLine(tx, { projectId, itemId, quantity, itemCounted });
    await takeBackSold(tx, projectId, quantity);
  }
}
