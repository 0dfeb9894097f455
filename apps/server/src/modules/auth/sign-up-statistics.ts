// What the staff statistics read of auth's accounts (docs/admin.md "Statistics"): the accounts created
// over a span of instants, counted in SQL by Paris day, week or month and by the visitor origin the
// sign-up carried (the ori code; '' for none).
import type { Db } from '@spindle/db';
import { BUSINESS_TIME_ZONE, type StatsGrouping } from '@spindle/domain';
import { sql } from 'drizzle-orm';

export interface SignUpStatistics {
  buckets: { bucket: string; newUsers: number }[];
  origins: { origin: string; newUsers: number }[];
}

/** Accounts created in [from, to), by bucket (its first Paris day) and by origin. */
export async function signUpStatisticsOf(
  db: Db,
  span: { fromInclusive: Date; toExclusive: Date; grouping: StatsGrouping },
): Promise<SignUpStatistics> {
  const within = sql`u.created_at >= ${span.fromInclusive} and u.created_at < ${span.toExclusive}`;
  const [buckets, origins] = await Promise.all([
    db.execute<{ bucket: string; users: unknown }>(sql`
      select to_char(date_trunc(${span.grouping}::text, u.created_at at time zone ${BUSINESS_TIME_ZONE}), 'YYYY-MM-DD') as bucket,
        count(*) as users
      from users u where ${within} group by 1 order by 1`),
    db.execute<{ origin: string; users: unknown }>(sql`
      select coalesce(u.origin, '') as origin, count(*) as users from users u where ${within} group by 1`),
  ]);
  return {
    buckets: buckets.rows.map((row) => ({ bucket: row.bucket, newUsers: Number(row.users) })),
    origins: origins.rows.map((row) => ({ origin: row.origin, newUsers: Number(row.users) })),
  };
}
