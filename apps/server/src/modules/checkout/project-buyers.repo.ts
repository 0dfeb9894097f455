// The buyers still waiting for a project's records (docs/production.md "The address check"): each
// paid order holding a line of the project not refunded, whose shop order has not shipped, cancelled
// or been refunded. A read model of checkout's orders, given through its face to production.
import { schema, type AddressSnapshot, type Db } from '@spindle/db';
import type { ShopOrderStatus } from '@spindle/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

const { orders, orderItems, shopOrders } = schema;

/** Shop orders whose records have not left yet. */
const WAITING_STATUSES: readonly ShopOrderStatus[] = [
  'confirmed',
  'check_address',
  'launched',
  'in_production',
  'test_pressing_ok',
  'in_preparation',
];

/** An order waiting for the project's records. */
export interface WaitingOrder {
  orderId: number;
  shopOrderId: number;
  userId: number | null;
  /** The e-mail given at checkout (a guest's only address). */
  email: string | null;
  linkOrigin: string | null;
  address: AddressSnapshot | null;
}

/** The orders waiting for a project's records, oldest first, one per shop order. */
export async function ordersWaitingFor(db: Db, projectId: number): Promise<WaitingOrder[]> {
  const rows = await db
    .selectDistinct({
      orderId: orders.id,
      shopOrderId: shopOrders.id,
      userId: orders.userId,
      email: orders.email,
      linkOrigin: orders.linkOrigin,
      shippingAddress: shopOrders.shippingAddress,
      billingAddress: orders.billingAddress,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(shopOrders, eq(shopOrders.id, orderItems.shopOrderId))
    .where(
      and(
        eq(orderItems.projectId, projectId),
        isNull(orderItems.refundedAt),
        eq(orders.status, 'confirmed'),
        inArray(shopOrders.status, [...WAITING_STATUSES]),
      ),
    )
    .orderBy(asc(orders.id), asc(shopOrders.id));
  return rows.map((row) => ({
    orderId: row.orderId,
    shopOrderId: row.shopOrderId,
    userId: row.userId,
    email: row.email,
    linkOrigin: row.linkOrigin,
    address: row.shippingAddress ?? row.billingAddress,
  }));
}
