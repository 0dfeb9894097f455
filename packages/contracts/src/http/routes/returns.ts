// Returns (apps/server/src/modules/returns; docs/returns.md): the buyer's own need a session; staff
// decide with the `orders` permission (the refund itself is the order's, with `refunds`).
import { defineRoutes } from '../route.ts';

export const returnsRoutes = defineRoutes('returns', {
  mine: { method: 'GET', path: '/user/returns', access: 'user' },
  /** 404: not the caller's parcel; 409: not shipped, window closed, or more copies than are free. */
  request: {
    method: 'POST',
    path: '/user/returns',
    access: 'user',
    status: 201,
    errors: ['not_found', 'return_not_shipped', 'return_window_closed', 'return_quantity_invalid'],
  },
});

export const adminReturnsRoutes = defineRoutes('adminReturns', {
  list: { method: 'GET', path: '/admin/returns', access: 'staff', permission: 'orders' },
  setStatus: {
    method: 'POST',
    path: '/admin/returns/:id/status',
    access: 'staff',
    permission: 'orders',
    errors: ['not_found', 'return_transition_not_allowed'],
  },
});
