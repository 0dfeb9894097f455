// The body of POST cart/pay and POST cart/confirm: the order as stored and the payment's next step.
import type { CheckoutResponse } from '@spindle/contracts';
import { isCurrencyCode } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { PaymentView } from '../payments/index.ts';
import type { OrderItemRow, OrderRow, OrdersRepo } from './orders.repo.ts';

/** Reads the order as stored now and answers with it and the payment's next step. */
export async function loadCheckoutResponse(
  deps: { orders: OrdersRepo; provider: { kind: 'test' | 'stripe' }; publishableKey: string | null },
  orderId: number,
  view: PaymentView | null,
): Promise<CheckoutResponse> {
  const [order, items, expiry] = await Promise.all([
    deps.orders.findOrder(orderId),
    deps.orders.itemsOf(orderId),
    deps.orders.reservationExpiry(orderId),
  ]);
  if (!order) throw new AppError('not_found');
  return toCheckoutResponse({
    order,
    items,
    view,
    provider: deps.provider.kind,
    publishableKey: deps.publishableKey,
    expiry,
  });
}

export function toCheckoutResponse(input: {
  order: OrderRow;
  items: readonly OrderItemRow[];
  view: PaymentView | null;
  provider: 'test' | 'stripe';
  publishableKey: string | null;
  expiry: Date | null;
}): CheckoutResponse {
  const { order, view } = input;
  const confirmed = order.status === 'confirmed' || order.status === 'refunded';
  const currency = isCurrencyCode(order.currency) ? order.currency : 'EUR';
  return {
    orderId: order.id,
    order: {
      id: order.id,
      status: order.status,
      currency,
      subtotalMinor: order.subtotalMinor,
      shippingMinor: order.shippingMinor,
      discountMinor: order.discountMinor,
      serviceChargeMinor: order.serviceChargeMinor,
      taxMinor: order.taxMinor,
      totalMinor: order.totalMinor,
      isGift: order.isGift,
      paidAt: order.paidAt ? order.paidAt.toISOString() : null,
      items: input.items.map((item) => ({
        projectId: item.projectId,
        name: item.name,
        quantity: item.quantity,
        unitPriceMinor: item.unitPriceMinor,
        totalMinor: item.totalMinor,
        discountMinor: item.discountMinor,
        taxMinor: item.taxMinor,
      })),
    },
    payment: {
      provider: input.provider,
      status: confirmed ? 'succeeded' : (view?.status ?? 'requires_payment_method'),
      clientSecret: confirmed ? null : (view?.clientSecret ?? null),
      publishableKey: input.provider === 'stripe' ? input.publishableKey : null,
      nextAction: confirmed ? null : (view?.nextAction ?? null),
      // authentication_required is an off-session answer (a monthly box), never one of a checkout.
      declineCode: confirmed
        ? null
        : view?.declineCode === 'authentication_required'
          ? 'authentication_failed'
          : (view?.declineCode ?? null),
    },
    reservationExpiresAt: confirmed || !input.expiry ? null : input.expiry.toISOString(),
  };
}
