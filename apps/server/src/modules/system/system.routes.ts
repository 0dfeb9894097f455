// GET /api/health, /api/build-id, /api/alerts.
import { alertSchema, buildIdSchema, healthSchema } from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { SystemService } from './system.service.ts';

export const systemRoutes: FastifyPluginCallbackZod<{ system: SystemService }> = (app, { system }, done) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check (503 when the database does not answer)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const health = await system.health();
      reply.header('cache-control', 'no-store');
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/build-id',
    { schema: { tags: ['system'], summary: 'Id of the current client build', response: { 200: buildIdSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return system.buildId();
    },
  );

  app.get(
    '/alerts',
    {
      schema: {
        tags: ['system'],
        summary: 'The live announcement, or { error: "no_alert" }',
        response: { 200: alertSchema },
      },
    },
    async () => system.alert(),
  );
  done();
};
