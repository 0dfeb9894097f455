// What the messaging module reads of a shop order (a buyer writing to the seller about it): its order,
// its buyer, the shop sending it and the projects of its lines, so the composition finds the sellers.
import { orderItems, orders, shopOrders, type Db } from '@spindle/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';

/** A shop order's parties: the buyer (null for a guest), its shop and the projects it carries. */
export interface ShopOrderParties {
  shopOrderId: number;
  orderId: number;
  buyerUserId: number | null;
  shopId: number | null;
  projects: { projectId: number; name: string }[];
}

/** The parties of a shop order in one query; null when there is none. */
export async function shopOrderParties(db: Db, shopOrderId: number): Promise<ShopOrderParties | null> {
  const rows = await db
    .select({
      orderId: shopOrders.orderId,
      buyerUserId: orders.userId,
      shopId: shopOrders.shopId,
      projectId: orderItems.projectId,
      name: orderItems.name,
    })
    .from(shopOrders)
    .innerJoin(orders, eq(orders.id, shopOrders.orderId))
    .leftJoin(orderItems, and(eq(orderItems.shopOrderId, shopOrders.id), isNotNull(orderItems.projectId)))
    .where(eq(shopOrders.id, shopOrderId))
    .orderBy(asc(orderItems.id));
  const [first] = rows;
  if (!first) return null;
  const projects = new Map<number, string>();
  for (const row of rows) if (row.projectId !== null && row.name !== null) projects.set(row.projectId, row.name);
  return {
    shopOrderId,
    orderId: first.orderId,
    buyerUserId: first.buyerUserId,
    shopId: first.shopId,
    projects: [...projects].map(([projectId, name]) => ({ projectId, name })),
  };
}
