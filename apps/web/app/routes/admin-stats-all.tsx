// /admin/stats/stats-all (spec section 2, issue 16; docs/admin.md "Statistics"): two periods side by
// side: the range chosen against as many days just before it, or against a second range chosen; each
// headline measure with its change, and the sales of both, bucket by bucket, in one chart.
import { splitLocaleFromPath } from '@spindle/domain';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { readComparison, requireStatsStaff } from '../features/admin/stats/stats-load.server.ts';
import { statsQueryOf } from '../features/admin/stats/stats-query.ts';
import {
  ChartPanel,
  CompareChart,
  CompareTable,
  PeriodForm,
  RefusalMessage,
  StatsViews,
  csvHrefOf,
} from '../features/admin/stats/stats-view.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-stats-all';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireStatsStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = statsQueryOf(url);
  return { locale, query, read: await readComparison(context, query) };
}

export default function AdminStatsAllPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, read } = loaderData;
  const current = read.ok ? read.current : null;
  const previous = read.ok ? read.previous : null;
  return (
    <>
      <PageHead title={t('admin.stats.title.statsAll')} noIndex />
      <AdminLayout active="stats">
        <h1 className="text-2xl font-semibold">{t('admin.stats.title.statsAll')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.stats.intro')}</p>
        <StatsViews active="statsAll" locale={locale} query={query} />
        <PeriodForm query={query} shown={current} compare={previous} />
        {!read.ok && <RefusalMessage code={read.code} />}
        {current && previous && (
          <>
            <CompareTable current={current} previous={previous} locale={locale} />
            <ChartPanel
              title={t('admin.stats.charts.compare')}
              csvHref={csvHrefOf({ ...query, from: current.from, to: current.to }, 'compare', {
                compare_from: previous.from,
                compare_to: previous.to,
              })}
            >
              <CompareChart current={current} previous={previous} locale={locale} />
            </ChartPanel>
          </>
        )}
      </AdminLayout>
    </>
  );
}
