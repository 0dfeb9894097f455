// The payments as staff list them (docs/admin.md "Users, bids, invoices and payments"): filtered by
// status, provider, the last days and order; the staff home's "failed payments" opens the failed ones
// of the last 7 days.
import type { AdminPaymentRow, AdminPaymentsQuery } from '@spindle/contracts';
import { payments, type Db } from '@spindle/db';
import { and, asc, count, desc, eq, gte, type SQL } from 'drizzle-orm';

const DAY_MS = 86_400_000;

function filterOf(query: AdminPaymentsQuery, now: Date): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(payments.status, query.status));
  if (query.provider) conditions.push(eq(payments.provider, query.provider));
  if (query.since_days) conditions.push(gte(payments.createdAt, new Date(now.getTime() - query.since_days * DAY_MS)));
  if (query.order_id) conditions.push(eq(payments.orderId, query.order_id));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const SORTS = { created_at: payments.createdAt, amount_minor: payments.amountMinor } as const;

/** GET admin/payments: a page of payments, newest first unless asked otherwise. */
export async function listPayments(
  db: Db,
  query: AdminPaymentsQuery,
  now: Date,
): Promise<{ rows: AdminPaymentRow[]; total: number }> {
  const where = filterOf(query, now);
  const order = query.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(where)
      .orderBy(order(SORTS[query.sort]), order(payments.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(payments).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      provider: row.provider,
      provider_ref: row.providerRef,
      amount_minor: row.amountMinor,
      refunded_minor: row.refundedMinor,
      currency: row.currency,
      order_id: row.orderId,
      box_subscription_id: row.boxSubscriptionId,
      error_code: row.errorCode,
    })),
    total: total?.value ?? 0,
  };
}
