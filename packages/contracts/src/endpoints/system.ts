import { alertSchema } from '../catalogue.ts';
import { systemRoutes } from '../http/routes/system.ts';
import { buildIdSchema, healthSchema, readySchema } from '../system.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const systemEndpoints = defineEndpoints(systemRoutes, {
  health: {
    tags: ['system'],
    summary: 'Liveness and database check (503 when the database does not answer)',
    response: healthSchema,
    otherResponses: { 503: healthSchema },
  },
  ready: {
    tags: ['system'],
    summary: 'Readiness: database, migrations applied, not shutting down (503 otherwise)',
    response: readySchema,
    otherResponses: { 503: readySchema },
  },
  buildId: { tags: ['system'], summary: 'Id of the current client build', response: buildIdSchema },
  alerts: { tags: ['system'], summary: 'The live announcement, or { error: "no_alert" }', response: alertSchema },
});
