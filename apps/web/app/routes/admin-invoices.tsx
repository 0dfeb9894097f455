// /admin/invoice (spec section 2, issue 14; docs/admin.md "Users, bids, invoices and payments"): every
// invoice and credit note in one table, filtered by kind, months (Paris) and text; each number
// downloads the document as issued (PDF); the accountant's export of the filter (CSV: net and VAT per
// rate, gross, credit notes negative); each number series with its count, so a gap would show.
import {
  ADMIN_INVOICE_SORTS,
  adminInvoicesQuerySchema,
  adminPeopleEndpoints,
  type AdminInvoicePage,
  type AdminInvoiceRow,
} from '@spindle/contracts';
import { BILLING_DOCUMENT_KINDS, LOCALE_META, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { Link } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { AdminFilterForm, FilterInput, FilterSelect } from '../features/admin/admin-filters.tsx';
import { AdminTable, type AdminColumn } from '../features/admin/admin-table.tsx';
import { moneyText } from '../features/admin/money-cell.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { searchOf, urlQueryOf } from '../features/admin/url-query.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient } from '../lib/api.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-invoices';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const query = urlQueryOf(adminInvoicesQuerySchema, url);
  const page = await apiClient(context).read(adminPeopleEndpoints.invoices, { query });
  const exportSearch = searchOf({ kind: query.kind, from: query.from, to: query.to, q: query.q });
  return { locale, query, page, exportHref: `/api/admin/invoices/export${exportSearch}` };
}

function Series({ sequences }: { sequences: AdminInvoicePage['sequences'] }) {
  const { t } = useT();
  return (
    <section aria-labelledby="series" className="mt-8">
      <h2 id="series" className="text-lg font-semibold">
        {t('admin.invoices.series')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('admin.invoices.seriesHint')}</p>
      <div className="mt-2 overflow-x-auto rounded-lg border border-line">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('admin.invoices.series')}</caption>
          <thead className="bg-surface-raised">
            <tr>
              {(['kind', 'year', 'lastNumber', 'documents'] as const).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {t(`admin.invoices.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-semibold">
                {t('admin.invoices.sequenceCheck')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sequences.map((series) => (
              <tr key={`${series.kind}-${series.year}`} className="border-t border-line">
                <td className="px-3 py-2">{t(`admin.invoices.kinds.${series.kind}`)}</td>
                <td className="px-3 py-2">{series.year}</td>
                <td className="px-3 py-2">{series.last_number}</td>
                <td className="px-3 py-2">{series.documents}</td>
                <td className="px-3 py-2">
                  {series.documents === series.last_number ? (
                    <span>✓ {t('admin.invoices.unbroken')}</span>
                  ) : (
                    <strong className="text-red-700 dark:text-red-300">{t('admin.invoices.gap')}</strong>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Filters({ query }: { query: Route.ComponentProps['loaderData']['query'] }) {
  const { t } = useT();
  return (
    <AdminFilterForm sort={query.sort} dir={query.dir}>
      <FilterSelect
        id="invoices-kind"
        name="kind"
        label={t('admin.invoices.kind')}
        value={query.kind}
        anyLabel={t('admin.invoices.kinds.all')}
        options={BILLING_DOCUMENT_KINDS.map((kind) => ({ value: kind, label: t(`admin.invoices.kinds.${kind}`) }))}
      />
      <FilterInput id="invoices-from" name="from" label={t('admin.invoices.from')} value={query.from} type="month" />
      <FilterInput id="invoices-to" name="to" label={t('admin.invoices.to')} value={query.to} type="month" />
      <FilterInput id="invoices-q" name="q" label={t('admin.invoices.search')} value={query.q} type="search" />
    </AdminFilterForm>
  );
}

export default function AdminInvoicesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, query, page, exportHref } = loaderData;
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium' });
  const money = (row: AdminInvoiceRow, minor: number) => moneyText(minor, row.currency, locale);
  const columns: AdminColumn<AdminInvoiceRow>[] = [
    {
      key: 'number',
      label: t('admin.invoices.number'),
      sort: ADMIN_INVOICE_SORTS[1],
      // The number downloads the document as issued.
      cell: (row) => (
        <a
          href={`/api/admin/invoices/${row.id}/pdf`}
          download
          aria-label={t('admin.invoices.download', { number: row.number })}
          className="font-semibold whitespace-nowrap underline"
        >
          {row.number}
        </a>
      ),
    },
    { key: 'kind', label: t('admin.invoices.kind'), cell: (row) => t(`admin.invoices.kinds.${row.kind}`) },
    {
      key: 'issued',
      label: t('admin.invoices.issuedAt'),
      sort: ADMIN_INVOICE_SORTS[0],
      cell: (row) => dates.format(new Date(row.issued_at)),
    },
    {
      key: 'order',
      label: t('admin.invoices.order'),
      cell: (row) => (
        <Link to={localisePath(`/admin/order/${row.order_id}`, locale)} className="underline">
          #{row.order_id}
        </Link>
      ),
    },
    { key: 'customer', label: t('admin.invoices.customer'), cell: (row) => row.customer },
    { key: 'country', label: t('admin.invoices.country'), cell: (row) => row.country },
    { key: 'net', label: t('admin.invoices.net'), cell: (row) => money(row, row.net_minor) },
    { key: 'vat', label: t('admin.invoices.vat'), cell: (row) => money(row, row.vat_minor) },
    { key: 'gross', label: t('admin.invoices.gross'), cell: (row) => money(row, row.gross_minor) },
  ];
  return (
    <>
      <PageHead title={t('admin.invoices.title')} noIndex />
      <AdminLayout active="invoices">
        <h1 className="text-2xl font-semibold">{t('admin.invoices.title')}</h1>
        <Filters query={query} />
        <p className="mb-4 text-sm">
          <a href={exportHref} download className="font-semibold underline">
            {t('admin.invoices.export')}
          </a>
          <span className="block text-ink-muted">{t('admin.invoices.exportHint')}</span>
        </p>
        <AdminTable
          caption={t('admin.invoices.title')}
          columns={columns}
          rows={page.rows}
          rowKey={(row) => row.id}
          page={page.page}
          perPage={page.per_page}
          total={page.total}
          sort={{ sort: query.sort, dir: query.dir }}
        />
        <Series sequences={page.sequences} />
      </AdminLayout>
    </>
  );
}
