// What staff enter for a project's statements (issue 16; docs/admin.md "Statements and revenue splits"):
// costs, distributors' retail reports, dated fee rows and the revenue split, each write audited with
// its before and after; and the split as its owner and payees read it, with their own shares.
import type {
  FeeRowBody,
  PayeeShare,
  ProjectRevenueSplit,
  RetailSaleBody,
  RevenueSplit,
  RevenueSplitBody,
  StatementCostBody,
  StatementEntries,
} from '@spindle/contracts';
import { REVENUE_SPLIT_ROLES, revenueSplitError, type RevenueSplitRole } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import type { AuthenticatedUser, UserDirectory } from '../auth/index.ts';
import type { ProjectAccessChecker, ProjectRow, ProjectsRepo } from '../projects/index.ts';
import type {
  FeeRowRow,
  RetailSaleRow,
  RevenueSplitRow,
  StatementCostRow,
  StatementEntriesRepo,
  StatementRow,
} from './statement-entries.repo.ts';

export interface StatementEntriesDeps {
  entries: StatementEntriesRepo;
  audit: Pick<AuditLog, 'record'>;
  users: Pick<UserDirectory, 'contactsOf'>;
  projects: Pick<ProjectsRepo, 'findProject' | 'ownerUserIdOf'>;
  access: ProjectAccessChecker;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const roleOf = (role: string): RevenueSplitRole => REVENUE_SPLIT_ROLES.find((known) => known === role) ?? 'other';

export const costDto = (row: StatementCostRow, names: Map<number, { name: string }>) => ({
  id: row.id,
  category: row.category,
  incurred_on: row.incurredOn,
  label: row.label,
  amount_minor: row.amountMinor,
  advanced_by_user_id: row.advancedByUserId,
  advanced_by_name: row.advancedByUserId === null ? null : (names.get(row.advancedByUserId)?.name ?? null),
  created_at: row.createdAt.toISOString(),
});

const retailDto = (row: RetailSaleRow) => ({
  id: row.id,
  distributor: row.distributor,
  reported_on: row.reportedOn,
  quantity: row.quantity,
  currency: row.currency,
  sales_minor: row.salesMinor,
  returns_minor: row.returnsMinor,
  fees_minor: row.feesMinor,
  eur_rate_ppm: row.eurRatePpm,
  created_at: row.createdAt.toISOString(),
});

const feeRowDto = (row: FeeRowRow) => ({
  id: row.id,
  effective_from: row.effectiveFrom,
  kind: row.kind,
  fee_basis_points: row.feeBasisPoints,
  income_per_unit_minor: row.incomePerUnitMinor,
  created_at: row.createdAt.toISOString(),
});

const producedDto = (row: StatementRow) => ({
  id: row.id,
  period: row.period.slice(0, 7),
  income_minor: row.incomeMinor,
  costs_minor: row.costsMinor,
  balance_minor: row.balanceMinor,
  produced_at: iso(row.producedAt),
  notified_at: iso(row.notifiedAt),
});

async function projectOrNotFound(deps: StatementEntriesDeps, projectId: number): Promise<ProjectRow> {
  const project = await deps.projects.findProject(projectId);
  if (!project) throw new AppError('not_found');
  return project;
}

/** The split with each payee's name and what is still owed them (advances not yet paid back). */
async function splitOf(deps: StatementEntriesDeps, projectId: number, rows?: RevenueSplitRow[]): Promise<RevenueSplit> {
  const [split, advances, recouped] = await Promise.all([
    rows ?? deps.entries.split(projectId),
    deps.entries.advancesUntil(projectId, '9999-12-31'),
    deps.entries.recoupedBefore(projectId, '9999-12-01'),
  ]);
  const names = await deps.users.contactsOf(split.map((row) => row.payeeUserId));
  return {
    project_id: projectId,
    payees: split.map((row) => ({
      user_id: row.payeeUserId,
      name: names.get(row.payeeUserId)?.name ?? '',
      role: roleOf(row.role),
      basis_points: row.basisPoints,
      outstanding_minor:
        (advances.find((advance) => advance.payeeUserId === row.payeeUserId)?.amountMinor ?? 0) -
        (recouped.get(row.payeeUserId) ?? 0),
    })),
  };
}

async function entriesOf(deps: StatementEntriesDeps, projectId: number): Promise<StatementEntries> {
  const project = await projectOrNotFound(deps, projectId);
  const [costs, retail, feeRows, produced, owner] = await Promise.all([
    deps.entries.costs(projectId),
    deps.entries.retailSales(projectId),
    deps.entries.feeRows(projectId),
    deps.entries.produced(projectId),
    deps.projects.ownerUserIdOf(project),
  ]);
  const names = await deps.users.contactsOf(costs.flatMap((cost) => cost.advancedByUserId ?? []));
  return {
    project: { id: project.id, name: project.name, artist_name: project.artistName, owner_user_id: owner },
    costs: costs.map((cost) => costDto(cost, names)),
    retail_sales: retail.map(retailDto),
    fee_rows: feeRows.map(feeRowDto),
    split: await splitOf(deps, projectId),
    statements: produced.map(producedDto),
  };
}

async function assertUsers(deps: StatementEntriesDeps, ids: readonly number[]) {
  const found = await deps.users.contactsOf(ids);
  if (ids.some((id) => !found.has(id))) throw new AppError('revenue_split_payee_unknown');
}

async function addCost(deps: StatementEntriesDeps, projectId: number, body: StatementCostBody, actor: AuditActor) {
  await projectOrNotFound(deps, projectId);
  if (body.advanced_by_user_id !== undefined) await assertUsers(deps, [body.advanced_by_user_id]);
  const row = await deps.entries.db.transaction(async (tx) => {
    const [inserted] = await deps.entries.insertCost(
      {
        projectId,
        category: body.category,
        incurredOn: body.incurred_on,
        label: body.label,
        amountMinor: body.amount_minor,
        advancedByUserId: body.advanced_by_user_id ?? null,
      },
      tx,
    );
    if (!inserted) throw new Error('cost not inserted');
    await deps.audit.record(
      actor,
      { action: 'statement.cost_added', entityType: 'project', entityId: projectId, before: null, after: inserted },
      tx,
    );
    return inserted;
  });
  const names = await deps.users.contactsOf(row.advancedByUserId === null ? [] : [row.advancedByUserId]);
  return costDto(row, names);
}

async function addRetailSale(deps: StatementEntriesDeps, projectId: number, body: RetailSaleBody, actor: AuditActor) {
  await projectOrNotFound(deps, projectId);
  if (body.currency !== 'EUR' && body.eur_rate_ppm === undefined) {
    throw new AppError('exchange_rate_required', { fields: { eur_rate_ppm: 'input_required' } });
  }
  return deps.entries.db.transaction(async (tx) => {
    const [row] = await deps.entries.insertRetailSale(
      {
        projectId,
        distributor: body.distributor,
        reportedOn: body.reported_on,
        quantity: body.quantity,
        currency: body.currency,
        salesMinor: body.sales_minor,
        returnsMinor: body.returns_minor,
        feesMinor: body.fees_minor,
        eurRatePpm: body.currency === 'EUR' ? null : (body.eur_rate_ppm ?? null),
      },
      tx,
    );
    if (!row) throw new Error('retail sale not inserted');
    await deps.audit.record(
      actor,
      { action: 'statement.retail_sale_added', entityType: 'project', entityId: projectId, before: null, after: row },
      tx,
    );
    return retailDto(row);
  });
}

async function addFeeRow(deps: StatementEntriesDeps, projectId: number, body: FeeRowBody, actor: AuditActor) {
  await projectOrNotFound(deps, projectId);
  const percent = body.kind === 'percent';
  const terms = percent ? body.fee_basis_points : body.income_per_unit_minor;
  const other = percent ? body.income_per_unit_minor : body.fee_basis_points;
  if (terms === undefined || other !== undefined) {
    const field = percent ? 'fee_basis_points' : 'income_per_unit_minor';
    throw new AppError('fee_terms_invalid', { fields: { [field]: 'input_required' } });
  }
  const before = (await deps.entries.feeRows(projectId)).map(feeRowDto);
  return deps.entries.db.transaction(async (tx) => {
    const [row] = await deps.entries.insertFeeRow(
      {
        projectId,
        effectiveFrom: body.effective_from,
        kind: body.kind,
        feeBasisPoints: percent ? terms : null,
        incomePerUnitMinor: percent ? null : terms,
      },
      tx,
    );
    if (!row) throw new Error('fee row not inserted');
    await deps.audit.record(
      actor,
      {
        action: 'statement.fee_row_added',
        entityType: 'project',
        entityId: projectId,
        before: { fee_schedule: before },
        after: { fee_schedule: [...before, feeRowDto(row)] },
      },
      tx,
    );
    return feeRowDto(row);
  });
}

async function setSplit(deps: StatementEntriesDeps, projectId: number, body: RevenueSplitBody, actor: AuditActor) {
  await projectOrNotFound(deps, projectId);
  const payees = body.payees.map((payee) => ({
    payeeUserId: payee.user_id,
    basisPoints: payee.basis_points,
    role: payee.role,
  }));
  if (payees.length > 0) {
    const error = revenueSplitError(
      payees.map((payee) => ({ payeeId: payee.payeeUserId, basisPoints: payee.basisPoints })),
    );
    if (error) throw new AppError(error, { fields: { payees: error } });
    await assertUsers(
      deps,
      payees.map((payee) => payee.payeeUserId),
    );
  }
  const before = await splitOf(deps, projectId);
  await deps.entries.db.transaction(async (tx) => {
    await deps.entries.replaceSplit(tx, projectId, payees);
    const after = payees.map((payee) => ({
      user_id: payee.payeeUserId,
      basis_points: payee.basisPoints,
      role: payee.role,
    }));
    await deps.audit.record(
      actor,
      {
        action: 'statement.split_set',
        entityType: 'project',
        entityId: projectId,
        before: { payees: before.payees.map(({ user_id, basis_points, role }) => ({ user_id, basis_points, role })) },
        after: { payees: after },
      },
      tx,
    );
  });
  return splitOf(deps, projectId);
}

async function sharesOf(
  deps: StatementEntriesDeps,
  filter: { projectId?: number; payeeUserId: number },
): Promise<PayeeShare[]> {
  const rows = await deps.entries.payeeShares(filter);
  const names = new Map<number, string>();
  for (const id of new Set(rows.map((row) => row.projectId))) {
    names.set(id, (await deps.projects.findProject(id))?.name ?? '');
  }
  return rows.map((row) => ({
    project_id: row.projectId,
    project_name: names.get(row.projectId) ?? '',
    period: row.period.slice(0, 7),
    basis_points: row.basisPoints,
    recouped_minor: row.recoupedMinor,
    share_minor: row.shareMinor,
    total_minor: row.recoupedMinor + row.shareMinor,
  }));
}

/** The split as the project's owner, a payee of it, or staff read it; anyone else gets not_found. */
async function projectSplit(
  deps: StatementEntriesDeps,
  viewer: AuthenticatedUser,
  projectId: number,
): Promise<ProjectRevenueSplit> {
  try {
    await deps.access.load(viewer, projectId, 'read');
  } catch (error) {
    // Not the owner nor staff: a payee still reads it (anyone else gets the same not_found).
    if (!(await deps.entries.isPayee(projectId, viewer.id))) throw error;
  }
  const split = await splitOf(deps, projectId);
  return { ...split, my_shares: await sharesOf(deps, { projectId, payeeUserId: viewer.id }) };
}

export function createStatementEntriesService(deps: StatementEntriesDeps) {
  return {
    entries: (projectId: number) => entriesOf(deps, projectId),
    addCost: (projectId: number, body: StatementCostBody, actor: AuditActor) => addCost(deps, projectId, body, actor),
    addRetailSale: (projectId: number, body: RetailSaleBody, actor: AuditActor) =>
      addRetailSale(deps, projectId, body, actor),
    addFeeRow: (projectId: number, body: FeeRowBody, actor: AuditActor) => addFeeRow(deps, projectId, body, actor),
    setSplit: (projectId: number, body: RevenueSplitBody, actor: AuditActor) => setSplit(deps, projectId, body, actor),
    projectSplit: (viewer: AuthenticatedUser, projectId: number) => projectSplit(deps, viewer, projectId),
    myShares: async (viewer: AuthenticatedUser) => ({ shares: await sharesOf(deps, { payeeUserId: viewer.id }) }),
  };
}

export type StatementEntriesService = ReturnType<typeof createStatementEntriesService>;
