// The staff statistics (docs/admin.md "Statistics"): one range of Paris days read through the faces of
// the modules that hold the facts, each summed in SQL (checkout's paid orders, auth's sign-ups, library's
// box subscriptions; given at composition), then laid on the range's buckets and put together here.
import type { AdminStats, AdminStatsQuery } from '@spindle/contracts';
import {
  STATS_TOP_SIZE,
  averageBasketMinor,
  instantsOfBusinessDays,
  parseBusinessDay,
  percentOf,
  statsBucketsOf,
  statsRangeOf,
  type StatsGrouping,
  type StatsRange,
} from '@spindle/domain';
import { AppError } from '../../http/errors.ts';

/** A span of instants (the range's Paris midnights) and how it is grouped. */
export interface StatsSpan {
  fromInclusive: Date;
  toExclusive: Date;
  grouping: StatsGrouping;
}

/** What the statistics read, each from its owner's face. */
export interface StatisticsReaders {
  sales(
    span: StatsSpan,
    limit: number,
  ): Promise<{
    buckets: { bucket: string; orders: number; salesEurMinor: number; refundedEurMinor: number }[];
    countries: { countryId: string | null; orders: number; salesEurMinor: number }[];
    origins: { origin: string; orders: number; salesEurMinor: number }[];
    projects: { projectId: number; name: string; quantity: number; salesEurMinor: number }[];
  }>;
  signUps(span: StatsSpan): Promise<{
    buckets: { bucket: string; newUsers: number }[];
    origins: { origin: string; newUsers: number }[];
  }>;
  boxes(span: StatsSpan): Promise<{
    activeAtStart: number;
    activeAtEnd: number;
    buckets: { bucket: string; started: number; stopped: number }[];
  }>;
  /** Analytics' first-party events: visits, add-to-carts and purchases per origin. */
  conversion(span: StatsSpan): Promise<{ origin: string; visits: number; addToCarts: number; purchases: number }[]>;
}

export interface StatisticsOptions {
  readers: StatisticsReaders;
  clock?: (() => Date) | undefined;
}

function spanOf(range: StatsRange, grouping: StatsGrouping): StatsSpan {
  const { fromInclusive, toExclusive } = instantsOfBusinessDays({
    from: parseBusinessDay(range.from),
    to: parseBusinessDay(range.to),
  });
  if (!fromInclusive || !toExclusive) throw new AppError('stats_range_invalid');
  return { fromInclusive, toExclusive, grouping };
}

const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);

/** Every bucket of the range, with zeros where nothing happened. */
function seriesOf(
  range: StatsRange,
  grouping: StatsGrouping,
  parts: {
    sales: Awaited<ReturnType<StatisticsReaders['sales']>>;
    signUps: Awaited<ReturnType<StatisticsReaders['signUps']>>;
    boxes: Awaited<ReturnType<StatisticsReaders['boxes']>>;
  },
): AdminStats['series'] {
  const sales = new Map(parts.sales.buckets.map((row) => [row.bucket, row]));
  const users = new Map(parts.signUps.buckets.map((row) => [row.bucket, row.newUsers]));
  const boxes = new Map(parts.boxes.buckets.map((row) => [row.bucket, row]));
  return statsBucketsOf(range, grouping).map((date) => ({
    date,
    sales_eur_minor: sales.get(date)?.salesEurMinor ?? 0,
    orders: sales.get(date)?.orders ?? 0,
    new_users: users.get(date) ?? 0,
    boxes_started: boxes.get(date)?.started ?? 0,
    boxes_stopped: boxes.get(date)?.stopped ?? 0,
  }));
}

/** Sign-ups and orders of each origin side by side, the busiest first. */
function originsOf(
  sales: Awaited<ReturnType<StatisticsReaders['sales']>>['origins'],
  signUps: Awaited<ReturnType<StatisticsReaders['signUps']>>['origins'],
): AdminStats['origins'] {
  const keys = new Set([...sales.map((row) => row.origin), ...signUps.map((row) => row.origin)]);
  return [...keys]
    .map((origin) => {
      const sold = sales.find((row) => row.origin === origin);
      const newUsers = signUps.find((row) => row.origin === origin)?.newUsers ?? 0;
      const orders = sold?.orders ?? 0;
      return {
        origin,
        new_users: newUsers,
        orders,
        sales_eur_minor: sold?.salesEurMinor ?? 0,
        conversion_percent: percentOf(orders, newUsers),
      };
    })
    .sort((a, b) => b.orders - a.orders || b.new_users - a.new_users || a.origin.localeCompare(b.origin))
    .slice(0, STATS_TOP_SIZE * 2);
}

/** Conversion by origin, the most visited first (purchases per 100 visits). */
function conversionOf(rows: Awaited<ReturnType<StatisticsReaders['conversion']>>): AdminStats['conversion'] {
  return rows
    .map((row) => ({
      origin: row.origin,
      visits: row.visits,
      add_to_carts: row.addToCarts,
      purchases: row.purchases,
      purchase_percent: percentOf(row.purchases, row.visits),
    }))
    .sort((a, b) => b.visits - a.visits || b.purchases - a.purchases || a.origin.localeCompare(b.origin))
    .slice(0, STATS_TOP_SIZE * 2);
}

export function createStatistics({ readers, clock }: StatisticsOptions) {
  const now = clock ?? (() => new Date());
  return {
    /** GET admin/stats: the range asked (last 90 days by default), grouped as asked. */
    async stats(query: AdminStatsQuery): Promise<AdminStats> {
      const asked = statsRangeOf(query, now());
      if (!asked.ok) throw new AppError(asked.code);
      const { range } = asked;
      const span = spanOf(range, query.group);
      const [sales, signUps, boxes, conversion] = await Promise.all([
        readers.sales(span, STATS_TOP_SIZE),
        readers.signUps(span),
        readers.boxes(span),
        readers.conversion(span),
      ]);
      const salesEurMinor = sum(sales.buckets, (row) => row.salesEurMinor);
      const orders = sum(sales.buckets, (row) => row.orders);
      const stopped = sum(boxes.buckets, (row) => row.stopped);
      return {
        ...range,
        group: query.group,
        totals: {
          sales_eur_minor: salesEurMinor,
          orders,
          average_basket_eur_minor: averageBasketMinor(salesEurMinor, orders),
          refunded_eur_minor: sum(sales.buckets, (row) => row.refundedEurMinor),
          new_users: sum(signUps.buckets, (row) => row.newUsers),
          boxes_active_start: boxes.activeAtStart,
          boxes_active_end: boxes.activeAtEnd,
          boxes_started: sum(boxes.buckets, (row) => row.started),
          boxes_stopped: stopped,
          box_churn_percent: percentOf(stopped, boxes.activeAtStart),
        },
        series: seriesOf(range, query.group, { sales, signUps, boxes }),
        top_projects: sales.projects.map((row) => ({
          project_id: row.projectId,
          name: row.name,
          quantity: row.quantity,
          sales_eur_minor: row.salesEurMinor,
        })),
        top_countries: sales.countries.map((row) => ({
          country_id: row.countryId,
          orders: row.orders,
          sales_eur_minor: row.salesEurMinor,
        })),
        origins: originsOf(sales.origins, signUps.origins),
        conversion: conversionOf(conversion),
      };
    },
  };
}

export type Statistics = ReturnType<typeof createStatistics>;
