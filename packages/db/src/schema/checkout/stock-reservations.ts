// Copies held for a cart being paid or an order being confirmed (decision 0009).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { carts } from '../cart/carts.ts';
import { createdAt, identityId, timestampTz } from '../columns.ts';
import { projectItems, projects } from '../projects/projects.ts';
import { orders } from './orders.ts';

/** Copies held for a cart being paid or an order being confirmed; released or expired otherwise. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: identityId(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => projectItems.id, { onDelete: 'cascade' }),
    size: text('size'),
    cartId: text('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    /** Set when the hold ends: consumed by a paid order or given back. */
    releasedAt: timestampTz('released_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_reservations_project_idx').on(t.projectId, t.expiresAt),
    index('stock_reservations_order_idx').on(t.orderId),
    index('stock_reservations_cart_idx').on(t.cartId),
    check('stock_reservations_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
