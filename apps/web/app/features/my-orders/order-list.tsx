// The orders of /my-account/orders: one card per order with its date, number, status, total and the
// first covers; the card's link opens the order.
import type { MyOrderSummary } from '@spindle/contracts';
import { localisePath, type AppLocale } from '@spindle/domain';
import { useT } from '../../lib/use-t.ts';
import { Link } from 'react-router';
import { formatAmount, formatDay } from './my-orders-format.ts';
import { cardClass, StatusBadge, toneOf } from './my-orders-ui.tsx';

export function orderPath(id: number, locale: AppLocale): string {
  return localisePath(`/my-account/orders/${id}`, locale);
}

export function OrderList({ orders, locale }: { orders: readonly MyOrderSummary[]; locale: AppLocale }) {
  const { t } = useT();
  return (
    <ul className="mt-6 space-y-4">
      {orders.map((order) => (
        <li key={order.id} className={`${cardClass} relative flex flex-wrap items-center gap-4`}>
          <div className="flex -space-x-3" aria-hidden="true">
            {order.lines.map((line, index) => (
              <img
                key={`${line.name}-${index}`}
                src={line.cover}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 rounded-md border-2 border-surface object-cover"
              />
            ))}
          </div>
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold">
              <Link
                to={orderPath(order.id, locale)}
                className="after:absolute after:inset-0 after:rounded-xl hover:underline"
                aria-label={t('myOrders.orders.view', { id: order.id })}
              >
                {t('myOrders.orders.orderNumber', { id: order.id })}
              </Link>
            </h2>
            <p className="text-sm text-ink-muted">
              {t('myOrders.orders.placedOn', { date: formatDay(order.created_at, locale) })} ·{' '}
              {t('myOrders.orders.itemCount', { count: order.items_count })}
            </p>
            <p className="mt-1 truncate text-sm">{order.lines.map((line) => line.name).join(', ')}</p>
          </div>
          <div className="flex flex-col items-end gap-2">
            <span className="font-semibold">{formatAmount(order.total_minor, order.currency, locale)}</span>
            {order.refunds.length > 0 && (
              <span className="text-sm text-ink-muted">
                {t('myOrders.orders.refunded', {
                  amount: formatAmount(
                    order.refunds.reduce((sum, refund) => sum + refund.amount_minor, 0),
                    order.currency,
                    locale,
                  ),
                })}
              </span>
            )}
            <div className="flex flex-wrap justify-end gap-1">
              {order.shops.length > 0 ? (
                order.shops.map((shop) => (
                  <StatusBadge key={shop.id} tone={toneOf(shop.status)}>
                    {t(`myOrders.status.${shop.status}`)}
                  </StatusBadge>
                ))
              ) : (
                <StatusBadge tone={toneOf(order.status)}>{t(`myOrders.status.${order.status}`)}</StatusBadge>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
