// /admin/users (issue 14, docs/admin.md "Users, bids, invoices and payments"): every account, found by
// number, e-mail or name, filtered by role, pro and the admin flag; sorted, paged and exported as CSV
// through the URL. Each name opens the account (/admin/user/{id}).
import { adminPeopleEndpoints, adminUsersQuerySchema, type AdminUserRow } from '@spindle/contracts';
import { LOCALE_META, USER_ROLES, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { AdminFilterForm, FilterInput, FilterSelect } from '../features/admin/admin-filters.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-users';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(adminUsersQuerySchema, url);
  const page = await apiClient(context).read(adminPeopleEndpoints.users, { query });
  return { locale, query, page };
}

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page } = loaderData;
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium' });
  const date = (iso: string | null) => (iso ? dates.format(new Date(iso)) : '—');
  const yesNo = (value: boolean) => (value ? t('admin.users.on') : t('admin.users.off'));
  const columns: AdminColumn<AdminUserRow>[] = [
    {
      key: 'name',
      label: t('admin.users.name'),
      sort: 'name',
      cell: (row) => (
        <Link to={localisePath(`/admin/user/${row.id}`, locale)} className="font-semibold underline">
          {row.name}
        </Link>
      ),
    },
    { key: 'email', label: t('admin.users.email'), sort: 'email', cell: (row) => row.email },
    { key: 'role', label: t('admin.users.role'), cell: (row) => t(`admin.users.roles.${row.role}`) },
    { key: 'type', label: t('admin.users.type'), cell: (row) => t(`admin.users.types.${row.type}`) },
    { key: 'pro', label: t('admin.users.pro'), cell: (row) => yesNo(row.pro) },
    { key: 'admin', label: t('admin.users.admin'), cell: (row) => yesNo(row.is_admin) },
    { key: 'confirmed', label: t('admin.users.confirmed'), cell: (row) => (row.email_confirmed ? '✓' : '—') },
    { key: 'created', label: t('admin.users.createdAt'), sort: 'created_at', cell: (row) => date(row.created_at) },
    {
      key: 'login',
      label: t('admin.users.lastLoginAt'),
      sort: 'last_login_at',
      cell: (row) => date(row.last_login_at),
    },
  ];
  const any = t('admin.users.any');
  const yesNoChoices = [
    { value: 'yes', label: t('admin.users.on') },
    { value: 'no', label: t('admin.users.off') },
  ];
  return (
    <>
      <PageHead title={t('admin.users.title')} noIndex />
      <AdminLayout active="users">
        <h1 className="text-2xl font-semibold">{t('admin.users.title')}</h1>
        <AdminFilterForm sort={query.sort} dir={query.dir}>
          <FilterInput id="users-q" name="q" label={t('admin.users.search')} value={query.q} type="search" />
          <FilterSelect
            id="users-role"
            name="role"
            label={t('admin.users.role')}
            value={query.role}
            anyLabel={any}
            options={USER_ROLES.map((role) => ({ value: role, label: t(`admin.users.roles.${role}`) }))}
          />
          <FilterSelect
            id="users-pro"
            name="pro"
            label={t('admin.users.pro')}
            value={query.pro}
            anyLabel={any}
            options={yesNoChoices}
          />
          <FilterSelect
            id="users-admin"
            name="admin"
            label={t('admin.users.admin')}
            value={query.admin}
            anyLabel={any}
            options={yesNoChoices}
          />
        </AdminFilterForm>
        <AdminTable
          caption={t('admin.users.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
          csvPath="/admin/users.csv"
        />
      </AdminLayout>
    </>
  );
}
