// What other modules read and record of an order's payments, through this face (decision 0013): the
// payments of an order for the staff's order page, the paid one a refund goes back to (locked in the
// caller's transaction), and the refunded total once a refund went through. The webhook records the
// same total from the provider's word; whichever comes first, the larger total stands.
import { schema, type Db, type Tx } from '@spindle/db';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';

const { payments } = schema;

/** A payment as stored. */
export type OrderPaymentRow = typeof payments.$inferSelect;

/** The statuses of a payment that took the money (some of it may be given back since). */
const PAID_STATUSES = ['succeeded', 'partially_refunded', 'refunded'] as const;

/** Every payment of an order, oldest first. */
export async function paymentsOfOrder(db: Db | Tx, orderId: number): Promise<OrderPaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

/** The payment that paid the order, locked until `tx` ends (refunds of it queue); undefined when none did. */
export async function lockPaidPaymentOf(tx: Tx, orderId: number): Promise<OrderPaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...PAID_STATUSES])))
    .orderBy(desc(payments.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Records that the payment has given back `refundedTotalMinor` in all (never less than recorded, never
 * more than paid); refunded when all of it, partially refunded otherwise.
 */
export async function recordRefundedTotal(tx: Tx, paymentId: number, refundedTotalMinor: number, now: Date) {
  const total = sql`least(${payments.amountMinor}, greatest(${payments.refundedMinor}, ${refundedTotalMinor}))`;
  const [row] = await tx
    .update(payments)
    .set({
      refundedMinor: total,
      status: sql`case when ${total} >= ${payments.amountMinor} then 'refunded' else 'partially_refunded' end`,
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId))
    .returning({ amountMinor: payments.amountMinor, refundedMinor: payments.refundedMinor });
  return row;
}

/** What the payments of some orders have given back, per order. */
export async function refundedByOrder(db: Db | Tx, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: payments.orderId, refunded: sql<number>`coalesce(sum(${payments.refundedMinor}), 0)::int` })
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .groupBy(payments.orderId);
  return new Map(rows.flatMap((row) => (row.orderId === null ? [] : [[row.orderId, Number(row.refunded)]])));
}
