// POST cart/pay and POST cart/confirm (docs/payments.md "Checkout"). Pay is a use case of named steps
// (pay.workflow.ts): it re-prices the stored cart on the server, places the order and holds its copies
// in one transaction, then opens the payment at the provider with a key per order, so a retried request
// never charges twice. Confirm reads the payment's outcome and confirms the order exactly once
// (order-confirmation.ts), as the webhooks do.
import type { CartPayParsed, CheckoutResponse } from '@spindle/contracts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { loadCheckoutResponse } from './checkout-response.ts';
import { settlePayment } from './order-confirmation.ts';
import { payCart, type PayDeps } from './pay.workflow.ts';

export type CheckoutDeps = PayDeps;

/** POST cart/confirm as it arrives. */
export interface ConfirmRequest {
  order_id: number;
  cart_id: string;
  authentication?: 'approve' | 'deny' | null | undefined;
}

export function createCheckoutService(deps: CheckoutDeps) {
  return {
    /** POST cart/pay. */
    pay: (body: CartPayParsed, viewer: Viewer, ip: string | null): Promise<CheckoutResponse> =>
      payCart(deps, { body, viewer, ip }),
    /** POST cart/confirm: the 3-D Secure answer (test provider) or a read of the payment (Stripe.js confirmed it). */
    confirm: (input: ConfirmRequest, viewer: Viewer): Promise<CheckoutResponse> => confirmPayment(deps, input, viewer),
  };
}

async function confirmPayment(deps: CheckoutDeps, input: ConfirmRequest, viewer: Viewer): Promise<CheckoutResponse> {
  const order = await deps.orders.findOrder(input.order_id);
  if (!order || order.cartId !== input.cart_id) throw new AppError('not_found');
  if (order.userId !== null && order.userId !== (viewer.user?.id ?? null)) throw new AppError('forbidden');
  // A finished order reads as it is (a free order never had a payment).
  if (order.status === 'confirmed' || order.status === 'refunded') return loadCheckoutResponse(deps, order.id, null);
  const payment = await deps.orders.paymentOf(order.id);
  if (!payment?.providerRef) throw new AppError('payment_not_found', 404);
  let view = await deps.provider.getPayment({ providerRef: payment.providerRef });
  if (input.authentication && view.status === 'requires_action') {
    view = await deps.provider.completeAuthentication({
      providerRef: payment.providerRef,
      approve: input.authentication === 'approve',
    });
  }
  await settlePayment(deps, { paymentId: payment.id, orderId: order.id, view });
  return loadCheckoutResponse(deps, order.id, view);
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
