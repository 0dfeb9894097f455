// The staff statistics (issue 16, docs/admin.md "Statistics"): sales, orders, average basket, new users,
// top projects and countries, conversion by visitor origin, box subscribers and churn, over a range of
// Paris days grouped by day, week or month; every amount in EUR cents at each order's own rate.
import { STATS_GROUPINGS } from '@spindle/domain';
import { z } from 'zod';

const count = z.number().int().min(0);
const cents = z.number().int();
const percent = z.number().nullable();

/** A Paris day 'YYYY-MM-DD'; an empty form field counts as none (the rules check it is a real day). */
const dayField = z
  .string()
  .trim()
  .max(10)
  .optional()
  .transform((text) => (text ? text : undefined));

/** GET admin/stats: the range (last 90 days by default) and the grouping (week by default). */
export const adminStatsQuerySchema = z.object({
  from: dayField,
  to: dayField,
  group: z.enum(STATS_GROUPINGS).default('week'),
});
export type AdminStatsQuery = z.infer<typeof adminStatsQuerySchema>;

/** One bucket of the series: its first day, and what happened in the part of it inside the range. */
export const adminStatsPointSchema = z.object({
  date: z.string(),
  sales_eur_minor: cents,
  orders: count,
  new_users: count,
  boxes_started: count,
  boxes_stopped: count,
});
export type AdminStatsPoint = z.infer<typeof adminStatsPointSchema>;

export const adminStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  group: z.enum(STATS_GROUPINGS),
  totals: z.object({
    /** Paid orders (confirmed), what the buyers paid VAT and shipping included, less what was refunded. */
    sales_eur_minor: cents,
    orders: count,
    average_basket_eur_minor: cents,
    /** Refunded on those orders (partial refunds; a wholly refunded order is neither sold nor counted). */
    refunded_eur_minor: cents,
    new_users: count,
    /** Box subscriptions running at the range's first and last day, started and stopped within it. */
    boxes_active_start: count,
    boxes_active_end: count,
    boxes_started: count,
    boxes_stopped: count,
    /** Stopped over running at the start, in percent; null with none running. */
    box_churn_percent: percent,
  }),
  series: z.array(adminStatsPointSchema),
  top_projects: z.array(
    z.object({ project_id: z.number().int(), name: z.string(), quantity: count, sales_eur_minor: cents }),
  ),
  top_countries: z.array(z.object({ country_id: z.string().nullable(), orders: count, sales_eur_minor: cents })),
  /** Per visitor origin (the ori code; '' for none): sign-ups, orders, and orders per 100 sign-ups. */
  origins: z.array(
    z.object({
      origin: z.string(),
      new_users: count,
      orders: count,
      sales_eur_minor: cents,
      conversion_percent: percent,
    }),
  ),
  /**
   * Conversion by origin from the first-party analytics (docs/analytics.md): visits (distinct visitors
   * with a page view, each of their days counted once), add-to-carts and purchases recorded over the
   * range, and purchases per 100 visits.
   */
  conversion: z.array(
    z.object({
      origin: z.string(),
      visits: count,
      add_to_carts: count,
      purchases: count,
      purchase_percent: percent,
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
