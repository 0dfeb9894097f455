// The staff statistics under /api/admin (apps/server/src/modules/statistics; docs/admin.md
// "Statistics"): staff holding the `statistics` permission, second factor verified.
import { defineRoutes } from '../route.ts';

export const adminStatsRoutes = defineRoutes('adminStats', {
  stats: {
    method: 'GET',
    path: '/admin/stats',
    access: 'staff',
    permission: 'statistics',
    errors: ['stats_range_invalid', 'stats_range_too_long'],
  },
});
