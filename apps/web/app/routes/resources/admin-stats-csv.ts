// /admin/stats/stats.csv (issue 16, docs/admin.md "Statistics"): the figures of one statistics chart or
// table (`chart`) for the page's period and grouping, read from the same endpoint the pages use.
import { toCsv } from '../../features/admin/csv.ts';
import { readComparison, readStats, requireStatsStaff } from '../../features/admin/stats/stats-load.server.ts';
import { statsCsvOf } from '../../features/admin/stats/stats-csv.ts';
import { statsQueryOf } from '../../features/admin/stats/stats-query.ts';
import type { Route } from './+types/admin-stats-csv';

async function csvOf(context: Route.LoaderArgs['context'], url: URL) {
  const query = statsQueryOf(url);
  if (query.chart === 'compare') {
    const both = await readComparison(context, query);
    return both.ok ? statsCsvOf('compare', both.current, both.previous) : both.code;
  }
  const read = await readStats(context, query);
  return read.ok ? statsCsvOf(query.chart, read.stats) : read.code;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStatsStaff(context, url);
  const csv = await csvOf(context, url);
  if (typeof csv === 'string') return new Response(csv, { status: 400, headers: { 'content-type': 'text/plain' } });
  return new Response(toCsv(csv.header, csv.rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${csv.fileName}"`,
      'cache-control': 'no-store',
    },
  });
}
