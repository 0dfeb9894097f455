// The pieces of the statistics pages (docs/admin.md "Statistics"): the three views' links, the period
// form (a plain GET form: every view is a link and works without JavaScript), the headline numbers, a
// chart with its CSV link (the site's one SVG chart, components/charts), the tops and the comparison.
import type { AdminStats } from '@spindle/contracts';
import {
  LOCALE_META,
  STATS_GROUPINGS,
  formatMoney,
  localisePath,
  percentChange,
  type AppLocale,
} from '@spindle/domain';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { BarChart, type ChartPoint } from '../../../components/charts/bar-chart.tsx';
import { bucketLabel } from '../../../components/charts/bucket-label.ts';
import { numberFormat } from '../../../lib/intl.ts';
import { useT } from '../../../lib/use-t.ts';
import { adminInputClass, adminSecondaryButtonClass } from '../admin-layout.tsx';
import { searchOf } from '../url-query.ts';
import type { StatsChart } from './stats-csv.ts';
import type { StatsPageQuery, StatsRefusal } from './stats-query.ts';

export const STATS_VIEWS = [
  { key: 'stats', path: '/admin/stats/stats' },
  { key: 'statsAll', path: '/admin/stats/stats-all' },
  { key: 'statsV1', path: '/admin/stats/stats-v1' },
] as const;
export type StatsView = (typeof STATS_VIEWS)[number]['key'];

export const eur = (amountMinor: number, locale: AppLocale) => formatMoney({ amountMinor, currency: 'EUR' }, locale);

/** The period and grouping of a page as a query string (links between views keep them). */
export function periodSearch(
  query: Pick<StatsPageQuery, 'from' | 'to' | 'group'>,
  extra: Record<string, string | undefined> = {},
) {
  return searchOf({ from: query.from, to: query.to, group: query.group, ...extra });
}

