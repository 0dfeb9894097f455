// /admin/artists.csv and /admin/labels.csv (issue 16, docs/admin.md "Tables"): every artist or label of
// the table's filter, as CSV, read page by page from the same endpoint the table uses.
import { adminSellersQuerySchema, type AdminSellerRow } from '@spindle/contracts';
import { toCsv } from '../../features/admin/csv.ts';
import { SELLER_ENDPOINTS } from '../../features/admin/sellers/seller-endpoints.ts';
import { sellerKindOfPath } from '../../features/admin/sellers/seller-kind.ts';
import { requireVerifiedStaff } from '../../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../../features/admin/url-query.ts';
import { apiClient } from '../../lib/api.server.ts';
import type { Route } from './+types/admin-sellers-csv';

/** The export stops at this many rows (a filter should narrow a bigger one). */
const MAX_ROWS = 10_000;
const PAGE_SIZE = 500;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const kind = sellerKindOfPath(url.pathname);
  const filter = urlQueryOf(adminSellersQuerySchema, url);
  const api = apiClient(context);
  const rows: AdminSellerRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page += 1) {
    const answer = await api.read(SELLER_ENDPOINTS[kind].list, { query: { ...filter, page, per_page: PAGE_SIZE } });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  const csv = toCsv(
    ['id', 'name', 'slug', 'country', 'account', 'followers', 'projects', 'picture', 'created_at'],
    rows.map((row) => [
      row.id,
      row.name,
      row.slug,
      row.country_id,
      row.user_id,
      row.followers,
      row.projects,
      String(row.has_picture),
      row.created_at,
    ]),
  );
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${kind}s.csv"`,
      'cache-control': 'no-store',
    },
  });
}
