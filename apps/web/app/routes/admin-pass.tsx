// /admin/pass (spec section 2, issue 16; docs/admin.md "Pass and challenge"): the loyalty pass. The
// latest movements of points ("digs") of every account; with an account's number, its balance and its
// movements, and a form to give or take points with a reason (never below zero; audited).
import { adminPassQuerySchema, adminSellersEndpoints, type AdminPointsRow } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { data, Form, Link, redirect } from 'react-router';
import { adminDateTime } from '../features/admin/admin-format.ts';
import {
  AdminLayout,
  adminButtonClass,
  adminInputClass,
  adminSecondaryButtonClass,
} from '../features/admin/admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-pass';

const ERRORS = ['points_invalid', 'points_balance_negative', 'input_required', 'input_invalid', 'not_found'] as const;
type PassError = (typeof ERRORS)[number] | 'other';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(adminPassQuerySchema, url);
  const page = await apiClient(context).readOptional(adminSellersEndpoints.pass, { query });
  const adjusted = Number(url.searchParams.get('balance'));
  return {
    locale,
    query,
    page: page ?? { user: null, rows: [], total: 0, page: 1, per_page: query.per_page },
    unknownUser: page === null,
    adjusted: url.searchParams.has('balance') && Number.isInteger(adjusted) ? adjusted : null,
  };
}

const refuse = (error: PassError) => data({ error }, 400);

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const userId = Number(textOf(form, 'user_id'));
  const points = Number(textOf(form, 'points'));
  if (!Number.isInteger(userId) || userId < 1) return refuse('not_found');
  if (!Number.isInteger(points)) return refuse('points_invalid');
  const result = await apiClient(context).call(adminSellersEndpoints.adjustPoints, {
    params: { id: userId },
    body: { points, note: textOf(form, 'note') },
  });
  if (result.ok) throw redirect(`${url.pathname}?user_id=${userId}&balance=${result.value.balance}`);
  const known = [...Object.values(result.fields), result.code].find((code): code is PassError =>
    (ERRORS as readonly string[]).includes(code),
  );
  return refuse(known ?? 'other');
}

function AdjustForm({ userId }: { userId: number }) {
  const { t } = useT();
  return (
    <section aria-labelledby="pass-adjust" className="mt-6">
      <h2 id="pass-adjust" className="text-lg font-semibold">
        {t('admin.pass.adjust')}
      </h2>
      <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="user_id" value={userId} />
        <div className="flex flex-col gap-1">
          <label htmlFor="pass-points" className="text-sm font-semibold">
            {t('admin.pass.adjustPoints')}
          </label>
          <input id="pass-points" name="points" type="number" step={1} required className={`${adminInputClass} w-32`} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="pass-note" className="text-sm font-semibold">
            {t('admin.pass.adjustNote')}
          </label>
          <input id="pass-note" name="note" required maxLength={200} className={`${adminInputClass} w-72`} />
        </div>
        <button type="submit" className={adminButtonClass}>
          {t('admin.pass.adjustSubmit')}
        </button>
      </Form>
    </section>
  );
}

export default function AdminPassPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, unknownUser, adjusted } = loaderData;
  const error = actionData?.error ?? (unknownUser ? 'not_found' : undefined);
  const columns: AdminColumn<AdminPointsRow>[] = [
    { key: 'at', label: t('admin.pass.at'), sort: 'created_at', cell: (row) => adminDateTime(row.created_at, locale) },
    {
      key: 'user',
      label: t('admin.pass.user'),
      cell: (row) => (
        <Link to={localisePath(`/admin/pass?user_id=${row.user_id}`, locale)} className="underline">
          {row.user_name || `#${row.user_id}`}
        </Link>
      ),
    },
    { key: 'points', label: t('admin.pass.points'), cell: (row) => (row.points > 0 ? `+${row.points}` : row.points) },
    { key: 'reason', label: t('admin.pass.reason'), cell: (row) => t(`admin.pass.reasons.${row.reason}`) },
    { key: 'note', label: t('admin.pass.note'), cell: (row) => row.note ?? '' },
    {
      key: 'order',
      label: t('admin.pass.order'),
      cell: (row) =>
        row.order_id === null ? (
          '—'
        ) : (
          <Link to={localisePath(`/admin/order/${row.order_id}`, locale)} className="underline">
            {row.order_id}
          </Link>
        ),
    },
  ];
  return (
    <>
      <PageHead title={t('admin.pass.title')} noIndex />
      <AdminLayout active="pass">
        <h1 className="text-2xl font-semibold">{t('admin.pass.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-ink-muted">{t('admin.pass.hint')}</p>
        <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="pass-user" className="text-sm font-semibold">
              {t('admin.pass.account')}
            </label>
            <input
              id="pass-user"
              name="user_id"
              type="number"
              min={1}
              defaultValue={query.user_id ?? ''}
              className={`${adminInputClass} w-32`}
            />
          </div>
          <button type="submit" className={adminSecondaryButtonClass}>
            {t('admin.pass.show')}
          </button>
          {query.user_id !== undefined && (
            <Link to={localisePath('/admin/pass', locale)} className="self-center text-sm underline">
              {t('admin.pass.allAccounts')}
            </Link>
          )}
        </Form>
        <div role="status" className={`text-sm ${error ? 'text-red-700 dark:text-red-300' : ''}`}>
          {error
            ? t(`admin.pass.errors.${error}`)
            : adjusted !== null
              ? t('admin.pass.adjusted', { points: adjusted })
              : null}
        </div>
        {page.user && (
          <>
            <p className="mt-2 text-lg font-semibold" data-testid="pass-balance">
              {t('admin.pass.balance', { name: page.user.name, email: page.user.email, points: page.user.balance })}
            </p>
            <AdjustForm userId={page.user.id} />
          </>
        )}
        <div className="mt-6">
          <AdminTable
            caption={t('admin.pass.title')}
            columns={columns}
            rows={page.rows}
            rowKey={(row) => row.id}
            page={page.page}
            perPage={page.per_page}
            total={page.total}
            sort={{ sort: query.sort, dir: query.dir }}
          />
        </div>
      </AdminLayout>
    </>
  );
}
