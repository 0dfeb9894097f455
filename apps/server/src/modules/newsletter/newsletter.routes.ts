// POST /api/newsletter: subscribe an address to the newsletter.
import { errorBodySchema, newsletterRequestSchema, newsletterResponseSchema } from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import type { NewsletterService } from './newsletter.service.ts';

export const newsletterRoutes: FastifyPluginCallbackZod<{ newsletter: NewsletterService }> = (
  app,
  { newsletter },
  done,
) => {
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['site'],
        summary: 'Subscribe an address to the newsletter (idempotent)',
        body: newsletterRequestSchema,
        response: { 200: newsletterResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await newsletter.subscribe(request.body, { ip: request.ip, user: request.user });
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError(outcome.code);
      }
      return { subscribed: true as const };
    },
  );
  done();
};
