// The production tables (packages/db/src/schema/production/production.ts): a project's run, its actions
// and their history, its barcode. A status change is one guarded update (from the status it was read
// in), so two people acting at once never both win; the event and the side effects go in the same
// transaction.
import { schema, type Db, type Tx } from '@spindle/db';
import {
  PRESSING_ORDER_STATUSES,
  type ActionStatus,
  type PressingOrderStatus,
  type ProductionStepKey,
} from '@spindle/domain';
import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';

const { productionRuns, productionActions, productionActionEvents, productionBarcodes } = schema;

export type RunRow = typeof productionRuns.$inferSelect;
export type ActionRow = typeof productionActions.$inferSelect;
export type ActionEventRow = typeof productionActionEvents.$inferSelect;
export type ProductionActor = ActionEventRow['byActor'];

/** Who made a change, as the history shows it. */
export interface ChangeAuthor {
  userId: number | null;
  name: string | null;
  actor: ProductionActor;
}

/** A new production: its run and its actions with their planned dates. */
export interface NewProduction {
  run: typeof productionRuns.$inferInsert;
  actions: { stepKey: ProductionStepKey; position: number; plannedAt: Date }[];
}

/** A status change of one action, guarded by the status it was read in. */
export interface StatusChange {
  actionId: number;
  from: ActionStatus;
  to: ActionStatus;
  at: Date;
  by: ChangeAuthor;
  reason?: string | null | undefined;
  note?: string | null | undefined;
  data?: Record<string, unknown> | undefined;
}

/** Inserts the run and its actions unless the project already has one; true when this call started it. */
async function insertProduction(db: Db, production: NewProduction): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(productionRuns)
      .values(production.run)
      .onConflictDoNothing({ target: productionRuns.projectId })
      .returning({ projectId: productionRuns.projectId });
    if (!run) return false;
    await tx.insert(productionActions).values(
      production.actions.map((action) => ({
        projectId: run.projectId,
        stepKey: action.stepKey,
        position: action.position,
        plannedAt: action.plannedAt,
        statusAt: production.run.startedAt,
      })),
    );
    return true;
  });
}

async function findRun(db: Db | Tx, projectId: number): Promise<RunRow | undefined> {
  const [row] = await db.select().from(productionRuns).where(eq(productionRuns.projectId, projectId));
  return row;
}

async function runsOf(db: Db, projectIds: readonly number[]): Promise<RunRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(productionRuns)
    .where(inArray(productionRuns.projectId, [...projectIds]));
}

/** Productions not complete yet (the board, the late-step job). */
async function openRuns(db: Db): Promise<RunRow[]> {
  return db
    .select()
    .from(productionRuns)
    .where(isNull(productionRuns.completedAt))
    .orderBy(asc(productionRuns.startedAt));
}

/** Productions whose pre-orders may not have reached the last pressing status yet (the catch-up). */
async function runsBehindOrders(db: Db): Promise<RunRow[]> {
  return db
    .select()
    .from(productionRuns)
    .where(or(isNull(productionRuns.ordersStatus), ne(productionRuns.ordersStatus, 'check_address')))
    .orderBy(asc(productionRuns.startedAt));
}

/**
 * Records the pressing status a production's pre-orders were brought to, only forward: a slower
 * caller with an older stage does not take it back.
 */
async function advanceOrdersStatus(tx: Tx, projectId: number, status: PressingOrderStatus, at: Date): Promise<void> {
  const before = PRESSING_ORDER_STATUSES.slice(0, PRESSING_ORDER_STATUSES.indexOf(status));
  await tx
    .update(productionRuns)
    .set({ ordersStatus: status, updatedAt: at })
    .where(
      and(
        eq(productionRuns.projectId, projectId),
        or(isNull(productionRuns.ordersStatus), inArray(productionRuns.ordersStatus, [...before])),
      ),
    );
}

/** Moves one action's planned date by hand (the plant's own date); false when it is done meanwhile. */
async function planByHand(tx: Tx, actionId: number, plannedAt: Date, at: Date): Promise<boolean> {
  const moved = await tx
    .update(productionActions)
    .set({ plannedAt, plannedByHand: true, updatedAt: at })
    .where(and(eq(productionActions.id, actionId), ne(productionActions.status, 'valid')))
    .returning({ id: productionActions.id });
  return moved.length === 1;
}

async function actionsOf(db: Db | Tx, projectIds: readonly number[]): Promise<ActionRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(productionActions)
    .where(inArray(productionActions.projectId, [...projectIds]))
    .orderBy(asc(productionActions.projectId), asc(productionActions.position));
}

