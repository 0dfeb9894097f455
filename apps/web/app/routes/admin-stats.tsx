// /admin/stats/stats (spec section 2, issue 16; docs/admin.md "Statistics"): the full view of the
// business over a range of Paris days, grouped by day, week or month: the headline numbers, sales,
// orders, new users and box subscriptions as charts, the top projects and countries and the visitor
// origins; each chart's figures as a table and a CSV.
import { addStatsDays, splitLocaleFromPath } from '@spindle/domain';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { parisToday, readStats, requireStatsStaff } from '../features/admin/stats/stats-load.server.ts';
import { statsQueryOf } from '../features/admin/stats/stats-query.ts';
import { StatsTops } from '../features/admin/stats/stats-tops.tsx';
import {
  BoxesChart,
  ChartPanel,
  Headline,
  PeriodForm,
  Presets,
  RefusalMessage,
  SeriesChart,
  StatsViews,
  csvHrefOf,
} from '../features/admin/stats/stats-view.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-stats';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStatsStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = statsQueryOf(url);
  return { locale, query, today: parisToday(), read: await readStats(context, query) };
}

export default function AdminStatsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, today, read } = loaderData;
  const stats = read.ok ? read.stats : null;
  const csv = (chart: Parameters<typeof csvHrefOf>[1]) =>
    csvHrefOf({ ...query, from: stats?.from, to: stats?.to }, chart);
  return (
    <>
      <PageHead title={t('admin.stats.title.stats')} noIndex />
      <AdminLayout active="stats">
        <h1 className="text-2xl font-semibold">{t('admin.stats.title.stats')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.stats.intro')}</p>
        <StatsViews active="stats" locale={locale} query={query} />
        <PeriodForm query={query} shown={stats} />
        <Presets today={today} group={query.group} daysBack={(days) => addStatsDays(today, -(days - 1))} />
        {!read.ok && <RefusalMessage code={read.code} />}
        {stats && (
          <>
            <p className="text-sm font-semibold">{t('admin.stats.range', { from: stats.from, to: stats.to })}</p>
            <Headline stats={stats} locale={locale} full />
            <div className="grid gap-x-10 xl:grid-cols-2">
              <ChartPanel title={t('admin.stats.charts.sales')} csvHref={csv('sales')}>
                <SeriesChart stats={stats} locale={locale} measure="sales_eur_minor" money />
              </ChartPanel>
              <ChartPanel title={t('admin.stats.charts.orders')} csvHref={csv('orders')}>
                <SeriesChart stats={stats} locale={locale} measure="orders" money={false} />
              </ChartPanel>
              <ChartPanel title={t('admin.stats.charts.newUsers')} csvHref={csv('new_users')}>
                <SeriesChart stats={stats} locale={locale} measure="new_users" money={false} />
              </ChartPanel>
              <ChartPanel title={t('admin.stats.charts.boxes')} csvHref={csv('boxes')}>
                <BoxesChart stats={stats} locale={locale} />
              </ChartPanel>
            </div>
            <StatsTops stats={stats} locale={locale} csvHref={csv} />
          </>
        )}
      </AdminLayout>
    </>
  );
}
