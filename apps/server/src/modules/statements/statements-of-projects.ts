// The statements of a seller's projects as the staff side shows them (docs/admin.md "Artists, labels and
// shops"): what each month earned, whether it is final and whether it was paid, newest first.
import { schema, type Db } from '@spindle/db';
import { desc, inArray } from 'drizzle-orm';

const { statements } = schema;

export async function statementsOfProjects(db: Db, projectIds: readonly number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      id: statements.id,
      projectId: statements.projectId,
      period: statements.period,
      currency: statements.currency,
      balanceMinor: statements.balanceMinor,
      status: statements.status,
    })
    .from(statements)
    .where(inArray(statements.projectId, [...new Set(projectIds)]))
    .orderBy(desc(statements.period), desc(statements.id));
}
