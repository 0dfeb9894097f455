// The dispatch page's filter and table (docs/admin.md "Fulfilment and dispatch"): shop orders by
// status, logistician and payment date, each with a box that ticks it for the selection form (the
// `form` attribute joins the boxes to it, so the table needs no form of its own); the form exports
// the chosen ones as the partner's CSV (the API's file, downloaded by the browser) or moves them.
import { adminDispatchRoutes } from '@spindle/contracts/http';
import type { DispatchPage, DispatchQuery, DispatchRow } from '@spindle/contracts';
import { BUSINESS_TIME_ZONE, LOCALE_META, SHOP_ORDER_STATUSES, type AppLocale } from '@spindle/domain';
import { Form, Link, useLocation } from 'react-router';
import { apiHref } from '../../../lib/api-exchange.ts';
import { dateTimeFormat } from '../../../lib/intl.ts';
import { useT } from '../../../lib/use-t.ts';
import { adminButtonClass, adminInputClass, adminSecondaryButtonClass } from '../admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../admin-table.tsx';
import { withParams } from '../table-url.ts';

/** The id of the selection form the table's boxes belong to. */
export const CHOSEN_FORM_ID = 'dispatch-chosen';

/** The statuses staff move shop orders to from this page (never cancel or refund: the orders side's). */
const MOVE_TARGETS = SHOP_ORDER_STATUSES.filter(
  (status) => !['creating', 'confirmed', 'canceled', 'refunded'].includes(status),
);

function partnerNameOf(page: DispatchPage, key: string | null): string {
  if (key === null) return '—';
  return page.partners.find((partner) => partner.key === key)?.name ?? key;
}

