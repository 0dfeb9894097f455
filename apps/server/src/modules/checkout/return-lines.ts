// What the returns module reads of orders (docs/returns.md): a buyer's parcels that left, with their
// project lines, for the /refund form; one order's lines with their parcels, to check a request; and
// lines by id, to name what a request covers.
import type { ShopOrderStatus } from '@spindle/domain';
import { orderItems, orders, shopOrders, type Db } from '@spindle/db';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';

/** A project line of an order with the parcel it travels in. */
export interface ReturnLine {
  orderId: number;
  orderItemId: number;
  projectId: number;
  name: string;
  quantity: number;
  /** Copies of the line already given back by a refund. */
  refundedQuantity: number;
  unitPriceMinor: number;
  currency: string;
  shopOrderId: number;
  shopOrderStatus: ShopOrderStatus;
  sentAt: Date | null;
  deliveredAt: Date | null;
  userId: number | null;
  orderCreatedAt: Date;
  /** Where the order's e-mail links point (the checkout's origin). */
  linkOrigin: string | null;
}

const lineColumns = {
  orderId: orders.id,
  orderItemId: orderItems.id,
  projectId: orderItems.projectId,
  name: orderItems.name,
  quantity: orderItems.quantity,
  refundedQuantity: orderItems.refundedQuantity,
  unitPriceMinor: orderItems.unitPriceMinor,
  currency: orderItems.currency,
  shopOrderId: shopOrders.id,
  shopOrderStatus: shopOrders.status,
  sentAt: shopOrders.sentAt,
  deliveredAt: shopOrders.deliveredAt,
  userId: orders.userId,
  orderCreatedAt: orders.createdAt,
  linkOrigin: orders.linkOrigin,
};

function returnLinesWhere(db: Db, where: ReturnType<typeof and>) {
  return db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(shopOrders, eq(shopOrders.id, orderItems.shopOrderId))
    .where(and(isNotNull(orderItems.projectId), where));
}

const asLines = (rows: Awaited<ReturnType<typeof returnLinesWhere>>): ReturnLine[] =>
  rows.flatMap((row) => (row.projectId === null ? [] : [{ ...row, projectId: row.projectId }]));

/** The project lines of the buyer's confirmed orders whose parcel left (newest order first). */
export async function returnableLinesOf(db: Db, userId: number): Promise<ReturnLine[]> {
  const rows = await returnLinesWhere(
    db,
    and(eq(orders.userId, userId), eq(orders.status, 'confirmed'), inArray(shopOrders.status, ['sent', 'delivered'])),
  ).orderBy(desc(orders.createdAt), asc(orderItems.id));
  return asLines(rows);
}

/** The project lines of one parcel. */
export async function returnLinesOfShopOrder(db: Db, shopOrderId: number): Promise<ReturnLine[]> {
  const rows = await returnLinesWhere(db, eq(shopOrders.id, shopOrderId)).orderBy(asc(orderItems.id));
  return asLines(rows);
}

/** Lines by id (any order), to name what return requests cover. */
export async function returnLinesByIds(db: Db, orderItemIds: readonly number[]): Promise<ReturnLine[]> {
  if (orderItemIds.length === 0) return [];
  const rows = await returnLinesWhere(db, inArray(orderItems.id, [...orderItemIds]));
  return asLines(rows);
}
