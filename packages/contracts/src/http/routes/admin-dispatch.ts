// Fulfilment and dispatch under /api/admin (apps/server/src/modules/logistics; docs/admin.md
// "Fulfilment and dispatch"): staff holding the `fulfilment` permission, second factor verified.
import { defineRoutes } from '../route.ts';

export const adminDispatchRoutes = defineRoutes('adminDispatch', {
  list: { method: 'GET', path: '/admin/dispatch', access: 'staff', permission: 'fulfilment' },
  /** A CSV file in the partner's columns; the browser follows it itself (a download). */
  export: {
    method: 'GET',
    path: '/admin/dispatch/export',
    access: 'staff',
    permission: 'fulfilment',
    errors: ['not_found'],
  },
  importTracking: {
    method: 'POST',
    path: '/admin/dispatch/tracking',
    access: 'staff',
    permission: 'fulfilment',
    errors: ['tracking_file_unreadable', 'tracking_columns_missing', 'conflict'],
  },
  moveStatus: {
    method: 'POST',
    path: '/admin/dispatch/status',
    access: 'staff',
    permission: 'fulfilment',
    errors: ['conflict'],
  },
  addShipment: {
    method: 'POST',
    path: '/admin/shop-orders/:id/shipments',
    access: 'staff',
    permission: 'fulfilment',
    status: 201,
    errors: ['not_found', 'shop_order_transition_not_allowed', 'conflict'],
  },
  /** A parcel's carrier or number corrected; a number the shop order already has is a conflict. */
  correctShipment: {
    method: 'PUT',
    path: '/admin/shop-orders/:id/shipments/:shipment_id',
    access: 'staff',
    permission: 'fulfilment',
    errors: ['not_found', 'conflict'],
  },
});
