// What the statistics pages and their CSV read (docs/admin.md "Statistics"): the page's query from the
// URL (range, grouping, the period compared, the chart), and the API's answer for a range, or the key of
// the refusal (a range that is not one) for the page to say so in place.
import { adminStatsEndpoints, type AdminStats } from '@spindle/contracts';
import { BUSINESS_TIME_ZONE, hasStaffPermission, localDayOf, previousRangeOf } from '@spindle/domain';
import type { RouterContextProvider } from 'react-router';
import { apiClient, notFoundResponse } from '../../../lib/api.server.ts';
import { requireVerifiedStaff } from '../staff-access.server.ts';
import type { StatsPageQuery, StatsRefusal } from './stats-query.ts';

export type StatsRead = { ok: true; stats: AdminStats } | { ok: false; code: StatsRefusal };

/** A verified staff member who may read the statistics (team and boss); else page-not-found. */
export async function requireStatsStaff(context: Readonly<RouterContextProvider>, url: URL): Promise<void> {
  const user = await requireVerifiedStaff(context, url);
  if (!hasStaffPermission({ role: user.role, isAdmin: user.is_admin }, 'statistics')) throw notFoundResponse();
}

/** Today in Paris, for the quick ranges. */
export function parisToday(now = new Date()): string {
  return localDayOf(now, BUSINESS_TIME_ZONE);
}

/** The statistics of a range, or why the range was refused. */
export async function readStats(
  context: Readonly<RouterContextProvider>,
  query: { from?: string | undefined; to?: string | undefined; group: AdminStats['group'] },
): Promise<StatsRead> {
  const result = await apiClient(context).call(adminStatsEndpoints.stats, {
    query: { from: query.from, to: query.to, group: query.group },
  });
  if (result.ok) return { ok: true, stats: result.value };
  if (result.code === 'stats_range_invalid' || result.code === 'stats_range_too_long')
    return { ok: false, code: result.code };
  throw new Response(null, { status: result.status });
}

/** This period and the one compared: the chosen one, else as many days just before. */
export async function readComparison(
  context: Readonly<RouterContextProvider>,
  query: StatsPageQuery,
): Promise<{ ok: true; current: AdminStats; previous: AdminStats } | { ok: false; code: StatsRefusal }> {
  const current = await readStats(context, query);
  if (!current.ok) return current;
  const chosen = query.compare_from || query.compare_to;
  const range = chosen
    ? { from: query.compare_from, to: query.compare_to }
    : previousRangeOf({ from: current.stats.from, to: current.stats.to });
  const previous = await readStats(context, { ...range, group: query.group });
  if (!previous.ok) return previous;
  return { ok: true, current: current.stats, previous: previous.stats };
}
