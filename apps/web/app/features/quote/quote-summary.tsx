// The price beside the configurator: total with and without VAT, cost per disc, every cost line of
// the spec (0 shows as a dash), the plant, and the sale figures when a selling price is given.
import { QUOTE_COST_LINES, type QuoteCalculation } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { formatEur } from './quote-form.ts';

export function QuoteSummary({
  calculation,
  locale,
  status,
}: {
  calculation: QuoteCalculation | null;
  locale: AppLocale;
  status: 'idle' | 'pending' | 'failed';
}) {
  const { t } = useT();
  if (!calculation) {
    return (
      <p role="status" className="rounded-xl border border-line p-4 text-sm text-ink-muted">
        {t('quote.summary.unavailable')}
      </p>
    );
  }
  const priced = new Map(calculation.lines.map((line) => [line.line, line]));
  return (
    <section
      aria-labelledby="quote-summary"
      className="rounded-2xl border border-line p-5"
      aria-busy={status === 'pending'}
    >
      <h2 id="quote-summary" className="text-lg font-semibold">
        {t('quote.summary.title')}
      </h2>
      <p className="mt-2 text-3xl font-semibold tabular-nums" data-testid="quote-total">
        {formatEur(calculation.totalInclVatMinor, locale)}
      </p>
      <p className="text-sm text-ink-muted">
        {t('quote.summary.perDisc', { amount: formatEur(calculation.costPerDiscMinor, locale) })} ·{' '}
        {t('quote.summary.exclVat', { amount: formatEur(calculation.totalExclVatMinor, locale) })}
      </p>
      <p role="status" className="mt-1 min-h-5 text-xs text-ink-muted">
        {status === 'pending'
          ? t('quote.summary.updating')
          : status === 'failed'
            ? t('quote.summary.failed')
            : t('quote.summary.plant', { plant: calculation.plantName, spares: calculation.spares })}
      </p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('quote.summary.linesCaption')}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('quote.summary.line')}</th>
            <th scope="col">{t('quote.summary.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {QUOTE_COST_LINES.map((line) => {
            const amount = calculation.costLines[line] ?? 0;
            const detail = priced.get(line);
            return (
              <tr
                key={line}
                className={`border-t border-line ${amount === 0 ? 'text-ink-muted' : ''}`}
                data-cost-line={line}
              >
                <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                  {t(`quote.lines.${line}`)}
                  {detail && detail.kind === 'per_unit' && detail.unitPriceMinor !== null && (
                    <span className="block text-xs text-ink-muted tabular-nums">
                      {`${detail.units.toLocaleString(locale === 'kr' ? 'ko' : locale)} × ${formatEur(detail.unitPriceMinor, locale)}`}
                    </span>
                  )}
                </th>
                <td className="py-1.5 text-right tabular-nums">{amount === 0 ? '—' : formatEur(amount, locale)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-line">
            <th scope="row" className="py-1.5 text-left font-normal">
              {t('quote.summary.vat')}
            </th>
            <td className="py-1.5 text-right tabular-nums">{formatEur(calculation.vatMinor, locale)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-1.5 text-left font-semibold">
              {t('quote.summary.total')}
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">
              {formatEur(calculation.totalInclVatMinor, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
      {calculation.sale && (
        <dl className="mt-4 grid grid-cols-2 gap-x-3 gap-y-1 rounded-xl bg-surface-raised p-3 text-sm">
          <dt>{t('quote.sale.revenue')}</dt>
          <dd className="text-right tabular-nums">{formatEur(calculation.sale.revenueMinor, locale)}</dd>
          <dt>{t('quote.sale.fee')}</dt>
          <dd className="text-right tabular-nums">{formatEur(calculation.sale.platformFeeMinor, locale)}</dd>
          <dt className="font-semibold">{t('quote.sale.profit')}</dt>
          <dd className="text-right font-semibold tabular-nums">{formatEur(calculation.sale.profitMinor, locale)}</dd>
          <dt>{t('quote.sale.breakEven')}</dt>
          <dd className="text-right tabular-nums">
            {calculation.sale.breakEvenCopies === null
              ? t('quote.sale.never')
              : t('quote.sale.copies', { count: calculation.sale.breakEvenCopies })}
          </dd>
        </dl>
      )}
    </section>
  );
}
