// Owner: the boxes module (box-cycle.*: the month's picks and their shop orders).
// The records a box subscription sent, month by month, and the shop order that shipped each.
import { date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { shopOrders } from '../checkout/orders.ts';
import { createdAt, identityId, timestampTz } from '../columns.ts';
import { projects } from '../projects/projects.ts';
import { boxSubscriptions } from './boxes.ts';

/** A record sent in a month; unique per subscription and project: never the same record twice. */
export const boxDispatches = pgTable(
  'box_dispatches',
  {
    id: identityId(),
    boxSubscriptionId: integer('box_subscription_id')
      .notNull()
      .references(() => boxSubscriptions.id, { onDelete: 'cascade' }),
    /** First day of the month it belongs to. */
    month: date('month', { mode: 'string' }).notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    pickedBy: text('picked_by').$type<'user' | 'system'>().notNull(),
    status: text('status').$type<'picked' | 'preparing' | 'sent' | 'delivered'>().notNull().default('picked'),
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('box_dispatches_no_repeat').on(t.boxSubscriptionId, t.projectId),
    index('box_dispatches_month_idx').on(t.month),
  ],
);
