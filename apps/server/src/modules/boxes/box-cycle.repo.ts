// The box cycle's reads and writes on its own tables: the boxes that take part in a month, the month's
// selection and the copies the picks take from it (atomically, never twice), the picks, skips, charges
// and the e-mails sent once per box, month and kind.
import { schema, type Db, type Tx } from '@spindle/db';
import { boxCutOff, type BoxMonth } from '@spindle/domain';
import { and, asc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';

const { boxSubscriptions, boxPlans, boxDispatches, boxSelections, boxSkips, boxNotices } = schema;

/** Steps in which a box takes part in the month (a monthly_pending box picks but waits to ship). */
/** The cycle's e-mails, each sent once per box and month. */
export type BoxNoticeKind = 'reminder' | 'charge_failed' | 'dispatched';

export const CYCLE_STEPS = ['confirmed', 'monthly_pending'] as const;

export type BoxSubscriptionRow = typeof boxSubscriptions.$inferSelect;
export interface CycleBox extends BoxSubscriptionRow {
  recordsPerMonth: number;
  weightGrams: number;
}

const cycleColumns = {
  box: boxSubscriptions,
  recordsPerMonth: boxPlans.recordsPerMonth,
  weightGrams: boxPlans.weightGrams,
};

function flatten(rows: { box: BoxSubscriptionRow; recordsPerMonth: number; weightGrams: number }[]): CycleBox[] {
  return rows.map(({ box, recordsPerMonth, weightGrams }) => ({ ...box, recordsPerMonth, weightGrams }));
}

/** Boxes in the cycle that existed at the month's cut-off and do not skip it, by id. */
export async function boxesOfMonth(db: Db | Tx, month: BoxMonth): Promise<CycleBox[]> {
  const skipped = db
    .select({ id: boxSkips.boxSubscriptionId })
    .from(boxSkips)
    .where(and(eq(boxSkips.boxSubscriptionId, boxSubscriptions.id), eq(boxSkips.month, month)));
  const rows = await db
    .select(cycleColumns)
    .from(boxSubscriptions)
    .innerJoin(boxPlans, eq(boxPlans.id, boxSubscriptions.planId))
    .where(
      and(
        inArray(boxSubscriptions.step, [...CYCLE_STEPS]),
        isNotNull(boxSubscriptions.startedAt),
        lt(boxSubscriptions.startedAt, boxCutOff(month)),
        sql`not exists (${skipped})`,
      ),
    )
    .orderBy(asc(boxSubscriptions.id));
  return flatten(rows);
}

/** One box with its plan, locked for the rest of the transaction when `lock`. */
export async function cycleBoxOf(db: Db | Tx, id: number, lock = false): Promise<CycleBox | null> {
  const query = db
    .select(cycleColumns)
    .from(boxSubscriptions)
    .innerJoin(boxPlans, eq(boxPlans.id, boxSubscriptions.planId))
    .where(eq(boxSubscriptions.id, id));
  const rows = lock ? await query.for('update', { of: boxSubscriptions }) : await query;
  return flatten(rows)[0] ?? null;
}

export type BoxSelectionRow = typeof boxSelections.$inferSelect;

/** The month's selection, in the order staff added it. */
export async function selectionOf(db: Db | Tx, month: BoxMonth): Promise<BoxSelectionRow[]> {
  return db.select().from(boxSelections).where(eq(boxSelections.month, month)).orderBy(asc(boxSelections.id));
}

/** Takes one copy set aside for the month; false when none is left (or the record is not in the selection). */
export async function takeSelectionCopy(tx: Tx, month: BoxMonth, projectId: number): Promise<boolean> {
  const taken = await tx
    .update(boxSelections)
    .set({ quantityTaken: sql`${boxSelections.quantityTaken} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(boxSelections.month, month),
        eq(boxSelections.projectId, projectId),
        lt(boxSelections.quantityTaken, boxSelections.quantitySetAside),
      ),
    )
    .returning({ id: boxSelections.id });
  return taken.length > 0;
}

/** Gives back a copy a swapped pick had taken. */
export async function giveBackSelectionCopy(tx: Tx, month: BoxMonth, projectId: number): Promise<void> {
  await tx
    .update(boxSelections)
    .set({ quantityTaken: sql`${boxSelections.quantityTaken} - 1`, updatedAt: sql`now()` })
    .where(
      and(eq(boxSelections.month, month), eq(boxSelections.projectId, projectId), gt(boxSelections.quantityTaken, 0)),
    );
}

export type BoxDispatchRow = typeof boxDispatches.$inferSelect;

/** The picks of a box for a month, oldest first. */
export async function picksOf(db: Db | Tx, boxId: number, month: BoxMonth): Promise<BoxDispatchRow[]> {
  return db
    .select()
    .from(boxDispatches)
    .where(and(eq(boxDispatches.boxSubscriptionId, boxId), eq(boxDispatches.month, month)))
    .orderBy(asc(boxDispatches.id));
}

/** Every record any box of the user picked or received, whatever the month. */
export async function boxRecordsOfUser(db: Db | Tx, userId: number): Promise<BoxDispatchRow[]> {
  return db
    .select({ dispatch: boxDispatches })
    .from(boxDispatches)
    .innerJoin(boxSubscriptions, eq(boxSubscriptions.id, boxDispatches.boxSubscriptionId))
    .where(eq(boxSubscriptions.userId, userId))
    .orderBy(asc(boxDispatches.month), asc(boxDispatches.id))
    .then((rows) => rows.map((row) => row.dispatch));
}

/** Records an e-mail of the cycle; false when it was already sent for this box, month and kind. */
export async function claimNotice(db: Db, boxId: number, month: BoxMonth, kind: BoxNoticeKind): Promise<boolean> {
  const rows = await db
    .insert(boxNotices)
    .values({ boxSubscriptionId: boxId, month, kind })
    .onConflictDoNothing()
    .returning({ month: boxNotices.month });
  return rows.length > 0;
}

/** Forgets a notice whose e-mail could not be written (so the next run tries again). */
export async function releaseNotice(db: Db, boxId: number, month: BoxMonth, kind: BoxNoticeKind) {
  await db
    .delete(boxNotices)
    .where(and(eq(boxNotices.boxSubscriptionId, boxId), eq(boxNotices.month, month), eq(boxNotices.kind, kind)));
}

/** The months a box skips. */
export async function skippedMonthsOf(db: Db | Tx, boxId: number): Promise<string[]> {
  const rows = await db
    .select({ month: boxSkips.month })
    .from(boxSkips)
    .where(eq(boxSkips.boxSubscriptionId, boxId))
    .orderBy(asc(boxSkips.month));
  return rows.map((row) => row.month);
}
