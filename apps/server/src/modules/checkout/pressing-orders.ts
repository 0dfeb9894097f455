// Shop orders following the pressing of their records (docs/production.md "Shop orders follow the
// production"; packages/domain pressing-orders.ts): when a project's production reaches a new stage,
// the production module (given these at composition) reads the pre-orders holding the project, works
// out the status each follows (the least advanced of its projects'), and has them moved here, in its
// transaction; it records each move (audit) and tells the buyers. Checkout alone writes its rows.
import { schema, type Db, type Tx } from '@spindle/db';
import {
  PRESSING_ORDER_STATUSES,
  pressingMovesOf,
  type PressingOrderStatus,
  type ShopOrderStatus,
} from '@spindle/domain';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';

const { orders, shopOrders, orderItems } = schema;

/** A paid shop order in the pressing part of the flow, and the projects of its lines not refunded. */
export interface PressedShopOrder {
  shopOrderId: number;
  orderId: number;
  status: ShopOrderStatus;
  projectIds: number[];
}

/** A shop order that moved with the production of its records. */
export interface PressingMove {
  shopOrderId: number;
  orderId: number;
  from: ShopOrderStatus;
  to: PressingOrderStatus;
  /** Every status it passed through, in order, ending with `to`. */
  path: PressingOrderStatus[];
}

/**
 * The paid shop orders still in the pressing part of the flow (confirmed to check_address) holding a
 * line of the project not refunded, each with every project of its lines not refunded, in id order.
 */
export async function pressedShopOrdersOf(db: Db | Tx, projectId: number): Promise<PressedShopOrder[]> {
  const held = await db
    .selectDistinct({ id: shopOrders.id, orderId: shopOrders.orderId, status: shopOrders.status })
    .from(orderItems)
    .innerJoin(shopOrders, eq(shopOrders.id, orderItems.shopOrderId))
    .innerJoin(orders, eq(orders.id, shopOrders.orderId))
    .where(
      and(
        eq(orderItems.projectId, projectId),
        isNull(orderItems.refundedAt),
        eq(orders.status, 'confirmed'),
        inArray(shopOrders.status, [...PRESSING_ORDER_STATUSES]),
      ),
    )
    .orderBy(asc(shopOrders.id));
  if (held.length === 0) return [];
  const lines = await db
    .select({ shopOrderId: orderItems.shopOrderId, projectId: orderItems.projectId })
    .from(orderItems)
    .where(
      and(
        inArray(
          orderItems.shopOrderId,
          held.map((row) => row.id),
        ),
        isNull(orderItems.refundedAt),
        isNotNull(orderItems.projectId),
      ),
    );
  return held.map((row) => ({
    shopOrderId: row.id,
    orderId: row.orderId,
    status: row.status,
    projectIds: [
      ...new Set(
        lines.flatMap((line) => (line.shopOrderId === row.id && line.projectId !== null ? [line.projectId] : [])),
      ),
    ],
  }));
}

/**
 * Moves shop orders towards the status their pressing reached, in the caller's transaction: each is
 * locked (in id order, as the fulfilment locks them) and moved along the flow from the status found,
 * never backwards: one that left the pressing part of the flow meanwhile (prepared, cancelled,
 * refunded, or further along already) stays where it is.
 */
export async function movePressedShopOrders(
  tx: Tx,
  input: { targets: readonly { shopOrderId: number; target: PressingOrderStatus }[]; now: Date },
): Promise<PressingMove[]> {
  if (input.targets.length === 0) return [];
  const targets = new Map(input.targets.map((entry) => [entry.shopOrderId, entry.target]));
  const locked = await tx
    .select({ id: shopOrders.id, orderId: shopOrders.orderId, status: shopOrders.status })
    .from(shopOrders)
    .where(inArray(shopOrders.id, [...targets.keys()]))
    .orderBy(asc(shopOrders.id))
    .for('update');
  const moves: PressingMove[] = [];
  for (const row of locked) {
    const target = targets.get(row.id);
    const path = target ? pressingMovesOf(row.status, target) : [];
    const to = path.at(-1);
    if (!to) continue;
    await tx.update(shopOrders).set({ status: to, updatedAt: input.now }).where(eq(shopOrders.id, row.id));
    moves.push({ shopOrderId: row.id, orderId: row.orderId, from: row.status, to, path });
  }
  return moves;
}
