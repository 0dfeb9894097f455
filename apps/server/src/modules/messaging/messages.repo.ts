// The messaging module's tables: conversations, their participants, messages and attachments. A
// participant's unread messages are the others' messages after its last_read_at.
import { schema, type Db } from '@spindle/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';

const { conversations, conversationParticipants: participants, messages, messageAttachments } = schema;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof messageAttachments.$inferSelect;
export type NewAttachment = Omit<typeof messageAttachments.$inferInsert, 'messageId'>;

/** Others' messages after the participant's last read (participants aliased by the caller's join). */
const unreadFor = (userId: number | AnyColumn): SQL =>
  and(
    or(isNull(messages.fromUserId), ne(messages.fromUserId, userId)),
    or(isNull(participants.lastReadAt), gt(messages.createdAt, participants.lastReadAt)),
  ) as SQL;

/** How many messages to the user are unread: others' messages after what the user read last, in every conversation. */
export async function countUnreadMessages(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(messages)
    .innerJoin(
      participants,
      and(eq(participants.conversationId, messages.conversationId), eq(participants.userId, userId)),
    )
    .where(unreadFor(userId));
  return row?.value ?? 0;
}

/** A conversation as the inbox lists it, before names. */
export interface ListedConversation {
  row: ConversationRow;
  unread: number;
  lastMessage: string;
}

/** The user's conversations (and, for staff, every support conversation), latest first. */
async function listFor(db: Db, userId: number, staff: boolean, limit: number): Promise<ListedConversation[]> {
  // Drizzle writes a lone table's columns unqualified ("id"): inside a subquery that would name the
  // subquery's own column, so the outer conversation's id is written out in full.
  const outerId = sql.raw('"conversations"."id"');
  const mine = sql`exists (select 1 from ${participants} p where p.conversation_id = ${outerId} and p.user_id = ${userId})`;
  const unread = sql<number>`(select count(*)::int from ${messages} m
    left join ${participants} p on p.conversation_id = m.conversation_id and p.user_id = ${userId}
    where m.conversation_id = ${outerId} and (m.from_user_id is null or m.from_user_id <> ${userId})
      and (p.last_read_at is null or m.created_at > p.last_read_at))`;
  const lastMessage = sql<string>`coalesce((select m.text from ${messages} m where m.conversation_id = ${outerId}
    order by m.created_at desc, m.id desc limit 1), '')`;
  const rows = await db
    .select({ row: conversations, unread, lastMessage })
    .from(conversations)
    .where(staff ? or(mine, eq(conversations.kind, 'support')) : mine)
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
  return rows.map((entry) => ({ ...entry, unread: Number(entry.unread) }));
}

async function findConversation(db: Db, id: number): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

async function participantsOf(db: Db, conversationIds: readonly number[]): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  return db
    .select()
    .from(participants)
    .where(inArray(participants.conversationId, [...conversationIds]));
}

/** A conversation's messages, oldest first, with their attachments. */
async function messagesOf(db: Db, conversationId: number) {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const files = rows.length
    ? await db
        .select()
        .from(messageAttachments)
        .where(
          inArray(
            messageAttachments.messageId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(messageAttachments.id))
    : [];
  return rows.map((row) => ({ row, attachments: files.filter((file) => file.messageId === row.id) }));
}

/** Writes a message with its files; the conversation's last message moves, and its sender has read it all. */
async function insertMessage(
  tx: Tx,
  values: { conversationId: number; fromUserId: number; text: string; at: Date },
  files: readonly NewAttachment[],
): Promise<{ row: MessageRow; attachments: AttachmentRow[] }> {
  const { conversationId, fromUserId, text, at } = values;
  const [row] = await tx.insert(messages).values({ conversationId, fromUserId, text, createdAt: at }).returning();
  if (!row) throw new Error('message not inserted');
  const attachments = files.length
    ? await tx
        .insert(messageAttachments)
        .values(files.map((file) => ({ ...file, messageId: row.id, createdAt: at })))
        .returning()
    : [];
  await tx.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, conversationId));
  await tx
    .insert(participants)
    .values({ conversationId, userId: fromUserId, lastReadAt: at, joinedAt: at })
    .onConflictDoUpdate({ target: [participants.conversationId, participants.userId], set: { lastReadAt: at } });
  return { row, attachments };
}

/** Opens a conversation with its participants (the starter's first message follows in the same transaction). */
async function insertConversation(
  tx: Tx,
  values: Omit<typeof conversations.$inferInsert, 'id'>,
  userIds: readonly number[],
  at: Date,
): Promise<ConversationRow> {
  const [row] = await tx
    .insert(conversations)
    .values({ ...values, createdAt: at, lastMessageAt: at })
    .returning();
  if (!row) throw new Error('conversation not inserted');
  await tx
    .insert(participants)
    .values([...new Set(userIds)].map((userId) => ({ conversationId: row.id, userId, joinedAt: at })))
    .onConflictDoNothing();
  return row;
}

