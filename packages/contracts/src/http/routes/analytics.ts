// POST /api/events: the first-party analytics beacon (apps/server/src/modules/analytics; docs/analytics.md).
import { defineRoutes } from '../route.ts';

export const analyticsRoutes = defineRoutes('analytics', {
  /**
   * The page's tiny script sends page views and the user events with navigator.sendBeacon
   * (a text/plain body holding JSON) and never reads the answer.
   */
  record: { method: 'POST', path: '/events', access: 'public', status: 202, errors: ['too_many_requests'] },
});
