import { outboxRoutes } from '../http/routes/outbox.ts';
import { outboxQuerySchema, outboxResponseSchema } from '../outbox.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const outboxEndpoints = defineEndpoints(outboxRoutes, {
  list: {
    tags: ['admin'],
    summary: 'The e-mails sent, newest first (admins only)',
    query: outboxQuerySchema,
    response: outboxResponseSchema,
  },
});