/** Marks the conversation read up to `at` for the user (staff reading a support conversation join it). */
async function markRead(db: Db, conversationId: number, userId: number, at: Date): Promise<void> {
  await db
    .insert(participants)
    .values({ conversationId, userId, lastReadAt: at, joinedAt: at })
    .onConflictDoUpdate({
      target: [participants.conversationId, participants.userId],
      set: { lastReadAt: sql`greatest(${participants.lastReadAt}, ${at.toISOString()}::timestamptz)` },
    });
}

/** Stops or restarts a participant's e-mails of a conversation; whether the participant exists. */
async function setMuted(db: Db, conversationId: number, userId: number, muted: boolean): Promise<boolean> {
  const rows = await db
    .update(participants)
    .set({ emailsMuted: muted })
    .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)))
    .returning({ userId: participants.userId });
  return rows.length > 0;
}

async function findAttachment(db: Db, conversationId: number, attachmentId: number) {
  const [row] = await db
    .select({ file: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(eq(messageAttachments.id, attachmentId), eq(messages.conversationId, conversationId)));
  return row?.file;
}

/** A participant's conversation with messages to tell of by e-mail. */
export interface PendingNotice {
  userId: number;
  conversationId: number;
  subject: string;
  newMessages: number;
}

/**
 * Unmuted participants' unread messages written after their last e-mail (and up to `now`), per
 * participant and conversation.
 */
async function pendingNotices(db: Db, now: Date): Promise<PendingNotice[]> {
  const rows = await db
    .select({
      userId: participants.userId,
      conversationId: participants.conversationId,
      subject: conversations.subject,
      newMessages: count(messages.id),
    })
    .from(participants)
    .innerJoin(conversations, eq(conversations.id, participants.conversationId))
    .innerJoin(messages, eq(messages.conversationId, participants.conversationId))
    .where(
      and(
        eq(participants.emailsMuted, false),
        unreadFor(participants.userId),
        or(isNull(participants.lastNotifiedAt), gt(messages.createdAt, participants.lastNotifiedAt)),
        lte(messages.createdAt, now),
      ),
    )
    .groupBy(participants.userId, participants.conversationId, conversations.subject)
    .orderBy(asc(participants.userId), asc(participants.conversationId));
  return rows.map((row) => ({ ...row, newMessages: Number(row.newMessages) }));
}

/** Notes that the user was told of these conversations at `at`. */
async function markNotified(db: Db, userId: number, conversationIds: readonly number[], at: Date): Promise<void> {
  if (conversationIds.length === 0) return;
  await db
    .update(participants)
    .set({ lastNotifiedAt: at })
    .where(and(eq(participants.userId, userId), inArray(participants.conversationId, [...conversationIds])));
}

/** A support conversation with messages from its customer the team's address was not told of yet. */
export interface PendingSupportNotice {
  conversationId: number;
  subject: string;
  newMessages: number;
}

/**
 * Support conversations with messages from their starter (the customer) written after the team's
 * address was last told of them, and up to `now`.
 */
async function pendingSupportNotices(db: Db, now: Date): Promise<PendingSupportNotice[]> {
  const rows = await db
    .select({ conversationId: conversations.id, subject: conversations.subject, newMessages: count(messages.id) })
    .from(conversations)
    .innerJoin(messages, eq(messages.conversationId, conversations.id))
    .where(
      and(
        eq(conversations.kind, 'support'),
        eq(messages.fromUserId, conversations.startedByUserId),
        or(isNull(conversations.staffNotifiedAt), gt(messages.createdAt, conversations.staffNotifiedAt)),
        lte(messages.createdAt, now),
      ),
    )
    .groupBy(conversations.id, conversations.subject)
    .orderBy(asc(conversations.id));
  return rows.map((row) => ({ ...row, newMessages: Number(row.newMessages) }));
}

/** Notes that the team's address was told of these support conversations at `at`. */
async function markStaffNotified(db: Db, conversationIds: readonly number[], at: Date): Promise<void> {
  if (conversationIds.length === 0) return;
  await db
    .update(conversations)
    .set({ staffNotifiedAt: at })
    .where(inArray(conversations.id, [...conversationIds]));
}

export function createMessagesRepo(db: Db) {
  return {
    db,
    listFor: (userId: number, staff: boolean, limit = 100) => listFor(db, userId, staff, limit),
    findConversation: (id: number) => findConversation(db, id),
    participantsOf: (conversationIds: readonly number[]) => participantsOf(db, conversationIds),
    messagesOf: (conversationId: number) => messagesOf(db, conversationId),
    insertMessage,
    insertConversation,
    markRead: (conversationId: number, userId: number, at: Date) => markRead(db, conversationId, userId, at),
    setMuted: (conversationId: number, userId: number, muted: boolean) => setMuted(db, conversationId, userId, muted),
    findAttachment: (conversationId: number, attachmentId: number) => findAttachment(db, conversationId, attachmentId),
    pendingNotices: (now: Date) => pendingNotices(db, now),
    markNotified: (userId: number, conversationIds: readonly number[], at: Date) =>
      markNotified(db, userId, conversationIds, at),
    pendingSupportNotices: (now: Date) => pendingSupportNotices(db, now),
    markStaffNotified: (conversationIds: readonly number[], at: Date) => markStaffNotified(db, conversationIds, at),
  };
}

export type MessagesRepo = ReturnType<typeof createMessagesRepo>;
