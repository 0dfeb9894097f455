// Orders staff made for a customer (issue 14, "Manual orders"): who made it, why, and whether the customer
// pays for it. The order itself is an ordinary confirmed order (origin 'manual') with its own invoice.
import {
  MANUAL_ORDER_PAYMENTS,
  MANUAL_ORDER_REASONS,
  type ManualOrderPayment,
  type ManualOrderReason,
} from '@spindle/domain';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { checkIn, createdAt } from '../columns.ts';
import { orders } from './orders.ts';

export const manualOrders = pgTable(
  'manual_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was: the list outlives a staff account. */
    staffName: text('staff_name').notNull(),
    reason: text('reason').$type<ManualOrderReason>().notNull(),
    payment: text('payment').$type<ManualOrderPayment>().notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    checkIn('manual_orders_reason_valid', t.reason, MANUAL_ORDER_REASONS),
    checkIn('manual_orders_payment_valid', t.payment, MANUAL_ORDER_PAYMENTS),
    index('manual_orders_created_idx').on(t.createdAt),
  ],
);
