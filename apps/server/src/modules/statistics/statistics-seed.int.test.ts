// The statistics of the seeded demo business (issue 16, "Done when"): the last 90 days as the page asks
// for them, against sales, orders and sign-ups summed here with SQL of its own on the same database, and
// the buckets adding up to the totals.
import { adminStatsSchema } from '@spindle/contracts';
import { demoEmail, schema, seedDatabase } from '@spindle/db';
import {
  BUSINESS_TIME_ZONE,
  addStatsDays,
  instantsOfBusinessDays,
  localDayOf,
  parseBusinessDay,
} from '@spindle/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

let t: TestApp;
let teamToken: string;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  await seedDatabase(t.database, { storageDir: t.storageDir, media: false, now });
  const [team] = await t.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, demoEmail('team')));
  teamToken = await addVerifiedStaffSession(t.database, team!.id);
}, 300_000);
afterAll(async () => t?.close());

describe('the statistics of the seeded business', () => {
  it('shows the last 90 days, with totals equal to sums worked out here', async () => {
    const response = await send(t.app, {
      method: 'GET',
      url: '/api/admin/stats?group=week',
      headers: { authorization: `Bearer ${teamToken}` },
    });
    expect(response.status, response.text).toBe(200);
    const stats = bodyOf(adminStatsSchema, response);
    const today = localDayOf(now, BUSINESS_TIME_ZONE);
    expect(stats.to).toBe(today);
    expect(stats.from).toBe(addStatsDays(today, -89));
    const { fromInclusive, toExclusive } = instantsOfBusinessDays({
      from: parseBusinessDay(stats.from),
      to: parseBusinessDay(stats.to),
    });
    const { rows } = await t.database.db.execute<{ sales: unknown; orders: unknown; users: unknown }>(sql`
      select
        (select coalesce(sum(round((o.total_minor - least(o.total_minor, greatest(
            coalesce((select sum(r.amount_minor) from order_refunds r where r.order_id = o.id and r.status = 'succeeded'), 0),
            coalesce((select sum(i.refunded_minor) from order_items i where i.order_id = o.id), 0))))::numeric
            * power(10, 8 - case o.currency when 'JPY' then 0 when 'KRW' then 0 else 2 end) / o.exchange_rate_ppm)), 0)
          from orders o where o.status = 'confirmed' and o.paid_at >= ${fromInclusive} and o.paid_at < ${toExclusive}) as sales,
        (select count(*) from orders o
          where o.status = 'confirmed' and o.paid_at >= ${fromInclusive} and o.paid_at < ${toExclusive}) as orders,
        (select count(*) from users u where u.created_at >= ${fromInclusive} and u.created_at < ${toExclusive}) as users`);
    const bySql = rows[0]!;
    expect(stats.totals.orders).toBeGreaterThan(0);
    expect(stats.totals.sales_eur_minor).toBe(Number(bySql.sales));
    expect(stats.totals.orders).toBe(Number(bySql.orders));
    expect(stats.totals.new_users).toBe(Number(bySql.users));
    const sum = (key: 'sales_eur_minor' | 'orders' | 'new_users') =>
      stats.series.reduce((total, point) => total + point[key], 0);
    expect(sum('sales_eur_minor')).toBe(stats.totals.sales_eur_minor);
    expect(sum('orders')).toBe(stats.totals.orders);
    expect(sum('new_users')).toBe(stats.totals.new_users);
    expect(stats.top_projects.length).toBeGreaterThan(0);
    expect(stats.top_countries.length).toBeGreaterThan(0);
    expect(stats.totals.boxes_active_end).toBeGreaterThan(0);
    // The fans' boxes of the demo: some started and some stopped in the last 90 days (the churn).
    expect(stats.totals.boxes_started).toBeGreaterThan(0);
    expect(stats.totals.boxes_stopped).toBeGreaterThan(0);
    expect(stats.totals.box_churn_percent).toBeGreaterThan(0);
  });
});
