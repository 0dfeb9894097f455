// The messaging module's tables (apps/server/src/modules/messaging): conversations between a user and
// staff (support) or between a buyer and the artist or label selling to them (about an order or a
// project), their participants, messages and attachments (kept in private storage).
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.ts';
import { orders, shopOrders } from '../checkout/orders.ts';
import { checkIn, createdAt, identityId, timestampTz } from '../columns.ts';
import { projects } from '../projects/projects.ts';

/** What a conversation is about: the team (support), a shop order bought, or a project. */
export const CONVERSATION_KINDS = ['support', 'order', 'project'] as const;

/** A conversation: a subject, who it is about and when its last message came. */
export const conversations = pgTable(
  'conversations',
  {
    id: identityId(),
    subject: text('subject').notNull(),
    kind: text('kind', { enum: CONVERSATION_KINDS }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    shopOrderId: integer('shop_order_id').references(() => shopOrders.id, { onDelete: 'set null' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    startedByUserId: integer('started_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestampTz('last_message_at').notNull().defaultNow(),
    /** Support only: when the team's address was last told of this conversation's new messages. */
    staffNotifiedAt: timestampTz('staff_notified_at'),
  },
  (t) => [
    checkIn('conversations_kind', t.kind, CONVERSATION_KINDS),
    index('conversations_kind_idx').on(t.kind, t.lastMessageAt),
    index('conversations_shop_order_idx').on(t.shopOrderId),
  ],
);

/**
 * Who takes part in a conversation: what they read last (the unread count is what came after), whether
 * they stopped its e-mails, and when they were last e-mailed about it (the batched notification).
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: timestampTz('last_read_at'),
    emailsMuted: boolean('emails_muted').notNull().default(false),
    lastNotifiedAt: timestampTz('last_notified_at'),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

/** A message of a conversation (the header's badge counts those after the reader's last_read_at). */
export const messages = pgTable(
  'messages',
  {
    id: identityId(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** A file sent with a message: a picture, a PDF or audio, checked by its first bytes, in private storage. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: identityId(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);
