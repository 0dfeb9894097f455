// /admin/shops (spec section 2, issue 16; docs/admin.md "Artists, labels and shops"): every shop, found by
// name or code, white-label or not, sorted, paged and exported as CSV through the URL. Each name opens the
// shop (/admin/shop/{id}).
import { adminSellersEndpoints, adminShopsQuerySchema, type AdminShopRow } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { adminDateTime } from '../features/admin/admin-format.ts';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { AdminFilterForm, FilterInput, FilterSelect } from '../features/admin/admin-filters.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-shops';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(adminShopsQuerySchema, url);
  const page = await apiClient(context).read(adminSellersEndpoints.shops, { query });
  return { locale, query, page };
}

export default function AdminShopsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page } = loaderData;
  const yesNo = (value: boolean) => (value ? t('admin.shops.yes') : t('admin.shops.no'));
  const columns: AdminColumn<AdminShopRow>[] = [
    {
      key: 'name',
      label: t('admin.shops.name'),
      sort: 'name',
      cell: (row) => (
        <Link to={localisePath(`/admin/shop/${row.id}`, locale)} className="font-semibold underline">
          {row.name}
        </Link>
      ),
    },
    { key: 'code', label: t('admin.shops.code'), cell: (row) => row.code },
    {
      key: 'owner',
      label: t('admin.shops.owner'),
      cell: (row) =>
        row.owner ? (
          <Link to={localisePath(`/admin/${row.owner.kind}/${row.owner.id}`, locale)} className="underline">
            {row.owner.name}
          </Link>
        ) : (
          '—'
        ),
    },
    { key: 'white', label: t('admin.shops.whiteLabel'), cell: (row) => yesNo(row.white_label) },
    { key: 'powered', label: t('admin.shops.poweredBy'), cell: (row) => yesNo(row.powered_by_link) },
    { key: 'projects', label: t('admin.shops.projects'), cell: (row) => row.projects },
    {
      key: 'created',
      label: t('admin.shops.createdAt'),
      sort: 'created_at',
      cell: (row) => adminDateTime(row.created_at, locale),
    },
  ];
  return (
    <>
      <PageHead title={t('admin.shops.title')} noIndex />
      <AdminLayout active="shops">
        <h1 className="text-2xl font-semibold">{t('admin.shops.title')}</h1>
        <AdminFilterForm sort={query.sort} dir={query.dir}>
          <FilterInput id="shops-q" name="q" label={t('admin.shops.search')} value={query.q} type="search" />
          <FilterSelect
            id="shops-white"
            name="white_label"
            label={t('admin.shops.whiteLabel')}
            value={query.white_label}
            anyLabel={t('admin.shops.any')}
            options={[
              { value: 'yes', label: t('admin.shops.yes') },
              { value: 'no', label: t('admin.shops.no') },
            ]}
          />
        </AdminFilterForm>
        <AdminTable
          caption={t('admin.shops.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
          csvPath="/admin/shops.csv"
        />
      </AdminLayout>
    </>
  );
}
