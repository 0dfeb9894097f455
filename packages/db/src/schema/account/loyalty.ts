// Loyalty points ("digs"): earned by orders, spent by their owner.
import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { orders } from '../checkout/orders.ts';
import { createdAt, identityId } from '../columns.ts';

/** Loyalty points ("digs"): 10 per unit bought (BUSINESS-RULES "Orders"); negative rows spend them. */
export const points = pgTable(
  'points',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').$type<'purchase' | 'box' | 'sponsor' | 'review' | 'admin' | 'spent'>().notNull(),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    /** Why staff gave or took them (reason 'admin'; docs/admin.md "Pass"). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('points_user_idx').on(t.userId)],
);
