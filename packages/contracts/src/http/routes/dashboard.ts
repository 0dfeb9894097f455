// The owner's dashboard of a project (apps/server/src/modules/dashboard): its figures, its orders and
// their extract, and the call-me request. The owner and staff read; anyone else gets 404 not_found.
import { defineRoutes } from '../route.ts';

export const dashboardRoutes = defineRoutes('dashboard', {
  stats: { method: 'GET', path: '/projects/:id/stats', access: 'user', errors: ['not_found'] },
  breakEven: { method: 'GET', path: '/projects/:id/break-even', access: 'user', errors: ['not_found'] },
  orders: { method: 'GET', path: '/projects/:id/orders', access: 'user', errors: ['not_found'] },
  /** The same order lines under the user's path (spec section 7 User). */
  userOrders: { method: 'GET', path: '/user/projects/:id/orders', access: 'user', errors: ['not_found'] },
  /** A file the browser downloads itself: CSV or XLSX. */
  extractOrders: {
    method: 'GET',
    path: '/user/projects/:id/extract-orders',
    access: 'user',
    errors: ['not_found'],
  },
  /** 429 too_many_requests with Retry-After past the user's CALL_ME_RATE_LIMIT. */
  callMe: {
    method: 'POST',
    path: '/projects/call-me',
    access: 'user',
    status: 201,
    errors: ['not_found', 'too_many_requests'],
  },
});
