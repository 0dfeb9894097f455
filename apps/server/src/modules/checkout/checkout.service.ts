// POST cart/pay and POST cart/confirm (docs/payments.md "Checkout"). Pay is a use case of named steps
// (pay.workflow.ts): it re-prices the stored cart on the server, places the order and holds its copies
// in one transaction, then opens the payment at the provider with a key per order, so a retried request
// never charges twice; with an Idempotency-Key the first answer is replayed (pay-idempotency.ts).
// Confirm reads the payment's outcome and confirms the order exactly once (order-confirmation.ts), as
// the webhooks do.
import {
  checkoutResponseSchema,
  errorBodySchema,
  type CartPayParsed,
  type CheckoutResponse,
  type ErrorBody,
} from '@spindle/contracts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../../http/viewer.ts';
import { loadCheckoutResponse } from './checkout-response.ts';
import { settlePayment } from './order-confirmation.ts';
import { answerOnce, idempotencyScopeOf } from './pay-idempotency.ts';
import { payCart, type PayClient, type PayDeps, type PayRequest } from './pay.workflow.ts';

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
    pay: (body: CartPayParsed, viewer: Viewer, client: PayClient): Promise<CheckoutResponse> =>
      payCart(deps, { body, viewer, ...client }),
    /** POST cart/pay with an Idempotency-Key: the first answer for this key and body, replayed after that. */
    payOnce: (key: string, body: CartPayParsed, viewer: Viewer, client: PayClient) =>
      payOnce(deps, key, { body, viewer, ...client }),
    /** POST cart/confirm: the 3-D Secure answer (test provider) or a read of the payment (Stripe.js confirmed it). */
    confirm: (input: ConfirmRequest, viewer: Viewer): Promise<CheckoutResponse> => confirmPayment(deps, input, viewer),
  };
}

/** An answer of POST cart/pay, as given the first time or replayed: the order, or the refusal. */
export type PayAnswer = { replayed: boolean } & (
  { statusCode: 200; body: CheckoutResponse } | { statusCode: 400 | 401 | 403 | 404 | 409; body: ErrorBody }
);

async function payOnce(deps: CheckoutDeps, key: string, request: PayRequest): Promise<PayAnswer> {
  const scope = idempotencyScopeOf(request.viewer.user?.id ?? null);
  const answer = await answerOnce(deps.db, { scope, key, body: request.body, now: deps.clock() }, async () => ({
    ...(await payCart(deps, request)),
  }));
  // Stored answers come back from the database: parsed again, as any boundary.
  if (answer.statusCode === 200) {
    return { replayed: answer.replayed, statusCode: 200, body: checkoutResponseSchema.parse(answer.body) };
  }
  const statusCode = REFUSAL_STATUSES.find((status) => status === answer.statusCode) ?? 409;
  return { replayed: answer.replayed, statusCode, body: errorBodySchema.parse(answer.body) };
}

const REFUSAL_STATUSES = [400, 401, 403, 404, 409] as const;

async function confirmPayment(deps: CheckoutDeps, input: ConfirmRequest, viewer: Viewer): Promise<CheckoutResponse> {
  const order = await deps.orders.findOrder(input.order_id);
  if (!order || order.cartId !== input.cart_id) throw new AppError('not_found');
  if (order.userId !== null && order.userId !== (viewer.user?.id ?? null)) throw new AppError('forbidden');
  // A finished order reads as it is (a free order never had a payment).
  if (order.status === 'confirmed' || order.status === 'refunded') return loadCheckoutResponse(deps, order.id, null);
  const payment = await deps.orders.paymentOf(order.id);
  if (!payment?.providerRef) throw new AppError('payment_not_found');
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
