// /admin/projects.csv (issue 14, docs/admin.md "Tables"): every row of the projects table's filter, as
// CSV, read page by page from the same endpoint the table uses.
import { adminEndpoints, adminProjectsQuerySchema, type AdminProjectRow } from '@spindle/contracts';
import { toCsv } from '../../features/admin/csv.ts';
import { requireVerifiedStaff } from '../../features/admin/staff-access.server.ts';
import { apiClient } from '../../lib/api.server.ts';
import type { Route } from './+types/admin-projects-csv';

/** The export stops at this many rows (a filter should narrow a bigger one). */
const MAX_ROWS = 10_000;
const PAGE_SIZE = 500;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const parsed = adminProjectsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const filter = parsed.success ? parsed.data : adminProjectsQuerySchema.parse({});
  const api = apiClient(context);
  const rows: AdminProjectRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page += 1) {
    const answer = await api.read(adminEndpoints.projects, { query: { ...filter, page, per_page: PAGE_SIZE } });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  const csv = toCsv(
    ['id', 'name', 'artist_name', 'step', 'submitted_at', 'start_at', 'price_eur_minor'],
    rows.map((row) => [
      row.id,
      row.name,
      row.artist_name,
      row.step,
      row.submitted_at,
      row.start_at,
      row.price_eur_minor,
    ]),
  );
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="projects-${filter.step}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
