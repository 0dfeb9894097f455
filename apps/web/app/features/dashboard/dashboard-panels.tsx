// The figures around the chart: funding progress, the live break-even, the orders with their CSV
// and XLSX extracts, and the monthly statement download (PDF or XLSX), all from the API.
import type { BreakEven, ProjectOrders, ProjectStats } from '@spindle/contracts';
import { dashboardRoutes, statementsRoutes } from '@spindle/contracts/http';
import { formatMoney, isCurrencyCode, statementPeriodFor, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { ProgressBar } from '../../components/progress-bar.tsx';
import { apiHref } from '../../lib/api-exchange.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

const eur = (amountMinor: number, locale: AppLocale) => formatMoney({ amountMinor, currency: 'EUR' }, locale);

export function FundingPanel({ stats, locale }: { stats: ProjectStats; locale: AppLocale }) {
  const { t } = useT();
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded-xl bg-surface-raised p-3">
          <dt className="text-xs text-ink-muted">{t('dashboard.funding.sold')}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{stats.sold}</dd>
        </div>
        <div className="rounded-xl bg-surface-raised p-3">
          <dt className="text-xs text-ink-muted">{t('dashboard.funding.orders')}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{stats.ordersCount}</dd>
        </div>
        <div className="rounded-xl bg-surface-raised p-3">
          <dt className="text-xs text-ink-muted">{t('dashboard.funding.revenue')}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{eur(stats.revenueEurMinor, locale)}</dd>
        </div>
      </dl>
      {stats.goal !== null ? (
        <div>
          <ProgressBar label={t('dashboard.funding.progress')} percent={stats.fundingProgressPercent} />
          <p className="mt-1 text-sm text-ink-muted tabular-nums">
            {t('dashboard.funding.ofGoal', { sold: stats.sold, goal: stats.goal })}
          </p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('dashboard.funding.noGoal')}</p>
      )}
    </div>
  );
}

export function BreakEvenPanel({ breakEven, locale }: { breakEven: BreakEven; locale: AppLocale }) {
  const { t } = useT();
  const headline = breakEven.reached
    ? t('dashboard.breakEven.reached')
    : breakEven.copiesToGo === null
      ? t('dashboard.breakEven.never')
      : t('dashboard.breakEven.toGo', { count: breakEven.copiesToGo });
  return (
    <div className="space-y-3" data-testid="break-even">
      <p className="text-xl font-semibold" aria-live="polite">
        {headline}
      </p>
      {breakEven.breakEvenCopies !== null && (
        <ProgressBar label={t('dashboard.breakEven.progress')} percent={breakEven.progressPercent} />
      )}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt>{t('dashboard.breakEven.cost')}</dt>
        <dd className="text-right tabular-nums">{eur(breakEven.costInclVatMinor, locale)}</dd>
        <dt>{t('dashboard.breakEven.revenue')}</dt>
        <dd className="text-right tabular-nums">{eur(breakEven.revenueMinor, locale)}</dd>
        <dt>{t('dashboard.breakEven.fee')}</dt>
        <dd className="text-right tabular-nums">{eur(breakEven.platformFeeMinor, locale)}</dd>
        <dt className="font-semibold">{t('dashboard.breakEven.profit')}</dt>
        <dd
          className={`text-right font-semibold tabular-nums ${breakEven.profitMinor < 0 ? 'text-red-700 dark:text-red-400' : ''}`}
        >
          {eur(breakEven.profitMinor, locale)}
        </dd>
        <dt>{t('dashboard.breakEven.copies')}</dt>
        <dd className="text-right tabular-nums">{breakEven.breakEvenCopies ?? '—'}</dd>
      </dl>
    </div>
  );
}

