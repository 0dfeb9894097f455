// /admin (spec section 2, issue 14): the staff home, the work waiting as counts, each a link to the
// section that handles it. Staff only, second factor verified (features/admin/staff-access.server.ts).
import { adminEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-home';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  return { locale, home: await apiClient(context).read(adminEndpoints.home) };
}

export default function AdminHomePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, home } = loaderData;
  const permitted = new Set<string>(home.permissions);
  const cards = [
    {
      label: t('admin.home.projectsToReview'),
      count: home.work.projects_to_review,
      to: '/admin/projects',
      needs: 'reviews',
    },
    {
      label: t('admin.home.ordersToShip'),
      count: home.work.orders_to_ship,
      to: '/admin/dispatch',
      needs: 'fulfilment',
    },
    {
      label: t('admin.home.failedPayments'),
      count: home.work.failed_payments,
      to: '/admin/payments?status=failed&since_days=7',
      needs: 'fulfilment',
    },
    { label: t('admin.home.requestsToAnswer'), count: home.work.requests_to_answer, to: '/bids', needs: 'bids' },
    {
      label: t('admin.moderation.waiting'),
      count: home.work.reviews_to_moderate,
      to: '/admin/reviews?status=pending',
      needs: 'moderation',
    },
  ].filter((card) => permitted.has(card.needs));
  return (
    <>
      <PageHead title={t('admin.home.title')} noIndex />
      <AdminLayout active="home">
        <h1 className="text-2xl font-semibold">{t('admin.home.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.home.hello', { name: home.staff.name })}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {cards.map((card) => (
            <li key={card.label} className="rounded-lg border border-line p-4">
              <p className="text-sm text-ink-muted">{card.label}</p>
              <p className="mt-1 text-3xl font-semibold">{card.count}</p>
              {card.to && (
                <Link to={localisePath(card.to, locale)} className="mt-2 inline-block text-sm underline">
                  {t('admin.home.open')}
                  <span className="sr-only">: {card.label}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </AdminLayout>
    </>
  );
}
