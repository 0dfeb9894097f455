import { contactRequestSchema, contactResponseSchema } from '../contact.ts';
import { contactRoutes } from '../http/routes/contact.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const contactEndpoints = defineEndpoints(contactRoutes, {
  send: {
    tags: ['site'],
    summary: 'Send a message to the team (stored, e-mailed to staff, acknowledged to the sender)',
    body: contactRequestSchema,
    response: contactResponseSchema,
  },
});
