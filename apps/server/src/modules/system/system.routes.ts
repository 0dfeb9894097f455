// GET /api/health, /api/build-id, /api/alerts (packages/contracts/src/endpoints/system.ts).
import { systemEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { SystemService } from './system.service.ts';

export function systemRoutes({ system }: { system: SystemService }) {
  return routesOf(systemEndpoints, {
    health: async (_call, { reply }) => {
      const health = await system.health();
      reply.header('cache-control', 'no-store');
      // A database that does not answer is a 503, with the same body for the load balancer to read.
      if (health.status !== 'ok') reply.code(503);
      return health;
    },
    buildId: async (_call, { reply }) => {
      reply.header('cache-control', 'no-store');
      return system.buildId();
    },
    alerts: () => system.alert(),
  });
}
