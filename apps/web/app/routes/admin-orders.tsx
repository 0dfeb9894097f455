// /admin/orders (spec section 2, issue 14): every order, newest first; filter by status, parcel status,
// days placed (with today, this week and this month a click away), country and a number, e-mail or name;
// sort, page and export the filtered rows as CSV, all through the URL.
import { adminOrdersEndpoints, adminOrdersQuerySchema, type AdminOrderRow } from '@spindle/contracts';
import { ORDER_STATUSES, SHOP_ORDER_STATUSES, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Form, Link, useLocation } from 'react-router';
import { adminDateTime, adminMoney } from '../features/admin/admin-format.ts';
import { AdminLayout, adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
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
  const select = (id: string, name: string, label: string, value: string | undefined, options: readonly string[]) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={adminInputClass}>
        <option value="">{t('admin.orders.any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {t(`myOrders.status.${option as (typeof SHOP_ORDER_STATUSES)[number]}`)}
          </option>
        ))}
      </select>
    </div>
  );
  const input = (id: string, name: string, label: string, value: string | undefined, type = 'text') => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input id={id} name={name} type={type} defaultValue={value ?? ''} className={adminInputClass} />
    </div>
  );
  return (
    <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
      {input('orders-q', 'q', t('admin.orders.text'), query.q)}
      {select('orders-status', 'status', t('admin.orders.status'), query.status, ORDER_STATUSES)}
      {select(
        'orders-shop-status',
        'shop_status',
        t('admin.orders.shopStatus'),
        query.shop_status,
        SHOP_ORDER_STATUSES,
      )}
      {input('orders-from', 'from', t('admin.orders.from'), query.from, 'date')}
      {input('orders-to', 'to', t('admin.orders.to'), query.to, 'date')}
      {input('orders-country', 'country', t('admin.orders.country'), query.country)}
      {query.origin && <input type="hidden" name="origin" value={query.origin} />}
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <button type="submit" className={adminSecondaryButtonClass}>
        {t('admin.table.filter')}
      </button>
    </Form>
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
