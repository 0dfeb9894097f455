// /cart/confirmation?order={id} (spec section 2; /fr/panier/confirmation): the order number, what
// was bought and paid, and what happens next. The order is read through POST cart/confirm with the
// cart it came from (only that cart's holder can read it); once it is confirmed the cart is emptied
// and the purchase is pushed to the data layer once. The pickup point the order's pickup parcels go
// to is the one the payment step kept for this order (order_pickup cookie).
import { BUSINESS_TIME_ZONE, localisePath, LOCALE_META, splitLocaleFromPath } from '@spindle/domain';
import { useEffect } from 'react';
import { useT } from '../lib/use-t.ts';
import { data, Link } from 'react-router';
import { requestContext } from '../context.ts';
import { formatAmount } from '../features/cart/cart-format.ts';
import { clearCart } from '../features/cart/cart-store.ts';
import { cartCookieHeader, cartFromRequest } from '../features/cart/cart.server.ts';
import { emptyCartState } from '../features/cart/cart-state.ts';
import { track } from '../features/analytics/index.ts';
import { purchaseEvents, pushDataLayer } from '../features/cart/data-layer.ts';
import { readOrder } from '../features/checkout/checkout.server.ts';
import { decodeOrderPickup, ORDER_PICKUP_COOKIE } from '../features/checkout/order-pickup.ts';
import { PickupSummary } from '../features/checkout/pickup-form.tsx';
import { resolveCurrency } from '../features/preferences/currency.server.ts';
import { PageHead } from '../layout/page-head.tsx';
import { readCookie, serializeCookie } from '../lib/cookies.ts';
import type { Route } from './+types/cart-confirmation';
import { dateTimeFormat } from '../lib/intl.ts';

/** Remembers the last paid order and its cart for a day, so the page can be reloaded once the cart is gone. */
const LAST_ORDER_COOKIE = 'last_order';

function lastOrderOf(header: string | null): { orderId: number; cartId: string } | null {
  const match = /^(\d+)\.([a-z0-9]{10})$/.exec(readCookie(header, LAST_ORDER_COOKIE) ?? '');
  return match ? { orderId: Number(match[1]), cartId: match[2] ?? '' } : null;
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { locale } = splitLocaleFromPath(url.pathname);
  const orderId = Number(url.searchParams.get('order'));
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const cookies = request.headers.get('Cookie');
  const currency = resolveCurrency(url, cookies, context.get(requestContext).country);
  const cart = cartFromRequest(request, currency);
  const last = lastOrderOf(cookies);
  const cartId = cart.cart.id ?? (last?.orderId === orderId ? last.cartId : null);
  const checkout =
    Number.isInteger(orderId) && orderId > 0 && cartId ? await readOrder(context, cartId, orderId) : null;
  const confirmed = checkout?.order.status === 'confirmed';
  if (checkout && confirmed && cart.cart.id === cartId) {
    // The cart became this order: it is emptied (spec: the confirmation empties the cart).
    headers.append('Set-Cookie', cartCookieHeader(emptyCartState(currency)));
    headers.append('Set-Cookie', serializeCookie(LAST_ORDER_COOKIE, `${orderId}.${cartId}`, 1));
  }
  const status = checkout && confirmed ? 200 : 404;
  // Formatted here, in Paris time (the shop's), so the server's HTML and the hydrated page agree.
  const paidAt = checkout?.order.paidAt
    ? dateTimeFormat(LOCALE_META[locale].intlTag, {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: BUSINESS_TIME_ZONE,
      }).format(new Date(checkout.order.paidAt))
    : null;
  const pickupPoint = confirmed ? decodeOrderPickup(readCookie(cookies, ORDER_PICKUP_COOKIE), orderId) : null;
  return data(
    {
      locale,
      order: confirmed ? (checkout?.order ?? null) : null,
      paidAt,
      promoCode: cart.cart.promo_code ?? null,
      pickupPoint,
    },
    { status, headers },
  );
}

