// Queries of the analytics module, on its own table (events): inserts, and conversion by origin over a
// span of instants, counted in SQL.
import { schema, type Db } from '@spindle/db';
import { BUSINESS_TIME_ZONE } from '@spindle/domain';
import { and, count, countDistinct, gte, inArray, lt, sql } from 'drizzle-orm';

const { events } = schema;

/** One event as stored. */
export type EventRow = typeof events.$inferInsert;

/** Visits, add-to-carts and purchases of one origin ('' for none). */
export interface OriginConversion {
  origin: string;
  visits: number;
  addToCarts: number;
  purchases: number;
}

/** The types a purchase is recorded under (records and merch, boxes). */
const PURCHASE_TYPES = ['purchase', 'purchase_box'];

export function createAnalyticsRepo(db: Db) {
  return {
    async insertEvents(rows: readonly EventRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(events).values([...rows]);
    },

    /**
     * Per origin: visits (a visitor's page views on one Paris day count once; a page view without a
     * visitor id counts on its own), add_to_cart events, purchase and purchase_box events.
     */
    async conversionByOrigin(span: { fromInclusive: Date; toExclusive: Date }): Promise<OriginConversion[]> {
      const origin = sql<string>`coalesce(${events.origin}, '')`;
      const visitKey = sql`case when ${events.type} = 'page_view' then coalesce(${events.cookieId}, 'e' || ${events.id}::text) || ':' || to_char(${events.createdAt} at time zone ${BUSINESS_TIME_ZONE}, 'YYYY-MM-DD') end`;
      const rows = await db
        .select({
          origin,
          visits: countDistinct(visitKey),
          addToCarts: count(sql`case when ${events.type} = 'add_to_cart' then 1 end`),
          purchases: count(sql`case when ${inArray(events.type, PURCHASE_TYPES)} then 1 end`),
        })
        .from(events)
        .where(and(gte(events.createdAt, span.fromInclusive), lt(events.createdAt, span.toExclusive)))
        .groupBy(origin);
      return rows.map((row) => ({
        origin: row.origin,
        visits: Number(row.visits),
        addToCarts: Number(row.addToCarts),
        purchases: Number(row.purchases),
      }));
    },
  };
}

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
