// The staff statistics' endpoint under /api/admin (packages/contracts/src/endpoints/admin-stats.ts); its
// guard (the `statistics` permission, a verified second factor) comes from the declaration.
import { adminStatsEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { Statistics } from './statistics.service.ts';

export function statisticsRoutes(statistics: Statistics) {
  return routesOf(adminStatsEndpoints, {
    stats: ({ query }) => statistics.stats(query),
  });
}
