// GET /api/admin/outbox: the e-mails the server sent (the outbox table, docs/mail.md), for the admin
// and for the end-to-end journeys that follow an e-mailed link. Admins only.
import { z } from 'zod';

/** Query of GET /api/admin/outbox: newest first, optionally to one address and of one template. */
export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(320).optional(),
  template: z.string().trim().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

/** One e-mail of the outbox. */
export const outboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string().nullable(),
  locale: z.string().nullable(),
  status: z.enum(['queued', 'sending', 'sent', 'failed', 'outbox']),
  /** ISO 8601. */
  created_at: z.string(),
});

export const outboxResponseSchema = z.object({ items: z.array(outboxEmailSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
