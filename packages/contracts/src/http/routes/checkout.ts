// Pay and confirm (apps/server/src/modules/checkout): the order is made and paid here; the cart's own
// calls are the cart's (./cart.ts). A cart that cannot be paid answers the code of its first refused line.
import { defineRoutes } from '../route.ts';

export const checkoutRoutes = defineRoutes('checkout', {
  /** Takes an Idempotency-Key header (docs/payments.md): a retried pay never charges twice. */
  pay: {
    method: 'POST',
    path: '/cart/pay',
    access: 'public',
    errors: [
      'not_found',
      'forbidden',
      'unauthorized',
      'input_required',
      'cart_empty',
      'cart_already_paid',
      'project_not_on_sale',
      'country_not_allowed',
      'sizes_required',
      'limit_per_customer_exceeded',
      'insufficient_stock',
      'no_shipping',
      'idempotency_key_invalid',
      'idempotency_key_in_use',
      'idempotency_key_reused',
      'payment_method_invalid',
      'payment_method_unsupported',
      'payment_not_found',
      'payment_state_conflict',
      'payment_provider_unavailable',
    ],
  },
  confirm: {
    method: 'POST',
    path: '/cart/confirm',
    access: 'public',
    errors: ['not_found', 'forbidden', 'payment_not_found', 'payment_state_conflict', 'payment_provider_unavailable'],
  },
});
