// /admin/reviews.csv (docs/admin.md "Customers' reviews"): every review of the table's filter as CSV,
// read page by page from the same endpoint the table uses.
import { adminReviewsEndpoints, adminReviewsQuerySchema, type AdminReviewRow } from '@spindle/contracts';
import { toCsv } from '../../features/admin/csv.ts';
import { requireVerifiedStaff } from '../../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../../features/admin/url-query.ts';
import { apiClient } from '../../lib/api.server.ts';
import type { Route } from './+types/admin-reviews-csv';

/** The export stops at this many rows (a filter should narrow a bigger one). */
const MAX_ROWS = 10_000;
const PAGE_SIZE = 500;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const filter = urlQueryOf(adminReviewsQuerySchema, url);
  const api = apiClient(context);
  const rows: AdminReviewRow[] = [];
  for (let page = 1; rows.length < MAX_ROWS; page += 1) {
    const answer = await api.read(adminReviewsEndpoints.list, { query: { ...filter, page, per_page: PAGE_SIZE } });
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0) break;
  }
  const csv = toCsv(
    [
      'id',
      'created_at',
      'status',
      'rating',
      'project_id',
      'project',
      'artist',
      'order_id',
      'user_id',
      'author',
      'title',
      'text',
      'published_at',
      'answer',
      'answered_at',
    ],
    rows.map((row) => [
      row.id,
      row.created_at,
      row.status,
      row.rating,
      row.project.id,
      row.project.name,
      row.project.artist_name,
      row.order_id,
      row.user_id,
      row.author_name,
      row.title,
      row.text,
      row.published_at,
      row.answer,
      row.answered_at,
    ]),
  );
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="reviews.csv"',
      'cache-control': 'no-store',
    },
  });
}
