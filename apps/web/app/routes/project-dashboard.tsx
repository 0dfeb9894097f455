// /project/dashboard?id= (spec section 2, project pages; section 7 "GET projects/{id}/stats, orders,
// statement"): the owner's figures — sales over time (SVG chart with a table), funding, the live
// break-even (read again every 30 s), orders with CSV/XLSX extracts, and the statement download.
import { dashboardEndpoints, projectsEndpoints, revenueSplitEndpoints, STATS_INTERVALS } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useEffect } from 'react';
import { useT } from '../lib/use-t.ts';
import { Link, redirect, useRevalidator } from 'react-router';
import { requireUser } from '../features/account/require-user.server.ts';
import {
  BreakEvenPanel,
  currentPeriod,
  FundingPanel,
  OrdersPanel,
  StatementForm,
} from '../features/dashboard/dashboard-panels.tsx';
import { SalesChart } from '../features/dashboard/sales-chart.tsx';
import { SplitPanel } from '../features/dashboard/split-panel.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import type { Route } from './+types/project-dashboard';

/** How often the break-even and the sales are read again while the page is open. */
export const DASHBOARD_REFRESH_MS = 30_000;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const id = Number(url.searchParams.get('id'));
  if (!Number.isInteger(id) || id <= 0) throw redirect(localisePath('/my-account/projects', locale));
  const intervalParam = url.searchParams.get('interval');
  const interval = STATS_INTERVALS.find((value) => value === intervalParam) ?? 'day';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const api = apiClient(context);
  const [project, stats, orders, breakEven, split] = await Promise.all([
    api.read(projectsEndpoints.edit, { params: { id } }),
    api.read(dashboardEndpoints.stats, { params: { id }, query: { interval } }),
    api.read(dashboardEndpoints.orders, { params: { id }, query: { page, size: 25 } }),
    api.readOptional(dashboardEndpoints.breakEven, { params: { id } }),
    api.readOptional(revenueSplitEndpoints.project, { params: { id } }),
  ]);
  return {
    locale,
    project: { id: project.id, name: project.name, artistName: project.artistName },
    stats,
    orders,
    breakEven,
    split,
    interval,
    period: currentPeriod(new Date()),
  };
}

export default function ProjectDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, project, stats, orders, breakEven, split, interval, period } = loaderData;
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible' && revalidator.state === 'idle') void revalidator.revalidate();
    }, DASHBOARD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
  const base = `${localisePath('/project/dashboard', locale)}?id=${project.id}`;
  const section = 'rounded-2xl border border-line p-5 sm:p-6';
  return (
    <>
      <PageHead title={t('dashboard.title', { name: project.name })} noIndex />
      <div className="mx-auto w-full max-w-[1280px] space-y-8 px-4 pt-6 pb-24 sm:px-6 lg:pt-10">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm text-ink-muted">
              <Link to={localisePath('/my-account/projects', locale)} className="underline underline-offset-4">
                {t('dashboard.backToList')}
              </Link>
            </p>
            <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">{t('dashboard.title', { name: project.name })}</h1>
            <p className="text-ink-muted">{project.artistName}</p>
          </div>
          <Link
            to={`${localisePath('/project/manage', locale)}?id=${project.id}`}
            className="rounded-full border border-line px-4 py-2 text-sm font-semibold"
          >
            {t('dashboard.manage')}
          </Link>
        </header>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="dashboard-sales" className={section}>
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="dashboard-sales" className="text-lg font-semibold">
                {t('dashboard.chart.title')}
              </h2>
              <nav
                aria-label={t('dashboard.chart.interval')}
                className="flex gap-1 rounded-full bg-surface-raised p-1 text-sm"
              >
                {STATS_INTERVALS.map((value) => (
                  <Link
                    key={value}
                    to={`${base}&interval=${value}`}
                    aria-current={value === interval ? 'true' : undefined}
                    className="rounded-full px-3 py-1 aria-[current=true]:bg-accent aria-[current=true]:font-semibold aria-[current=true]:text-accent-ink"
                  >
                    {t(`dashboard.chart.intervals.${value}`)}
                  </Link>
                ))}
              </nav>
            </div>
            <SalesChart stats={stats} locale={locale} />
          </section>
          <div className="space-y-8">
            <section aria-labelledby="dashboard-funding" className={section}>
              <h2 id="dashboard-funding" className="mb-4 text-lg font-semibold">
                {t('dashboard.funding.title')}
              </h2>
              <FundingPanel stats={stats} locale={locale} />
            </section>
            <section aria-labelledby="dashboard-break-even" className={section}>
              <h2 id="dashboard-break-even" className="mb-4 text-lg font-semibold">
                {t('dashboard.breakEven.title')}
              </h2>
              {breakEven ? (
                <BreakEvenPanel breakEven={breakEven} locale={locale} />
              ) : (
                <p className="text-sm text-ink-muted">{t('dashboard.breakEven.none')}</p>
              )}
            </section>
          </div>
        </div>
        <section aria-labelledby="dashboard-orders" className={section}>
          <h2 id="dashboard-orders" className="mb-4 text-lg font-semibold">
            {t('dashboard.orders.title')}
          </h2>
          <OrdersPanel
            orders={orders}
            projectId={project.id}
            locale={locale}
            pageHref={(page) => `${base}&interval=${interval}&page=${page}`}
          />
        </section>
        <section aria-labelledby="dashboard-statement" className={section}>
          <h2 id="dashboard-statement" className="mb-4 text-lg font-semibold">
            {t('dashboard.statement.title')}
          </h2>
          <StatementForm projectId={project.id} locale={locale} period={period} />
        </section>
        {split && (
          <section aria-labelledby="dashboard-split" className={section}>
            <h2 id="dashboard-split" className="mb-4 text-lg font-semibold">
              {t('dashboard.split.title')}
            </h2>
            <SplitPanel split={split} locale={locale} />
          </section>
        )}
      </div>
    </>
  );
}
