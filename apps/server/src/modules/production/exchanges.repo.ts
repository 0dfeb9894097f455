// What artist and staff exchange around a production (schema production/production-exchanges.ts):
// files, messages, test pressing rounds and their notes, and the e-mails claimed once per recipient.
import { schema, type Db, type Tx } from '@spindle/db';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';

const {
  productionFiles,
  productionMessages,
  productionTestPressings,
  productionTestPressingNotes,
  productionNotifications,
} = schema;

export type FileRow = typeof productionFiles.$inferSelect;
export type MessageRow = typeof productionMessages.$inferSelect;
export type RoundRow = typeof productionTestPressings.$inferSelect;
export type RoundNoteRow = typeof productionTestPressingNotes.$inferSelect;
export type NotificationKind = (typeof productionNotifications.$inferInsert)['kind'];

async function filesOf(db: Db, projectId: number): Promise<FileRow[]> {
  return db
    .select()
    .from(productionFiles)
    .where(eq(productionFiles.projectId, projectId))
    .orderBy(asc(productionFiles.createdAt), asc(productionFiles.id));
}

async function findFile(db: Db, projectId: number, fileId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(productionFiles)
    .where(and(eq(productionFiles.projectId, projectId), eq(productionFiles.id, fileId)));
  return row;
}

/** The newest file of an action (the one a submission is judged on). */
/** The last file of an action the artist sent (what a submission is checked on; staff's files are notes). */
async function latestFileOf(db: Db | Tx, actionId: number): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(productionFiles)
    .where(and(eq(productionFiles.actionId, actionId), eq(productionFiles.uploadedByActor, 'artist')))
    .orderBy(desc(productionFiles.createdAt), desc(productionFiles.id))
    .limit(1);
  return row;
}

async function insertFile(db: Db, values: typeof productionFiles.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(productionFiles).values(values).returning();
  if (!row) throw new Error('file not recorded');
  return row;
}

async function messagesOf(db: Db, projectId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(productionMessages)
    .where(eq(productionMessages.projectId, projectId))
    .orderBy(asc(productionMessages.createdAt), asc(productionMessages.id));
}

async function insertMessage(db: Db | Tx, values: typeof productionMessages.$inferInsert): Promise<void> {
  await db.insert(productionMessages).values(values);
}

async function roundsOf(db: Db | Tx, projectId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(productionTestPressings)
    .where(eq(productionTestPressings.projectId, projectId))
    .orderBy(asc(productionTestPressings.round));
}

async function notesOf(db: Db, roundIds: readonly number[]): Promise<RoundNoteRow[]> {
  if (roundIds.length === 0) return [];
  return db
    .select()
    .from(productionTestPressingNotes)
    .where(inArray(productionTestPressingNotes.testPressingId, [...roundIds]))
    .orderBy(asc(productionTestPressingNotes.id));
}

/** The round being worked on: the last one unless it was decided, else a new one after it. */
async function openRound(tx: Tx, projectId: number): Promise<RoundRow> {
  const rounds = await roundsOf(tx, projectId);
  const last = rounds.at(-1);
  if (last && (last.status === 'pending' || last.status === 'to_check')) return last;
  const [created] = await tx
    .insert(productionTestPressings)
    .values({ projectId, round: (last?.round ?? 0) + 1 })
    .returning();
  if (!created) throw new Error('test pressing round not created');
  return created;
}

async function updateRound(tx: Tx, id: number, values: Partial<typeof productionTestPressings.$inferInsert>) {
  await tx.update(productionTestPressings).set(values).where(eq(productionTestPressings.id, id));
}

async function insertNotes(
  tx: Tx,
  roundId: number,
  notes: readonly { side: string; trackTitle: string | null; comment: string }[],
) {
  if (notes.length === 0) return;
  await tx.insert(productionTestPressingNotes).values(notes.map((note) => ({ ...note, testPressingId: roundId })));
}

/**
 * Claims the e-mail of an occasion to a recipient: true for the one caller that may send it, false
 * when it was already claimed (sent, or being sent by another attempt).
 */
async function claimNotification(
  db: Db,
  values: {
    projectId: number;
    kind: NotificationKind;
    occasion: string;
    recipient: string;
    userId: number | null;
    orderId: number | null;
    at: Date;
  },
): Promise<number | null> {
  const [row] = await db
    .insert(productionNotifications)
    .values({ ...values, recipient: values.recipient.toLowerCase(), sentAt: values.at })
    .onConflictDoNothing({
      target: [productionNotifications.kind, productionNotifications.occasion, productionNotifications.recipient],
    })
    .returning({ id: productionNotifications.id });
  return row?.id ?? null;
}

/** Gives a claim back (its e-mail could not be recorded), so a retry sends it. */
async function releaseNotification(db: Db, id: number): Promise<void> {
  await db.delete(productionNotifications).where(eq(productionNotifications.id, id));
}

async function markNotificationSent(db: Db, id: number, outboxId: number): Promise<void> {
  await db.update(productionNotifications).set({ outboxId }).where(eq(productionNotifications.id, id));
}

export function createExchangesRepo(db: Db) {
  return {
    filesOf: (projectId: number) => filesOf(db, projectId),
    findFile: (projectId: number, fileId: number) => findFile(db, projectId, fileId),
    latestFileOf: (actionId: number, tx?: Tx) => latestFileOf(tx ?? db, actionId),
    insertFile: (values: typeof productionFiles.$inferInsert) => insertFile(db, values),
    messagesOf: (projectId: number) => messagesOf(db, projectId),
    insertMessage: (values: typeof productionMessages.$inferInsert, tx?: Tx) => insertMessage(tx ?? db, values),
    roundsOf: (projectId: number) => roundsOf(db, projectId),
    notesOf: (roundIds: readonly number[]) => notesOf(db, roundIds),
    openRound,
    updateRound,
    insertNotes,
    claimNotification: (values: Parameters<typeof claimNotification>[1]) => claimNotification(db, values),
    releaseNotification: (id: number) => releaseNotification(db, id),
    markNotificationSent: (id: number, outboxId: number) => markNotificationSent(db, id, outboxId),
  };
}

export type ExchangesRepo = ReturnType<typeof createExchangesRepo>;
