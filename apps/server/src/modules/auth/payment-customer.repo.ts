// The user's customer reference at the payment provider (saved cards), kept on the user row.
import { schema, type Db } from '@spindle/db';
import { eq } from 'drizzle-orm';

const { users } = schema;

/** The user's e-mail and customer reference at the payment provider (null before the first card). */
export async function paymentCustomer(db: Db, userId: number) {
  const [row] = await db
    .select({ email: users.email, ref: users.paymentCustomerRef })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Keeps the customer reference the provider made for the user. */
export async function savePaymentCustomer(db: Db, userId: number, ref: string) {
  await db.update(users).set({ paymentCustomerRef: ref }).where(eq(users.id, userId));
}
