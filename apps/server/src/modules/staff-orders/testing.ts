// Test kit of staff-orders (lint allows it in test files only): a paid order whose payment the server's
// test provider knows (so staff can refund it), staff sessions with the second factor verified, and
// what the test provider gave back of a payment.
import { schema, type Database } from '@spindle/db';
import { asc, eq } from 'drizzle-orm';
import { insertOrder } from '../../testing/orders-fixture.ts';
import { createDatabaseTestProviderStore } from '../payments/index.ts';
import { storeSucceededTestPayment } from '../payments/testing.ts';

type OrderSpec = Parameters<typeof insertOrder>[1];

/** A confirmed order with its invoice, paid in full at the test provider; its ids, lines and total. */
export async function insertRefundableOrder(
  database: Database,
  spec: Omit<OrderSpec, 'status' | 'createdAt'> & { createdAt?: Date },
) {
  const order = await insertOrder(database, { status: 'confirmed', createdAt: new Date(), ...spec });
  const [payment] = await database.db.select().from(schema.payments).where(eq(schema.payments.id, order.paymentId));
  if (!payment?.providerRef) throw new Error('the order has no payment');
  await storeSucceededTestPayment(database.db, {
    providerRef: payment.providerRef,
    orderId: order.id,
    amountMinor: payment.amountMinor,
  });
  const items = await database.db
    .select({ id: schema.orderItems.id })
    .from(schema.orderItems)
    .where(eq(schema.orderItems.orderId, order.id))
    .orderBy(asc(schema.orderItems.id));
  return {
    ...order,
    itemIds: items.map((item) => item.id),
    totalMinor: payment.amountMinor,
    providerRef: payment.providerRef,
  };
}

/** What the test provider has given back of a payment, refund by refund. */
export async function providerRefundsOf(database: Database, providerRef: string): Promise<number[]> {
  const record = await createDatabaseTestProviderStore(database.db).getPayment(providerRef);
  return (record?.refunds ?? []).map((refund) => refund.amountMinor);
}
