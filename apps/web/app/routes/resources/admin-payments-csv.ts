// /admin/payments.csv (issue 14, docs/admin.md "Tables"): every payment of the payments table's filter,
// as CSV (amounts in minor units, as stored), read page by page from the same endpoint the table uses.
import { adminPaymentsQuerySchema, adminPeopleEndpoints, type AdminPaymentRow } from '@spindle/contracts';
import { toCsv } from '../../features/admin/csv.ts';
import { requireVerifiedStaff } from '../../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../../features/admin/url-query.ts';
import { apiClient } from '../../lib/api.server.ts';
import type { Route } from './+types/admin-payments-csv';

/** The export stops at this many rows (a filter should narrow a bigger one). */
const MAX_ROWS = 10_000;
const PAGE_SIZE = 500;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const filter = urlQueryOf(adminPaymentsQuerySchema, url);
  const api = apiClient(context);
  const rows: AdminPaymentRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page += 1) {
    const answer = await api.read(adminPeopleEndpoints.payments, { query: { ...filter, page, per_page: PAGE_SIZE } });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  const csv = toCsv(
    [
      'id',
      'created_at',
      'status',
      'provider',
      'provider_ref',
      'amount_minor',
      'refunded_minor',
      'currency',
      'order_id',
      'box_subscription_id',
      'error_code',
    ],
    rows.map((row) => [
      row.id,
      row.created_at,
      row.status,
      row.provider,
      row.provider_ref,
      row.amount_minor,
      row.refunded_minor,
      row.currency,
      row.order_id,
      row.box_subscription_id,
      row.error_code,
    ]),
  );
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="payments.csv"',
      'cache-control': 'no-store',
    },
  });
}
