// GET /api/admin/outbox (apps/server/src/modules/outbox): the e-mails sent, for admins and the journeys.
import { defineRoutes } from '../route.ts';

export const outboxRoutes = defineRoutes('outbox', {
  list: { method: 'GET', path: '/admin/outbox', access: 'admin' },
});
