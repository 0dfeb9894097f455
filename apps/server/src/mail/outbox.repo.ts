// Queries on outbox_emails, the record of every e-mail (ARCHITECTURE: "written to an outbox table,
// readable in the admin and in tests"). The row is the truth about an e-mail: what was sent, to whom, and
// what the SMTP server answered.
import { and, desc, eq, sql } from 'drizzle-orm';
import { outboxEmails, type Db } from '@spindle/db';
import type { AppLocale } from '@spindle/domain';
import type { EmailTemplateKey } from './mail-message.ts';

/**
 * Where an e-mail stands. 'queued': waiting for (another) SMTP attempt; 'sending': an attempt is under way;
 * 'sent': the SMTP server accepted it; 'failed': it gave up, see `error`; 'outbox': no SMTP server is
 * configured, so the outbox row is the delivery (read in the admin and in tests).
 */
export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'outbox';

/** One e-mail as the admin and the tests read it. */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  html: string;
  text: string;
  template: string | null;
  locale: string | null;
  userId: number | null;
  orderId: number | null;
  status: OutboxStatus;
  /** SMTP attempts made so far (0 for an outbox-only e-mail). */
  attempts: number;
  /** The last SMTP error, kept while retrying and after a failure. */
  error: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

type OutboxRow = typeof outboxEmails.$inferSelect;

// outbox_emails.status only allows pending | sending | sent | failed (packages/db). An outbox-only e-mail
// is stored as 'sent' with no SMTP attempt; docs/mail.md says which status the table should gain.
function statusOf(row: Pick<OutboxRow, 'status' | 'attempts'>): OutboxStatus {
  if (row.status === 'pending') return 'queued';
  if (row.status === 'sent' && row.attempts === 0) return 'outbox';
  return row.status;
}

function toOutboxEmail(row: OutboxRow): OutboxEmail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    html: row.html,
    text: row.text,
    template: row.template,
    locale: row.lang,
    userId: row.userId,
    orderId: row.orderId,
    status: statusOf(row),
    attempts: row.attempts,
    error: row.error,
    sentAt: row.sentAt,
    createdAt: row.createdAt,
  };
}

/** The newest e-mails first, optionally only those to one address, of one template or about one order. */
export async function listOutbox(
  db: Db,
  options: { to?: string; template?: EmailTemplateKey; orderId?: number; limit: number },
): Promise<OutboxEmail[]> {
  const limit = Math.min(Math.max(Math.trunc(options.limit), 1), 500);
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(
      and(
        options.to === undefined ? undefined : eq(outboxEmails.to, options.to.trim()),
        options.template === undefined ? undefined : eq(outboxEmails.template, options.template),
        options.orderId === undefined ? undefined : eq(outboxEmails.orderId, options.orderId),
      ),
    )
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
  return rows.map(toOutboxEmail);
}

/** The writes the mailer makes, one per change of an e-mail's state. */
export function createOutboxRepo(db: Db) {
  return {
    /** Records an e-mail: queued for SMTP, or already delivered when the outbox is the delivery. */
    async insert(email: {
      to: string;
      subject: string;
      html: string;
      text: string;
      template: EmailTemplateKey;
      locale: AppLocale;
      userId: number | undefined;
      orderId?: number | undefined;
      headers?: Record<string, string> | null;
      delivery: 'smtp' | 'outbox';
    }): Promise<number> {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          to: email.to,
          subject: email.subject,
          html: email.html,
          text: email.text,
          template: email.template,
          lang: email.locale,
          userId: email.userId ?? null,
          orderId: email.orderId ?? null,
          headers: email.headers ?? null,
          ...(email.delivery === 'outbox'
            ? { status: 'sent' as const, sentAt: new Date() }
            : { status: 'pending' as const }),
        })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },

    /** An SMTP attempt starts: counted before it is made, so a crash mid-attempt still shows it. */
    async markSending(id: number): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ status: 'sending', attempts: sql`${outboxEmails.attempts} + 1` })
        .where(eq(outboxEmails.id, id));
    },

    async markSent(id: number): Promise<void> {
      await db
        .update(outboxEmails)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(outboxEmails.id, id));
    },

    /** The attempt failed but another will follow: back in the queue, with the error kept for the admin. */
    async markQueuedAgain(id: number, error: string): Promise<void> {
      await db.update(outboxEmails).set({ status: 'pending', error }).where(eq(outboxEmails.id, id));
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.update(outboxEmails).set({ status: 'failed', error }).where(eq(outboxEmails.id, id));
    },

    async find(id: number): Promise<OutboxEmail | undefined> {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      return row ? toOutboxEmail(row) : undefined;
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
