// POST /api/newsletter (apps/server/src/modules/newsletter).
import { defineRoutes } from '../route.ts';

export const newsletterRoutes = defineRoutes('newsletter', {
  /** 429 too_many_requests with Retry-After past ten sign-ups in ten minutes from one client. */
  subscribe: { method: 'POST', path: '/newsletter', access: 'public', errors: ['too_many_requests'] },
});
