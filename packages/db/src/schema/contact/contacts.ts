// Requests sent through /contact.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt, identityId, timestampTz } from '../columns.ts';

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
