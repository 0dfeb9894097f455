// /admin/challenge (spec section 2, issue 16; docs/admin.md "Pass and challenge"): the contest's sign-ups.
// The accounts that arrived through /contest (origin FL) or /contest/party (PA1) before signing up, how
// many paid orders each placed, and per origin how many signed up and how many of them bought.
import { adminChallengeQuerySchema, adminSellersEndpoints, CONTEST_ORIGINS } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Form, Link } from 'react-router';
import type { AdminChallengePage } from '@spindle/contracts';
import { adminDateTime } from '../features/admin/admin-format.ts';
import { AdminLayout, adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-challenge';

type Row = AdminChallengePage['rows'][number];

/** The page each contest origin comes from (spec section 2, "Origin"); the same in every language. */
const CONTEST_PATHS: Readonly<Record<(typeof CONTEST_ORIGINS)[number], string>> = {
  FL: '/contest',
  PA1: '/contest/party',
};

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(adminChallengeQuerySchema, url);
  const page = await apiClient(context).read(adminSellersEndpoints.challenge, { query });
  return { locale, query, page };
}

export default function AdminChallengePageView({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page } = loaderData;
  const originName = (origin: string) =>
    Object.hasOwn(CONTEST_PATHS, origin)
      ? `${CONTEST_PATHS[origin as (typeof CONTEST_ORIGINS)[number]]} (${origin})`
      : origin;
  const columns: AdminColumn<Row>[] = [
    {
      key: 'name',
      label: t('admin.challenge.name'),
      cell: (row) => (
        <Link to={localisePath(`/admin/user/${row.user_id}`, locale)} className="underline">
          {row.name}
        </Link>
      ),
    },
    { key: 'email', label: t('admin.challenge.email'), cell: (row) => row.email },
    { key: 'origin', label: t('admin.challenge.origin'), cell: (row) => originName(row.origin) },
    {
      key: 'signed',
      label: t('admin.challenge.signedUp'),
      sort: 'created_at',
      cell: (row) => adminDateTime(row.created_at, locale),
    },
    { key: 'paid', label: t('admin.challenge.paidOrders'), cell: (row) => row.paid_orders },
  ];
  return (
    <>
      <PageHead title={t('admin.challenge.title')} noIndex />
      <AdminLayout active="challenge">
        <h1 className="text-2xl font-semibold">{t('admin.challenge.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">{t('admin.challenge.hint')}</p>
        <ul className="mt-3 space-y-1 text-sm" data-testid="challenge-totals">
          {page.totals.map((total) => (
            <li key={total.origin}>
              {t('admin.challenge.totals', {
                origin: originName(total.origin),
                signUps: total.sign_ups,
                buyers: total.buyers,
              })}
            </li>
          ))}
        </ul>
        <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="challenge-origin" className="text-sm font-semibold">
              {t('admin.challenge.origin')}
            </label>
            <select id="challenge-origin" name="origin" defaultValue={query.origin ?? ''} className={adminInputClass}>
              <option value="">{t('admin.challenge.all')}</option>
              {CONTEST_ORIGINS.map((origin) => (
                <option key={origin} value={origin}>
                  {originName(origin)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={adminSecondaryButtonClass}>
            {t('admin.table.filter')}
          </button>
        </Form>
        <AdminTable
          caption={t('admin.challenge.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.user_id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
        />
      </AdminLayout>
    </>
  );
}
