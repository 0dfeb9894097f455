// /admin/shops.csv (issue 16, docs/admin.md "Tables"): every shop of the table's filter, as CSV, read
// page by page from the same endpoint the table uses.
import { adminSellersEndpoints, adminShopsQuerySchema, type AdminShopRow } from '@spindle/contracts';
import { toCsv } from '../../features/admin/csv.ts';
import { requireVerifiedStaff } from '../../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../../features/admin/url-query.ts';
import { apiClient } from '../../lib/api.server.ts';
import type { Route } from './+types/admin-shops-csv';

/** The export stops at this many rows (a filter should narrow a bigger one). */
const MAX_ROWS = 10_000;
const PAGE_SIZE = 500;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const filter = urlQueryOf(adminShopsQuerySchema, url);
  const api = apiClient(context);
  const rows: AdminShopRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page += 1) {
    const answer = await api.read(adminSellersEndpoints.shops, { query: { ...filter, page, per_page: PAGE_SIZE } });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  const csv = toCsv(
    [
      'id',
      'code',
      'name',
      'white_label',
      'powered_by_link',
      'owner_kind',
      'owner_id',
      'owner_name',
      'projects',
      'created_at',
    ],
    rows.map((row) => [
      row.id,
      row.code,
      row.name,
      String(row.white_label),
      String(row.powered_by_link),
      row.owner?.kind ?? null,
      row.owner?.id ?? null,
      row.owner?.name ?? null,
      row.projects,
      row.created_at,
    ]),
  );
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="shops.csv"',
      'cache-control': 'no-store',
    },
  });
}
