// The statistics' tables (docs/admin.md "Statistics"): the top projects and countries, and the visitor
// origins with their sign-ups, orders and orders per 100 sign-ups; each with its CSV link.
import type { AdminStats } from '@spindle/contracts';
import { LOCALE_META, localisePath, type AppLocale } from '@spindle/domain';
import { Link } from 'react-router';
import { displayNames, numberFormat } from '../../../lib/intl.ts';
import { useT } from '../../../lib/use-t.ts';
import { ChartPanel, eur } from './stats-view.tsx';

interface Table {
  headings: string[];
  rows: { key: string | number; cells: React.ReactNode[] }[];
}

function FiguresTable({ caption, table }: { caption: string; table: Table }) {
  const { t } = useT();
  if (table.rows.length === 0) return <p className="text-sm text-ink-muted">{t('admin.stats.tops.none')}</p>;
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-left">
          {table.headings.map((heading, index) => (
            <th key={heading} scope="col" className={`py-1 pr-2 ${index > 0 ? 'text-right' : ''}`}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row) => (
          <tr key={row.key} className="border-t border-line">
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row" className="py-1 pr-2 text-left font-normal">
                  {cell}
                </th>
              ) : (
                <td key={index} className="py-1 pr-2 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StatsTops({
  stats,
  locale,
  csvHref,
}: {
  stats: AdminStats;
  locale: AppLocale;
  csvHref: (chart: 'top_projects' | 'top_countries' | 'origins' | 'conversion') => string;
}) {
  const { t } = useT();
  const tag = LOCALE_META[locale].intlTag;
  const regions = displayNames(tag, { type: 'region' });
  const percent = numberFormat(tag, { maximumFractionDigits: 1 });
  const countryName = (code: string | null) => {
    if (!code) return t('admin.stats.tops.noCountry');
    try {
      return regions.of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <div className="grid gap-x-10 lg:grid-cols-2">
      <ChartPanel title={t('admin.stats.tops.projects')} csvHref={csvHref('top_projects')}>
        <FiguresTable
          caption={t('admin.stats.tops.projects')}
          table={{
            headings: [t('admin.stats.tops.project'), t('admin.stats.tops.quantity'), t('admin.stats.totals.sales')],
            rows: stats.top_projects.map((row) => ({
              key: row.project_id,
              cells: [
                <Link key="name" to={localisePath(`/admin/project/${row.project_id}`, locale)} className="underline">
                  {row.name}
                </Link>,
                row.quantity,
                eur(row.sales_eur_minor, locale),
              ],
            })),
          }}
        />
      </ChartPanel>
      <ChartPanel title={t('admin.stats.tops.countries')} csvHref={csvHref('top_countries')}>
        <FiguresTable
          caption={t('admin.stats.tops.countries')}
          table={{
            headings: [t('admin.stats.tops.country'), t('admin.stats.totals.orders'), t('admin.stats.totals.sales')],
            rows: stats.top_countries.map((row) => ({
              key: row.country_id ?? '',
              cells: [countryName(row.country_id), row.orders, eur(row.sales_eur_minor, locale)],
            })),
          }}
        />
      </ChartPanel>
      <ChartPanel title={t('admin.stats.tops.origins')} csvHref={csvHref('origins')}>
        <p className="text-sm text-ink-muted">{t('admin.stats.tops.conversionHint')}</p>
        <FiguresTable
          caption={t('admin.stats.tops.origins')}
          table={{
            headings: [
              t('admin.stats.tops.origin'),
              t('admin.stats.totals.newUsers'),
              t('admin.stats.totals.orders'),
              t('admin.stats.totals.sales'),
              t('admin.stats.tops.conversion'),
            ],
            rows: stats.origins.map((row) => ({
              key: row.origin,
              cells: [
                row.origin || t('admin.stats.tops.noOrigin'),
                row.new_users,
                row.orders,
                eur(row.sales_eur_minor, locale),
                row.conversion_percent === null ? '—' : percent.format(row.conversion_percent),
              ],
            })),
          }}
        />
      </ChartPanel>
      <ChartPanel title={t('admin.stats.conversion.title')} csvHref={csvHref('conversion')}>
        <p className="text-sm text-ink-muted">{t('admin.stats.conversion.hint')}</p>
        <ConversionBars rows={stats.conversion} format={(value) => percent.format(value)} />
        <FiguresTable
          caption={t('admin.stats.conversion.title')}
          table={{
            headings: [
              t('admin.stats.tops.origin'),
              t('admin.stats.conversion.visits'),
              t('admin.stats.conversion.addToCarts'),
              t('admin.stats.conversion.purchases'),
              t('admin.stats.conversion.rate'),
            ],
            rows: stats.conversion.map((row) => ({
              key: row.origin,
              cells: [
                row.origin || t('admin.stats.tops.noOrigin'),
                row.visits,
                row.add_to_carts,
                row.purchases,
                row.purchase_percent === null ? '—' : percent.format(row.purchase_percent),
              ],
            })),
          }}
        />
      </ChartPanel>
    </div>
  );
}

/**
 * Purchases per 100 visits per origin as bars: a picture of the table below it, which carries the
 * figures for screen readers (the bars are hidden from them).
 */
function ConversionBars({ rows, format }: { rows: AdminStats['conversion']; format: (value: number) => string }) {
  const { t } = useT();
  const rated = rows.filter((row) => row.purchase_percent !== null);
  const top = Math.max(...rated.map((row) => row.purchase_percent ?? 0), 0);
  if (rated.length === 0 || top === 0) return null;
  return (
    <ul aria-hidden="true" className="mt-3 grid gap-1 text-xs">
      {rated.map((row) => (
        <li key={row.origin} className="grid grid-cols-[8rem_1fr_3rem] items-center gap-2">
          <span className="truncate">{row.origin || t('admin.stats.tops.noOrigin')}</span>
          <span
            className="h-3 rounded-sm bg-accent"
            style={{ width: `${((row.purchase_percent ?? 0) / top) * 100}%` }}
          />
          <span className="text-right tabular-nums">{format(row.purchase_percent ?? 0)}</span>
        </li>
      ))}
    </ul>
  );
}
