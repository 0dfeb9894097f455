// Carts (spec section 3, Cart) and the stock held for them while they are paid.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Cart } from '@spindle/domain';
import { users } from './accounts.ts';
import { createdAt, identityId, timestampTz, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { projectItems, projects } from './projects.ts';
import { shops } from './sellers.ts';

/** A cart; its id is the random 10-character code the client keeps (CART_ID_LENGTH). */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull().default('EUR'),
    promoCode: text('promo_code'),
    countryId: text('country_id'),
    /** The cart as last calculated (shops, boxes, customer), the shape of the spec's Cart. */
    data: jsonb('data').$type<Cart>().notNull(),
    /** Set once the cart was turned into an order. */
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    expiresAt: timestampTz('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('carts_id_format', sql`${t.id} ~ '^[a-z0-9]{10}$'`),
    index('carts_user_idx').on(t.userId, t.updatedAt),
    index('carts_expires_at_idx').on(t.expiresAt),
  ],
);

/** The lines of a cart, one per project, item and chosen sizes. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: identityId(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').references(() => projectItems.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    chosenSizes: jsonb('chosen_sizes').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_cart_idx').on(t.cartId), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);

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
