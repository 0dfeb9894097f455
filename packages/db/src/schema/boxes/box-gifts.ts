// Owner: the boxes module (box-gift.service.ts). A vinyl box bought as a gift: the buyer, who it is
// for and when they hear of it, the code that activates it and when each e-mail went.
import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { orderItems, orders } from '../checkout/orders.ts';
import { createdAt, identityId, timestampTz } from '../columns.ts';
import { boxCodes, boxSubscriptions } from './boxes.ts';

export const boxGifts = pgTable(
  'box_gifts',
  {
    id: identityId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order line that paid for it: one gift per box line. */
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    buyerUserId: integer('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    boxCodeId: integer('box_code_id')
      .notNull()
      .references(() => boxCodes.id, { onDelete: 'cascade' }),
    boxSubscriptionId: integer('box_subscription_id').references(() => boxSubscriptions.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name'),
    message: text('message'),
    /** The Paris day the recipient hears of it (null: as soon as it is paid). */
    sendOn: date('send_on', { mode: 'string' }),
    buyerEmailedAt: timestampTz('buyer_emailed_at'),
    recipientEmailedAt: timestampTz('recipient_emailed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('box_gifts_buyer_idx').on(t.buyerUserId)],
);
