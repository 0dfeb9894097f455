// /admin/order/{id} (spec section 2, issue 14): one order with everything known of it: the customer and
// totals, each parcel with its lines, address (changed here until it is sent) and shipments, payments,
// the invoice and credit notes, refunds (a boss refunds chosen units or cancels the whole order), the
// e-mails sent to the buyer about it, and its history.
import { adminOrdersEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath, staffPermissionsOf } from '@spindle/domain';
import { data, Link } from 'react-router';
import { adminDateTime, adminMoney } from '../features/admin/admin-format.ts';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { AuditList } from '../features/admin/audit-list.tsx';
import { orderAction, savedNoticeOf } from '../features/admin/order-actions.server.ts';
import {
  AddressForm,
  CancelForm,
  ParcelCorrectionForm,
  RefundForm,
  RefundsMade,
} from '../features/admin/order-forms.tsx';
import {
  addressLines,
  Documents,
  Emails,
  ItemsTable,
  OrderFacts,
  Payments,
  SectionTitle,
  sectionClass,
  Shipments,
  StatusChanges,
} from '../features/admin/order-sections.tsx';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { readFormBody } from '../lib/form-body.server.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-order';

function orderIdOf(params: { id?: string }): number {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw notFoundResponse();
  return id;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const staff = await requireVerifiedStaff(context, url);
  const { locale } = splitLocaleFromPath(url.pathname);
  const view = await apiClient(context).read(adminOrdersEndpoints.order, { params: { id: orderIdOf(params) } });
  const permissions = staffPermissionsOf({ role: staff.role, isAdmin: staff.is_admin });
  return {
    locale,
    view,
    canRefund: permissions.includes('refunds'),
    // The refund form's token: its Idempotency-Key, so the same form sent twice refunds once.
    token: crypto.randomUUID(),
    saved: savedNoticeOf(url, view),
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireVerifiedStaff(context, url);
  const form = await readFormBody(request);
  const refusal = await orderAction({ context, form, orderId: orderIdOf(params), pagePath: url.pathname });
  return data(refusal, 400);
}

function Notice({
  saved,
  currency,
  locale,
}: {
  saved: Route.ComponentProps['loaderData']['saved'];
  currency: string;
  locale: Route.ComponentProps['loaderData']['locale'];
}) {
  const { t } = useT();
  if (!saved) return null;
  if (saved.kind === 'refund') {
    return <>{t('admin.order.saved.refund', { amount: adminMoney(saved.amountMinor ?? 0, currency, locale) })}</>;
  }
  if (saved.kind === 'cancel') return <>{t('admin.order.saved.cancel')}</>;
  if (saved.kind === 'created') return <>{t('admin.order.saved.created')}</>;
  if (saved.kind === 'parcel') return <>{t('admin.order.saved.parcel')}</>;
  return <>{t('admin.order.saved.address')}</>;
}

function Parcels({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useT();
  const { view, locale } = loaderData;
  return (
    <>
      {view.shops.map((shop, index) => {
        const title = shop.shop_name
          ? t('admin.order.parcelFrom', { number: index + 1, shop: shop.shop_name })
          : t('admin.order.parcel', { number: index + 1 });
        return (
          <section key={shop.id} aria-labelledby={`parcel-${shop.id}`} className={sectionClass}>
            <SectionTitle id={`parcel-${shop.id}`}>
              {title} · {t(`myOrders.status.${shop.status}`)}
            </SectionTitle>
            <ItemsTable items={shop.items} currency={view.order.currency} locale={locale} caption={title} />
            <p className="mt-3 text-sm">
              <strong>{t('admin.order.shipTo')}:</strong>{' '}
              {addressLines(shop.address).join(', ') || t('admin.order.noAddress')}
            </p>
            <AddressForm shop={shop} refusal={actionData ?? undefined} />
            <h3 className="mt-3 text-sm font-semibold">{t('admin.order.statusChanges')}</h3>
            <StatusChanges shop={shop} locale={locale} />
            <h3 className="mt-3 text-sm font-semibold">{t('admin.order.shipments')}</h3>
            <Shipments
              shop={shop}
              locale={locale}
              correction={(parcel) => (
                <ParcelCorrectionForm shop={shop} parcel={parcel} refusal={actionData ?? undefined} />
              )}
            />
          </section>
        );
      })}
      {view.other_items.length > 0 && (
        <section aria-labelledby="other-lines" className={sectionClass}>
          <SectionTitle id="other-lines">{t('admin.order.otherLines')}</SectionTitle>
          <ItemsTable
            items={view.other_items}
            currency={view.order.currency}
            locale={locale}
            caption={t('admin.order.otherLines')}
          />
        </section>
      )}
    </>
  );
}

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { view, locale, canRefund, token, saved } = loaderData;
  const { order } = view;
  const refusal = actionData ?? undefined;
  return (
    <>
      <PageHead title={t('admin.order.title', { id: order.id })} noIndex />
      <AdminLayout active="orders">
        <Link to={localisePath('/admin/orders', locale)} className="text-sm underline">
          {t('admin.order.back')}
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">{t('admin.order.title', { id: order.id })}</h1>
        <p className="mt-1 text-sm">
          <strong data-testid="order-status">{t(`myOrders.status.${order.status}`)}</strong> ·{' '}
          {t('admin.order.placedOn', { date: adminDateTime(order.created_at, locale) })}
          {order.paid_at ? `, ${t('admin.order.paidOn', { date: adminDateTime(order.paid_at, locale) })}` : ''}
        </p>
        <div role="status" className="mt-2 text-sm">
          <Notice saved={saved} currency={order.currency} locale={locale} />
        </div>
        <OrderFacts view={view} locale={locale} />
        <Parcels loaderData={loaderData} actionData={actionData} />
        <section aria-labelledby="payments" className={sectionClass}>
          <SectionTitle id="payments">{t('admin.order.payments')}</SectionTitle>
          <Payments view={view} locale={locale} />
        </section>
        <section aria-labelledby="documents" className={sectionClass}>
          <SectionTitle id="documents">{t('admin.order.documents')}</SectionTitle>
          <Documents view={view} locale={locale} />
        </section>
        <section aria-labelledby="refunds" className={sectionClass}>
          <SectionTitle id="refunds">{t('admin.order.refunds')}</SectionTitle>
          <RefundsMade view={view} locale={locale} canRefund={canRefund} />
        </section>
        <section aria-labelledby="refund" className={`${sectionClass} rounded-lg border border-line p-4`}>
          <SectionTitle id="refund">{t('admin.order.refund')}</SectionTitle>
          {canRefund ? (
            <RefundForm view={view} locale={locale} token={token} refusal={refusal} />
          ) : (
            <p className="mt-2 text-sm text-ink-muted">{t('admin.order.bossOnly')}</p>
          )}
        </section>
        {canRefund && (
          <section aria-labelledby="cancel" className={`${sectionClass} rounded-lg border border-line p-4`}>
            <SectionTitle id="cancel">{t('admin.order.cancel')}</SectionTitle>
            <CancelForm view={view} locale={locale} refusal={refusal} />
          </section>
        )}
        <section aria-labelledby="emails" className={sectionClass}>
          <SectionTitle id="emails">{t('admin.order.emails')}</SectionTitle>
          <Emails view={view} locale={locale} />
        </section>
        <section aria-labelledby="history" className={sectionClass}>
          <SectionTitle id="history">{t('admin.order.history')}</SectionTitle>
          <AuditList entries={view.history} locale={locale} />
        </section>
      </AdminLayout>
    </>
  );
}
