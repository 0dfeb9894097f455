// /admin/orders (spec section 2, issue 14): every order, newest first; filter by status, parcel status,
// days placed (with today, this week and this month a click away), country and a number, e-mail or name;
// sort, page and export the filtered rows as CSV, all through the URL.
import { adminOrdersEndpoints, adminOrdersQuerySchema, type AdminOrderRow } from '@spindle/contracts';
import { ORDER_STATUSES, SHOP_ORDER_STATUSES, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link, useLocation } from 'react-router';
import { adminDateTime, adminMoney } from '../features/admin/admin-format.ts';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { AdminFilterForm, FilterInput, FilterSelect } from '../features/admin/admin-filters.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { orderPeriodsAt } from '../features/admin/order-periods.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { withParams } from '../features/admin/table-url.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-orders';

/** The table's query read from the page URL; anything unreadable falls back to the defaults. */
function ordersQueryOf(url: URL) {
  const parsed = adminOrdersQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? parsed.data : adminOrdersQuerySchema.parse({});
}

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = ordersQueryOf(url);
  const page = await apiClient(context).read(adminOrdersEndpoints.list, { query });
  return { locale, query, page, periods: orderPeriodsAt(new Date()) };
}

function Filters({ query }: { query: Route.ComponentProps['loaderData']['query'] }) {
  const { t } = useT();
  const statuses = (values: readonly string[]) =>
    values.map((value) => ({
      value,
      label: t(`myOrders.status.${value as (typeof SHOP_ORDER_STATUSES)[number]}`),
    }));
  const any = t('admin.orders.any');
  return (
    <AdminFilterForm sort={query.sort} dir={query.dir} carried={{ origin: query.origin }}>
      <FilterInput id="orders-q" name="q" label={t('admin.orders.text')} value={query.q} />
      <FilterSelect
        id="orders-status"
        name="status"
        label={t('admin.orders.status')}
        value={query.status}
        anyLabel={any}
        options={statuses(ORDER_STATUSES)}
      />
      <FilterSelect
        id="orders-shop-status"
        name="shop_status"
        label={t('admin.orders.shopStatus')}
        value={query.shop_status}
        anyLabel={any}
        options={statuses(SHOP_ORDER_STATUSES)}
      />
      <FilterInput id="orders-from" name="from" label={t('admin.orders.from')} value={query.from} type="date" />
      <FilterInput id="orders-to" name="to" label={t('admin.orders.to')} value={query.to} type="date" />
      <FilterInput id="orders-country" name="country" label={t('admin.orders.country')} value={query.country} />
    </AdminFilterForm>
  );
}

function Periods({ periods }: { periods: Route.ComponentProps['loaderData']['periods'] }) {
  const { t } = useT();
  const search = new URLSearchParams(useLocation().search);
  const links = [
    { label: t('admin.orders.today'), range: periods.today },
    { label: t('admin.orders.week'), range: periods.week },
    { label: t('admin.orders.month'), range: periods.month },
    { label: t('admin.orders.allTime'), range: null },
  ];
  return (
    <nav aria-label={t('admin.orders.periods')} className="mb-4 flex flex-wrap gap-3 text-sm">
      {links.map(({ label, range }) => (
        <Link
          key={label}
          to={withParams(search, { from: range?.from ?? null, to: range?.to ?? null })}
          className="underline"
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export default function AdminOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, periods } = loaderData;
  const columns: AdminColumn<AdminOrderRow>[] = [
    {
      key: 'id',
      label: t('admin.orders.number'),
      sort: 'id',
      cell: (row) => (
        <Link to={localisePath(`/admin/order/${row.id}`, locale)} className="font-semibold underline">
          {t('admin.order.title', { id: row.id })}
        </Link>
      ),
    },
    {
      key: 'placed',
      label: t('admin.orders.placedAt'),
      sort: 'created_at',
      cell: (row) => adminDateTime(row.created_at, locale),
    },
    {
      key: 'customer',
      label: t('admin.orders.customer'),
      cell: (row) => [row.customer_name, row.country_id].filter(Boolean).join(' · '),
    },
    { key: 'email', label: t('admin.orders.email'), cell: (row) => row.email ?? '—' },
    {
      key: 'total',
      label: t('admin.orders.total'),
      sort: 'total',
      cell: (row) => adminMoney(row.total_minor, row.currency, locale),
    },
    {
      key: 'refunded',
      label: t('admin.orders.refunded'),
      cell: (row) => (row.refunded_minor > 0 ? adminMoney(row.refunded_minor, row.currency, locale) : '—'),
    },
    {
      key: 'status',
      label: t('admin.orders.status'),
      sort: 'status',
      cell: (row) => t(`myOrders.status.${row.status}`),
    },
    {
      key: 'parcels',
      label: t('admin.orders.parcels'),
      cell: (row) => row.shop_statuses.map((status) => t(`myOrders.status.${status}`)).join(', ') || '—',
    },
    { key: 'manual', label: t('admin.orders.manual'), cell: (row) => (row.manual ? row.manual.staff_name : '') },
  ];
  return (
    <>
      <PageHead title={t('admin.orders.title')} noIndex />
      <AdminLayout active="orders">
        <h1 className="text-2xl font-semibold">{t('admin.orders.title')}</h1>
        <Filters query={query} />
        <Periods periods={periods} />
        <AdminTable
          caption={t('admin.orders.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
          csvPath="/admin/orders.csv"
        />
      </AdminLayout>
    </>
  );
}
