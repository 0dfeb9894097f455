// Pending owner: the analytics module (not built yet). What visitors do: tracked events (page views,
// add to cart, add to wishlist).
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt } from '../columns.ts';
import { projects } from '../projects/projects.ts';

export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cookieId: text('cookie_id'),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    url: text('url'),
    origin: text('origin'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('events_type_idx').on(t.type, t.createdAt), index('events_project_idx').on(t.projectId)],
);
