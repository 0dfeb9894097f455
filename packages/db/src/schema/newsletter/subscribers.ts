// The newsletter list (single opt-in, decision 0005).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
  },
  (t) => [check('newsletter_subscribers_email_lower', sql`${t.email} = lower(${t.email})`)],
);