export function StatsViews({ active, locale, query }: { active: StatsView; locale: AppLocale; query: StatsPageQuery }) {
  const { t } = useT();
  return (
    <nav aria-label={t('admin.stats.views.label')} className="my-4">
      <ul className="flex flex-wrap gap-2">
        {STATS_VIEWS.map((view) => (
          <li key={view.key}>
            <Link
              to={`${localisePath(view.path, locale)}${periodSearch(query)}`}
              aria-current={view.key === active ? 'page' : undefined}
              className="inline-block rounded-full border border-line px-4 py-1.5 text-sm aria-[current=page]:bg-surface-raised aria-[current=page]:font-semibold"
            >
              {t(`admin.stats.views.${view.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DayField({ name, label, value }: { name: string; label: string; value: string | undefined }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`stats-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      <input id={`stats-${name}`} name={name} type="date" defaultValue={value ?? ''} className={adminInputClass} />
    </div>
  );
}

/** The period form; `shown` is the range the page shows (the fields' defaults). */
export function PeriodForm({
  query,
  shown,
  compare,
}: {
  query: StatsPageQuery;
  shown: { from: string; to: string } | null;
  compare?: { from: string; to: string } | null;
}) {
  const { t } = useT();
  return (
    // Keyed by what it shows: a link to another period (the quick ranges) renders it anew with its days.
    <Form
      key={[shown?.from, shown?.to, query.group, query.compare_from, query.compare_to].join('|')}
      method="get"
      className="my-4 flex flex-wrap items-end gap-3"
    >
      <DayField name="from" label={t('admin.stats.filter.from')} value={shown?.from ?? query.from} />
      <DayField name="to" label={t('admin.stats.filter.to')} value={shown?.to ?? query.to} />
      <div className="flex flex-col gap-1">
        <label htmlFor="stats-group" className="text-sm font-semibold">
          {t('admin.stats.filter.group')}
        </label>
        <select id="stats-group" name="group" defaultValue={query.group} className={adminInputClass}>
          {STATS_GROUPINGS.map((group) => (
            <option key={group} value={group}>
              {t(`admin.stats.filter.groups.${group}`)}
            </option>
          ))}
        </select>
      </div>
      {compare !== undefined && (
        <>
          <DayField name="compare_from" label={t('admin.stats.filter.compareFrom')} value={query.compare_from} />
          <DayField name="compare_to" label={t('admin.stats.filter.compareTo')} value={query.compare_to} />
        </>
      )}
      <button type="submit" className={adminSecondaryButtonClass}>
        {t('admin.stats.filter.submit')}
      </button>
      {compare !== undefined && <p className="w-full text-sm text-ink-muted">{t('admin.stats.filter.compareHint')}</p>}
    </Form>
  );
}

/** Links to the last 7, 30, 90 and 365 days up to today (Paris). */
export function Presets({
  today,
  group,
  daysBack,
}: {
  today: string;
  group: string;
  daysBack: (days: number) => string;
}) {
  const { t } = useT();
  return (
    <p className="my-2 flex flex-wrap items-center gap-3 text-sm">
      <span className="font-semibold">{t('admin.stats.filter.presets')}</span>
      {[7, 30, 90, 365].map((days) => (
        <Link key={days} to={searchOf({ from: daysBack(days), to: today, group })} className="underline">
          {t('admin.stats.filter.lastDays', { count: days })}
        </Link>
      ))}
    </p>
  );
}

export function RefusalMessage({ code }: { code: StatsRefusal }) {
  const { t } = useT();
  return (
    <p role="alert" className="my-4 text-sm text-red-700 dark:text-red-300">
      {t(`admin.stats.errors.${code}`)}
    </p>
  );
}

/** The headline numbers, as a description list. */
export function Headline({ stats, locale, full }: { stats: AdminStats; locale: AppLocale; full: boolean }) {
  const { t } = useT();
  const { totals } = stats;
  const percent = (value: number | null) =>
    value === null ? '—' : `${numberFormat(LOCALE_META[locale].intlTag).format(value)} %`;
  const cards: [string, string, string?][] = [
    [t('admin.stats.totals.sales'), eur(totals.sales_eur_minor, locale)],
    [t('admin.stats.totals.orders'), String(totals.orders)],
    [t('admin.stats.totals.averageBasket'), eur(totals.average_basket_eur_minor, locale)],
    [t('admin.stats.totals.newUsers'), String(totals.new_users)],
    [
      t('admin.stats.totals.subscribers'),
      String(totals.boxes_active_end),
      t('admin.stats.totals.subscribersHint', { start: totals.boxes_active_start }),
    ],
  ];
  if (full)
    cards.push(
      [t('admin.stats.totals.refunded'), eur(totals.refunded_eur_minor, locale)],
      [t('admin.stats.totals.started'), String(totals.boxes_started)],
      [t('admin.stats.totals.stopped'), String(totals.boxes_stopped)],
      [t('admin.stats.totals.churn'), percent(totals.box_churn_percent)],
    );
  return (
    <dl className="my-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map(([label, value, hint]) => (
        <div key={label} className="rounded-xl border border-line p-4">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
          {hint && <dd className="text-xs text-ink-muted">{hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** A chart's section: its heading, the chart, and the link to its figures as CSV. */
export function ChartPanel({ title, csvHref, children }: { title: string; csvHref: string; children: ReactNode }) {
  const { t } = useT();
  const id = `chart-${csvHref.replace(/[^a-z0-9]+/gi, '-').slice(-40)}`;
  return (
    <section aria-labelledby={id} className="my-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <a href={csvHref} download className="text-sm underline">
          {t('admin.stats.charts.csv')}
          <span className="sr-only"> ({title})</span>
        </a>
      </div>
      {children}
    </section>
  );
}

/** The CSV link of a chart, keeping the page's period (a file: the same path in every language). */
export function csvHrefOf(query: StatsPageQuery, chart: StatsChart, extra: Record<string, string | undefined> = {}) {
  return `/admin/stats/stats.csv${periodSearch(query, { chart, ...extra })}`;
}

/** A series chart: one measure as bars, summed in a sentence for screen readers. */
export function SeriesChart({
  stats,
  locale,
  measure,
  money,
}: {
  stats: AdminStats;
  locale: AppLocale;
  measure: 'sales_eur_minor' | 'orders' | 'new_users';
  money: boolean;
}) {
  const { t } = useT();
  const label = (date: string) => bucketLabel(date, stats.group, locale);
  const show = (value: number) => (money ? eur(value, locale) : String(value));
  const points: ChartPoint[] = stats.series.map((point) => ({
    key: point.date,
    label: label(point.date),
    bar: point[measure],
  }));
  const total = stats.series.reduce((sum, point) => sum + point[measure], 0);
  const top = stats.series.reduce(
    (best, point) => (point[measure] > (best?.[measure] ?? -1) ? point : best),
    stats.series[0],
  );
  const words = {
    total: show(total),
    from: label(stats.from),
    to: label(stats.to),
    max: show(top?.[measure] ?? 0),
    maxLabel: top ? label(top.date) : '',
  };
  const legend = t(
    `admin.stats.charts.${measure === 'sales_eur_minor' ? 'sales' : measure === 'orders' ? 'orders' : 'newUsers'}`,
  );
  const tick = numberFormat(
    LOCALE_META[locale].intlTag,
    money ? { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } : {},
  );
  return (
    <BarChart
      points={points}
      summary={t(money ? 'admin.stats.charts.summarySales' : 'admin.stats.charts.summaryCount', words)}
      barLegend={legend}
      formatTick={(value) => tick.format(money ? value / 100 : value)}
      padLeft={money ? 64 : 40}
      wholeNumbers={!money}
      showTable={t('admin.stats.charts.showTable')}
      table={{ rowHeading: t('admin.stats.charts.period'), columns: [legend], cells: (point) => [show(point.bar)] }}
    />
  );
}

/** Box subscriptions started (bars) and stopped (the line, on the same scale). */
export function BoxesChart({ stats, locale }: { stats: AdminStats; locale: AppLocale }) {
  const { t } = useT();
  const label = (date: string) => bucketLabel(date, stats.group, locale);
  return (
    <BarChart
      points={stats.series.map((point) => ({
        key: point.date,
        label: label(point.date),
        bar: point.boxes_started,
        line: point.boxes_stopped,
      }))}
      lineOnBarScale
      wholeNumbers
      summary={t('admin.stats.charts.summaryBoxes', {
        started: stats.totals.boxes_started,
        stopped: stats.totals.boxes_stopped,
        from: label(stats.from),
        to: label(stats.to),
      })}
      barLegend={t('admin.stats.charts.started')}
      lineLegend={t('admin.stats.charts.stopped')}
      showTable={t('admin.stats.charts.showTable')}
      table={{
        rowHeading: t('admin.stats.charts.period'),
        columns: [t('admin.stats.charts.started'), t('admin.stats.charts.stopped')],
        cells: (point) => [point.bar, point.line ?? 0],
      }}
    />
  );
}

/** This period's sales as bars and the compared period's, bucket by bucket, as a line. */
export function CompareChart({
  current,
  previous,
  locale,
}: {
  current: AdminStats;
  previous: AdminStats;
  locale: AppLocale;
}) {
  const { t } = useT();
  const label = (date: string) => bucketLabel(date, current.group, locale);
  const tick = numberFormat(LOCALE_META[locale].intlTag, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  });
  return (
    <BarChart
      points={current.series.map((point, index) => ({
        key: point.date,
        label: label(point.date),
        bar: point.sales_eur_minor,
        line: previous.series[index]?.sales_eur_minor ?? null,
      }))}
      lineOnBarScale
      summary={t('admin.stats.charts.summaryCompare', {
        total: eur(current.totals.sales_eur_minor, locale),
        previous: eur(previous.totals.sales_eur_minor, locale),
      })}
      barLegend={t('admin.stats.charts.current')}
      lineLegend={t('admin.stats.charts.previous')}
      formatTick={(value) => tick.format(value / 100)}
      padLeft={64}
      showTable={t('admin.stats.charts.showTable')}
      table={{
        rowHeading: t('admin.stats.charts.period'),
        columns: [t('admin.stats.charts.current'), t('admin.stats.charts.previous')],
        cells: (point) => [eur(point.bar, locale), typeof point.line === 'number' ? eur(point.line, locale) : '—'],
      }}
    />
  );
}

/** Each headline measure of two periods side by side, with the change. */
export function CompareTable({
  current,
  previous,
  locale,
}: {
  current: AdminStats;
  previous: AdminStats;
  locale: AppLocale;
}) {
  const { t } = useT();
  const percent = numberFormat(LOCALE_META[locale].intlTag, { signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  const rows: [string, number, number, boolean][] = [
    [t('admin.stats.totals.sales'), current.totals.sales_eur_minor, previous.totals.sales_eur_minor, true],
    [t('admin.stats.totals.orders'), current.totals.orders, previous.totals.orders, false],
    [
      t('admin.stats.totals.averageBasket'),
      current.totals.average_basket_eur_minor,
      previous.totals.average_basket_eur_minor,
      true,
    ],
    [t('admin.stats.totals.newUsers'), current.totals.new_users, previous.totals.new_users, false],
    [t('admin.stats.totals.subscribers'), current.totals.boxes_active_end, previous.totals.boxes_active_end, false],
    [t('admin.stats.totals.stopped'), current.totals.boxes_stopped, previous.totals.boxes_stopped, false],
  ];
  return (
    <table className="my-4 w-full text-sm">
      <caption className="mb-2 text-left font-semibold">{t('admin.stats.compare.caption')}</caption>
      <thead>
        <tr className="text-left">
          <th scope="col" className="py-1 pr-2">
            {t('admin.stats.compare.measure')}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {t('admin.stats.compare.current', { from: current.from, to: current.to })}
          </th>
          <th scope="col" className="py-1 pr-2 text-right">
            {t('admin.stats.compare.previous', { from: previous.from, to: previous.to })}
          </th>
          <th scope="col" className="py-1 text-right">
            {t('admin.stats.compare.change')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, now, then, money]) => {
          const change = percentChange(now, then);
          return (
            <tr key={label} className="border-t border-line">
              <th scope="row" className="py-1 pr-2 text-left font-normal">
                {label}
              </th>
              <td className="py-1 pr-2 text-right tabular-nums">{money ? eur(now, locale) : now}</td>
              <td className="py-1 pr-2 text-right tabular-nums">{money ? eur(then, locale) : then}</td>
              <td className="py-1 text-right tabular-nums">
                {change === null ? t('admin.stats.compare.noChange') : `${percent.format(change)} %`}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
