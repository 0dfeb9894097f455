// A customer's orders as staff see them on the client's page (docs/admin.md "Users, bids, invoices and
// payments"): every order of the account, the abandoned checkouts included, with its item count.
import type { AdminClient } from '@spindle/contracts';
import { orderItems, orders, type Db } from '@spindle/db';
import { and, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';

/** The orders of an account, newest first (500 at most: a client page, not an export). */
export async function ordersOfCustomer(db: Db, userId: number): Promise<AdminClient['orders']> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      status: orders.status,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
      items: count(orderItems.id),
    })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, userId))
    .groupBy(orders.id)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    status: row.status,
    total_minor: row.totalMinor,
    currency: row.currency,
    items: row.items,
  }));
}

/** How many paid orders each of these accounts placed (the contest's sign-ups who bought; docs/admin.md). */
export async function paidOrderCountsOf(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: orders.userId, total: count() })
    .from(orders)
    .where(and(inArray(orders.userId, [...new Set(userIds)]), isNotNull(orders.paidAt)))
    .groupBy(orders.userId);
  return new Map(rows.flatMap((row) => (row.userId === null ? [] : [[row.userId, row.total] as const])));
}
