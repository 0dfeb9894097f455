// /admin/payments (spec section 2, issue 14; docs/admin.md "Users, bids, invoices and payments"): the
// payments, filtered by status, provider, period and order; sorted, paged and exported as CSV through
// the URL. The staff home's "failed payments" opens the failed ones of the last 7 days.
import {
  ADMIN_PAYMENT_PROVIDERS,
  ADMIN_PAYMENT_STATUSES,
  adminPaymentsQuerySchema,
  adminPeopleEndpoints,
  type AdminPaymentRow,
} from '@spindle/contracts';
import { LOCALE_META, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Form, Link } from 'react-router';
import { AdminLayout, adminInputClass, adminSecondaryButtonClass } from '../features/admin/admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { moneyText } from '../features/admin/money-cell.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-payments';

/** The periods the filter offers, in days. */
const PERIODS = ['1', '7', '30', '365'] as const;

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(adminPaymentsQuerySchema, url);
  const page = await apiClient(context).read(adminPeopleEndpoints.payments, { query });
  return { locale, query, page };
}

function Filters({ query }: { query: Route.ComponentProps['loaderData']['query'] }) {
  const { t } = useT();
  const since = query.since_days === undefined ? '' : String(query.since_days);
  return (
    <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="payments-status" className="text-sm font-semibold">
          {t('admin.payments.status')}
        </label>
        <select id="payments-status" name="status" defaultValue={query.status ?? ''} className={adminInputClass}>
          <option value="">{t('admin.payments.statuses.any')}</option>
          {ADMIN_PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`admin.payments.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="payments-provider" className="text-sm font-semibold">
          {t('admin.payments.provider')}
        </label>
        <select id="payments-provider" name="provider" defaultValue={query.provider ?? ''} className={adminInputClass}>
          <option value="">{t('admin.payments.providers.any')}</option>
          {ADMIN_PAYMENT_PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {t(`admin.payments.providers.${provider}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="payments-since" className="text-sm font-semibold">
          {t('admin.payments.since')}
        </label>
        <select id="payments-since" name="since_days" defaultValue={since} className={adminInputClass}>
          <option value="">{t('admin.payments.sinceDays.any')}</option>
          {PERIODS.map((days) => (
            <option key={days} value={days}>
              {t(`admin.payments.sinceDays.${days}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="payments-order" className="text-sm font-semibold">
          {t('admin.payments.orderNumber')}
        </label>
        <input
          id="payments-order"
          name="order_id"
          inputMode="numeric"
          defaultValue={query.order_id ?? ''}
          className={adminInputClass}
        />
      </div>
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <button type="submit" className={adminSecondaryButtonClass}>
        {t('admin.table.filter')}
      </button>
    </Form>
  );
}

export default function AdminPaymentsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page } = loaderData;
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: AdminColumn<AdminPaymentRow>[] = [
    { key: 'id', label: t('admin.payments.number'), cell: (row) => `#${row.id}` },
    {
      key: 'created',
      label: t('admin.payments.createdAt'),
      sort: 'created_at',
      cell: (row) => dates.format(new Date(row.created_at)),
    },
    { key: 'status', label: t('admin.payments.status'), cell: (row) => t(`admin.payments.statuses.${row.status}`) },
    {
      key: 'provider',
      label: t('admin.payments.provider'),
      cell: (row) => t(`admin.payments.providers.${row.provider}`),
    },
    {
      key: 'amount',
      label: t('admin.payments.amount'),
      sort: 'amount_minor',
      cell: (row) => moneyText(row.amount_minor, row.currency, locale),
    },
    {
      key: 'refunded',
      label: t('admin.payments.refunded'),
      cell: (row) => (row.refunded_minor > 0 ? moneyText(row.refunded_minor, row.currency, locale) : '—'),
    },
    {
      key: 'order',
      label: t('admin.payments.order'),
      cell: (row) =>
        row.order_id !== null ? (
          <Link to={localisePath(`/admin/order/${row.order_id}`, locale)} className="underline">
            #{row.order_id}
          </Link>
        ) : row.box_subscription_id !== null ? (
          t('admin.payments.box', { id: row.box_subscription_id })
        ) : (
          '—'
        ),
    },
    { key: 'error', label: t('admin.payments.error'), cell: (row) => row.error_code ?? '—' },
    {
      key: 'reference',
      label: t('admin.payments.reference'),
      cell: (row) => <code className="text-xs">{row.provider_ref ?? '—'}</code>,
    },
  ];
  return (
    <>
      <PageHead title={t('admin.payments.title')} noIndex />
      <AdminLayout active="payments">
        <h1 className="text-2xl font-semibold">{t('admin.payments.title')}</h1>
        <Filters query={query} />
        <AdminTable
          caption={t('admin.payments.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
          csvPath="/admin/payments.csv"
        />
      </AdminLayout>
    </>
  );
}
