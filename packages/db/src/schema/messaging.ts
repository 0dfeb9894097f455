// Messages between users, contact requests, the newsletter list and the e-mail outbox.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { checkIn, createdAt, identityId, timestampTz } from './columns.ts';
import { projects } from './projects.ts';

/** A message to a user (the new_messages badge counts unread ones). */
export const messages = pgTable(
  'messages',
  {
    id: identityId(),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    readAt: timestampTz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('messages_to_user_idx').on(t.toUserId, t.readAt)],
);

/** A request sent through /contact. */
export const contacts = pgTable(
  'contacts',
  {
    id: identityId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    lang: text('lang'),
    handledAt: timestampTz('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_created_at_idx').on(t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: identityId(),
    /** Lower-cased, unique. */
    email: text('email').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lang: text('lang').notNull().default('en'),
    origin: text('origin'),
    subscribedAt: timestampTz('subscribed_at').notNull().defaultNow(),
    unsubscribedAt: timestampTz('unsubscribed_at'),
  },
  (t) => [check('newsletter_subscribers_email_lower', sql`${t.email} = lower(${t.email})`)],
);

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
  ],
);
