// The payment rows checkout opens and moves for its orders, through this face (decision 0013: the
// payments table is payments'). Each function takes the caller's handle (`Db | Tx`): opening an
// order's payment, settling it at confirmation and cancelling those of released orders happen in
// checkout's transaction, with the order. `orderPaymentRefs` is the piece checkout's queries join on
// an order (one query, as before).
import { schema, type Db, type Tx } from '@spindle/db';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderPaymentRow } from './order-payments.ts';

const { payments } = schema;

/** The payments of orders (id, order, provider, its reference, status), as a subquery aliased `order_payment`. */
export function orderPaymentRefs(db: Db | Tx) {
  return db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      provider: payments.provider,
      providerRef: payments.providerRef,
      status: payments.status,
    })
    .from(payments)
    .as('order_payment');
}

/** The order's latest payment, or null. */
export async function latestPaymentOf(db: Db | Tx, orderId: number): Promise<OrderPaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** The payment the provider knows by this reference, or null. */
export async function paymentByRef(db: Db | Tx, providerRef: string): Promise<OrderPaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef));
  return row ?? null;
}

/** Records the provider's reference of a payment once it is opened there. */
export async function setPaymentRef(db: Db | Tx, paymentId: number, providerRef: string): Promise<void> {
  await db.update(payments).set({ providerRef, updatedAt: new Date() }).where(eq(payments.id, paymentId));
}

/** Records what the provider said, never undoing a final state (succeeded, refunded, canceled). */
export async function recordPaymentAttempt(
  db: Db | Tx,
  paymentId: number,
  status: 'pending' | 'requires_action',
  errorCode: string | null,
): Promise<void> {
  await db
    .update(payments)
    .set({ status, errorCode, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending', 'requires_action'])));
}

/** Sets the payment's error code unless it holds it already; true only for the first caller. */
export async function markPaymentErrorOnce(db: Db | Tx, paymentId: number, errorCode: string): Promise<boolean> {
  const marked = await db
    .update(payments)
    .set({ errorCode, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), sql`${payments.errorCode} is distinct from ${errorCode}`))
    .returning({ id: payments.id });
  return marked.length > 0;
}

/** Opens the pending payment of a new order, in the transaction that creates the order. */
export async function openOrderPayment(
  tx: Db | Tx,
  values: Pick<typeof payments.$inferInsert, 'orderId' | 'provider' | 'amountMinor' | 'currency'> & { orderId: number },
): Promise<void> {
  await tx.insert(payments).values({
    ...values,
    idempotencyKey: `order:${values.orderId}:payment`,
    status: 'pending',
  });
}

/** Marks a payment cancelled (the provider cancelled it). */
export async function markPaymentCanceled(db: Db | Tx, paymentId: number): Promise<void> {
  await db.update(payments).set({ status: 'canceled' }).where(eq(payments.id, paymentId));
}

/** The order is paid: its payments not settled yet succeed, in the confirmation's transaction. */
export async function settleOrderPayments(tx: Db | Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'succeeded', errorCode: null, updatedAt: now })
    .where(
      and(
        eq(payments.orderId, orderId),
        inArray(payments.status, ['pending', 'requires_action', 'failed', 'canceled']),
      ),
    );
}

/**
 * Cancels the open payments of released orders that nothing was opened at the provider for, in the
 * release's transaction. A payment the provider knows of changes only on the provider's word.
 */
export async function cancelUnopenedPayments(tx: Db | Tx, orderIds: readonly number[], now: Date): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'canceled', updatedAt: now })
    .where(
      and(
        inArray(payments.orderId, [...orderIds]),
        inArray(payments.status, ['pending', 'requires_action']),
        isNull(payments.providerRef),
      ),
    );
}
