// Queries of what staff enter for a project's statements (docs/statements.md "Staff entry"): costs,
// retail reports, the dated fee schedule, the revenue split; and the produced statements with each
// payee's share. The statements module's own tables only.
import { schema, type Db, type Tx } from '@spindle/db';
import { and, asc, desc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';

const { statements, statementCosts, statementRetailSales, statementFeeRows, revenueSplits, statementPayeeShares } =
  schema;

export type StatementCostRow = typeof statementCosts.$inferSelect;
export type RetailSaleRow = typeof statementRetailSales.$inferSelect;
export type FeeRowRow = typeof statementFeeRows.$inferSelect;
export type RevenueSplitRow = typeof revenueSplits.$inferSelect;
export type StatementRow = typeof statements.$inferSelect;

/** What the run stores for one project and month. */
export interface ProducedStatement {
  projectId: number;
  userId: number | null;
  period: string;
  incomeMinor: number;
  costsMinor: number;
  balanceMinor: number;
  producedAt: Date;
  shares: readonly { payeeUserId: number; basisPoints: number; recoupedMinor: number; shareMinor: number }[];
}

/**
 * Stores a produced statement once: a new row, or a draft (one staff costs were entered on before) made
 * final. A final one is left as it is: undefined (the unique project and month is the run's key).
 */
async function storeProduced(db: Db, produced: ProducedStatement): Promise<StatementRow | undefined> {
  return db.transaction(async (tx) => {
    const values = {
      projectId: produced.projectId,
      userId: produced.userId,
      period: produced.period,
      incomeMinor: produced.incomeMinor,
      costsMinor: produced.costsMinor,
      balanceMinor: produced.balanceMinor,
      status: 'final' as const,
      producedAt: produced.producedAt,
    };
    const [row] = await tx
      .insert(statements)
      .values(values)
      .onConflictDoUpdate({
        target: [statements.projectId, statements.period],
        set: { ...values, updatedAt: produced.producedAt },
        setWhere: eq(statements.status, 'draft'),
      })
      .returning();
    if (!row) return undefined;
    if (produced.shares.length > 0) {
      await tx.insert(statementPayeeShares).values(produced.shares.map((share) => ({ statementId: row.id, ...share })));
    }
    return row;
  });
}

/** Sets notified_at once; true for the one caller that did (it sends the e-mail). */
async function claimNotification(db: Db, statementId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(statements)
    .set({ notifiedAt: at })
    .where(and(eq(statements.id, statementId), sql`${statements.notifiedAt} is null`))
    .returning({ id: statements.id });
  return rows.length > 0;
}

/** Replaces a project's split (in the caller's transaction). */
async function replaceSplit(
  tx: Tx,
  projectId: number,
  payees: readonly { payeeUserId: number; basisPoints: number; role: string }[],
) {
  await tx.delete(revenueSplits).where(eq(revenueSplits.projectId, projectId));
  if (payees.length > 0) await tx.insert(revenueSplits).values(payees.map((payee) => ({ projectId, ...payee })));
}

/** Recouped so far per payee of a project, from its produced statements before `beforePeriod`. */
async function recoupedBefore(db: Db, projectId: number, beforePeriod: string) {
  const rows = await db
    .select({
      payeeUserId: statementPayeeShares.payeeUserId,
      recoupedMinor: sql<number>`coalesce(sum(${statementPayeeShares.recoupedMinor}), 0)::int`.mapWith(Number),
    })
    .from(statementPayeeShares)
    .innerJoin(statements, eq(statements.id, statementPayeeShares.statementId))
    .where(and(eq(statements.projectId, projectId), sql`${statements.period} < ${beforePeriod}`))
    .groupBy(statementPayeeShares.payeeUserId);
  return new Map(rows.map((row) => [row.payeeUserId, row.recoupedMinor]));
}

/** The payee shares of produced statements: one project's, or one payee's across projects. */
async function payeeShares(db: Db, filter: { projectId?: number; payeeUserId?: number }) {
  const conditions = [eq(statements.status, 'final')];
  if (filter.projectId !== undefined) conditions.push(eq(statements.projectId, filter.projectId));
  if (filter.payeeUserId !== undefined) conditions.push(eq(statementPayeeShares.payeeUserId, filter.payeeUserId));
  return db
    .select({
      projectId: statements.projectId,
      period: statements.period,
      payeeUserId: statementPayeeShares.payeeUserId,
      basisPoints: statementPayeeShares.basisPoints,
      recoupedMinor: statementPayeeShares.recoupedMinor,
      shareMinor: statementPayeeShares.shareMinor,
    })
    .from(statementPayeeShares)
    .innerJoin(statements, eq(statements.id, statementPayeeShares.statementId))
    .where(and(...conditions))
    .orderBy(desc(statements.period), asc(statements.projectId));
}

/** Projects with an entry (cost, retail report, fee row or split) dated up to `lastDay`. */
async function projectsWithEntries(db: Db, lastDay: string): Promise<number[]> {
  const rows = await db.execute<{ project_id: number }>(sql`
    select project_id from ${statementCosts} where ${statementCosts.incurredOn} <= ${lastDay}
    union select project_id from ${statementRetailSales} where ${statementRetailSales.reportedOn} <= ${lastDay}
    union select project_id from ${revenueSplits}
    union select project_id from ${statements} where ${statements.status} <> 'draft'`);
  return rows.rows.map((row) => Number(row.project_id));
}

/** Whether a user is a payee of a project: in its split, or with a share of a produced statement. */
async function isPayee(db: Db, projectId: number, userId: number): Promise<boolean> {
  const shares = await db
    .select({ id: statementPayeeShares.id })
    .from(statementPayeeShares)
    .innerJoin(statements, eq(statements.id, statementPayeeShares.statementId))
    .where(and(eq(statements.projectId, projectId), eq(statementPayeeShares.payeeUserId, userId)))
    .limit(1);
  const [split] = await db
    .select({ projectId: revenueSplits.projectId })
    .from(revenueSplits)
    .where(and(eq(revenueSplits.projectId, projectId), eq(revenueSplits.payeeUserId, userId)));
  return shares.length > 0 || split !== undefined;
}

/** Advances (costs a payee paid) per payee dated up to `lastDay`. */
async function advancesUntil(db: Db, projectId: number, lastDay: string) {
  const rows = await db
    .select({
      payeeUserId: statementCosts.advancedByUserId,
      amountMinor: sql<number>`sum(${statementCosts.amountMinor})::int`.mapWith(Number),
    })
    .from(statementCosts)
    .where(
      and(
        eq(statementCosts.projectId, projectId),
        isNotNull(statementCosts.advancedByUserId),
        lte(statementCosts.incurredOn, lastDay),
      ),
    )
    .groupBy(statementCosts.advancedByUserId);
  return rows.flatMap((row) =>
    row.payeeUserId === null ? [] : [{ payeeUserId: row.payeeUserId, amountMinor: row.amountMinor }],
  );
}

/** A project's entries as staff entered them, oldest first (the split: largest share first). */
function entriesReads(db: Db) {
  return {
    costs: (projectId: number) =>
      db
        .select()
        .from(statementCosts)
        .where(eq(statementCosts.projectId, projectId))
        .orderBy(asc(statementCosts.incurredOn), asc(statementCosts.id)),
    retailSales: (projectId: number) =>
      db
        .select()
        .from(statementRetailSales)
        .where(eq(statementRetailSales.projectId, projectId))
        .orderBy(asc(statementRetailSales.reportedOn), asc(statementRetailSales.id)),
    feeRows: (projectId: number) =>
      db
        .select()
        .from(statementFeeRows)
        .where(eq(statementFeeRows.projectId, projectId))
        .orderBy(asc(statementFeeRows.effectiveFrom), asc(statementFeeRows.id)),
    split: (projectId: number) =>
      db
        .select()
        .from(revenueSplits)
        .where(eq(revenueSplits.projectId, projectId))
        .orderBy(desc(revenueSplits.basisPoints), asc(revenueSplits.payeeUserId)),
    produced: (projectId: number) =>
      db
        .select()
        .from(statements)
        .where(and(eq(statements.projectId, projectId), ne(statements.status, 'draft')))
        .orderBy(desc(statements.period)),
  };
}

export function createStatementEntriesRepo(db: Db) {
  return {
    db,
    ...entriesReads(db),
    isPayee: (projectId: number, userId: number) => isPayee(db, projectId, userId),
    insertCost: (values: typeof statementCosts.$inferInsert, tx: Tx) =>
      tx.insert(statementCosts).values(values).returning(),
    insertRetailSale: (values: typeof statementRetailSales.$inferInsert, tx: Tx) =>
      tx.insert(statementRetailSales).values(values).returning(),
    insertFeeRow: (values: typeof statementFeeRows.$inferInsert, tx: Tx) =>
      tx.insert(statementFeeRows).values(values).returning(),
    replaceSplit,
    storeProduced: (produced: ProducedStatement) => storeProduced(db, produced),
    claimNotification: (statementId: number, at: Date) => claimNotification(db, statementId, at),
    recoupedBefore: (projectId: number, beforePeriod: string) => recoupedBefore(db, projectId, beforePeriod),
    payeeShares: (filter: { projectId?: number; payeeUserId?: number }) => payeeShares(db, filter),
    projectsWithEntries: (lastDay: string) => projectsWithEntries(db, lastDay),
    advancesUntil: (projectId: number, lastDay: string) => advancesUntil(db, projectId, lastDay),
  };
}

export type StatementEntriesRepo = ReturnType<typeof createStatementEntriesRepo>;
