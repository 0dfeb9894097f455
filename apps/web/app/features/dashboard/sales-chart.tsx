// Sales over time (DESIGN.md: "sales and funding charts on the artist dashboard"): bars of copies
// sold per day, week or month and the running total as a line, drawn by the site's one SVG chart
// (components/charts). Screen readers get a summary, and everyone can open the same figures as a table.
import type { ProjectStats } from '@spindle/contracts';
import { formatMoney, type AppLocale } from '@spindle/domain';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { bucketLabel } from '../../components/charts/bucket-label.ts';
import { useT } from '../../lib/use-t.ts';

export { bucketLabel };

export function SalesChart({ stats, locale }: { stats: ProjectStats; locale: AppLocale }) {
  const { t } = useT();
  const series = stats.series;
  if (series.length === 0) return <p className="text-sm text-ink-muted">{t('dashboard.chart.empty')}</p>;
  const summary = t('dashboard.chart.summary', {
    sold: stats.sold,
    from: bucketLabel(series[0]?.date ?? '', stats.interval, locale),
    to: bucketLabel(series.at(-1)?.date ?? '', stats.interval, locale),
  });
  return (
    <BarChart
      points={series.map((point) => ({
        key: point.date,
        label: bucketLabel(point.date, stats.interval, locale),
        bar: point.quantity,
        line: point.cumulativeQuantity,
      }))}
      summary={summary}
      barLegend={t('dashboard.chart.legendQuantity')}
      lineLegend={t('dashboard.chart.legendCumulative')}
      showTable={t('dashboard.chart.showTable')}
      table={{
        rowHeading: t('dashboard.chart.period'),
        columns: [
          t('dashboard.chart.legendQuantity'),
          t('dashboard.chart.orders'),
          t('dashboard.chart.revenue'),
          t('dashboard.chart.legendCumulative'),
        ],
        cells: (_point, index) => {
          const point = series[index];
          if (!point) return [];
          return [
            point.quantity,
            point.orders,
            formatMoney({ amountMinor: point.revenueEurMinor, currency: 'EUR' }, locale),
            point.cumulativeQuantity,
          ];
        },
      }}
    />
  );
}
