// /my-account/orders/{id} (spec section 7: GET user/orders/{order_id}/shop and /tracking, DELETE
// user/orders/{id}, PUT user/orders/{shop_id}/customer): one order, each parcel with its timeline and
// carrier links, the invoice, the address change and the cancellation with its confirmation.
import { myOrdersEndpoints } from '@spindle/contracts';
import { LOCALE_META, isShopOrderReviewable, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { useMemo } from 'react';
import { useT } from '../lib/use-t.ts';
import { Link } from 'react-router';
import { AccountLayout } from '../features/account/account-layout.tsx';
import { accountSectionPath } from '../features/account/account-nav.ts';
import { requireUser } from '../features/account/require-user.server.ts';
import { CancelOrder } from '../features/my-orders/cancel-order.tsx';
import type { OrderActionResult } from '../features/my-orders/order-actions.ts';
import { orderAction } from '../features/my-orders/order-actions.server.ts';
import { OrderSummary, ShopOrderCard } from '../features/my-orders/order-detail.tsx';
import { formatAmount, formatDay } from '../features/my-orders/my-orders-format.ts';
import { PageNotice, StatusBadge, toneOf } from '../features/my-orders/my-orders-ui.tsx';
import { PageHead } from '../layout/page-head.tsx';
import { apiClient, notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/my-order';
import { displayNames } from '../lib/intl.ts';

function orderIdOf(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || String(id) !== param) throw notFoundResponse();
  return id;
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  await requireUser(context, url);
  const id = orderIdOf(params.id);
  const { locale } = splitLocaleFromPath(url.pathname);
  const api = apiClient(context);
  const [order, tracking] = await Promise.all([
    api.read(myOrdersEndpoints.detail, { params: { id } }),
    api.read(myOrdersEndpoints.tracking, { params: { id } }),
  ]);
  return {
    locale,
    order,
    tracking,
    pagePath: url.pathname,
    confirming: url.searchParams.get('cancel') === 'confirm',
    notice:
      url.searchParams.get('cancelled') === '1'
        ? 'cancelled'
        : url.searchParams.get('saved') === 'address'
          ? 'address'
          : null,
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  await requireUser(context, url);
  return orderAction({ context, request, orderId: orderIdOf(params.id), pagePath: url.pathname });
}

export default function MyOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, order, tracking, pagePath, confirming, notice } = loaderData;
  const result: OrderActionResult | undefined = actionData;
  const regions = useMemo(() => displayNames([LOCALE_META[locale].intlTag], { type: 'region' }), [locale]);
  const countryName = (code: string) => regions.of(code) ?? code;
  return (
    <>
      <PageHead title={t('myOrders.order.title', { id: order.id })} noIndex />
      <AccountLayout active="orders">
        <Link to={accountSectionPath('orders', locale)} className="text-sm font-semibold underline underline-offset-4">
          ← {t('myOrders.order.back')}
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold">{t('myOrders.order.title', { id: order.id })}</h1>
          <StatusBadge tone={toneOf(order.status)}>{t(`myOrders.status.${order.status}`)}</StatusBadge>
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          {t('myOrders.orders.placedOn', { date: formatDay(order.created_at, locale) })}
        </p>
        {order.shops.some((shop) => isShopOrderReviewable(shop.status)) && (
          <Link
            to={localisePath(`/review?order=${order.id}`, locale)}
            className="mt-2 inline-block text-sm font-semibold underline underline-offset-4"
          >
            {t('reviews.orderLink')}
          </Link>
        )}
        <ul className="mt-2 flex flex-wrap gap-x-4 text-sm">
          {order.shops.map((shop) => (
            <li key={shop.id}>
              <Link
                to={localisePath(`/my-account/messages/new?shop_order=${shop.id}&order=${order.id}`, locale)}
                className="font-semibold underline underline-offset-4"
              >
                {t('messages.messageSeller')}
                {order.shops.length > 1 && shop.shop ? ` (${shop.shop.name})` : ''}
              </Link>
            </li>
          ))}
        </ul>
        {notice === 'cancelled' && (
          <PageNotice tone="ok">
            {t('myOrders.order.cancel.done', { amount: formatAmount(order.refunded_minor, order.currency, locale) })}
          </PageNotice>
        )}
        {notice === 'address' && <PageNotice tone="ok">{t('myOrders.order.address.saved')}</PageNotice>}
        {result?.form === 'cancel' && <PageNotice tone="error">{t(`myOrders.errors.${result.code}`)}</PageNotice>}
        <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_320px] xl:items-start">
          <div className="space-y-6">
            {order.shops.map((shop, index) => (
              <ShopOrderCard
                key={shop.id}
                shop={shop}
                number={index + 1}
                order={order}
                tracking={tracking.shops.find((entry) => entry.id === shop.id)}
                locale={locale}
                actionData={result}
                countryName={countryName}
              />
            ))}
          </div>
          <div className="space-y-4">
            <OrderSummary order={order} locale={locale} />
            <CancelOrder order={order} confirming={confirming} pagePath={pagePath} locale={locale} />
          </div>
        </div>
      </AccountLayout>
    </>
  );
}
