// What fans do around projects: wishlists, likes, comments and reviews.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { boxSubscriptions } from '../boxes/boxes.ts';
import { shopOrders } from '../checkout/orders.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
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

export const REVIEW_STATUSES = ['pending', 'valid', 'refused'] as const;

/** A buyer's review of a project, a shop order or a box (moderated before it shows). */
export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
    boxSubscriptionId: integer('box_subscription_id').references(() => boxSubscriptions.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    text: text('text'),
    lang: text('lang'),
    status: text('status').$type<(typeof REVIEW_STATUSES)[number]>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    checkIn('reviews_status_valid', t.status, REVIEW_STATUSES),
    index('reviews_project_idx').on(t.projectId, t.status),
    index('reviews_user_idx').on(t.userId),
  ],
);
