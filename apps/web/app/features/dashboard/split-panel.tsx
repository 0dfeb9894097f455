// The project's revenue split on the owner's dashboard (docs/statements.md "Revenue splits"): who shares
// the income and by how much, what is still to pay back to a payee who advanced costs, and the viewer's
// own shares of the statements produced.
import type { ProjectRevenueSplit } from '@spindle/contracts';
import { formatMoney, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';

const cell = 'px-3 py-2 text-left';
const eur = (amountMinor: number, locale: AppLocale) => formatMoney({ amountMinor, currency: 'EUR' }, locale);
const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2).replace(/\.00$/, '')} %`;

export function SplitPanel({ split, locale }: { split: ProjectRevenueSplit; locale: AppLocale }) {
  const { t } = useT();
  return (
    <div className="space-y-6">
      {split.payees.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('dashboard.split.none')}</p>
      ) : (
        <div className="overflow-x-auto">
          <p className="mb-2 text-sm text-ink-muted">{t('dashboard.split.hint')}</p>
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t('dashboard.split.title')}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className={cell}>
                  {t('dashboard.split.payee')}
                </th>
                <th scope="col" className={cell}>
                  {t('dashboard.split.role')}
                </th>
                <th scope="col" className={cell}>
                  {t('dashboard.split.share')}
                </th>
                <th scope="col" className={cell}>
                  {t('dashboard.split.outstanding')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {split.payees.map((payee) => (
                <tr key={payee.user_id} data-testid="split-payee">
                  <th scope="row" className={`${cell} font-normal`}>
                    {payee.name}
                  </th>
                  <td className={cell}>{t(`dashboard.split.roles.${payee.role}`)}</td>
                  <td className={cell}>{percent(payee.basis_points)}</td>
                  <td className={cell}>{eur(payee.outstanding_minor, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <h3 className="mb-2 font-semibold">{t('dashboard.split.mine')}</h3>
        {split.my_shares.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('dashboard.split.mineNone')}</p>
        ) : (
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t('dashboard.split.mine')}</caption>
            <thead>
              <tr className="border-b border-line">
                {(['period', 'recouped', 'yourShare', 'total'] as const).map((key) => (
                  <th key={key} scope="col" className={cell}>
                    {t(`dashboard.split.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {split.my_shares.map((share) => (
                <tr key={share.period}>
                  <th scope="row" className={`${cell} font-normal`}>
                    {share.period}
                  </th>
                  <td className={cell}>{eur(share.recouped_minor, locale)}</td>
                  <td className={cell}>{eur(share.share_minor, locale)}</td>
                  <td className={cell}>{eur(share.total_minor, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
