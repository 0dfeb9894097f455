// /admin/product (spec section 2; issue 16, docs/admin.md "Curation"): accessories and merch, filtered by
// category and text, sorted and paged; a product created or changed (`?edit=` opens one), a garment with
// its stock per size. Staff holding `catalogue`, second factor verified.
import { adminCurationEndpoints, adminProductsQuerySchema, type AdminProduct } from '@spindle/contracts';
import { LOCALE_META, PRODUCT_CATEGORIES, splitLocaleFromPath } from '@spindle/domain';
import { Form, Link } from 'react-router';
import { AdminLayout, adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { ProductForm } from '../features/admin/curation/product-form.tsx';
import { saveProduct } from '../features/admin/curation/product-actions.server.ts';
import { moneyText } from '../features/admin/money-cell.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { numberFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-product';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const query = urlQueryOf(adminProductsQuerySchema, url);
  const editId = Number(url.searchParams.get('edit'));
  const [page, editing] = await Promise.all([
    api.read(adminCurationEndpoints.products, { query }),
    Number.isInteger(editId) && editId > 0
      ? api.read(adminCurationEndpoints.product, { params: { id: editId } })
      : Promise.resolve(null),
  ]);
  return { locale, query, page, editing };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  return saveProduct(apiClient(context), await readFormBody(request));
}

function useColumns(locale: Route.ComponentProps['loaderData']['locale']): AdminColumn<AdminProduct>[] {
  const { t } = useT();
  const count = numberFormat(LOCALE_META[locale].intlTag);
  return [
    {
      key: 'name',
      label: t('admin.curation.products.name'),
      sort: 'name',
      cell: (row) => (
        <Link
          to={`?edit=${row.id}`}
          aria-label={t('admin.curation.products.edit', { name: row.name })}
          className="underline"
        >
          {row.name} <span className="text-ink-muted">#{row.id}</span>
        </Link>
      ),
    },
    { key: 'artist', label: t('admin.curation.products.artist'), cell: (row) => row.artist_name },
    {
      key: 'category',
      label: t('admin.curation.products.category'),
      cell: (row) => t(`admin.curation.products.categories.${row.category}`),
    },
    { key: 'step', label: t('admin.curation.products.step'), cell: (row) => row.step },
    {
      key: 'price',
      label: t('admin.curation.products.price'),
      sort: 'price',
      cell: (row) => moneyText(row.price_eur_minor, 'EUR', locale),
    },
    {
      key: 'stock',
      label: t('admin.curation.products.stock'),
      cell: (row) => (row.stock === null ? t('admin.curation.products.notCounted') : count.format(row.stock)),
    },
    {
      key: 'sizes',
      label: t('admin.curation.products.sizes'),
      cell: (row) =>
        row.sizes.some((size) => size.shared)
          ? row.sizes.map((size) => size.size).join(' / ')
          : row.sizes.map((size) => `${size.size} ${count.format(size.stock)}`).join(' · '),
    },
  ];
}

export default function AdminProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, editing } = loaderData;
  const columns = useColumns(locale);
  return (
    <>
      <PageHead title={t('admin.curation.products.title')} noIndex />
      <AdminLayout active="products">
        <h1 className="text-2xl font-semibold">{t('admin.curation.products.title')}</h1>
        <p className="mt-1 text-sm text-ink-muted">{t('admin.curation.products.intro')}</p>
        <div role="status" className="mt-2 min-h-5 text-sm">
          {actionData?.ok
            ? t(actionData.intent === 'create' ? 'admin.curation.products.created' : 'admin.curation.products.saved')
            : null}
        </div>
        <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
          <div className="flex flex-col gap-1">
            <label htmlFor="products-q" className="text-sm font-semibold">
              {t('admin.curation.products.search')}
            </label>
            <input id="products-q" name="q" type="search" defaultValue={query.q ?? ''} className={adminInputClass} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="products-category" className="text-sm font-semibold">
              {t('admin.curation.products.category')}
            </label>
            <select
              id="products-category"
              name="category"
              defaultValue={query.category ?? ''}
              className={adminInputClass}
            >
              <option value="">{t('admin.curation.products.any')}</option>
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`admin.curation.products.categories.${category}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={adminSecondaryButtonClass}>
            {t('admin.curation.products.filter')}
          </button>
        </Form>
        <AdminTable
          caption={t('admin.curation.products.caption')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
        />
        <section aria-labelledby="product-form" className="mt-8">
          <h2 id="product-form" className="text-xl font-semibold">
            {editing
              ? t('admin.curation.products.editTitle', { name: editing.name })
              : t('admin.curation.products.newProduct')}
          </h2>
          {editing ? (
            <Link to="?" className="text-sm underline">
              {t('admin.curation.products.back')}
            </Link>
          ) : null}
          <ProductForm key={editing?.id ?? 'new'} product={editing} answer={actionData} />
        </section>
      </AdminLayout>
    </>
  );
}
