// /my-account/statements (issue 16; docs/statements.md "Revenue splits"): the signed-in user's own shares,
// as a payee of revenue splits, of every statement the monthly run produced (the link of the payees'
// statement_ready e-mail): month, project, paid back first, their share, total; and each statement as a
// PDF or a spreadsheet with their share (GET user/revenue-shares/{id}/statement, the payee's own only).
import { revenueSplitEndpoints } from '@spindle/contracts';
import { revenueSplitRoutes } from '@spindle/contracts/http';
import { formatMoney, splitLocaleFromPath } from '@spindle/domain';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiHref } from '../lib/api-exchange.ts';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/my-account-statements';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const { shares } = await apiClient(context).read(revenueSplitEndpoints.mine);
  return { locale, shares };
}

const cell = 'px-3 py-2 text-left';

export default function MyAccountStatements({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, shares } = loaderData;
  const eur = (amountMinor: number) => formatMoney({ amountMinor, currency: 'EUR' }, locale);
  return (
    <>
      <PageHead title={t('dashboard.split.pageTitle')} noIndex />
      <AccountLayout active="projects">
        <h1 className="text-2xl font-semibold">{t('dashboard.split.pageTitle')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('dashboard.split.pageIntro')}</p>
        {shares.length === 0 ? (
          <p className="mt-4 text-sm">{t('dashboard.split.mineNone')}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('dashboard.split.pageTitle')}</caption>
              <thead>
                <tr className="border-b border-line">
                  {(['period', 'project', 'recouped', 'yourShare', 'total', 'download'] as const).map((key) => (
                    <th key={key} scope="col" className={cell}>
                      {t(`dashboard.split.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {shares.map((share) => (
                  <tr key={`${share.project_id}-${share.period}`}>
                    <td className={cell}>{share.period}</td>
                    <td className={cell}>{share.project_name}</td>
                    <td className={cell}>{eur(share.recouped_minor)}</td>
                    <td className={cell}>{eur(share.share_minor)}</td>
                    <td className={cell}>{eur(share.total_minor)}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      {(['pdf', 'xlsx'] as const).map((format) => (
                        <a
                          key={format}
                          download
                          className="mr-3 underline underline-offset-4"
                          href={apiHref(revenueSplitRoutes.myStatement, {
                            params: { id: share.project_id },
                            query: { period: share.period, format, lang: locale },
                          })}
                          aria-label={t(`dashboard.split.download_${format}`, {
                            project: share.project_name,
                            period: share.period,
                          })}
                        >
                          {format.toUpperCase()}
                        </a>
                      ))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </AccountLayout>
    </>
  );
}
