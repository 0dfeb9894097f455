// The messaging module's table: messages between users (the header's unread badge counts them).
import { schema, type Db } from '@spindle/db';
import { and, count, eq, isNull } from 'drizzle-orm';

const { messages } = schema;

/** How many messages to the user are unread. */
export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(messages)
    .where(and(eq(messages.toUserId, userId), isNull(messages.readAt)));
  return row?.value ?? 0;
}
