// What the staff side reads of payments (docs/admin.md): the payments that failed lately.
import { payments, type Db } from '@spindle/db';
import { and, count, eq, gte } from 'drizzle-orm';

/** Payments that failed since a moment (the staff home counts the last 7 days). */
export async function countFailedPaymentsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(payments)
    .where(and(eq(payments.status, 'failed'), gte(payments.createdAt, since)));
  return row?.value ?? 0;
}
