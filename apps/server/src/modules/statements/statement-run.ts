// The monthly statement run (docs/statements.md "The monthly run"; docs/jobs.md): on the 28th at 00:00
// Paris time the `statements.run` job states the month before for every project with something to
// state, stores each statement once (the unique project and month is the key: a second run, or a rerun
// after a crash, produces nothing twice), shares the month between the payees of a revenue split
// (recoupment first), and e-mails the owner and each payee once (notified_at is claimed before sending).
import {
  computeStatement,
  DEFAULT_LOCALE,
  isLocale,
  splitMonthEarnings,
  statementPeriodOfRun,
  STATEMENT_RUN_DAY_OF_MONTH,
  type PayeeAllocation,
  type Statement,
  type StatementPeriod,
} from '@spindle/domain';
import { z } from 'zod';
import { keptLinkOriginOf, type KeptLinkOrigins } from '../../http/link-origin.ts';
import type { JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { statementReadyTemplate } from '../../mail/templates/index.ts';
import type { UserDirectory } from '../auth/index.ts';
import type { ProjectSalesRepo } from '../checkout/index.ts';
import type { ProjectRow, ProjectsRepo } from '../projects/index.ts';
import type { StatementEntriesRepo, StatementRow } from './statement-entries.repo.ts';
import type { StatementsRepo } from './statements.repo.ts';
import { loadStatementFacts, openingBalanceOf } from './statements.service.ts';

export const STATEMENTS_RUN_JOB = 'statements.run';
/** The 28th at 00:00 Paris time; the run states the month before (statementPeriodOfRun). */
export const STATEMENTS_RUN_SCHEDULE = {
  type: STATEMENTS_RUN_JOB,
  dayOfMonth: STATEMENT_RUN_DAY_OF_MONTH,
  hour: 0,
} as const;

export interface StatementRunDeps {
  sales: Pick<ProjectSalesRepo, 'orderLines' | 'projectsSoldUntil'>;
  repo: StatementsRepo;
  entries: StatementEntriesRepo;
  projects: Pick<ProjectsRepo, 'findProject' | 'ownerUserIdOf'>;
  users: Pick<UserDirectory, 'contactsOf'>;
  mailer: Pick<Mailer, 'send'>;
  linkOrigins: KeptLinkOrigins;
  clock: () => Date;
}

/** What one run did: the month stated, and the projects whose statement it produced. */
export interface StatementRunResult {
  period: string;
  produced: number[];
  notified: number;
}

/** The month's earnings shared out: by the split (recoupment first); with advances but no split, all to the owner. */
async function allocationsOf(
  deps: StatementRunDeps,
  projectId: number,
  owner: number | null,
  period: StatementPeriod,
  statement: Statement,
): Promise<(PayeeAllocation & { basisPoints: number })[]> {
  const [split, advances, recouped] = await Promise.all([
    deps.entries.split(projectId),
    deps.entries.advancesUntil(projectId, period.lastDay),
    deps.entries.recoupedBefore(projectId, period.firstDay),
  ]);
  const shares = split.map((row) => ({ payeeId: row.payeeUserId, basisPoints: row.basisPoints }));
  if (shares.length === 0) {
    if (advances.length === 0 || owner === null) return [];
    shares.push({ payeeId: owner, basisPoints: 10_000 });
  }
  const outstanding = advances.map((advance) => ({
    payeeId: advance.payeeUserId,
    outstandingMinor: Math.max(0, advance.amountMinor - (recouped.get(advance.payeeUserId) ?? 0)),
  }));
  const allocations = splitMonthEarnings({
    earningsMinor: statement.incomeTotalMinor - statement.costTotalMinor,
    shares,
    outstanding,
  });
  return allocations.map((allocation) => ({
    ...allocation,
    basisPoints: shares.find((share) => share.payeeId === allocation.payeeId)?.basisPoints ?? 0,
  }));
}

/** E-mails the owner (the balance) and every other payee (their share), once per statement. */
async function notify(
  deps: StatementRunDeps,
  project: ProjectRow,
  row: StatementRow,
  allocations: readonly Pick<PayeeAllocation, 'payeeId' | 'totalMinor'>[],
): Promise<boolean> {
  if (row.notifiedAt !== null) return false;
  // The links' origin first: without one the job fails before the claim, and its retry sends the e-mails.
  const baseUrl = keptLinkOriginOf(project.linkOrigin, deps.linkOrigins);
  if (!(await deps.entries.claimNotification(row.id, deps.clock()))) return false;
  const period = row.period.slice(0, 7);
  const payees = allocations.filter((allocation) => allocation.payeeId !== row.userId);
  const contacts = await deps.users.contactsOf([
    ...(row.userId !== null ? [row.userId] : []),
    ...payees.map((p) => p.payeeId),
  ]);
  const letters = [
    ...(row.userId !== null ? [{ userId: row.userId, amountMinor: row.balanceMinor, asPayee: false }] : []),
    ...payees.map((p) => ({ userId: p.payeeId, amountMinor: p.totalMinor, asPayee: true })),
  ];
  for (const letter of letters) {
    const contact = contacts.get(letter.userId);
    if (!contact) continue;
    const locale = isLocale(contact.lang) ? contact.lang : DEFAULT_LOCALE;
    const rendered = statementReadyTemplate.render(locale, {
      baseUrl,
      name: contact.name,
      project: { id: project.id, name: project.name },
      period,
      amount: { amountMinor: letter.amountMinor, currency: 'EUR' },
      asPayee: letter.asPayee,
      path: letter.asPayee ? '/my-account/statements' : `/project/dashboard?id=${project.id}`,
    });
    await deps.mailer.send({
      to: contact.email,
      locale,
      template: statementReadyTemplate.key,
      ...rendered,
      tags: ['statement'],
      userId: contact.id,
    });
  }
  return true;
}

/** States one project's month once; true when this call produced it. */
async function produceOne(
  deps: StatementRunDeps,
  projectId: number,
  period: StatementPeriod,
  result: StatementRunResult,
) {
  const project = await deps.projects.findProject(projectId);
  if (!project) return;
  const existing = await deps.repo.statementOf(projectId, period.firstDay);
  const owner = await deps.projects.ownerUserIdOf(project);
  if (existing) {
    // Produced by an earlier run that may have stopped before its e-mails: they go out now, once.
    const shares = (await deps.entries.payeeShares({ projectId })).filter((share) => share.period === period.firstDay);
    const stored = shares.map((share) => ({
      payeeId: share.payeeUserId,
      totalMinor: share.recoupedMinor + share.shareMinor,
    }));
    if (await notify(deps, project, existing, stored)) result.notified += 1;
    return;
  }
  const facts = await loadStatementFacts(deps, project);
  const openingBalanceMinor = await openingBalanceOf(deps, project, period.key, facts);
  const statement = computeStatement({ period: period.key, openingBalanceMinor, ...facts });
  const empty = statement.incomeLines.length + statement.costLines.length + statement.paymentLines.length === 0;
  if (empty && openingBalanceMinor === 0) return;
  const allocations = await allocationsOf(deps, projectId, owner, period, statement);
  const row = await deps.entries.storeProduced({
    projectId,
    userId: owner,
    period: period.firstDay,
    incomeMinor: statement.incomeTotalMinor,
    costsMinor: statement.costTotalMinor,
    balanceMinor: statement.closingBalanceMinor,
    producedAt: deps.clock(),
    shares: allocations.map((allocation) => ({
      payeeUserId: allocation.payeeId,
      basisPoints: allocation.basisPoints,
      recoupedMinor: allocation.recoupedMinor,
      shareMinor: allocation.shareMinor,
    })),
  });
  if (!row) return;
  result.produced.push(projectId);
  if (await notify(deps, project, row, allocations)) result.notified += 1;
}

/** The run for the occurrence at `runAt`: the month before, every project with something to state. */
export async function runStatements(deps: StatementRunDeps, runAt: Date): Promise<StatementRunResult> {
  const period = statementPeriodOfRun(runAt);
  const [sold, entered] = await Promise.all([
    deps.sales.projectsSoldUntil(period.lastDay),
    deps.entries.projectsWithEntries(period.lastDay),
  ]);
  const result: StatementRunResult = { period: period.key, produced: [], notified: 0 };
  const failed: string[] = [];
  for (const projectId of [...new Set([...sold, ...entered])].sort((a, b) => a - b)) {
    // One project's failure (no origin for its links, say) does not hold the others back.
    await produceOne(deps, projectId, period, result).catch((error: unknown) => {
      failed.push(`project ${projectId}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
  // The job fails and is retried: what was produced is kept, what was not (or not announced) is done then.
  if (failed.length > 0) throw new Error(`statements of ${period.key} not all done: ${failed.join('; ')}`);
  return result;
}

const runPayload = z.object({ scheduledAt: z.string().datetime({ offset: true }).optional() });

/** The job's handler: the occurrence's time from its payload (the schedule's), else now. */
export function createStatementRunHandler(deps: StatementRunDeps): JobHandler {
  return async (job, context) => {
    const payload = runPayload.parse(job.payload ?? {});
    const result = await runStatements(deps, payload.scheduledAt ? new Date(payload.scheduledAt) : deps.clock());
    context.logger.info(result, 'statements produced');
  };
}