export function DispatchFilters({ query, page }: { query: DispatchQuery; page: DispatchPage }) {
  const { t } = useT();
  const search = new URLSearchParams(useLocation().search);
  return (
    <Form method="get" className="my-4 flex flex-wrap items-end gap-3">
      <div className="flex flex-col gap-1">
        <label htmlFor="dispatch-status" className="text-sm font-semibold">
          {t('admin.dispatch.filters.status')}
        </label>
        <select id="dispatch-status" name="status" defaultValue={query.status} className={adminInputClass}>
          <option value="to_ship">{t('admin.dispatch.filters.toShip')}</option>
          {SHOP_ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`myOrders.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="dispatch-logistician" className="text-sm font-semibold">
          {t('admin.dispatch.filters.logistician')}
        </label>
        <select
          id="dispatch-logistician"
          name="logistician"
          defaultValue={query.logistician ?? ''}
          className={adminInputClass}
        >
          <option value="">{t('admin.dispatch.filters.allLogisticians')}</option>
          {page.partners.map((partner) => (
            <option key={partner.key} value={partner.key}>
              {partner.name}
            </option>
          ))}
          <option value="none">{t('admin.dispatch.filters.noLogistician')}</option>
        </select>
      </div>
      {(['paid_from', 'paid_to'] as const).map((name) => (
        <div key={name} className="flex flex-col gap-1">
          <label htmlFor={`dispatch-${name}`} className="text-sm font-semibold">
            {t(name === 'paid_from' ? 'admin.dispatch.filters.paidFrom' : 'admin.dispatch.filters.paidTo')}
          </label>
          <input
            id={`dispatch-${name}`}
            type="date"
            name={name}
            defaultValue={query[name] ?? ''}
            className={adminInputClass}
          />
        </div>
      ))}
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <button type="submit" className={adminSecondaryButtonClass}>
        {t('admin.dispatch.filters.submit')}
      </button>
      <Link
        to={withParams(search, { paid_from: page.week.from, paid_to: page.week.to, moved: null })}
        className="self-center text-sm underline"
      >
        {t('admin.dispatch.filters.thisWeek')}
      </Link>
    </Form>
  );
}

/** The selection form: export the chosen shop orders for a logistician, or move them along the flow. */
export function ChosenActions({ query, page }: { query: DispatchQuery; page: DispatchPage }) {
  const { t } = useT();
  return (
    <section aria-labelledby="dispatch-chosen-title" className="my-4 rounded-lg border border-line p-4">
      <h2 id="dispatch-chosen-title" className="text-lg font-semibold">
        {t('admin.dispatch.chosen.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('admin.dispatch.chosen.hint')}</p>
      {/* A plain form: the export is a file the browser downloads from the API, not a page. */}
      {/* Keyed by the filter: a new view starts from its own defaults (the logistician it shows). */}
      <form
        key={`${query.status}|${query.logistician ?? ''}|${query.paid_from ?? ''}|${query.paid_to ?? ''}`}
        id={CHOSEN_FORM_ID}
        method="post"
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="status" value={query.status} />
        <input type="hidden" name="paid_from" value={query.paid_from ?? ''} />
        <input type="hidden" name="paid_to" value={query.paid_to ?? ''} />
        <div className="flex flex-col gap-1">
          <label htmlFor="dispatch-export-for" className="text-sm font-semibold">
            {t('admin.dispatch.chosen.exportFor')}
          </label>
          <select
            id="dispatch-export-for"
            name="logistician"
            defaultValue={query.logistician && query.logistician !== 'none' ? query.logistician : ''}
            className={adminInputClass}
          >
            {page.partners.map((partner) => (
              <option key={partner.key} value={partner.key}>
                {partner.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          formMethod="get"
          formAction={apiHref(adminDispatchRoutes.export)}
          className={adminButtonClass}
        >
          {t('admin.dispatch.chosen.export')}
        </button>
        <div className="flex flex-col gap-1">
          <label htmlFor="dispatch-move-to" className="text-sm font-semibold">
            {t('admin.dispatch.chosen.moveTo')}
          </label>
          <select id="dispatch-move-to" name="move_to" className={adminInputClass}>
            {MOVE_TARGETS.map((status) => (
              <option key={status} value={status}>
                {t(`myOrders.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="move" className={adminSecondaryButtonClass}>
          {t('admin.dispatch.chosen.move')}
        </button>
      </form>
    </section>
  );
}

function Parcels({ row }: { row: DispatchRow }) {
  const { t } = useT();
  if (row.shipments.length === 0) return <span className="text-ink-muted">{t('admin.dispatch.table.noParcel')}</span>;
  return (
    <ul className="space-y-1">
      {row.shipments.map((parcel) => {
        const label = `${parcel.carrier_name ?? parcel.carrier ?? ''} ${parcel.tracking_number ?? ''}`.trim();
        return (
          <li key={parcel.id}>
            {parcel.tracking_link ? (
              <a href={parcel.tracking_link} target="_blank" rel="noopener noreferrer" className="underline">
                {label}
              </a>
            ) : (
              label
            )}
            {parcel.logistician_order_id && (
              <span className="block text-ink-muted">
                {parcel.logistician_link ? (
                  <a href={parcel.logistician_link} target="_blank" rel="noopener noreferrer" className="underline">
                    {t('admin.dispatch.table.atPartner', { id: parcel.logistician_order_id })}
                  </a>
                ) : (
                  t('admin.dispatch.table.atPartner', { id: parcel.logistician_order_id })
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function DispatchTable({
  query,
  page,
  locale,
}: {
  query: DispatchQuery;
  page: DispatchPage;
  locale: AppLocale;
}) {
  const { t } = useT();
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  });
  const columns: AdminColumn<DispatchRow>[] = [
    {
      key: 'choose',
      label: t('admin.dispatch.table.choose'),
      cell: (row) => (
        <input
          type="checkbox"
          name="ids"
          value={row.shop_order_id}
          form={CHOSEN_FORM_ID}
          aria-label={t('admin.dispatch.table.chooseOne', { reference: `SP${row.shop_order_id}` })}
          className="size-5"
        />
      ),
    },
    {
      key: 'reference',
      label: t('admin.dispatch.table.reference'),
      sort: 'id',
      cell: (row) => (
        <>
          <strong>SP{row.shop_order_id}</strong>
          <span className="block text-ink-muted">{t('admin.dispatch.table.order', { id: row.order_id })}</span>
        </>
      ),
    },
    {
      key: 'paid',
      label: t('admin.dispatch.table.paidAt'),
      sort: 'paid_at',
      cell: (row) => (row.paid_at ? dates.format(new Date(row.paid_at)) : '—'),
    },
    {
      key: 'buyer',
      label: t('admin.dispatch.table.buyer'),
      cell: (row) => (
        <>
          {row.buyer_name} {row.country && <span className="text-ink-muted">({row.country})</span>}
          {row.pickup_point && (
            <span className="block text-ink-muted">{t('admin.dispatch.table.pickup', { name: row.pickup_point })}</span>
          )}
        </>
      ),
    },
    {
      key: 'items',
      label: t('admin.dispatch.table.items'),
      cell: (row) => (
        <ul>
          {row.items.map((item, index) => (
            <li key={`${item.name}-${index}`}>
              {item.quantity} × {item.name}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'logistician',
      label: t('admin.dispatch.table.logistician'),
      cell: (row) => partnerNameOf(page, row.logistician),
    },
    {
      key: 'status',
      label: t('admin.dispatch.table.status'),
      cell: (row) => <span data-testid="shop-order-status">{t(`myOrders.status.${row.status}`)}</span>,
    },
    { key: 'parcels', label: t('admin.dispatch.table.parcels'), cell: (row) => <Parcels row={row} /> },
  ];
  return (
    <AdminTable
      caption={t('admin.dispatch.table.caption')}
      columns={columns}
      rows={page.rows}
      rowKey={(row) => row.shop_order_id}
      page={page.page}
      perPage={page.per_page}
      total={page.total}
      sort={{ sort: query.sort, dir: query.dir }}
    />
  );
}
