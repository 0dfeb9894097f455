// Customers' reviews of the projects they bought (docs/reviews.md): one per buyer, project and order,
// moderated before it shows on the project page, with the staff's answer.
import { REVIEW_STATUSES, type ReviewStatus } from '@spindle/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { orders, shopOrders } from '../checkout/orders.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
import { projects } from '../projects/projects.ts';

export { REVIEW_STATUSES };

/** A buyer's review of a project of one of their orders. */
export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The parcel the project came in. */
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    text: text('text').notNull(),
    /** The signature shown with it ("Marie D."), taken from the account when written. */
    authorName: text('author_name').notNull().default(''),
    /** The language it was written in (the page's). */
    lang: text('lang'),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    /** When it was last published (the project page lists the latest first). */
    publishedAt: timestampTz('published_at'),
    /** The staff's answer, shown under it. */
    answer: text('answer'),
    answeredAt: timestampTz('answered_at'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    checkIn('reviews_status_valid', t.status, REVIEW_STATUSES),
    uniqueIndex('reviews_user_project_order_unique').on(t.userId, t.projectId, t.orderId),
    // The project page: published reviews of a project, latest first, with their average and count.
    index('reviews_project_published_idx')
      .on(t.projectId, t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
    // The staff list, by status and date.
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    index('reviews_order_idx').on(t.orderId),
  ],
);
