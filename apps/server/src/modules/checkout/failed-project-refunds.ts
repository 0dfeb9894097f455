// A failed project's buyers get their money back (projects' refund job): the paid orders holding its
// lines, and the refund recorded on them once the provider made it. Projects sits below checkout, so
// it declares what it needs (`FailedProjectRefunds`) and the composition hands it this.
import { schema, type Db } from '@spindle/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordRefundedTotal, settledPayments } from '../payments/index.ts';
import type { FailedProjectRefunds, PaidProjectOrder, RecordedRefund } from '../projects/index.ts';

const { orders, orderItems, shopOrders } = schema;

/**
 * Paid orders holding lines of the project not yet refunded, with their payment: `projectMinor`
 * (those lines after discount), their ids, and whether the order holds nothing else. One query.
 */
async function paidOrdersOf(db: Db, projectId: number): Promise<PaidProjectOrder[]> {
  const payment = settledPayments(db);
  return db
    .select({
      orderId: orders.id,
      currency: orders.currency,
      paymentId: payment.id,
      providerRef: payment.providerRef,
      amountMinor: payment.amountMinor,
      refundedMinor: payment.refundedMinor,
      // What is left of the project's lines: units a staff refund gave back already are not paid twice.
      projectMinor: sql<number>`coalesce(sum(${orderItems.totalMinor} - ${orderItems.discountMinor} - ${orderItems.refundedMinor}) filter (where ${orderItems.projectId} = ${projectId} and ${orderItems.refundedAt} is null), 0)::int`,
      lineIds: sql<number[]>`array_agg(${orderItems.id}) filter (where ${orderItems.projectId} = ${projectId})`,
      otherLines: sql<number>`count(*) filter (where ${orderItems.projectId} is distinct from ${projectId})::int`,
    })
    .from(orders)
    .innerJoin(payment, eq(payment.orderId, orders.id))
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.status, 'confirmed'),
        sql`exists (select 1 from ${orderItems} oi where oi.order_id = ${orders.id} and oi.project_id = ${projectId} and oi.refunded_at is null)`,
      ),
    )
    .groupBy(orders.id, payment.id, payment.providerRef, payment.amountMinor, payment.refundedMinor);
}

/** Records a refund made at the provider (the webhook may record it too: the larger total wins), in one transaction. */
async function recordRefund(db: Db, input: RecordedRefund): Promise<void> {
  await db.transaction(async (tx) => {
    // The project's lines are marked: a retry of the job does not refund them again.
    await tx
      .update(orderItems)
      .set({
        refundedAt: input.at,
        refundedQuantity: sql`${orderItems.quantity}`,
        refundedMinor: sql`${orderItems.totalMinor} - ${orderItems.discountMinor}`,
      })
      .where(
        and(
          eq(orderItems.orderId, input.orderId),
          eq(orderItems.projectId, input.projectId),
          isNull(orderItems.refundedAt),
        ),
      );
    await recordRefundedTotal(tx, input.paymentId, input.refundedTotalMinor, new Date());
    if (input.whole) {
      await tx.update(orders).set({ status: 'refunded', updatedAt: new Date() }).where(eq(orders.id, input.orderId));
    }
    // The shop orders that only hold this project's lines are refunded with it.
    await tx.execute(sql`
      update ${shopOrders} so set status = 'refunded', updated_at = now()
      where so.order_id = ${input.orderId}
        and so.status not in ('refunded', 'canceled')
        and exists (select 1 from ${orderItems} oi where oi.shop_order_id = so.id and oi.project_id = ${input.projectId})
        and not exists (select 1 from ${orderItems} oi where oi.shop_order_id = so.id and oi.project_id is distinct from ${input.projectId})`);
  });
}

/** Checkout's side of a failed project's refunds, for projects' refund job (given at composition). */
export function createFailedProjectRefunds(db: Db): FailedProjectRefunds {
  return {
    paidOrdersOf: (projectId) => paidOrdersOf(db, projectId),
    recordRefund: (input) => recordRefund(db, input),
  };
}
