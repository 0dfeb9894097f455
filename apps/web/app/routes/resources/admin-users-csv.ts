// /admin/users.csv (issue 14, docs/admin.md "Tables"): every account of the users table's filter, as
// CSV, read page by page from the same endpoint the table uses.
import { adminPeopleEndpoints, adminUsersQuerySchema, type AdminUserRow } from '@spindle/contracts';
import { toCsv } from '../../features/admin/csv.ts';
import { requireVerifiedStaff } from '../../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../../features/admin/url-query.ts';
import { apiClient } from '../../lib/api.server.ts';
import type { Route } from './+types/admin-users-csv';

/** The export stops at this many rows (a filter should narrow a bigger one). */
const MAX_ROWS = 10_000;
const PAGE_SIZE = 500;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const filter = urlQueryOf(adminUsersQuerySchema, url);
  const api = apiClient(context);
  const rows: AdminUserRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page += 1) {
    const answer = await api.read(adminPeopleEndpoints.users, { query: { ...filter, page, per_page: PAGE_SIZE } });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  const csv = toCsv(
    ['id', 'name', 'email', 'role', 'type', 'pro', 'is_admin', 'email_confirmed', 'created_at', 'last_login_at'],
    rows.map((row) => [
      row.id,
      row.name,
      row.email,
      row.role,
      row.type,
      String(row.pro),
      String(row.is_admin),
      String(row.email_confirmed),
      row.created_at,
      row.last_login_at,
    ]),
  );
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="users.csv"',
      'cache-control': 'no-store',
    },
  });
}
