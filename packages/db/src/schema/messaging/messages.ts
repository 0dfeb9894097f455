// Pending owner: the messaging module (not built yet). Messages between users.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt, identityId, timestampTz } from '../columns.ts';
import { projects } from '../projects/projects.ts';

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
