// The staff statistics through the API (PGlite and PostgreSQL): totals that equal sums worked out here
// with raw SQL on the same database, and the edges of the grouping: an order paid a second before and
// at Paris midnight (summer time), weeks from Monday, a month starting at Paris midnight, a partly and a
// wholly refunded order, dollar and yen orders at their own rates; sign-ups and box churn; bad ranges.
import { adminStatsSchema, type AdminStats } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, send } from '../../testing/http.ts';
import { insertOrdersFixture, type OrdersFixture } from '../../testing/orders-fixture.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { addVerifiedStaffSession } from '../staff/testing.ts';

const { countries, users, orders, orderItems, orderRefunds, boxPlans, boxSubscriptions } = schema;

let t: TestApp;
let fx: OrdersFixture;
let teamToken: string;

interface PaidOrder {
  paidAt: string;
  totalMinor: number;
  currency?: string;
  ratePpm?: number;
  country?: string;
  origin?: string | null;
  status?: 'confirmed' | 'refunded' | 'failed';
  lineRefundedMinor?: number;
  quantity?: number;
}

async function paidOrder(spec: PaidOrder): Promise<number> {
  const { db } = t.database;
  const [order] = await db
    .insert(orders)
    .values({
      userId: fx.people.b.id,
      status: spec.status ?? 'confirmed',
      currency: spec.currency ?? 'EUR',
      exchangeRatePpm: spec.ratePpm ?? 1_000_000,
      subtotalMinor: spec.totalMinor,
      totalMinor: spec.totalMinor,
      countryId: spec.country ?? 'FR',
      origin: spec.origin === undefined ? 'GGO' : spec.origin,
      paidAt: spec.status === 'failed' ? null : new Date(spec.paidAt),
      createdAt: new Date(spec.paidAt),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not inserted');
  const quantity = spec.quantity ?? 1;
  await db.insert(orderItems).values({
    orderId: order.id,
    projectId: fx.projects.rustBelt,
    name: 'Rust Belt',
    quantity,
    currency: spec.currency ?? 'EUR',
    unitPriceMinor: Math.round(spec.totalMinor / quantity),
    totalMinor: spec.totalMinor,
    refundedMinor: spec.lineRefundedMinor ?? 0,
    refundedQuantity: spec.lineRefundedMinor ? 1 : 0,
  });
  return order.id;
}

async function stats(query: string): Promise<AdminStats> {
  const response = await send(t.app, {
    method: 'GET',
    url: `/api/admin/stats?${query}`,
    headers: { authorization: `Bearer ${teamToken}` },
  });
  expect(response.status, response.text).toBe(200);
  return bodyOf(adminStatsSchema, response);
}

/** Sales, orders and sign-ups between two instants, summed here with SQL of its own. */
async function sumsBySql(from: string, to: string) {
  const { rows } = await t.database.db.execute<{ sales: unknown; orders: unknown; users: unknown }>(sql`
    select
      (select coalesce(sum(round((o.total_minor - least(o.total_minor, greatest(
          coalesce((select sum(r.amount_minor) from order_refunds r where r.order_id = o.id and r.status = 'succeeded'), 0),
          coalesce((select sum(i.refunded_minor) from order_items i where i.order_id = o.id), 0))))::numeric
          * power(10, 8 - case o.currency when 'JPY' then 0 when 'KRW' then 0 else 2 end) / o.exchange_rate_ppm)), 0)
        from orders o where o.status = 'confirmed' and o.paid_at >= ${from}::timestamptz and o.paid_at < ${to}::timestamptz) as sales,
      (select count(*) from orders o where o.status = 'confirmed' and o.paid_at >= ${from}::timestamptz and o.paid_at < ${to}::timestamptz) as orders,
      (select count(*) from users u where u.created_at >= ${from}::timestamptz and u.created_at < ${to}::timestamptz) as users`);
  const row = rows[0];
  return { sales: Number(row?.sales), orders: Number(row?.orders), users: Number(row?.users) };
}

beforeAll(async () => {
  t = await createTestApp();
  fx = await insertOrdersFixture(t.database);
  teamToken = await addVerifiedStaffSession(t.database, fx.people.team.id);
  const { db } = t.database;
  await db
    .insert(countries)
    .values([
      { code: 'US', name: 'United States', nameFr: 'États-Unis', zone: 'world', eu: false },
      { code: 'JP', name: 'Japan', nameFr: 'Japon', zone: 'world', eu: false },
    ])
    .onConflictDoNothing();
  // Summer time began on 30 March 2025: 21:59:59 UTC is 23:59:59 on Sunday in Paris, 22:00 UTC Monday.
  await paidOrder({ paidAt: '2025-03-30T21:59:59Z', totalMinor: 1000 });
  await paidOrder({ paidAt: '2025-03-30T22:00:00Z', totalMinor: 2000, origin: 'IGO' });
  // 1 May in Paris starts at 22:00 UTC on 30 April.
  await paidOrder({ paidAt: '2025-04-30T22:00:00Z', totalMinor: 4000, origin: null });
  // Dollars and yen at their own rates: 117.00 USD and 18 000 JPY are 100.00 EUR each.
  await paidOrder({
    paidAt: '2025-04-10T10:00:00Z',
    totalMinor: 11_700,
    currency: 'USD',
    ratePpm: 1_170_000,
    country: 'US',
  });
  await paidOrder({
    paidAt: '2025-04-11T10:00:00Z',
    totalMinor: 18_000,
    currency: 'JPY',
    ratePpm: 180_000_000,
    country: 'JP',
  });
  // Partly refunded: 30.00 paid, 12.00 given back by a staff refund (a credit note's amount).
  const partly = await paidOrder({
    paidAt: '2025-04-12T10:00:00Z',
    totalMinor: 3000,
    quantity: 2,
    lineRefundedMinor: 1200,
  });
  await db.insert(orderRefunds).values({
    orderId: partly,
    paymentId: 1,
    idempotencyKey: 'stats-partial-refund',
    requestHash: 'x',
    status: 'succeeded',
    currency: 'EUR',
    amountMinor: 1200,
    lines: [],
    creditNoteDocument: {} as never,
    paymentRefundedBeforeMinor: 0,
    staffName: 'Team',
  });
  // Wholly refunded, and never paid: neither is a sale.
  await paidOrder({ paidAt: '2025-04-13T10:00:00Z', totalMinor: 9900, status: 'refunded' });
  await paidOrder({ paidAt: '2025-04-14T10:00:00Z', totalMinor: 9900, status: 'failed' });
  await db.insert(users).values([
    { name: 'New One', email: 'stats.one@example.test', origin: 'GGO', createdAt: new Date('2025-03-30T21:59:59Z') },
    { name: 'New Two', email: 'stats.two@example.test', origin: 'GGO', createdAt: new Date('2025-03-30T22:00:00Z') },
    {
      name: 'New Three',
      email: 'stats.three@example.test',
      origin: 'IGO',
      createdAt: new Date('2025-04-20T12:00:00Z'),
    },
  ]);
  const [plan] = await db.select({ id: boxPlans.id }).from(boxPlans).limit(1);
  const box = {
    userId: fx.people.b.id,
    planId: plan!.id,
    periodicity: 'monthly' as const,
    monthsTotal: 1,
    dispatchesLeft: 1,
    currency: 'EUR',
    monthlyPriceMinor: 2490,
    monthlyShippingMinor: 590,
    totalMinor: 3080,
  };
  await db.insert(boxSubscriptions).values([
    // Running before April and still running; started in April; started before and stopped in April.
    { ...box, step: 'confirmed', startedAt: new Date('2025-02-01T10:00:00Z') },
    { ...box, step: 'confirmed', startedAt: new Date('2025-04-03T10:00:00Z') },
    {
      ...box,
      step: 'stopped',
      startedAt: new Date('2025-01-05T10:00:00Z'),
      stoppedAt: new Date('2025-04-15T10:00:00Z'),
    },
    // Never paid: not counted.
    { ...box, step: 'creating', startedAt: null },
  ]);
}, 120_000);
afterAll(async () => t?.close());

describe('GET admin/stats', () => {
  it('adds up to sums worked out with SQL of its own, in EUR at each order’s rate', async () => {
    const answer = await stats('from=2025-03-01&to=2025-05-31&group=month');
    // 1 April 00:00 in Paris is 31 March 22:00 UTC; 1 June is 31 May 22:00 UTC.
    const bySql = await sumsBySql('2025-02-28T23:00:00Z', '2025-05-31T22:00:00Z');
    expect(answer.totals.sales_eur_minor).toBe(bySql.sales);
    expect(answer.totals.orders).toBe(bySql.orders);
    expect(answer.totals.new_users).toBe(bySql.users);
    // And by hand: 10 + 20 + 40 + 100 + 100 + (30 - 12) EUR over six orders.
    expect(answer.totals.sales_eur_minor).toBe(1000 + 2000 + 4000 + 10_000 + 10_000 + 1800);
    expect(answer.totals.orders).toBe(6);
    expect(answer.totals.refunded_eur_minor).toBe(1200);
    expect(answer.totals.average_basket_eur_minor).toBe(Math.round(28_800 / 6));
    expect(answer.totals.new_users).toBe(3);
  });

  it('puts an order in the Paris day, week and month it was paid in', async () => {
    const days = await stats('from=2025-03-30&to=2025-03-31&group=day');
    expect(days.series.map((point) => [point.date, point.sales_eur_minor, point.orders, point.new_users])).toEqual([
      ['2025-03-30', 1000, 1, 1],
      ['2025-03-31', 2000, 1, 1],
    ]);
    const weeks = await stats('from=2025-03-24&to=2025-04-06&group=week');
    expect(weeks.series.map((point) => [point.date, point.sales_eur_minor])).toEqual([
      ['2025-03-24', 1000],
      ['2025-03-31', 2000],
    ]);
    const months = await stats('from=2025-03-01&to=2025-05-31&group=month');
    expect(months.series.map((point) => [point.date, point.sales_eur_minor, point.orders])).toEqual([
      ['2025-03-01', 1000 + 2000, 2],
      ['2025-04-01', 10_000 + 10_000 + 1800, 3],
      ['2025-05-01', 4000, 1],
    ]);
    // A range of one day holds only that day's orders, whatever the grouping.
    const sunday = await stats('from=2025-03-30&to=2025-03-30&group=week');
    expect(sunday.series).toHaveLength(1);
    expect(sunday.totals.sales_eur_minor).toBe(1000);
  });

  it('lists the tops, the origins with their conversion, and the box churn', async () => {
    const april = await stats('from=2025-04-01&to=2025-04-30&group=week');
    expect(april.top_countries.map((row) => [row.country_id, row.orders, row.sales_eur_minor])).toEqual([
      ['JP', 1, 10_000],
      ['US', 1, 10_000],
      ['FR', 1, 1800],
    ]);
    expect(april.top_projects).toEqual([
      { project_id: fx.projects.rustBelt, name: 'Rust Belt', quantity: 1 + 1 + (2 - 1), sales_eur_minor: 21_800 },
    ]);
    expect(april.origins.find((row) => row.origin === 'GGO')).toMatchObject({ orders: 3, new_users: 0 });
    const spring = await stats('from=2025-03-30&to=2025-04-30&group=week');
    expect(spring.origins.find((row) => row.origin === 'IGO')).toEqual({
      origin: 'IGO',
      new_users: 1,
      orders: 1,
      sales_eur_minor: 2000,
      conversion_percent: 100,
    });
    expect(april.totals).toMatchObject({
      boxes_active_start: 2,
      boxes_active_end: 2,
      boxes_started: 1,
      boxes_stopped: 1,
      box_churn_percent: 50,
    });
  });

  it('answers the last 90 days by default, and 400 with a key for a bad range', async () => {
    const answer = await stats('');
    expect(answer.group).toBe('week');
    const days = (Date.parse(answer.to) - Date.parse(answer.from)) / 86_400_000 + 1;
    expect(days).toBe(90);
    for (const [query, code] of [
      ['from=2025-05-02&to=2025-05-01', 'stats_range_invalid'],
      ['from=2025-02-30', 'stats_range_invalid'],
      ['from=2020-01-01&to=2025-01-01', 'stats_range_too_long'],
    ] as const) {
      const response = await send(t.app, {
        method: 'GET',
        url: `/api/admin/stats?${query}`,
        headers: { authorization: `Bearer ${teamToken}` },
      });
      expect(response.status).toBe(400);
      expect(response.text).toContain(code);
    }
  });
});
