// What the staff side reads of checkout's orders (docs/admin.md): the paid shop orders waiting to be
// sent, and an order found by its number or the buyer's e-mail.
import { orders, shopOrders, type Db, containsPattern } from '@spindle/db';
import { SHOP_ORDER_STATUSES_TO_SHIP, type ShopOrderStatus } from '@spindle/domain';
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';

/** Shop-order statuses of a paid order that is not sent yet (BUSINESS-RULES "Orders"; the domain's list). */
export const TO_SHIP_STATUSES: readonly ShopOrderStatus[] = SHOP_ORDER_STATUSES_TO_SHIP;

/** How many shop orders of paid orders wait to be sent. */
export async function countOrdersToShip(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(shopOrders)
    .innerJoin(orders, eq(orders.id, shopOrders.orderId))
    .where(and(eq(orders.status, 'confirmed'), inArray(shopOrders.status, [...TO_SHIP_STATUSES])));
  return row?.value ?? 0;
}

/** An order as the staff search lists it. */
export interface OrderHit {
  id: number;
  email: string | null;
  status: string;
  totalMinor: number;
  currency: string;
}

/** Orders whose number is the text, or whose buyer's e-mail contains it (newest first, 10 at most). */
export async function findOrdersForStaff(db: Db, text: string): Promise<OrderHit[]> {
  const id = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  const pattern = containsPattern(text);
  return db
    .select({
      id: orders.id,
      email: orders.email,
      status: orders.status,
      totalMinor: orders.totalMinor,
      currency: orders.currency,
    })
    .from(orders)
    .where(id !== null ? or(eq(orders.id, id), ilike(orders.email, pattern)) : ilike(orders.email, pattern))
    .orderBy(desc(orders.createdAt))
    .limit(10);
}
