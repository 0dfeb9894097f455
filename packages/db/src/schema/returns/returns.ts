// Returns asked by buyers at /refund (docs/returns.md): which parcel, why, what the staff decided, and
// the copies of each order line the request covers.
import { RETURN_REASONS, RETURN_STATUSES, type ReturnReason, type ReturnStatus } from '@spindle/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { orderItems, orders, shopOrders } from '../checkout/orders.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';

/** A buyer's request to return items of one parcel. */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: identityId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shopOrderId: integer('shop_order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReturnReason>().notNull(),
    comment: text('comment'),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    /** What the staff told the buyer: the return address, or why it was refused. */
    staffNote: text('staff_note'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestampTz('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('return_requests_reason_valid', t.reason, RETURN_REASONS),
    checkIn('return_requests_status_valid', t.status, RETURN_STATUSES),
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_status_idx').on(t.status, t.createdAt),
  ],
);

/** The copies of an order line a request covers. */
export const returnRequestLines = pgTable(
  'return_request_lines',
  {
    id: identityId(),
    returnRequestId: integer('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('return_request_lines_once').on(t.returnRequestId, t.orderItemId),
    index('return_request_lines_item_idx').on(t.orderItemId),
    check('return_request_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
