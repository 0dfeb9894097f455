// POST /api/contact (apps/server/src/modules/contact).
import { defineRoutes } from '../route.ts';

export const contactRoutes = defineRoutes('contact', {
  /** 429 too_many_requests with Retry-After past five messages an hour from one client. */
  send: { method: 'POST', path: '/contact', access: 'public', status: 201, errors: ['too_many_requests'] },
});
