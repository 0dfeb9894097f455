// The cart module's tables: carts (spec section 3, Cart) and their lines.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Cart } from '@spindle/domain';
import { users } from '../auth/users.ts';
import { orders } from '../checkout/orders.ts';
import { createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
import { projectItems, projects } from '../projects/projects.ts';
import { shops } from '../shops/shops.ts';

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