export default function CartConfirmation({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { locale, order, promoCode, paidAt, pickupPoint } = loaderData;

  useEffect(() => {
    if (!order) return;
    clearCart();
    // One purchase event per order, even if the page is reloaded.
    const key = `purchase:${order.id}`;
    if (window.sessionStorage.getItem(key)) return;
    window.sessionStorage.setItem(key, '1');
    for (const event of purchaseEvents(order, promoCode)) {
      pushDataLayer(event);
      track(event.event, { data: { order_id: order.id, currency: order.currency, value: event.ecommerce.value } });
    }
  }, [order, promoCode]);

  if (!order) {
    return (
      <div className="mx-auto max-w-[700px] px-4 py-16 text-center">
        <PageHead title={t('checkout.confirmation.metaTitle')} noIndex />
        <h1 className="text-2xl font-semibold">{t('checkout.confirmation.notFound')}</h1>
        <Link
          to={localisePath('/vinyl-shop', locale)}
          className="mt-6 inline-block font-semibold text-accent underline underline-offset-4"
        >
          {t('checkout.confirmation.continue')}
        </Link>
      </div>
    );
  }
  const money = (minor: number) => formatAmount(minor, order.currency, locale);
  return (
    <>
      <PageHead title={t('checkout.confirmation.metaTitle')} noIndex />
      <div className="mx-auto max-w-[900px] px-4 py-10 sm:px-6">
        <p
          aria-hidden="true"
          className="grid size-12 place-items-center rounded-full bg-accent text-2xl text-accent-ink"
        >
          ✓
        </p>
        <h1 className="mt-4 text-2xl font-semibold sm:text-3xl">{t('checkout.confirmation.heading')}</h1>
        <p className="mt-2 text-lg" data-testid="order-number">
          {t('checkout.confirmation.orderNumber', { id: order.id })}
        </p>
        {paidAt && <p className="text-sm text-ink-muted">{t('checkout.confirmation.paid', { date: paidAt })}</p>}
        {pickupPoint && <PickupSummary point={pickupPoint} className="mt-4 rounded-md bg-surface-raised p-3 text-sm" />}

        <div className="mt-8 grid gap-10 md:grid-cols-2">
          <section aria-labelledby="summary-heading">
            <h2 id="summary-heading" className="mb-3 text-lg font-semibold">
              {t('checkout.confirmation.summary')}
            </h2>
            <ul className="divide-y divide-line border-y border-line">
              {order.items.map((item, index) => (
                <li key={`${item.projectId ?? item.name}-${index}`} className="flex justify-between gap-3 py-3 text-sm">
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="text-ink-muted">
                      {t('checkout.confirmation.quantity', { count: item.quantity })}
                    </span>
                  </span>
                  <span className="tabular-nums">{money(item.totalMinor - item.discountMinor)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 text-sm">
              <div className="flex justify-between">
                <dt>{t('cart.summary.subtotal')}</dt>
                <dd className="tabular-nums">{money(order.subtotalMinor)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t('cart.summary.shipping')}</dt>
                <dd className="tabular-nums">{money(order.shippingMinor)}</dd>
              </div>
              {order.discountMinor > 0 && (
                <div className="flex justify-between">
                  <dt>{t('cart.summary.discount')}</dt>
                  <dd className="tabular-nums">−{money(order.discountMinor)}</dd>
                </div>
              )}
              {order.serviceChargeMinor > 0 && (
                <div className="flex justify-between">
                  <dt>{t('cart.summary.serviceCharge')}</dt>
                  <dd className="tabular-nums">{money(order.serviceChargeMinor)}</dd>
                </div>
              )}
              <div className="flex justify-between border-t border-line pt-2 text-base font-semibold">
                <dt>{t('cart.summary.total')}</dt>
                <dd className="tabular-nums" data-testid="order-total">
                  {money(order.totalMinor)}
                </dd>
              </div>
              <div className="flex justify-between text-ink-muted">
                <dt>{order.taxMinor > 0 ? t('cart.summary.vat') : t('cart.summary.vatNone')}</dt>
                <dd className="tabular-nums">{money(order.taxMinor)}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="next-heading">
            <h2 id="next-heading" className="mb-3 text-lg font-semibold">
              {t('checkout.confirmation.nextHeading')}
            </h2>
            <ol className="list-decimal space-y-2 ps-5 text-sm leading-relaxed">
              <li>{t('checkout.confirmation.next1')}</li>
              <li>{t('checkout.confirmation.next2')}</li>
              <li>{t('checkout.confirmation.next3')}</li>
            </ol>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link
                to={localisePath('/my-account/orders', locale)}
                className="rounded-md bg-accent px-5 py-3 font-semibold text-accent-ink hover:brightness-110"
              >
                {t('checkout.confirmation.orders')}
              </Link>
              <Link
                to={localisePath('/vinyl-shop', locale)}
                className="rounded-md border border-line px-5 py-3 font-semibold hover:bg-surface-raised"
              >
                {t('checkout.confirmation.continue')}
              </Link>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
