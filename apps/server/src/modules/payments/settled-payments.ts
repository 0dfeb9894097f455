// The payments that took an order's money and still hold some of it (succeeded, or partly given back),
// as a subquery another module's query joins on the order (decision 0017: a join across owners stays
// one query, the owner gives the piece that names its table). Checkout reads a failed project's paid
// orders through it.
import { schema, type Db } from '@spindle/db';
import { inArray } from 'drizzle-orm';

const { payments } = schema;

/** Succeeded or partially refunded payments (id, order, provider reference, amount, refunded), aliased `settled_payment`. */
export function settledPayments(db: Db) {
  return db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      providerRef: payments.providerRef,
      amountMinor: payments.amountMinor,
      refundedMinor: payments.refundedMinor,
    })
    .from(payments)
    .where(inArray(payments.status, ['succeeded', 'partially_refunded']))
    .as('settled_payment');
}
