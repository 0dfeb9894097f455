import { adminStatsQuerySchema, adminStatsSchema } from '../admin-stats.ts';
import { adminStatsRoutes } from '../http/routes/admin-stats.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['admin'];

export const adminStatsEndpoints = defineEndpoints(adminStatsRoutes, {
  stats: {
    tags,
    summary:
      'Sales, orders, average basket, new users, tops, origins and box churn over Paris days, by day, week or month, in EUR',
    query: adminStatsQuerySchema,
    response: adminStatsSchema,
  },
});
