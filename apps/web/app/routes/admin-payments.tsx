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
import { Link } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { AdminFilterForm, FilterInput, FilterSelect } from '../features/admin/admin-filters.tsx';
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
  return (
    <AdminFilterForm sort={query.sort} dir={query.dir}>
      <FilterSelect
        id="payments-status"
        name="status"
        label={t('admin.payments.status')}
        value={query.status}
        anyLabel={t('admin.payments.statuses.any')}
        options={ADMIN_PAYMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`admin.payments.statuses.${status}`),
        }))}
      />
      <FilterSelect
        id="payments-provider"
        name="provider"
        label={t('admin.payments.provider')}
        value={query.provider}
        anyLabel={t('admin.payments.providers.any')}
        options={ADMIN_PAYMENT_PROVIDERS.map((provider) => ({
          value: provider,
          label: t(`admin.payments.providers.${provider}`),
        }))}
      />
      <FilterSelect
        id="payments-since"
        name="since_days"
        label={t('admin.payments.since')}
        value={query.since_days === undefined ? undefined : String(query.since_days)}
        anyLabel={t('admin.payments.sinceDays.any')}
        options={PERIODS.map((days) => ({ value: String(days), label: t(`admin.payments.sinceDays.${days}`) }))}
      />
      <FilterInput
        id="payments-order"
        name="order_id"
        label={t('admin.payments.orderNumber')}
        value={query.order_id}
        inputMode="numeric"
      />
    </AdminFilterForm>
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