async function eventsOf(db: Db, actionIds: readonly number[]): Promise<ActionEventRow[]> {
  if (actionIds.length === 0) return [];
  return db
    .select()
    .from(productionActionEvents)
    .where(inArray(productionActionEvents.actionId, [...actionIds]))
    .orderBy(asc(productionActionEvents.at), asc(productionActionEvents.id));
}

/** Moves an action if it is still in `from`; records the event. False when someone moved it first. */
async function changeStatus(tx: Tx, change: StatusChange): Promise<boolean> {
  const moved = await tx
    .update(productionActions)
    .set({
      status: change.to,
      statusAt: change.at,
      statusByUserId: change.by.userId,
      statusByName: change.by.name,
      refusalReason: change.to === 'refused' ? (change.reason ?? null) : null,
      doneAt: change.to === 'valid' ? change.at : null,
      updatedAt: change.at,
      ...(change.data ? { data: change.data } : {}),
    })
    .where(and(eq(productionActions.id, change.actionId), eq(productionActions.status, change.from)))
    .returning({ id: productionActions.id });
  if (moved.length === 0) return false;
  await tx.insert(productionActionEvents).values({
    actionId: change.actionId,
    fromStatus: change.from,
    toStatus: change.to,
    byUserId: change.by.userId,
    byName: change.by.name,
    byActor: change.by.actor,
    note: change.reason ?? change.note ?? null,
    at: change.at,
  });
  return true;
}

/** Replaces what an action holds without moving it. */
async function saveData(tx: Tx, actionId: number, data: Record<string, unknown>, at: Date): Promise<void> {
  await tx.update(productionActions).set({ data, updatedAt: at }).where(eq(productionActions.id, actionId));
}

/** Moves the planned dates (after a late action, docs/production.md "Late steps"). */
async function replan(tx: Tx, planned: readonly { actionId: number; plannedAt: Date }[]): Promise<void> {
  for (const { actionId, plannedAt } of planned) {
    await tx.update(productionActions).set({ plannedAt }).where(eq(productionActions.id, actionId));
  }
}

async function updateRun(
  db: Db | Tx,
  projectId: number,
  values: Partial<Pick<RunRow, 'plant' | 'rpm' | 'announcedShipAt' | 'completedAt'>> & { updatedAt: Date },
): Promise<void> {
  await db.update(productionRuns).set(values).where(eq(productionRuns.projectId, projectId));
}

/** The production's barcode row, made on first use: its id is the item reference of an assigned code. */
async function barcodeRow(tx: Tx, projectId: number) {
  const [existing] = await tx.select().from(productionBarcodes).where(eq(productionBarcodes.projectId, projectId));
  if (existing) return existing;
  const [created] = await tx.insert(productionBarcodes).values({ projectId, source: 'artist' }).returning();
  if (!created) throw new Error('barcode row not created');
  return created;
}

/** Sets the production's barcode; false when another production holds it. */
async function setBarcode(tx: Tx, projectId: number, barcode: string, source: 'artist' | 'spindle') {
  const [holder] = await tx
    .select({ projectId: productionBarcodes.projectId })
    .from(productionBarcodes)
    .where(eq(productionBarcodes.barcode, barcode));
  if (holder && holder.projectId !== projectId) return false;
  await tx.update(productionBarcodes).set({ barcode, source }).where(eq(productionBarcodes.projectId, projectId));
  return true;
}

async function barcodesOf(db: Db, projectIds: readonly number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(productionBarcodes)
    .where(inArray(productionBarcodes.projectId, [...projectIds]));
}

export function createProductionRepo(db: Db) {
  return {
    db,
    insertProduction: (production: NewProduction) => insertProduction(db, production),
    findRun: (projectId: number, tx?: Tx) => findRun(tx ?? db, projectId),
    runsOf: (projectIds: readonly number[]) => runsOf(db, projectIds),
    openRuns: () => openRuns(db),
    runsBehindOrders: () => runsBehindOrders(db),
    advanceOrdersStatus,
    planByHand,
    actionsOf: (projectIds: readonly number[], tx?: Tx) => actionsOf(tx ?? db, projectIds),
    eventsOf: (actionIds: readonly number[]) => eventsOf(db, actionIds),
    changeStatus,
    saveData,
    replan,
    updateRun: (projectId: number, values: Parameters<typeof updateRun>[2], tx?: Tx) =>
      updateRun(tx ?? db, projectId, values),
    barcodeRow,
    setBarcode,
    barcodesOf: (projectIds: readonly number[]) => barcodesOf(db, projectIds),
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),
  };
}

export type ProductionRepo = ReturnType<typeof createProductionRepo>;
