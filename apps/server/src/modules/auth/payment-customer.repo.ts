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

/** How the provider makes a customer (the payment provider's `createCustomer`). */
type CreateCustomer = (input: {
  email: string;
  accountId: string;
  idempotencyKey: string;
}) => Promise<{ customerRef: string }>;

/**
 * The user's customer at the provider, made once (idempotency key per user) and kept on the user row;
 * null for an unknown user.
 */
export async function ensurePaymentCustomer(
  db: Db,
  createCustomer: CreateCustomer,
  userId: number,
): Promise<{ email: string; ref: string } | null> {
  const customer = await paymentCustomer(db, userId);
  if (!customer) return null;
  if (customer.ref) return { email: customer.email, ref: customer.ref };
  const { customerRef } = await createCustomer({
    email: customer.email,
    accountId: String(userId),
    idempotencyKey: `customer:user:${userId}`,
  });
  await savePaymentCustomer(db, userId, customerRef);
  return { email: customer.email, ref: customerRef };
}
