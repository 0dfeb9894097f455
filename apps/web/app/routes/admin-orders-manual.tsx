// /admin/orders-manual (spec section 2, issue 14): the orders staff made by hand, newest first: who made
// each, why, and whether the customer pays; a link to make another.
import { adminOrdersEndpoints, adminOrdersQuerySchema, type AdminOrderRow } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { adminDateTime, adminMoney } from '../features/admin/admin-format.ts';
import { AdminLayout, adminButtonClass } from '../features/admin/admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-orders-manual';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const parsed = adminOrdersQuerySchema.safeParse({ ...Object.fromEntries(url.searchParams), origin: 'manual' });
  const query = parsed.success ? parsed.data : adminOrdersQuerySchema.parse({ origin: 'manual' });
  const page = await apiClient(context).read(adminOrdersEndpoints.list, { query });
  return { locale, query, page };
}

export default function AdminOrdersManualPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page } = loaderData;
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
    { key: 'customer', label: t('admin.orders.customer'), cell: (row) => row.customer_name || row.email || '—' },
    {
      key: 'reason',
      label: t('admin.ordersManual.reason'),
      cell: (row) => (row.manual ? t(`admin.orderManual.reasons.${row.manual.reason}`) : '—'),
    },
    { key: 'by', label: t('admin.ordersManual.madeBy'), cell: (row) => row.manual?.staff_name ?? '—' },
    {
      key: 'payment',
      label: t('admin.ordersManual.payment'),
      cell: (row) => (row.manual ? t(`admin.orderManual.payments.${row.manual.payment}`) : '—'),
    },
    {
      key: 'total',
      label: t('admin.orders.total'),
      sort: 'total',
      cell: (row) => adminMoney(row.total_minor, row.currency, locale),
    },
    {
      key: 'parcels',
      label: t('admin.orders.parcels'),
      cell: (row) => row.shop_statuses.map((status) => t(`myOrders.status.${status}`)).join(', ') || '—',
    },
  ];
  return (
    <>
      <PageHead title={t('admin.ordersManual.title')} noIndex />
      <AdminLayout active="ordersManual">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-semibold">{t('admin.ordersManual.title')}</h1>
          <Link to={localisePath('/admin/order-manual', locale)} className={adminButtonClass}>
            {t('admin.ordersManual.new')}
          </Link>
        </div>
        <div className="mt-4">
          <AdminTable
            caption={t('admin.ordersManual.title')}
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
