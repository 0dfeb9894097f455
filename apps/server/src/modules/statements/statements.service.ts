// The month's statement of a project (spec section 7: GET projects/{id}/statement; BUSINESS-RULES
// "Artist statements"; docs/statements.md): the facts gathered here, the figures computed by the
// domain's computeStatement, the opening balance carried from the month before.
import type { StatementSummary } from '@spindle/contracts';
import {
  computeStatement,
  isCurrencyCode,
  statementDay,
  statementPeriodFor,
  statementPeriodOf,
  STATEMENT_COST_CATEGORIES,
  type Statement,
  type StatementCostInput,
  type StatementInput,
  type StatementOrderLineInput,
  type StatementFeeRow,
  type StatementRetailSaleInput,
} from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../auth/index.ts';
import { kindOf, type ProjectAccessChecker, type ProjectRow } from '../projects/index.ts';
import type { ProjectOrderLine, ProjectSalesRepo } from '../checkout/index.ts';
import type { StatementsRepo } from './statements.repo.ts';
import type { FeeRowRow, RetailSaleRow, StatementCostRow, StatementEntriesRepo } from './statement-entries.repo.ts';

/** A statement chain is computed back at most this many months (20 years). */
const MAX_CHAIN_MONTHS = 240;

export interface StatementsServiceOptions {
  sales: Pick<ProjectSalesRepo, 'orderLines'>;
  repo: StatementsRepo;
  entries: StatementEntriesRepo;
  access: ProjectAccessChecker;
  /** Finds a project whatever the viewer (a payee reads their own statement of someone else's project). */
  projects: { findProject(id: number): Promise<ProjectRow | undefined> };
  clock?: () => Date;
}

/** What a statement is stated from, whatever the month (computeStatement keeps the period's own). */
export interface StatementFacts {
  orderLines: StatementOrderLineInput[];
  costs: StatementCostInput[];
  retailSales: StatementRetailSaleInput[];
  feeSchedule: StatementFeeRow[];
  stockAtPeriodEnd: StatementInput['stockAtPeriodEnd'];
}

