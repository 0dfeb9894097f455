// Staff refunds of an order (docs/admin.md "Orders, refunds and manual orders"), checkout's side: the
// refund's own row (claimed pending before the provider is asked, then succeeded or failed), and what a
// refund that went through does to the order: its lines count the units given back, copies that are
// still with us go back to stock, the sold counters drop, a shop order whose every unit is given back
// is refunded, and an order whose payment is given back in full is refunded (its points taken back).
// Every write runs in the caller's transaction, under the order's lock (lockOrderForStaff).
import { schema, type Db, type OrderRefundLine, type Tx } from '@spindle/db';
import { refundRestocks, shopOrderStatusAfterRefund, type ShopOrderStatus } from '@spindle/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { takeBackPurchasePoints } from '../account/index.ts';
import { takeBackSold } from '../projects/index.ts';
import { giveBackStock } from './stock-reservations.ts';

const { orders, shopOrders, orderItems, orderRefunds } = schema;

/** A refund as stored. */
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/** A refund being claimed: everything but its outcome. */
export type NewOrderRefund = Omit<
  typeof orderRefunds.$inferInsert,
  'id' | 'status' | 'providerRefundRef' | 'creditNoteId' | 'errorCode' | 'completedAt' | 'createdAt'
>;

/** The refund made under an idempotency key, if any. */
export async function refundByKey(tx: Db | Tx, idempotencyKey: string): Promise<OrderRefundRow | undefined> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.idempotencyKey, idempotencyKey));
  return row;
}

/** One refund of an order. */
export async function refundOfOrder(
  tx: Db | Tx,
  orderId: number,
  refundId: number,
): Promise<OrderRefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.id, refundId)));
  return row;
}

/** The refund of the order still waiting for the provider's answer (at most one), if any. */
export async function pendingRefundOf(tx: Db | Tx, orderId: number): Promise<OrderRefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'pending')));
  return row;
}

/** Every refund of an order, newest first. */
export async function refundsOfOrder(db: Db | Tx, orderId: number): Promise<OrderRefundRow[]> {
  return db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(desc(orderRefunds.createdAt), desc(orderRefunds.id));
}

/** Claims a refund (pending) before the provider is asked. */
export async function insertPendingRefund(tx: Tx, refund: NewOrderRefund): Promise<OrderRefundRow> {
  const [row] = await tx.insert(orderRefunds).values(refund).returning();
  if (!row) throw new Error(`the refund of order ${refund.orderId} was not written`);
  return row;
}

/** The provider refused the refund: nothing moved, the claim ends failed with the provider's code. */
export async function failRefund(tx: Tx, refundId: number, errorCode: string, now: Date): Promise<void> {
  await tx
    .update(orderRefunds)
    .set({ status: 'failed', errorCode, completedAt: now })
    .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'pending')));
}

/** The refund went through and is recorded: its credit note and the provider's reference. */
export async function completeRefund(
  tx: Tx,
  refundId: number,
  outcome: { creditNoteId: number; providerRefundRef: string; now: Date },
): Promise<void> {
  await tx
    .update(orderRefunds)
    .set({
      status: 'succeeded',
      creditNoteId: outcome.creditNoteId,
      providerRefundRef: outcome.providerRefundRef,
      completedAt: outcome.now,
    })
    .where(eq(orderRefunds.id, refundId));
}

/** What a refund changed of the order's shop orders: id, status before and after. */
export interface ShopOrderChange {
  id: number;
  from: ShopOrderStatus;
  to: ShopOrderStatus;
}

/**
 * Gives back units of the order's lines inside `tx`: counts them on the lines (a line all of whose
 * units are back is refunded), puts the copies of shop orders that still hold them back in stock, takes
 * them off the sold counters, and refunds the shop orders whose every unit is back.
 */
export async function giveBackOrderLines(
  tx: Tx,
  input: { orderId: number; lines: readonly OrderRefundLine[]; now: Date },
): Promise<ShopOrderChange[]> {
  const ids = input.lines.map((line) => line.orderItemId);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ item: orderItems, shopStatus: shopOrders.status })
    .from(orderItems)
    .leftJoin(shopOrders, eq(shopOrders.id, orderItems.shopOrderId))
    .where(and(eq(orderItems.orderId, input.orderId), inArray(orderItems.id, ids)))
    .orderBy(asc(orderItems.id));
  const restock: { projectId: number; itemId: number | null; size: string | null; quantity: number }[] = [];
  for (const { item, shopStatus } of rows) {
    const line = input.lines.find((entry) => entry.orderItemId === item.id);
    if (!line) continue;
    const refundedQuantity = item.refundedQuantity + line.quantity;
    await tx
      .update(orderItems)
      .set({
        refundedQuantity,
        refundedMinor: item.refundedMinor + line.amountMinor,
        ...(refundedQuantity >= item.quantity ? { refundedAt: input.now } : {}),
      })
      .where(eq(orderItems.id, item.id));
    if (item.projectId === null) continue;
    if (shopStatus !== null && refundRestocks(shopStatus)) {
      restock.push({ projectId: item.projectId, itemId: item.itemId, size: item.size, quantity: line.quantity });
    }
    await takeBackSold(tx, item.projectId, line.quantity);
  }
  await giveBackStock(tx, restock);
  return refundFullyGivenBackShopOrders(tx, input.orderId, input.now);
}

/** Shop orders of the order whose every unit is given back move to refunded (where the transitions allow). */
async function refundFullyGivenBackShopOrders(tx: Tx, orderId: number, now: Date): Promise<ShopOrderChange[]> {
  const [shops, lines] = await Promise.all([
    tx
      .select({ id: shopOrders.id, status: shopOrders.status })
      .from(shopOrders)
      .where(eq(shopOrders.orderId, orderId))
      .orderBy(asc(shopOrders.id)),
    tx
      .select({
        shopOrderId: orderItems.shopOrderId,
        quantity: orderItems.quantity,
        refundedQuantity: orderItems.refundedQuantity,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId)),
  ]);
  const changes: ShopOrderChange[] = [];
  for (const shop of shops) {
    const own = lines.filter((line) => line.shopOrderId === shop.id);
    const everyUnitBack = own.length > 0 && own.every((line) => line.refundedQuantity >= line.quantity);
    const to = shopOrderStatusAfterRefund(shop.status, everyUnitBack);
    if (to === shop.status) continue;
    await tx
      .update(shopOrders)
      .set({ status: to, updatedAt: now })
      .where(and(eq(shopOrders.id, shop.id), eq(shopOrders.status, shop.status)));
    changes.push({ id: shop.id, from: shop.status, to });
  }
  return changes;
}

/**
 * The order's payment is given back in full: the order is refunded (the provider's webhook may have
 * done it first) and its loyalty points taken back (taking back twice takes nothing more).
 */
export async function markOrderRefunded(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'confirmed')));
  const [order] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (order?.userId != null) await takeBackPurchasePoints(tx, { userId: order.userId, orderId });
}
