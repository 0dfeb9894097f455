// Sales over time (DESIGN.md: "sales and funding charts on the artist dashboard"): bars of copies
// sold per day, week or month and the running total as a line, drawn in SVG. Screen readers get a
// summary, and everyone can open the same figures as a table.
import type { ProjectStats } from '@spindle/contracts';
import { formatMoney, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { labelIndexes, niceScale } from './chart-scale.ts';
import { dateTimeFormat } from '../../lib/intl.ts';

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 44, bottom: 32, left: 40 };

function intlLocale(locale: AppLocale): string {
  return locale === 'kr'
    ? 'ko-KR'
    : locale === 'zh'
      ? 'zh-CN'
      : locale === 'fr'
        ? 'fr-FR'
        : locale === 'es'
          ? 'es-ES'
          : 'en-GB';
}

/** A bucket's first day in the reader's words ('3 Nov', 'Nov 2026'). */
export function bucketLabel(date: string, interval: ProjectStats['interval'], locale: AppLocale): string {
  const day = new Date(`${date}T12:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    interval === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return dateTimeFormat(intlLocale(locale), options).format(day);
}

export function SalesChart({ stats, locale }: { stats: ProjectStats; locale: AppLocale }) {
  const { t } = useT();
  const series = stats.series;
  if (series.length === 0) return <p className="text-sm text-ink-muted">{t('dashboard.chart.empty')}</p>;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const bars = niceScale(Math.max(...series.map((point) => point.quantity)));
  const total = niceScale(Math.max(...series.map((point) => point.cumulativeQuantity)));
  const slot = innerWidth / series.length;
  const barWidth = Math.max(2, Math.min(28, slot * 0.7));
  const y = (value: number, top: number) => PAD.top + innerHeight - (value / top) * innerHeight;
  const line = series
    .map(
      (point, index) =>
        `${index === 0 ? 'M' : 'L'}${(PAD.left + slot * (index + 0.5)).toFixed(1)} ${y(point.cumulativeQuantity, total.top).toFixed(1)}`,
    )
    .join(' ');
  const labels = new Set(labelIndexes(series.length, 7));
  const summary = t('dashboard.chart.summary', {
    sold: stats.sold,
    from: bucketLabel(series[0]?.date ?? '', stats.interval, locale),
    to: bucketLabel(series.at(-1)?.date ?? '', stats.interval, locale),
  });
  return (
    <figure>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={summary} className="h-auto w-full text-ink">
        {bars.ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick, bars.top)}
              y2={y(tick, bars.top)}
              stroke="currentColor"
              strokeOpacity="0.12"
            />
            <text
              x={PAD.left - 6}
              y={y(tick, bars.top) + 4}
              textAnchor="end"
              fontSize="11"
              fill="currentColor"
              fillOpacity="0.7"
            >
              {tick}
            </text>
          </g>
        ))}
        {total.ticks.map((tick) => (
          <text key={tick} x={WIDTH - PAD.right + 6} y={y(tick, total.top) + 4} fontSize="11" className="fill-accent">
            {tick}
          </text>
        ))}
        {series.map((point, index) => {
          const x = PAD.left + slot * (index + 0.5);
          return (
            <g key={point.date}>
              <rect
                x={x - barWidth / 2}
                y={y(point.quantity, bars.top)}
                width={barWidth}
                height={Math.max(0, PAD.top + innerHeight - y(point.quantity, bars.top))}
                rx="2"
                fill="currentColor"
                fillOpacity="0.55"
              />
              {labels.has(index) && (
                <text x={x} y={HEIGHT - 10} textAnchor="middle" fontSize="11" fill="currentColor" fillOpacity="0.7">
                  {bucketLabel(point.date, stats.interval, locale)}
                </text>
              )}
            </g>
          );
        })}
        <path d={line} fill="none" strokeWidth="2.5" className="stroke-accent" />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-ink-muted">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-ink/55" />{' '}
          {t('dashboard.chart.legendQuantity')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block h-0.5 w-4 bg-accent" />{' '}
          {t('dashboard.chart.legendCumulative')}
        </span>
      </figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-semibold">{t('dashboard.chart.showTable')}</summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{summary}</caption>
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1 pr-2">
                  {t('dashboard.chart.period')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('dashboard.chart.legendQuantity')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('dashboard.chart.orders')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('dashboard.chart.revenue')}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t('dashboard.chart.legendCumulative')}
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.date} className="border-t border-line">
                  <th scope="row" className="py-1 pr-2 text-left font-normal">
                    {bucketLabel(point.date, stats.interval, locale)}
                  </th>
                  <td className="py-1 pr-2 text-right tabular-nums">{point.quantity}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{point.orders}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">
                    {formatMoney({ amountMinor: point.revenueEurMinor, currency: 'EUR' }, locale)}
                  </td>
                  <td className="py-1 text-right tabular-nums">{point.cumulativeQuantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