function monthBefore(key: string): string {
  const { year, month } = statementPeriodOf(key);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The statement's order lines from the project's sold lines (BUSINESS-RULES "Artist statements"). */
export function statementOrderLines(lines: readonly ProjectOrderLine[]): StatementOrderLineInput[] {
  return lines.flatMap((line): StatementOrderLineInput[] => {
    if (!isCurrencyCode(line.currency)) return [];
    return [
      {
        orderId: String(line.orderId),
        label: line.size ? `${line.name} (${line.size})` : line.name,
        soldOn: line.soldAt,
        refundedOn: line.refundedAt,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
        currency: line.currency,
        artistDiscountMinor: line.discountFundedBy === 'artist' ? line.discountMinor : 0,
        vatRateBasisPoints: line.taxRateBasisPoints,
        eurRatePpm: line.exchangeRatePpm,
      },
    ];
  });
}

/** The costs staff entered, dated on their period's first day (storage is computed, never entered). */
function statementCosts(entered: Awaited<ReturnType<StatementsRepo['enteredCosts']>>): StatementCostInput[] {
  return entered.flatMap((cost): StatementCostInput[] => {
    const category = STATEMENT_COST_CATEGORIES.find((known) => known === cost.category);
    if (!category || category === 'storage') return [];
    return [
      {
        category,
        reference: `C-${cost.id}`,
        label: cost.label,
        incurredOn: cost.period,
        amountMinor: cost.amountMinor,
      },
    ];
  });
}

/** Costs entered with their day; an advance (a payee paid it) is not Spindle's cost: the split pays it back. */
function datedCosts(rows: readonly StatementCostRow[]): StatementCostInput[] {
  return rows.flatMap((row): StatementCostInput[] =>
    row.advancedByUserId === null
      ? [
          {
            category: row.category,
            reference: `SC-${row.id}`,
            label: row.label,
            incurredOn: row.incurredOn,
            amountMinor: row.amountMinor,
          },
        ]
      : [],
  );
}

function retailSalesOf(rows: readonly RetailSaleRow[]): StatementRetailSaleInput[] {
  return rows.flatMap((row): StatementRetailSaleInput[] => {
    if (!isCurrencyCode(row.currency)) return [];
    return [
      {
        distributor: row.distributor,
        reportedOn: row.reportedOn,
        quantity: row.quantity,
        salesMinor: row.salesMinor,
        returnsMinor: row.returnsMinor,
        feesMinor: row.feesMinor,
        currency: row.currency,
        ...(row.eurRatePpm !== null ? { eurRatePpm: row.eurRatePpm } : {}),
      },
    ];
  });
}

/** The project's dated fee rows, in the order entered (two on one day: the later wins). */
export function feeScheduleOf(rows: readonly FeeRowRow[]): StatementFeeRow[] {
  return [...rows]
    .sort((a, b) => a.id - b.id)
    .map((row): StatementFeeRow =>
      row.kind === 'percent'
        ? { kind: 'percent', feeBasisPoints: row.feeBasisPoints ?? 0, effectiveFrom: row.effectiveFrom }
        : { kind: 'fixed_per_unit', incomePerUnitMinor: row.incomePerUnitMinor ?? 0, effectiveFrom: row.effectiveFrom },
    );
}

/** Only today's stock is known (no stock history): storage is charged on it, vinyl for a vinyl. */
function stockAtPeriodEndOf(project: ProjectRow): StatementFacts['stockAtPeriodEnd'] {
  if (project.stock === null) return null;
  return kindOf(project) === 'vinyl' && project.category === 'vinyl'
    ? { vinylUnits: project.stock, otherUnits: 0 }
    : { vinylUnits: 0, otherUnits: project.stock };
}

export async function loadStatementFacts(
  deps: Pick<StatementsServiceOptions, 'sales' | 'repo' | 'entries'>,
  project: ProjectRow,
): Promise<StatementFacts> {
  const [lines, entered, costs, retail, feeRows] = await Promise.all([
    deps.sales.orderLines(project.id),
    deps.repo.enteredCosts(project.id),
    deps.entries.costs(project.id),
    deps.entries.retailSales(project.id),
    deps.entries.feeRows(project.id),
  ]);
  return {
    orderLines: statementOrderLines(lines),
    costs: [...statementCosts(entered), ...datedCosts(costs)],
    retailSales: retailSalesOf(retail),
    feeSchedule: feeScheduleOf(feeRows),
    stockAtPeriodEnd: stockAtPeriodEndOf(project),
  };
}

/** The first month holding a fact; `period` itself when there is none. */
function firstPeriodOf(facts: StatementFacts, period: string): string {
  const firstDays = [
    ...facts.orderLines.map((line) => statementDay(line.soldOn)),
    ...facts.costs.map((cost) => statementDay(cost.incurredOn)),
    ...facts.retailSales.map((sale) => statementDay(sale.reportedOn)),
  ].sort();
  return firstDays[0] ? statementPeriodFor(firstDays[0]).key : period;
}

/**
 * The opening balance of `period`: walk back to a stored closing balance or to the first month with
 * facts, then compute the months in between forward.
 */
export async function openingBalanceOf(
  deps: Pick<StatementsServiceOptions, 'repo'>,
  project: ProjectRow,
  period: string,
  facts: StatementFacts,
): Promise<number> {
  const firstPeriod = firstPeriodOf(facts, period);
  const chain: string[] = [];
  let opening = 0;
  let cursor = period;
  for (let steps = 0; steps < MAX_CHAIN_MONTHS && cursor > firstPeriod; steps += 1) {
    const previous = monthBefore(cursor);
    const stored = await deps.repo.statementOf(project.id, `${previous}-01`);
    if (stored) {
      opening = stored.balanceMinor;
      break;
    }
    chain.unshift(previous);
    cursor = previous;
  }
  for (const month of chain) {
    opening = computeStatement({ period: month, openingBalanceMinor: opening, ...facts }).closingBalanceMinor;
  }
  return opening;
}

/** The statement of `period`, its opening balance carried from the stored or computed month before. */
export async function statementFor(
  deps: StatementsServiceOptions,
  project: ProjectRow,
  period: string,
): Promise<Statement> {
  const facts = await loadStatementFacts(deps, project);
  const openingBalanceMinor = await openingBalanceOf(deps, project, period, facts);
  return computeStatement({ period, openingBalanceMinor, ...facts });
}

/** The month's statement of a project the viewer may read; a month after the current Paris one is refused. */
async function loadStatement(
  deps: StatementsServiceOptions,
  viewer: AuthenticatedUser,
  projectId: number,
  period: string,
): Promise<{ project: ProjectRow; statement: Statement }> {
  const { project } = await deps.access.load(viewer, projectId, 'read');
  const current = statementPeriodFor((deps.clock ?? (() => new Date()))()).key;
  if (period > current)
    throw new AppError('statement_period_invalid', { fields: { period: 'statement_period_invalid' } });
  return { project, statement: await statementFor(deps, project, period) };
}

/** The figures of a statement as the JSON answer gives them. */
export function statementSummaryOf(projectId: number, statement: Statement): StatementSummary {
  return {
    projectId,
    period: statement.period.key,
    openingBalanceMinor: statement.openingBalanceMinor,
    incomeMinor: statement.incomeTotalMinor,
    costsMinor: statement.costTotalMinor,
    paymentsMinor: statement.paymentTotalMinor,
    closingBalanceMinor: statement.closingBalanceMinor,
    incomeLines: statement.incomeLines.map((line) => ({
      kind: line.kind,
      date: line.date,
      reference: line.reference,
      quantity: line.quantity,
      amountMinor: line.amountMinor,
    })),
    costLines: statement.costLines.map((line) => ({
      category: line.category,
      date: line.date,
      label: line.label,
      amountMinor: line.amountMinor,
    })),
  };
}

/** A payee's part of a produced statement (statement_payee_shares). */
export interface PayeeShareOfMonth {
  basisPoints: number;
  recoupedMinor: number;
  shareMinor: number;
}

/**
 * A payee's own statement of a month (docs/statements.md "Revenue splits"): the project's statement of
 * a month the monthly run produced with a share for the viewer, and that share. A project that does not
 * exist is not_found; a month the viewer has no share of (someone else's statement) is forbidden.
 */
async function loadPayeeStatement(
  deps: StatementsServiceOptions,
  viewer: AuthenticatedUser,
  projectId: number,
  period: string,
): Promise<{ project: ProjectRow; statement: Statement; share: PayeeShareOfMonth }> {
  const project = await deps.projects.findProject(projectId);
  if (!project) throw new AppError('not_found');
  const shares = await deps.entries.payeeShares({ projectId, payeeUserId: viewer.id });
  const share = shares.find((row) => row.period === `${period}-01`);
  if (!share) throw new AppError('forbidden');
  return {
    project,
    statement: await statementFor(deps, project, period),
    share: { basisPoints: share.basisPoints, recoupedMinor: share.recoupedMinor, shareMinor: share.shareMinor },
  };
}

export function createStatementsService(options: StatementsServiceOptions) {
  return {
    statement: (viewer: AuthenticatedUser, projectId: number, period: string) =>
      loadStatement(options, viewer, projectId, period),
    payeeStatement: (viewer: AuthenticatedUser, projectId: number, period: string) =>
      loadPayeeStatement(options, viewer, projectId, period),
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
