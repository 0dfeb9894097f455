// /production/summary and /user/production (spec section 2): the signed-in artist's projects in
// production, each with its stage, when its records ship and how many steps wait for them.
import { productionEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { requireUser } from '../features/account/require-user.server.ts';
import { formatLongDay } from '../features/production/production-format.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/production-summary';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const mine = await apiClient(context).read(productionEndpoints.mine);
  return { locale, items: mine.items };
}

export default function ProductionSummaryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, items } = loaderData;
  return (
    <>
      <PageHead title={t('production.summary.title')} noIndex />
      <AccountLayout active="projects">
        <h1 className="text-2xl font-semibold">{t('production.summary.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('production.summary.intro')}</p>
        {items.length === 0 ? (
          <p className="mt-6">{t('production.summary.empty')}</p>
        ) : (
          <ul className="mt-6 space-y-3">
            {items.map((item) => (
              <li key={item.project_id} className="rounded-2xl border border-line p-4">
                <h2 className="font-semibold">
                  <Link
                    to={localisePath(`/user/production/${item.project_id}`, locale)}
                    aria-label={t('production.summary.open', { name: item.name })}
                    className="underline underline-offset-4"
                  >
                    {item.name}
                  </Link>
                </h2>
                <p className="text-sm">{t(`production.buyer.stages.${item.stage}`)}</p>
                <p className="text-sm text-ink-muted">
                  {t('production.estimate.shipsAround', { date: formatLongDay(item.estimated_ship_at, locale) })} ·{' '}
                  {item.days_late > 0
                    ? t('production.estimate.late', { count: item.days_late })
                    : t('production.estimate.onPlan')}{' '}
                  ·{' '}
                  {item.waiting_for_me > 0
                    ? t('production.summary.waitingForMe', { count: item.waiting_for_me })
                    : t('production.summary.nothingWaiting')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </AccountLayout>
    </>
  );
}
