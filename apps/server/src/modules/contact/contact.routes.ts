// POST /api/contact (spec section 7, App: "POST contact").
import { contactRequestSchema, contactResponseSchema, errorBodySchema } from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import type { ContactService } from './contact.service.ts';

export interface ContactRoutesOptions {
  contact: ContactService;
  /** PUBLIC_URL; without it, links in the acknowledgement use the request's origin. */
  publicUrl: string | undefined;
}

export const contactRoutes: FastifyPluginCallbackZod<ContactRoutesOptions> = (app, { contact, publicUrl }, done) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['site'],
        summary: 'Send a message to the team (stored, e-mailed to staff, acknowledged to the sender)',
        body: contactRequestSchema,
        response: { 201: contactResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const outcome = await contact.send(request.body, {
        ip: request.ip,
        userId: request.user?.id ?? null,
        baseUrl: publicUrl ?? `${request.protocol}://${request.host}`,
      });
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError(outcome.code);
      }
      return reply.code(201).send({ sent: true });
    },
  );
  done();
};
