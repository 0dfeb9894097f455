// The buyer's orders (apps/server/src/modules/my-orders): all need a session (401 first); another
// user's order is not found (404), never shown.
import { defineRoutes } from '../route.ts';

export const myOrdersRoutes = defineRoutes('myOrders', {
  list: { method: 'GET', path: '/user/orders', access: 'user' },
  detail: { method: 'GET', path: '/user/orders/:id/shop', access: 'user', errors: ['not_found'] },
  tracking: { method: 'GET', path: '/user/orders/:id/tracking', access: 'user', errors: ['not_found'] },
  invoice: { method: 'GET', path: '/user/orders/:id/invoice', access: 'user', errors: ['not_found'] },
  creditNote: {
    method: 'GET',
    path: '/user/orders/:id/credit-notes/:document_id',
    access: 'user',
    errors: ['not_found'],
  },
  /** The refund goes through the payment provider: 502 or 503 when it cannot. */
  cancel: {
    method: 'DELETE',
    path: '/user/orders/:id',
    access: 'user',
    errors: [
      'not_found',
      'order_not_cancellable',
      'refund_exceeds_payment',
      'payment_not_refundable',
      'refund_failed',
      'refund_unavailable',
      'refund_in_progress',
    ],
  },
  changeAddress: {
    method: 'PUT',
    path: '/user/orders/:shop_id/customer',
    access: 'user',
    errors: ['not_found', 'address_not_editable'],
  },
});
