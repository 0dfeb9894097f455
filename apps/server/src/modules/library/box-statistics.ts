// What the staff statistics read of the box subscriptions (docs/admin.md "Statistics"): how many were
// running when a span began and when it ended, and how many started and stopped within it, by Paris
// day, week or month. A subscription runs from `started_at` until it is stopped (`stopped_at`), or, once
// finished (no dispatch left) or cancelled, until its last change; one never paid (creating, a gift code not yet
// redeemed, cancelled before it began) never runs.
import type { Db } from '@spindle/db';
import { BUSINESS_TIME_ZONE, type StatsGrouping } from '@spindle/domain';
import { sql, type SQL } from 'drizzle-orm';

export interface BoxStatistics {
  activeAtStart: number;
  activeAtEnd: number;
  buckets: { bucket: string; started: number; stopped: number }[];
}

/** When a running subscription ended; null while it runs. */
const END = sql`(case when b.step in ('finished', 'cancelled') then coalesce(b.stopped_at, b.updated_at) else b.stopped_at end)`;
const RAN = sql`b.started_at is not null and b.step not in ('creating', 'not_activated')`;

const bucketOf = (column: SQL, grouping: StatsGrouping) =>
  sql`to_char(date_trunc(${grouping}::text, ${column} at time zone ${BUSINESS_TIME_ZONE}), 'YYYY-MM-DD')`;

/** Subscriptions running at the span's start and end, and those started and stopped within it. */
export async function boxStatisticsOf(
  db: Db,
  span: { fromInclusive: Date; toExclusive: Date; grouping: StatsGrouping },
): Promise<BoxStatistics> {
  const { fromInclusive: from, toExclusive: to } = span;
  const [active, moves] = await Promise.all([
    db.execute<{ at_start: unknown; at_end: unknown }>(sql`
      select count(*) filter (where b.started_at < ${from} and (${END} is null or ${END} >= ${from})) as at_start,
        count(*) filter (where b.started_at < ${to} and (${END} is null or ${END} >= ${to})) as at_end
      from box_subscriptions b where ${RAN}`),
    db.execute<{ bucket: string; started: unknown; stopped: unknown }>(sql`
      select bucket, sum(started) as started, sum(stopped) as stopped from (
        select ${bucketOf(sql`b.started_at`, span.grouping)} as bucket, 1 as started, 0 as stopped
        from box_subscriptions b where ${RAN} and b.started_at >= ${from} and b.started_at < ${to}
        union all
        select ${bucketOf(END, span.grouping)}, 0, 1
        from box_subscriptions b where ${RAN} and ${END} >= ${from} and ${END} < ${to}
      ) moves group by bucket order by bucket`),
  ]);
  const counts = active.rows[0];
  return {
    activeAtStart: Number(counts?.at_start ?? 0),
    activeAtEnd: Number(counts?.at_end ?? 0),
    buckets: moves.rows.map((row) => ({
      bucket: row.bucket,
      started: Number(row.started),
      stopped: Number(row.stopped),
    })),
  };
}
