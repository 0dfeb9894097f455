// GET /api/health, /api/ready, /api/build-id, /api/alerts (packages/contracts/src/endpoints/system.ts).
import { systemEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { FastifyReply } from 'fastify';
import type { SystemService } from './system.service.ts';

type Health = Awaited<ReturnType<SystemService['health']>>;

export interface SystemRoutesOptions {
  system: SystemService;
  /** True once the instance began shutting down (app.ts `drainApp`). */
  isDraining: () => boolean;
}

/** A health answer: never cached; a database that does not answer is a 503, with the same body for the load balancer to read. */
function healthAnswer(reply: FastifyReply, health: Health): Health {
  reply.header('cache-control', 'no-store');
  if (health.status !== 'ok') reply.code(503);
  return health;
}

export function systemRoutes({ system, isDraining }: SystemRoutesOptions) {
  return routesOf(systemEndpoints, {
    health: (_call, { reply }) => {
      // The database's last answer, while it is reused, is answered at once (no promise to wait for).
      const reused = system.reusedHealth();
      return reused ? healthAnswer(reply, reused) : system.health().then((health) => healthAnswer(reply, health));
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
