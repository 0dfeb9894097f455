// Queries of the statements staff keep per project and month: a stored statement (its closing balance
// opens the next month) and the costs staff entered on them.
import { schema, type Db } from '@spindle/db';
import { and, asc, eq, ne, sql } from 'drizzle-orm';

const { statements, statementLines } = schema;

/** The statement the monthly run produced for a period ('YYYY-MM-01'), if any (a draft holds costs only). */
async function findStatement(db: Db, projectId: number, periodStart: string) {
  const [row] = await db
    .select()
    .from(statements)
    .where(
      and(eq(statements.projectId, projectId), eq(statements.period, periodStart), ne(statements.status, 'draft')),
    );
  return row;
}

/** Costs staff entered for the project (cost lines of its statements other than storage), with their period. */
async function listEnteredCosts(db: Db, projectId: number) {
  return db
    .select({
      id: statementLines.id,
      category: statementLines.category,
      label: statementLines.label,
      amountMinor: statementLines.amountMinor,
      period: statements.period,
    })
    .from(statementLines)
    .innerJoin(statements, eq(statements.id, statementLines.statementId))
    .where(
      and(
        eq(statements.projectId, projectId),
        eq(statementLines.kind, 'cost'),
        sql`${statementLines.category} <> 'storage'`,
      ),
    )
    .orderBy(asc(statements.period), asc(statementLines.id));
}

export function createStatementsRepo(db: Db) {
  return {
    statementOf: (projectId: number, periodStart: string) => findStatement(db, projectId, periodStart),
    enteredCosts: (projectId: number) => listEnteredCosts(db, projectId),
  };
}

export type StatementsRepo = ReturnType<typeof createStatementsRepo>;
