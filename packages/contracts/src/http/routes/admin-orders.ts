// The staff's order pages under /api/admin (apps/server/src/modules/staff-orders; docs/admin.md "Orders,
// refunds and manual orders"). Reading orders, changing an address and making manual orders need
// `orders` (team and boss); refunds and cancellations give money back and need `refunds` (boss).
import { defineRoutes } from '../route.ts';

const REFUND_ERRORS = [
  'not_found',
  'idempotency_key_invalid',
  'idempotency_key_reused',
  'refund_empty',
  'refund_line_invalid',
  'refund_exceeds_paid',
  'refund_in_progress',
  'refund_exceeds_payment',
  'payment_not_refundable',
  'refund_failed',
  'refund_unavailable',
] as const;

export const adminOrdersRoutes = defineRoutes('adminOrders', {
  list: { method: 'GET', path: '/admin/orders', access: 'staff', permission: 'orders' },
  order: { method: 'GET', path: '/admin/orders/:id', access: 'staff', permission: 'orders', errors: ['not_found'] },
  document: {
    method: 'GET',
    path: '/admin/orders/:id/documents/:document_id',
    access: 'staff',
    permission: 'orders',
    errors: ['not_found'],
  },
  changeAddress: {
    method: 'PUT',
    path: '/admin/shop-orders/:shop_id/address',
    access: 'staff',
    permission: 'orders',
    errors: ['not_found', 'address_not_editable'],
  },
  cancel: {
    method: 'POST',
    path: '/admin/orders/:id/cancel',
    access: 'staff',
    permission: 'refunds',
    errors: [
      'not_found',
      'order_not_cancellable',
      'refund_in_progress',
      'refund_exceeds_payment',
      'payment_not_refundable',
      'refund_failed',
      'refund_unavailable',
    ],
  },
  refund: {
    method: 'POST',
    path: '/admin/orders/:id/refunds',
    access: 'staff',
    permission: 'refunds',
    status: 201,
    errors: REFUND_ERRORS,
  },
  resumeRefund: {
    method: 'POST',
    path: '/admin/orders/:id/refunds/:refund_id/resume',
    access: 'staff',
    permission: 'refunds',
    errors: REFUND_ERRORS,
  },
  createManualOrder: {
    method: 'POST',
    path: '/admin/manual-orders',
    access: 'staff',
    permission: 'orders',
    status: 201,
    errors: ['not_found', 'insufficient_stock'],
  },
});