export function OrdersPanel({
  orders,
  projectId,
  locale,
  pageHref,
}: {
  orders: ProjectOrders;
  projectId: number;
  locale: AppLocale;
  pageHref: (page: number) => string;
}) {
  const { t } = useT();
  const pages = Math.max(1, Math.ceil(orders.total / orders.size));
  const dateFormat = dateTimeFormat(locale === 'kr' ? 'ko-KR' : locale === 'zh' ? 'zh-CN' : locale, {
    dateStyle: 'medium',
  });
  const extract = (format: 'csv' | 'xlsx') =>
    apiHref(dashboardRoutes.extractOrders, { params: { id: projectId }, query: { format, lang: locale } });
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <a href={extract('csv')} download className="rounded-full border border-line px-4 py-2 text-sm font-semibold">
          {t('dashboard.orders.extractCsv')}
        </a>
        <a href={extract('xlsx')} download className="rounded-full border border-line px-4 py-2 text-sm font-semibold">
          {t('dashboard.orders.extractXlsx')}
        </a>
      </div>
      {orders.items.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t('dashboard.orders.empty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">{t('dashboard.orders.caption', { total: orders.total })}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1.5 pr-2">
                  {t('dashboard.orders.order')}
                </th>
                <th scope="col" className="py-1.5 pr-2">
                  {t('dashboard.orders.date')}
                </th>
                <th scope="col" className="py-1.5 pr-2">
                  {t('dashboard.orders.customer')}
                </th>
                <th scope="col" className="py-1.5 pr-2">
                  {t('dashboard.orders.country')}
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  {t('dashboard.orders.quantity')}
                </th>
                <th scope="col" className="py-1.5 pr-2 text-right">
                  {t('dashboard.orders.price')}
                </th>
                <th scope="col" className="py-1.5">
                  {t('dashboard.orders.status')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((row) => (
                <tr key={`${row.shopOrderId}-${row.item}`} className="border-t border-line">
                  <th scope="row" className="py-1.5 pr-2 text-left font-normal tabular-nums">
                    {row.orderId}
                  </th>
                  <td className="py-1.5 pr-2">{dateFormat.format(new Date(row.date))}</td>
                  <td className="py-1.5 pr-2">{row.customerName}</td>
                  <td className="py-1.5 pr-2">{row.countryId ?? '—'}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">{row.quantity}</td>
                  <td className="py-1.5 pr-2 text-right tabular-nums">
                    {isCurrencyCode(row.currency)
                      ? formatMoney({ amountMinor: row.unitPriceMinor, currency: row.currency }, locale)
                      : `${row.unitPriceMinor} ${row.currency}`}
                  </td>
                  <td className="py-1.5">{row.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav aria-label={t('dashboard.orders.pages')} className="mt-3 flex items-center gap-3 text-sm">
          {orders.page > 1 && <Link to={pageHref(orders.page - 1)}>{t('dashboard.orders.previous')}</Link>}
          <span>{t('dashboard.orders.pageOf', { page: orders.page, pages })}</span>
          {orders.page < pages && <Link to={pageHref(orders.page + 1)}>{t('dashboard.orders.next')}</Link>}
        </nav>
      )}
    </div>
  );
}

/** The current Paris month as 'YYYY-MM' (the statement's default period). */
export function currentPeriod(now: Date): string {
  return statementPeriodFor(now).key;
}

export function StatementForm({ projectId, locale, period }: { projectId: number; locale: AppLocale; period: string }) {
  const { t } = useT();
  return (
    <form
      method="get"
      action={apiHref(statementsRoutes.statement, { params: { id: projectId } })}
      className="flex flex-wrap items-end gap-3"
    >
      <input type="hidden" name="lang" value={locale} />
      <div>
        <label htmlFor="statement-period" className="text-sm font-semibold">
          {t('dashboard.statement.period')}
        </label>
        <input
          id="statement-period"
          name="period"
          type="month"
          required
          defaultValue={period}
          pattern="\d{4}-\d{2}"
          className="mt-1 block rounded-lg border border-ink-muted/60 bg-surface px-3 py-2 text-sm"
        />
      </div>
      <div>
        <label htmlFor="statement-format" className="text-sm font-semibold">
          {t('dashboard.statement.format')}
        </label>
        <select
          id="statement-format"
          name="format"
          className="mt-1 block rounded-lg border border-ink-muted/60 bg-surface px-3 py-2 text-sm"
        >
          <option value="pdf">PDF</option>
          <option value="xlsx">XLSX</option>
        </select>
      </div>
      <button type="submit" className="rounded-full bg-accent px-5 py-2 font-semibold text-accent-ink">
        {t('dashboard.statement.download')}
      </button>
      <p className="w-full text-xs text-ink-muted">{t('dashboard.statement.hint')}</p>
    </form>
  );
}
