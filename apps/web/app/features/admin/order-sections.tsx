// The read-only parts of /admin/order/{id}: the customer and totals, each parcel with its lines, address
// and shipments, the payments, the invoice and credit notes, the refunds and the e-mails sent about it.
import type { AdminOrder, OrderAddress } from '@spindle/contracts';
import type { AppLocale } from '@spindle/domain';
import type { ReactNode } from 'react';
import { useT } from '../../lib/use-t.ts';
import { adminDateTime, adminMoney } from './admin-format.ts';

export const sectionClass = 'mt-8';
const listClass = 'mt-2 space-y-1 text-sm';

export function SectionTitle({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="text-lg font-semibold">
      {children}
    </h2>
  );
}

export function addressLines(address: OrderAddress | null): string[] {
  if (!address) return [];
  return [
    [address.firstname, address.lastname].join(' ').trim(),
    address.company ?? '',
    address.address,
    address.address2 ?? '',
    `${address.zip_code} ${address.city}`,
    address.state ?? '',
    address.country_id,
    address.phone ?? '',
  ].filter(Boolean);
}

export function OrderFacts({ view, locale }: { view: AdminOrder; locale: AppLocale }) {
  const { t } = useT();
  const { order, customer, manual } = view;
  const money = (minor: number) => adminMoney(minor, order.currency, locale);
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2">
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('admin.order.customer')}</dt>
        <dd>{customer ? `${customer.name} (#${customer.id})` : t('admin.order.guest')}</dd>
        <dt className="font-semibold">{t('admin.order.email')}</dt>
        <dd>{order.email ?? customer?.email ?? '—'}</dd>
        <dt className="font-semibold">{t('admin.order.billing')}</dt>
        <dd>{addressLines(order.billing_address).join(', ') || '—'}</dd>
        <dt className="font-semibold">{t('admin.order.origin')}</dt>
        <dd>{order.origin ?? '—'}</dd>
        {manual && <dt className="font-semibold">{t('admin.orders.manual')}</dt>}
        {manual && (
          <dd>
            {t('admin.order.manualBy', {
              name: manual.staff_name,
              date: adminDateTime(manual.created_at, locale),
              reason: t(`admin.orderManual.reasons.${manual.reason}`),
              payment: t(`admin.orderManual.payments.${manual.payment}`),
            })}
            {manual.note ? ` · ${manual.note}` : ''}
          </dd>
        )}
      </dl>
      <dl className="grid grid-cols-[1fr_max-content] gap-x-6 gap-y-1 text-sm" aria-label={t('admin.order.totals')}>
        <dt>{t('admin.order.subtotal')}</dt>
        <dd>{money(order.subtotal_minor)}</dd>
        <dt>{t('admin.order.shipping')}</dt>
        <dd>{money(order.shipping_minor)}</dd>
        {order.discount_minor > 0 && (
          <>
            <dt>{t('admin.order.discount')}</dt>
            <dd>{money(-order.discount_minor)}</dd>
          </>
        )}
        {order.service_charge_minor > 0 && (
          <>
            <dt>{t('admin.order.serviceCharge')}</dt>
            <dd>{money(order.service_charge_minor)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('admin.order.total')}</dt>
        <dd className="font-semibold">{money(order.total_minor)}</dd>
        <dt>{t('admin.order.tax')}</dt>
        <dd>{money(order.tax_minor)}</dd>
        <dt>{t('admin.order.refunded')}</dt>
        <dd data-testid="order-refunded">{money(order.refunded_minor)}</dd>
      </dl>
    </div>
  );
}

type Item = AdminOrder['shops'][number]['items'][number];

