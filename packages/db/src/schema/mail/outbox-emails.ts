// The e-mail outbox: every e-mail is written here, then sent by SMTP when configured.
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { orders } from '../checkout/orders.ts';
import { checkIn, createdAt, identityId, timestampTz } from '../columns.ts';

export const OUTBOX_EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/** Every e-mail goes through here: sent by SMTP when configured, readable by admins and tests. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: identityId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Template key ('confirm_email', 'order_confirmed', ...), for tests and the admin list. */
    template: text('template'),
    lang: text('lang'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order the e-mail is about, when it is about one (the staff's order page lists them). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Mailing-list headers sent with it (List-Unsubscribe and List-Unsubscribe-Post of a newsletter). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').$type<(typeof OUTBOX_EMAIL_STATUSES)[number]>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestampTz('sent_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    checkIn('outbox_emails_status_valid', t.status, OUTBOX_EMAIL_STATUSES),
    index('outbox_emails_status_idx').on(t.status, t.createdAt),
    index('outbox_emails_to_idx').on(t.to),
    index('outbox_emails_order_idx').on(t.orderId),
  ],
);
