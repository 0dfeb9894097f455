// /admin/stats/stats-v1 (spec section 2, issue 16; docs/admin.md "Statistics"): the simple view: the
// headline numbers of a period (the last 90 days by default) and quick ranges, nothing else.
import { addStatsDays, splitLocaleFromPath } from '@spindle/domain';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { parisToday, readStats, requireStatsStaff } from '../features/admin/stats/stats-load.server.ts';
import { statsQueryOf } from '../features/admin/stats/stats-query.ts';
import { Headline, PeriodForm, Presets, RefusalMessage, StatsViews } from '../features/admin/stats/stats-view.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-stats-v1';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStatsStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = statsQueryOf(url);
  return { locale, query, today: parisToday(), read: await readStats(context, query) };
}

export default function AdminStatsV1Page({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, today, read } = loaderData;
  const stats = read.ok ? read.stats : null;
  return (
    <>
      <PageHead title={t('admin.stats.title.statsV1')} noIndex />
      <AdminLayout active="stats">
        <h1 className="text-2xl font-semibold">{t('admin.stats.title.statsV1')}</h1>
        <StatsViews active="statsV1" locale={locale} query={query} />
        <PeriodForm query={query} shown={stats} />
        <Presets today={today} group={query.group} daysBack={(days) => addStatsDays(today, -(days - 1))} />
        {!read.ok && <RefusalMessage code={read.code} />}
        {stats && (
          <>
            <p className="text-sm font-semibold">{t('admin.stats.range', { from: stats.from, to: stats.to })}</p>
            <Headline stats={stats} locale={locale} full={false} />
          </>
        )}
      </AdminLayout>
    </>
  );
}
