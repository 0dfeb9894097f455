// /admin/client/{id} (spec section 2, issue 14; docs/admin.md "Users, bids, invoices and payments"): the
// buyer side of an account: its orders (each opens /admin/order/{id}), its addresses (the default one
// first) and its box subscriptions. The account itself (roles, sessions) is /admin/user/{id}.
import { adminPeopleEndpoints, type AdminClient } from '@spindle/contracts';
import { LOCALE_META, localisePath, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import { Link } from 'react-router';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { moneyText } from '../features/admin/money-cell.ts';
import { requireVerifiedStaff } from '../features/admin/staff-access.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import { dateTimeFormat } from '../lib/intl.ts';
import { useT } from '../lib/use-t.ts';
import type { Route } from './+types/admin-client';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireVerifiedStaff(context, url);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw notFoundResponse();
  const { locale } = splitLocaleFromPath(url.pathname);
  return { locale, client: await apiClient(context).read(adminPeopleEndpoints.client, { params: { id } }) };
}

function Orders({ client, locale }: { client: AdminClient; locale: AppLocale }) {
  const { t } = useT();
  const dates = dateTimeFormat(LOCALE_META[locale].intlTag, { dateStyle: 'medium' });
  if (client.orders.length === 0) return <p className="mt-2 text-sm text-ink-muted">{t('admin.client.noOrders')}</p>;
  return (
    <div className="mt-2 overflow-x-auto rounded-lg border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.client.orders')}</caption>
        <thead className="bg-surface-raised">
          <tr>
            {(['order', 'placedAt', 'paidAt', 'status', 'items', 'total'] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {t(`admin.client.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {client.orders.map((order) => (
            <tr key={order.id} className="border-t border-line">
              <td className="px-3 py-2">
                <Link to={localisePath(`/admin/order/${order.id}`, locale)} className="font-semibold underline">
                  #{order.id}
                </Link>
              </td>
              <td className="px-3 py-2">{dates.format(new Date(order.created_at))}</td>
              <td className="px-3 py-2">{order.paid_at ? dates.format(new Date(order.paid_at)) : '—'}</td>
              <td className="px-3 py-2">{t(`admin.client.orderStatuses.${order.status}`)}</td>
              <td className="px-3 py-2">{order.items}</td>
              <td className="px-3 py-2">{moneyText(order.total_minor, order.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Addresses({ client }: { client: AdminClient }) {
  const { t } = useT();
  if (client.addresses.length === 0) {
    return <p className="mt-2 text-sm text-ink-muted">{t('admin.client.noAddresses')}</p>;
  }
  return (
    <ul className="mt-2 grid gap-3 sm:grid-cols-2">
      {client.addresses.map((address) => (
        <li key={address.id} className="rounded-lg border border-line p-3 text-sm">
          {address.is_default && <p className="font-semibold">{t('admin.client.defaultAddress')}</p>}
          <address className="not-italic">
            {[
              `${address.firstname} ${address.lastname}`,
              address.company,
              address.address,
              address.address2,
              `${address.zip_code} ${address.city}`,
              address.state,
              address.country_id,
              address.phone,
            ]
              .filter(Boolean)
              .map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
          </address>
        </li>
      ))}
    </ul>
  );
}

export default function AdminClientPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, client } = loaderData;
  return (
    <>
      <PageHead title={t('admin.client.title', { name: client.user.name })} noIndex />
      <AdminLayout active="users">
        <h1 className="text-2xl font-semibold">{t('admin.client.title', { name: client.user.name })}</h1>
        <p className="mt-1 text-sm">
          {client.user.email} ·{' '}
          <Link to={localisePath(`/admin/user/${client.user.id}`, locale)} className="underline">
            {t('admin.client.accountLink')}
          </Link>
        </p>
        <h2 className="mt-6 text-lg font-semibold">{t('admin.client.orders')}</h2>
        <Orders client={client} locale={locale} />
        <h2 className="mt-8 text-lg font-semibold">{t('admin.client.addresses')}</h2>
        <Addresses client={client} />
        <h2 className="mt-8 text-lg font-semibold">{t('admin.client.boxes')}</h2>
        {client.boxes.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{t('admin.client.noBoxes')}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {client.boxes.map((box) => (
              <li key={box.id}>
                {t('admin.client.boxLine', {
                  plan: box.plan_name,
                  months: box.months_total,
                  count: box.dispatches_left,
                  total: moneyText(box.total_minor, box.currency, locale),
                })}
              </li>
            ))}
          </ul>
        )}
      </AdminLayout>
    </>
  );
}
