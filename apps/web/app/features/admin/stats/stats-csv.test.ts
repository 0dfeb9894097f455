import type { AdminStats } from '@spindle/contracts';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../csv.ts';
import { STATS_CHARTS, statsCsvOf } from './stats-csv.ts';

const point = (date: string, sales: number, orders: number) => ({
  date,
  sales_eur_minor: sales,
  orders,
  new_users: orders + 1,
  boxes_started: 1,
  boxes_stopped: 0,
});

const stats: AdminStats = {
  from: '2026-11-02',
  to: '2026-11-15',
  group: 'week',
  totals: {
    sales_eur_minor: 15_000,
    orders: 3,
    average_basket_eur_minor: 5000,
    refunded_eur_minor: 0,
    new_users: 5,
    boxes_active_start: 1,
    boxes_active_end: 3,
    boxes_started: 2,
    boxes_stopped: 0,
    box_churn_percent: 0,
  },
  series: [point('2026-11-02', 10_000, 2), point('2026-11-09', 5000, 1)],
  top_projects: [{ project_id: 7, name: '=cmd', quantity: 3, sales_eur_minor: 15_000 }],
  top_countries: [{ country_id: 'FR', orders: 3, sales_eur_minor: 15_000 }],
  origins: [{ origin: 'GGO', new_users: 4, orders: 2, sales_eur_minor: 10_000, conversion_percent: 50 }],
  conversion: [{ origin: 'NL', visits: 40, add_to_carts: 6, purchases: 2, purchase_percent: 5 }],
};

const previous: AdminStats = {
  ...stats,
  from: '2026-10-19',
  to: '2026-11-01',
  series: [point('2026-10-19', 2000, 1)],
};

describe('statsCsvOf', () => {
  it('writes one row per bucket with the chart’s measures', () => {
    const csv = statsCsvOf('sales', stats);
    expect(csv.header).toEqual(['period', 'sales_eur_minor', 'orders']);
    expect(csv.rows).toEqual([
      ['2026-11-02', 10_000, 2],
      ['2026-11-09', 5000, 1],
    ]);
    expect(csv.fileName).toBe('stats-sales-2026-11-02-2026-11-15-week.csv');
    expect(statsCsvOf('boxes', stats).rows[0]).toEqual(['2026-11-02', 1, 0]);
  });

  it('writes the conversion by origin, one row per origin', () => {
    const csv = statsCsvOf('conversion', stats);
    expect(csv.header).toEqual(['origin', 'visits', 'add_to_carts', 'purchases', 'purchases_per_100_visits']);
    expect(csv.rows).toEqual([['NL', 40, 6, 2, 5]]);
  });

  it('keeps a project name that looks like a formula harmless', () => {
    const csv = statsCsvOf('top_projects', stats);
    expect(toCsv(csv.header, csv.rows)).toContain("7,'=cmd,3,15000");
  });

  it('pairs the compared period bucket by bucket, empty where it has fewer', () => {
    const csv = statsCsvOf('compare', stats, previous);
    expect(csv.rows).toEqual([
      ['2026-11-02', 10_000, 2, '2026-10-19', 2000, 1],
      ['2026-11-09', 5000, 1, null, null, null],
    ]);
  });

  it('has a CSV for every chart', () => {
    for (const chart of STATS_CHARTS) expect(statsCsvOf(chart, stats, previous).header.length).toBeGreaterThan(0);
  });
});
