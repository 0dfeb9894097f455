// /admin/orders.csv (issue 14, docs/admin.md "Tables"): every row of the orders table's filter, as CSV,
// read page by page from the same endpoint the table uses (a week's orders for the accountant or a partner).
import { adminOrdersEndpoints, adminOrdersQuerySchema, type AdminOrderRow } from '@spindle/contracts';
import { toCsv } from '../../features/admin/csv.ts';
import { requireVerifiedStaff } from '../../features/admin/staff-access.server.ts';
import { apiClient } from '../../lib/api.server.ts';
import type { Route } from './+types/admin-orders-csv';

/** The export stops at this many rows (a filter should narrow a bigger one). */
const MAX_ROWS = 10_000;
const PAGE_SIZE = 500;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const parsed = adminOrdersQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const filter = parsed.success ? parsed.data : adminOrdersQuerySchema.parse({});
  const api = apiClient(context);
  const rows: AdminOrderRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page += 1) {
    const answer = await api.read(adminOrdersEndpoints.list, { query: { ...filter, page, per_page: PAGE_SIZE } });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  const csv = toCsv(
    [
      'id',
      'created_at',
      'status',
      'customer_name',
      'email',
      'country_id',
      'currency',
      'total_minor',
      'refunded_minor',
      'units',
      'shop_statuses',
      'manual_reason',
    ],
    rows.map((row) => [
      row.id,
      row.created_at,
      row.status,
      row.customer_name,
      row.email,
      row.country_id,
      row.currency,
      row.total_minor,
      row.refunded_minor,
      row.units,
      row.shop_statuses.join(' '),
      row.manual?.reason ?? null,
    ]),
  );
  const period = [filter.from, filter.to].filter(Boolean).join('_') || 'all';
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="orders-${period}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
