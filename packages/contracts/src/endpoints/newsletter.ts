import { newsletterRoutes } from '../http/routes/newsletter.ts';
import { newsletterRequestSchema, newsletterResponseSchema } from '../newsletter.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const newsletterEndpoints = defineEndpoints(newsletterRoutes, {
  subscribe: {
    tags: ['site'],
    summary: 'Subscribe an address to the newsletter (idempotent)',
    body: newsletterRequestSchema,
    response: newsletterResponseSchema,
  },
});
