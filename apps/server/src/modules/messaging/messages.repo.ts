// The messaging module's tables: conversations, their participants, messages and attachments.
import { schema, type Db } from '@spindle/db';
import { and, count, eq, gt, isNull, ne, or } from 'drizzle-orm';

const { conversationParticipants, messages } = schema;

/** How many messages to the user are unread: others' messages after what the user read last, in every conversation. */
export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, messages.conversationId), eq(conversationParticipants.userId, userId)),
    )
    .where(
      and(
        or(isNull(messages.fromUserId), ne(messages.fromUserId, userId)),
        or(isNull(conversationParticipants.lastReadAt), gt(messages.createdAt, conversationParticipants.lastReadAt)),
      ),
    );
  return row?.value ?? 0;
}
