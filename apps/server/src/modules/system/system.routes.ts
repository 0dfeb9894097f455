// GET /api/health, /api/ready, /api/build-id, /api/alerts (packages/contracts/src/endpoints/system.ts).
import { systemEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { SystemService } from './system.service.ts';

export interface SystemRoutesOptions {
  system: SystemService;
  /** True once the instance began shutting down (app.ts `drainApp`). */
  isDraining: () => boolean;
}

export function systemRoutes({ system, isDraining }: SystemRoutesOptions) {
  return routesOf(systemEndpoints, {
    health: async (_call, { reply }) => {
      const health = await system.health();
      reply.header('cache-control', 'no-store');
      // A database that does not answer is a 503, with the same body for the load balancer to read.
      if (health.status !== 'ok') reply.code(503);
      return health;
    },
    ready: async (_call, { reply }) => {
      const ready = await system.ready(isDraining());
      reply.header('cache-control', 'no-store');
      if (ready.status !== 'ready') reply.code(503);
      return ready;
    },
    buildId: async (_call, { reply }) => {
      reply.header('cache-control', 'no-store');
      return system.buildId();
    },
    alerts: () => system.alert(),
  });
}
