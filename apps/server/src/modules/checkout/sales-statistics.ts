// What the staff statistics read of checkout's orders (docs/admin.md "Statistics"): paid orders over a
// span of instants, summed in SQL by Paris day, week or month, by country, by visitor origin and by
// project, each amount turned into EUR cents at the rate the order recorded. An order counts when it is
// confirmed (paid and not wholly refunded), on the day it was paid, for what was paid less what was
// given back of it (partial refunds: staff refunds with their shipping, or lines refunded on their own).
import type { Db } from '@spindle/db';
import { BUSINESS_TIME_ZONE, CURRENCY_EXPONENT, type StatsGrouping } from '@spindle/domain';
import { sql, type SQL } from 'drizzle-orm';

/** A span of instants, the end excluded (instantsOfBusinessDays of the range's Paris days). */
export interface StatsSpan {
  fromInclusive: Date;
  toExclusive: Date;
  grouping: StatsGrouping;
}

export interface SalesBucket {
  bucket: string;
  orders: number;
  salesEurMinor: number;
  refundedEurMinor: number;
}

export interface SalesStatistics {
  buckets: SalesBucket[];
  countries: { countryId: string | null; orders: number; salesEurMinor: number }[];
  origins: { origin: string; orders: number; salesEurMinor: number }[];
  projects: { projectId: number; name: string; quantity: number; salesEurMinor: number }[];
}

const ZERO_DECIMAL_CURRENCIES = Object.entries(CURRENCY_EXPONENT)
  .filter(([, exponent]) => exponent === 0)
  .map(([code]) => code);

/**
 * An amount of the order `o` in EUR cents, exactly as convertToEurExact does it: amount x 10^6 x 100 /
 * (rate in millionths x 10^exponent), rounded half up (amounts here are never negative).
 */
function eurCents(amount: SQL): SQL {
  const zeroDecimal = sql.join(
    ZERO_DECIMAL_CURRENCIES.map((code) => sql`${code}`),
    sql`, `,
  );
  return sql`round((${amount})::numeric * (case when o.currency in (${zeroDecimal}) then 100000000 else 1000000 end) / o.exchange_rate_ppm)`;
}

/** The first Paris day of the bucket an instant falls in, 'YYYY-MM-DD'. */
function parisBucketSql(column: SQL, grouping: StatsGrouping): SQL {
  return sql`to_char(date_trunc(${grouping}::text, ${column} at time zone ${BUSINESS_TIME_ZONE}), 'YYYY-MM-DD')`;
}

/** The paid orders of the span with their bucket, net sales and refund in EUR cents. */
function paidOrdersCte(span: StatsSpan): SQL {
  return sql`with paid as (
    select o.id, o.country_id, coalesce(o.origin, '') as origin,
      ${parisBucketSql(sql`o.paid_at`, span.grouping)} as bucket,
      ${eurCents(sql`o.total_minor - r.refunded`)} as sales,
      ${eurCents(sql`r.refunded`)} as refunded
    from orders o
    cross join lateral (
      select least(o.total_minor, greatest(
        coalesce((select sum(x.amount_minor) from order_refunds x where x.order_id = o.id and x.status = 'succeeded'), 0),
        coalesce((select sum(i.refunded_minor) from order_items i where i.order_id = o.id), 0)
      )) as refunded
    ) r
    where o.status = 'confirmed' and o.paid_at >= ${span.fromInclusive} and o.paid_at < ${span.toExclusive}
  )`;
}

const num = (value: unknown): number => Number(value ?? 0);

/** The projects that sold the most in the span (units not given back, and their EUR value). */
async function topProjects(db: Db, span: StatsSpan, limit: number): Promise<SalesStatistics['projects']> {
  const result = await db.execute<{ project_id: number; name: string; quantity: unknown; sales: unknown }>(sql`
    select i.project_id, min(i.name) as name, sum(i.quantity - i.refunded_quantity) as quantity,
      sum(${eurCents(sql`greatest(i.total_minor - i.discount_minor - i.refunded_minor, 0)`)}) as sales
    from order_items i join orders o on o.id = i.order_id
    where o.status = 'confirmed' and o.paid_at >= ${span.fromInclusive} and o.paid_at < ${span.toExclusive}
      and i.project_id is not null
    group by i.project_id
    having sum(i.quantity - i.refunded_quantity) > 0
    order by sales desc, quantity desc, i.project_id
    limit ${limit}`);
  return result.rows.map((row) => ({
    projectId: num(row.project_id),
    name: row.name,
    quantity: num(row.quantity),
    salesEurMinor: num(row.sales),
  }));
}

/** Paid orders of a span summed by bucket, country, origin and project, in a few grouped queries. */
export async function salesStatisticsOf(db: Db, span: StatsSpan, limit: number): Promise<SalesStatistics> {
  const paid = paidOrdersCte(span);
  const [buckets, countries, origins, projects] = await Promise.all([
    db.execute<{ bucket: string; orders: unknown; sales: unknown; refunded: unknown }>(sql`${paid}
      select bucket, count(*) as orders, sum(sales) as sales, sum(refunded) as refunded
      from paid group by bucket order by bucket`),
    db.execute<{ country_id: string | null; orders: unknown; sales: unknown }>(sql`${paid}
      select country_id, count(*) as orders, sum(sales) as sales
      from paid group by country_id order by sales desc, orders desc, country_id limit ${limit}`),
    db.execute<{ origin: string; orders: unknown; sales: unknown }>(sql`${paid}
      select origin, count(*) as orders, sum(sales) as sales from paid group by origin`),
    topProjects(db, span, limit),
  ]);
  return {
    buckets: buckets.rows.map((row) => ({
      bucket: row.bucket,
      orders: num(row.orders),
      salesEurMinor: num(row.sales),
      refundedEurMinor: num(row.refunded),
    })),
    countries: countries.rows.map((row) => ({
      countryId: row.country_id,
      orders: num(row.orders),
      salesEurMinor: num(row.sales),
    })),
    origins: origins.rows.map((row) => ({
      origin: row.origin,
      orders: num(row.orders),
      salesEurMinor: num(row.sales),
    })),
    projects,
  };
}
