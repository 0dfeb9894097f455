// The project lines of a buyer's paid orders (the digital library reads which releases they own).
import { orderItems, orders, type Db } from '@spindle/db';
import { and, asc, eq, isNotNull } from 'drizzle-orm';

/** A project line of a confirmed order: the order, when it was placed, and whether the line is a download. */
export interface PurchasedLine {
  orderId: number;
  purchasedAt: Date;
  projectId: number;
  digital: boolean;
}

/** The project lines of the user's confirmed orders, oldest order first. */
export async function purchasedLinesOf(db: Db, userId: number): Promise<PurchasedLine[]> {
  const rows = await db
    .select({
      orderId: orders.id,
      purchasedAt: orders.createdAt,
      projectId: orderItems.projectId,
      digital: orderItems.digital,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'confirmed'), isNotNull(orderItems.projectId)))
    .orderBy(asc(orders.createdAt), asc(orderItems.id));
  return rows.flatMap((row) => (row.projectId === null ? [] : [{ ...row, projectId: row.projectId }]));
}
