// What fans do around projects: wishlists, likes and comments (reviews are the reviews module's).
import { type AnyPgColumn, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { createdAt, identityId, timestampTz } from '../columns.ts';
import { projects } from '../projects/projects.ts';

/** A project on a user's wishlist (spec: wishlist project_id, user_id); one row per pair. */
export const wishlists = pgTable(
  'wishlists',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('wishlists_project_idx').on(t.projectId)],
);

/** A like (POST projects/{id}/like); projects.likes_count keeps the total. */
export const likes = pgTable(
  'likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('likes_project_idx').on(t.projectId)],
);

export const comments = pgTable(
  'comments',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    hiddenAt: timestampTz('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [index('comments_project_idx').on(t.projectId, t.createdAt)],
);
