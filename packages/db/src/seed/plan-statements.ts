// The demo's statement entries (docs/statements.md "Staff entry", docs/admin.md "Statements and revenue
// splits"): the demo artist's best-selling project pays 20 % from the first day of last month (25 %
// before), had its mastering (180.00 excl. VAT) on the 5th of last month, and shares its income 70/30
// with the demo label, so a fresh start shows them on /admin/project/{id}/statement and the dashboard.
// Fixed values, no draw: nothing else of the plan moves.
import { statementPeriodOfRun } from '@spindle/domain';
import type * as t from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import type { PlannedProject } from './plan-projects.ts';

export interface StatementEntriesPlan {
  feeRows: (typeof t.statementFeeRows.$inferInsert)[];
  costs: (typeof t.statementCosts.$inferInsert)[];
  splits: (typeof t.revenueSplits.$inferInsert)[];
}

/** The demo artist's page is artist 1; the demo accounts' user ids follow DEMO_ACCOUNTS (from 1). */
const userIdOf = (role: string) => DEMO_ACCOUNTS.findIndex((account) => account.role === role) + 1;

export function planStatementEntries(projects: readonly PlannedProject[], now: Date): StatementEntriesPlan {
  const best = projects
    .filter((project) => project.row.artistId === 1)
    .sort((a, b) => (b.row.sold ?? 0) - (a.row.sold ?? 0) || a.row.id - b.row.id)[0];
  const artist = userIdOf('artist');
  const label = userIdOf('label');
  if (!best || artist < 1 || label < 1) return { feeRows: [], costs: [], splits: [] };
  const projectId = best.row.id;
  // The month the next run states: the one before this month.
  const lastMonth = statementPeriodOfRun(now);
  return {
    feeRows: [{ projectId, effectiveFrom: lastMonth.firstDay, kind: 'percent', feeBasisPoints: 2000 }],
    costs: [
      {
        projectId,
        category: 'mastering',
        incurredOn: `${lastMonth.key}-05`,
        label: 'Mastering (12 tracks)',
        amountMinor: 18_000,
      },
    ],
    splits: [
      { projectId, payeeUserId: artist, basisPoints: 7000, role: 'artist' },
      { projectId, payeeUserId: label, basisPoints: 3000, role: 'label' },
    ],
  };
}
