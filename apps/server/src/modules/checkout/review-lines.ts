// What the reviews module reads of an order (docs/reviews.md): who bought it and each project line
// with the status of the parcel it travels in, so it can tell which projects the buyer may review.
import type { ShopOrderStatus } from '@spindle/domain';
import { orderItems, orders, shopOrders, type Db } from '@spindle/db';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';

/** A project line of an order with its parcel's status. */
export interface ReviewLine {
  projectId: number;
  name: string;
  shopOrderId: number;
  shopOrderStatus: ShopOrderStatus;
}

/** An order as the reviews module sees it: its buyer (null for a guest) and its project lines. */
export interface OrderForReview {
  orderId: number;
  userId: number | null;
  lines: ReviewLine[];
}

/** The order's buyer and project lines in one query; null when there is no such order. */
export async function orderForReview(db: Db, orderId: number): Promise<OrderForReview | null> {
  const rows = await db
    .select({
      userId: orders.userId,
      projectId: orderItems.projectId,
      name: orderItems.name,
      shopOrderId: shopOrders.id,
      shopOrderStatus: shopOrders.status,
    })
    .from(orders)
    .leftJoin(
      orderItems,
      and(eq(orderItems.orderId, orders.id), isNotNull(orderItems.projectId), isNotNull(orderItems.shopOrderId)),
    )
    .leftJoin(shopOrders, eq(shopOrders.id, orderItems.shopOrderId))
    .where(eq(orders.id, orderId))
    .orderBy(asc(orderItems.id));
  const [first] = rows;
  if (!first) return null;
  const lines = rows.flatMap((row) =>
    row.projectId !== null && row.name !== null && row.shopOrderId !== null && row.shopOrderStatus !== null
      ? [
          {
            projectId: row.projectId,
            name: row.name,
            shopOrderId: row.shopOrderId,
            shopOrderStatus: row.shopOrderStatus,
          },
        ]
      : [],
  );
  return { orderId, userId: first.userId, lines };
}

/** The orders some shop orders belong to (a box's monthly parcels), by shop order id. */
export async function orderIdsOfShopOrders(db: Db, shopOrderIds: readonly number[]): Promise<Map<number, number>> {
  if (shopOrderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: shopOrders.id, orderId: shopOrders.orderId })
    .from(shopOrders)
    .where(inArray(shopOrders.id, [...shopOrderIds]));
  return new Map(rows.map((row) => [row.id, row.orderId]));
}
