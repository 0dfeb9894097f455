// /admin/artists and /admin/labels (spec section 2, issue 16; docs/admin.md "Artists, labels and shops"):
// every artist or label, found by name or number, sorted, paged and exported as CSV through the URL.
// Each name opens its page (/admin/artist/{id}, /admin/label/{id}); a form adds one.
import { adminSellersEndpoints, adminSellersQuerySchema, type AdminSellerRow } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath, type SellerKind } from '@spindle/domain';
import { data, Form, Link, redirect } from 'react-router';
import { adminDateTime } from '../features/admin/admin-format.ts';
import { AdminLayout, adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { AdminFilterForm, FilterInput } from '../features/admin/admin-filters.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { SELLER_ENDPOINTS } from '../features/admin/sellers/seller-endpoints.ts';
import { sellerAdminPath, sellerKindOfPath } from '../features/admin/sellers/seller-kind.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody, textOf } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-sellers';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const kind = sellerKindOfPath(url.pathname);
  const query = urlQueryOf(adminSellersQuerySchema, url);
  const page = await apiClient(context).read(SELLER_ENDPOINTS[kind].list, { query });
  return { locale, kind, query, page };
}

/** Adds an artist or label and opens its page. */
export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const kind = sellerKindOfPath(url.pathname);
  const form = await readFormBody(request);
  const country = textOf(form, 'country_id').trim().toUpperCase();
  const endpoint = kind === 'artist' ? adminSellersEndpoints.createArtist : adminSellersEndpoints.createLabel;
  const result = await apiClient(context).call(endpoint, {
    body: { name: textOf(form, 'name'), country_id: country === '' ? null : country },
  });
  if (!result.ok) return data({ failed: true }, 400);
  const { locale } = splitLocaleFromPath(url.pathname);
  throw redirect(localisePath(sellerAdminPath(kind, result.value.seller.id), locale));
}

function AddForm({ kind, failed }: { kind: SellerKind; failed: boolean }) {
  const { t } = useT();
  return (
    <Form method="post" className="mt-8 flex flex-wrap items-end gap-3" aria-labelledby="sellers-add">
      <h2 id="sellers-add" className="w-full text-lg font-semibold">
        {kind === 'artist' ? t('admin.sellers.addArtist') : t('admin.sellers.addLabel')}
      </h2>
      <div className="flex flex-col gap-1">
        <label htmlFor="sellers-add-name" className="text-sm font-semibold">
          {t('admin.sellers.addName')}
        </label>
        <input id="sellers-add-name" name="name" required maxLength={200} className={adminInputClass} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="sellers-add-country" className="text-sm font-semibold">
          {t('admin.seller.country')}
        </label>
        <input id="sellers-add-country" name="country_id" maxLength={2} className={`${adminInputClass} w-24`} />
      </div>
      <button type="submit" className={adminSecondaryButtonClass}>
        {t('admin.sellers.addSubmit')}
      </button>
      <p role="status" className="w-full text-sm text-red-700 dark:text-red-300">
        {failed ? t('admin.sellers.addFailed') : null}
      </p>
    </Form>
  );
}

export default function AdminSellersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, kind, query, page } = loaderData;
  const title = kind === 'artist' ? t('admin.artists.title') : t('admin.labels.title');
  const columns: AdminColumn<AdminSellerRow>[] = [
    { key: 'id', label: t('admin.sellers.number'), sort: 'id', cell: (row) => row.id },
    {
      key: 'name',
      label: t('admin.sellers.name'),
      sort: 'name',
      cell: (row) => (
        <Link to={localisePath(sellerAdminPath(kind, row.id), locale)} className="font-semibold underline">
          {row.name}
        </Link>
      ),
    },
    { key: 'country', label: t('admin.sellers.country'), cell: (row) => row.country_id ?? '—' },
    { key: 'followers', label: t('admin.sellers.followers'), cell: (row) => row.followers },
    { key: 'projects', label: t('admin.sellers.projects'), cell: (row) => row.projects },
    { key: 'picture', label: t('admin.sellers.picture'), cell: (row) => (row.has_picture ? '✓' : '—') },
    {
      key: 'created',
      label: t('admin.sellers.createdAt'),
      sort: 'created_at',
      cell: (row) => adminDateTime(row.created_at, locale),
    },
  ];
  return (
    <>
      <PageHead title={title} noIndex />
      <AdminLayout active={kind === 'artist' ? 'artists' : 'labels'}>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <AdminFilterForm sort={query.sort} dir={query.dir}>
          <FilterInput id="sellers-q" name="q" label={t('admin.sellers.search')} value={query.q} type="search" />
        </AdminFilterForm>
        <AdminTable
          caption={title}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
          csvPath={kind === 'artist' ? '/admin/artists.csv' : '/admin/labels.csv'}
        />
        <AddForm kind={kind} failed={actionData?.failed === true} />
      </AdminLayout>
    </>
  );
}
