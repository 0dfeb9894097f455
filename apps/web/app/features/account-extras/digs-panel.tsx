// The digs (loyalty points, BUSINESS-RULES: 10 per unit bought): the balance in words, then the
// history, newest first, each line with its reason, its order when it has one, and its points.
import type { DigsResponse } from '@spindle/contracts';
import { localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { signedPoints } from './digs.ts';
import { ExtrasSection, formatDay } from './extras-ui.tsx';

export function DigsBalance({ digs }: { digs: DigsResponse }) {
  const { t } = useT();
  return (
    <section aria-labelledby="digs-balance-title" className="mt-6 rounded-xl border border-line bg-surface-raised p-5">
      <h2 id="digs-balance-title" className="text-sm font-semibold text-ink-muted">
        {t('accountExtras.digs.balanceHeading')}
      </h2>
      <p className="mt-1 text-3xl font-semibold" data-testid="digs-balance">
        {t('accountExtras.digs.balance', { count: digs.points })}
      </p>
      <p className="mt-2 text-sm text-ink-muted">{t('accountExtras.digs.explain')}</p>
    </section>
  );
}

export function DigsHistory({ history, locale }: { history: DigsResponse['history']; locale: AppLocale }) {
  const { t } = useT();
  return (
    <ExtrasSection id="digs-history" title={t('accountExtras.digs.historyHeading')}>
      {history.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t('accountExtras.digs.historyEmpty')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table aria-labelledby="digs-history-title" className="w-full text-left text-sm">
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('accountExtras.digs.date')}
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  {t('accountExtras.digs.reasonColumn')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('accountExtras.digs.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.map((entry, index) => (
                <tr key={`${entry.created_at}-${index}`} className="border-b border-line last:border-b-0">
                  <td className="py-2 pr-4 whitespace-nowrap">{formatDay(entry.created_at, locale)}</td>
                  <td className="py-2 pr-4">
                    {t(`accountExtras.digs.reason.${entry.reason}`)}
                    {entry.order_id !== null && (
                      <>
                        {' · '}
                        <Link
                          to={localisePath(`/my-account/orders/${entry.order_id}`, locale)}
                          className="underline underline-offset-4"
                        >
                          {t('accountExtras.digs.order', { id: entry.order_id })}
                        </Link>
                      </>
                    )}
                  </td>
                  <td className="py-2 text-right font-semibold whitespace-nowrap tabular-nums">
                    {signedPoints(entry.points, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ExtrasSection>
  );
}
