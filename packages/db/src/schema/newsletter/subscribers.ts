// The newsletter list (single opt-in, decision 0005).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { identityId, timestampTz } from '../columns.ts';

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
    /** The proof in a newsletter's unsubscribe links: random per address, so links need no secret. */
    unsubscribeToken: uuid('unsubscribe_token').notNull().defaultRandom().unique(),
    /** Why it stopped: the page, the one-click header, a bounce or a complaint the SMTP provider reported. */
    unsubscribeReason: text('unsubscribe_reason'),
  },
  (t) => [check('newsletter_subscribers_email_lower', sql`${t.email} = lower(${t.email})`)],
);
