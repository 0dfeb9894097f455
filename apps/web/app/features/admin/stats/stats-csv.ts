// A CSV of each statistics chart and table (docs/admin.md "Statistics"): the figures the chart draws, one
// row per bucket (or per project, country, origin), amounts in EUR cents as the API gives them.
import type { AdminStats } from '@spindle/contracts';
import { alignedBuckets } from '@spindle/domain';

export const STATS_CHARTS = [
  'sales',
  'orders',
  'new_users',
  'boxes',
  'top_projects',
  'top_countries',
  'origins',
  'conversion',
  'compare',
] as const;
export type StatsChart = (typeof STATS_CHARTS)[number];

export interface StatsCsv {
  fileName: string;
  header: string[];
  rows: (string | number | null)[][];
}

function compareCsv(current: AdminStats, previous: AdminStats): StatsCsv {
  const before = new Map(previous.series.map((point) => [point.date, point]));
  const pairs = alignedBuckets(
    current.series.map((point) => point.date),
    previous.series.map((point) => point.date),
  );
  return {
    fileName: `stats-compare-${current.from}-${current.to}-vs-${previous.from}-${previous.to}.csv`,
    header: ['period', 'sales_eur_minor', 'orders', 'compared_period', 'compared_sales_eur_minor', 'compared_orders'],
    rows: pairs.map(([date, other], index) => {
      const point = current.series[index];
      const then = other === null ? undefined : before.get(other);
      return [
        date,
        point?.sales_eur_minor ?? 0,
        point?.orders ?? 0,
        other,
        then?.sales_eur_minor ?? null,
        then?.orders ?? null,
      ];
    }),
  };
}

/** The CSV of one chart; `previous` is the period compared (the compare chart needs it). */
export function statsCsvOf(chart: StatsChart, stats: AdminStats, previous?: AdminStats): StatsCsv {
  const name = (what: string) => `stats-${what}-${stats.from}-${stats.to}-${stats.group}.csv`;
  switch (chart) {
    case 'sales':
    case 'orders':
    case 'new_users':
    case 'boxes': {
      const columns = {
        sales: ['sales_eur_minor', 'orders'],
        orders: ['orders', 'sales_eur_minor'],
        new_users: ['new_users'],
        boxes: ['boxes_started', 'boxes_stopped'],
      } as const satisfies Record<string, readonly (keyof AdminStats['series'][number])[]>;
      const keys = columns[chart];
      return {
        fileName: name(chart),
        header: ['period', ...keys],
        rows: stats.series.map((point) => [point.date, ...keys.map((key) => point[key])]),
      };
    }
    case 'top_projects':
      return {
        fileName: name(chart),
        header: ['project_id', 'project', 'quantity', 'sales_eur_minor'],
        rows: stats.top_projects.map((row) => [row.project_id, row.name, row.quantity, row.sales_eur_minor]),
      };
    case 'top_countries':
      return {
        fileName: name(chart),
        header: ['country', 'orders', 'sales_eur_minor'],
        rows: stats.top_countries.map((row) => [row.country_id, row.orders, row.sales_eur_minor]),
      };
    case 'origins':
      return {
        fileName: name(chart),
        header: ['origin', 'new_users', 'orders', 'sales_eur_minor', 'orders_per_100_sign_ups'],
        rows: stats.origins.map((row) => [
          row.origin,
          row.new_users,
          row.orders,
          row.sales_eur_minor,
          row.conversion_percent,
        ]),
      };
    case 'conversion':
      return {
        fileName: name(chart),
        header: ['origin', 'visits', 'add_to_carts', 'purchases', 'purchases_per_100_visits'],
        rows: stats.conversion.map((row) => [
          row.origin,
          row.visits,
          row.add_to_carts,
          row.purchases,
          row.purchase_percent,
        ]),
      };
    case 'compare':
      return compareCsv(stats, previous ?? stats);
  }
}