export function ItemsTable({
  items,
  currency,
  locale,
  caption,
}: {
  items: readonly Item[];
  currency: string;
  locale: AppLocale;
  caption: string;
}) {
  const { t } = useT();
  return (
    <div className="mt-2 overflow-x-auto rounded-lg border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-raised">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('admin.order.item')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('admin.order.quantity')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('admin.order.refundedUnits')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('admin.order.unitPrice')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('admin.order.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-line">
              <td className="px-3 py-2">{item.size ? `${item.name} (${item.size})` : item.name}</td>
              <td className="px-3 py-2">{item.quantity}</td>
              <td className="px-3 py-2">{item.refunded_quantity}</td>
              <td className="px-3 py-2">{adminMoney(item.unit_price_minor, currency, locale)}</td>
              <td className="px-3 py-2">{adminMoney(item.total_minor - item.discount_minor, currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Shipments({
  shop,
  locale,
  correction,
}: {
  shop: AdminOrder['shops'][number];
  locale: AppLocale;
  /** The correction form of a parcel (features/admin/order-forms.tsx), when staff may correct it. */
  correction?: (parcel: AdminOrder['shops'][number]['shipments'][number]) => ReactNode;
}) {
  const { t } = useT();
  if (shop.shipments.length === 0) return <p className="mt-2 text-sm text-ink-muted">{t('admin.order.noShipment')}</p>;
  return (
    <ul className={listClass}>
      {shop.shipments.map((parcel) => (
        <li key={parcel.id}>
          {t('admin.order.tracking', { number: parcel.tracking_number ?? '—', carrier: parcel.transporter ?? '—' })} ·{' '}
          {parcel.status} · {adminDateTime(parcel.sent_at, locale)}
          {parcel.tracking_link && (
            <>
              {' · '}
              <a href={parcel.tracking_link} className="underline" rel="noreferrer noopener" target="_blank">
                {parcel.tracking_link}
              </a>
            </>
          )}
          {correction?.(parcel)}
        </li>
      ))}
    </ul>
  );
}

/** A parcel's status changes in plain words, oldest first: who moved it, when, and the record whose production did. */
export function StatusChanges({ shop, locale }: { shop: AdminOrder['shops'][number]; locale: AppLocale }) {
  const { t } = useT();
  if (shop.status_history.length === 0) {
    return <p className="mt-2 text-sm text-ink-muted">{t('admin.order.noStatusChange')}</p>;
  }
  return (
    <ol className={listClass} data-testid={`status-changes-${shop.id}`}>
      {shop.status_history.map((change) => (
        <li key={`${change.at}-${change.to}`}>
          {t('admin.order.statusChange', {
            from: change.from ? t(`myOrders.status.${change.from}`) : '—',
            to: t(`myOrders.status.${change.to}`),
            name: change.by,
            date: adminDateTime(change.at, locale),
          })}
          {change.production &&
            ` · ${t('admin.order.followsProduction', { name: change.production.project_name ?? `#${change.production.project_id}` })}`}
        </li>
      ))}
    </ol>
  );
}

export function Payments({ view, locale }: { view: AdminOrder; locale: AppLocale }) {
  const { t } = useT();
  if (view.payments.length === 0) return <p className="mt-2 text-sm text-ink-muted">{t('admin.order.noPayment')}</p>;
  return (
    <ul className={listClass}>
      {view.payments.map((payment) => (
        <li key={payment.id}>
          {t('admin.order.paymentLine', {
            provider: payment.provider,
            amount: adminMoney(payment.amount_minor, payment.currency, locale),
            status: payment.status,
            refunded: adminMoney(payment.refunded_minor, payment.currency, locale),
          })}{' '}
          · {adminDateTime(payment.created_at, locale)}
        </li>
      ))}
    </ul>
  );
}

export function Documents({ view, locale }: { view: AdminOrder; locale: AppLocale }) {
  const { t } = useT();
  if (view.documents.length === 0) return <p className="mt-2 text-sm text-ink-muted">{t('admin.order.noDocument')}</p>;
  return (
    <ul className={listClass}>
      {view.documents.map((document) => {
        const label =
          document.kind === 'invoice'
            ? t('admin.order.invoice', { number: document.number })
            : t('admin.order.creditNote', { number: document.number });
        return (
          <li key={document.id}>
            <a href={document.url} className="underline">
              {t('admin.order.documentLine', {
                label,
                amount: adminMoney(document.gross_minor, view.order.currency, locale),
                date: adminDateTime(document.issued_at, locale),
              })}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function Emails({ view, locale }: { view: AdminOrder; locale: AppLocale }) {
  const { t } = useT();
  if (view.emails.length === 0) return <p className="mt-2 text-sm text-ink-muted">{t('admin.order.noEmail')}</p>;
  return (
    <ul className={listClass}>
      {view.emails.map((email) => (
        <li key={email.id}>
          {t('admin.order.emailLine', {
            subject: email.subject,
            to: email.to,
            date: adminDateTime(email.created_at, locale),
          })}{' '}
          <code>{email.template}</code>
        </li>
      ))}
    </ul>
  );
}
