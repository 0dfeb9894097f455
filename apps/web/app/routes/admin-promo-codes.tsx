// /admin/promo-codes (issue 16; docs/admin.md "Promotions"; the spec's admin list names no page for
// promotions, so this path is ours): every promo code with its state, limits at a glance and use counts,
// filtered by text and state, sorted and paged through the URL; and the form of a new code.
import {
  PROMO_CODE_STATES,
  adminPromotionsEndpoints,
  promoCodesQuerySchema,
  type PromoCodeDto,
} from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { adminDateTime, adminMoney, promoRuleText } from '../features/admin/admin-format.ts';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { AdminFilterForm, FilterInput, FilterSelect } from '../features/admin/admin-filters.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { promoAction } from '../features/admin/promo-actions.server.ts';
import { PromoForm } from '../features/admin/promo-form.tsx';
import { promoFormValuesOf } from '../features/admin/promo-form.server.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-promo-codes';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(promoCodesQuerySchema, url);
  const page = await apiClient(context).read(adminPromotionsEndpoints.list, { query });
  return { locale, query, page, blank: promoFormValuesOf(null) };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  return promoAction(request, url, context, null);
}

function Filters({ query }: { query: Route.ComponentProps['loaderData']['query'] }) {
  const { t } = useT();
  return (
    <AdminFilterForm sort={query.sort} dir={query.dir}>
      <FilterInput id="promos-q" name="q" label={t('admin.promos.search')} value={query.q} />
      <FilterSelect
        id="promos-state"
        name="state"
        label={t('admin.promos.state')}
        value={query.state}
        anyLabel={t('admin.promos.states.any')}
        options={PROMO_CODE_STATES.map((state) => ({ value: state, label: t(`admin.promos.states.${state}`) }))}
      />
    </AdminFilterForm>
  );
}

export default function AdminPromoCodesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, blank } = loaderData;
  const period = (row: PromoCodeDto) =>
    row.starts_at || row.ends_at
      ? `${adminDateTime(row.starts_at, locale)} → ${adminDateTime(row.ends_at, locale)}`
      : t('admin.promos.always');
  const columns: AdminColumn<PromoCodeDto>[] = [
    {
      key: 'code',
      label: t('admin.promos.code'),
      sort: 'code',
      cell: (row) => (
        <Link to={localisePath(`/admin/promo-code/${row.id}`, locale)} className="font-semibold underline">
          {row.code}
        </Link>
      ),
    },
    { key: 'state', label: t('admin.promos.state'), cell: (row) => t(`admin.promos.states.${row.state}`) },
    { key: 'percent', label: t('admin.promos.discountRule'), cell: (row) => promoRuleText(row, locale) },
    { key: 'target', label: t('admin.promos.appliesTo'), cell: (row) => t(`admin.promos.targets.${row.applies_to}`) },
    { key: 'period', label: t('admin.promos.period'), sort: 'ends_at', cell: period },
    {
      key: 'uses',
      label: t('admin.promos.uses'),
      sort: 'uses',
      cell: (row) =>
        row.max_uses === null ? row.uses : t('admin.promos.usesOf', { uses: row.uses, max: row.max_uses }),
    },
    { key: 'customers', label: t('admin.promos.customers'), cell: (row) => row.customers },
    {
      key: 'discount',
      label: t('admin.promos.discount'),
      cell: (row) => adminMoney(row.discount_eur_minor, 'EUR', locale),
    },
  ];
  const failed = actionData && 'error' in actionData ? actionData : null;
  return (
    <>
      <PageHead title={t('admin.promos.title')} noIndex />
      <AdminLayout active="promoCodes">
        <h1 className="text-2xl font-semibold">{t('admin.promos.title')}</h1>
        <Filters query={query} />
        <AdminTable
          caption={t('admin.promos.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
        />
        <section aria-labelledby="promo-new" className="mt-10">
          <h2 id="promo-new" className="text-xl font-semibold">
            {t('admin.promos.newTitle')}
          </h2>
          {failed && (
            <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
              {t(`admin.promos.errors.${failed.error}`)}
            </p>
          )}
          <PromoForm
            intent="create"
            values={failed?.values ?? blank}
            checks={{
              site_wide_sale: failed ? failed.values.site_wide_sale !== undefined : false,
              first_order_only: failed ? failed.values.first_order_only !== undefined : false,
            }}
            fields={failed?.fields ?? {}}
          />
        </section>
      </AdminLayout>
    </>
  );
}
