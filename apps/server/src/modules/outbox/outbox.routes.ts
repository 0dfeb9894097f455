// GET /api/admin/outbox: the outbox read by an admin (is_admin): the record of every e-mail sent,
// newest first (docs/mail.md; packages/contracts/src/endpoints/outbox.ts). The journeys read e-mailed
// links here (confirmation, password reset).
import { outboxEndpoints } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { routesOf } from '../../http/endpoint-route.ts';
import { listOutbox, type EmailTemplateKey } from '../../mail/mailer.ts';

export function outboxRoutes({ db }: { db: Db }) {
  return routesOf(outboxEndpoints, {
    list: async ({ query }, { reply }) => {
      const { to, template, limit } = query;
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
  });
}
