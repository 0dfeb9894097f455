// GET /api/admin/outbox: the outbox read by an admin (is_admin): the record of every e-mail sent,
// newest first (docs/mail.md). The journeys read e-mailed links here (confirmation, password reset).
import { errorBodySchema, outboxQuerySchema, outboxResponseSchema } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/authentication.ts';
import { listOutbox, type EmailTemplateKey } from '../../mail/mailer.ts';

export const outboxRoutes: FastifyPluginCallbackZod<{ db: Db }> = (app, { db }, done) => {
  app.get(
    '/admin/outbox',
    {
      preValidation: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The e-mails sent, newest first (admins only)',
        security: [{ bearer: [] }],
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { to, template, limit } = request.query;
      const rows = await listOutbox(db, {
        ...(to ? { to } : {}),
        // A key no template has simply finds nothing.
        ...(template ? { template: template as EmailTemplateKey } : {}),
        limit,
      });
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          template: row.template,
          locale: row.locale,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
  done();
};
