// Reading productions (docs/production.md): one production as its owner or staff see it, the owner's
// productions, the staff board of actions waiting for staff (by phase and plant, planned against
// expected, late ones first), and the stage and ship date a buyer's order page shows.
import type {
  BuyerProduction,
  MyProductions,
  ProductionBoard,
  ProductionBoardQuery,
  ProductionView,
} from '@spindle/contracts';
import {
  BUSINESS_TIME_ZONE,
  READY_TO_SHIP_STEP,
  buyerStageOf,
  daysBetween,
  expectedEnds,
  isStepLate,
  localDayOf,
  phaseStatusOf,
  plannedEnds,
  productionStepOf,
  waitingForOf,
  PRODUCTION_PHASES,
  type ProductionPhase,
} from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { loadProduction, statusesOf, timedStepsOf, type ReadDeps } from './production-load.ts';
import type { ProductionDeps } from './production-ports.ts';
import type { ActionRow, RunRow } from './production.repo.ts';
import { notStartedView, productionViewOf } from './production-view.ts';

export type ReaderDeps = ReadDeps & Pick<ProductionDeps, 'audit'>;

/** GET production/{id} (owner or staff) and admin/production/{id} (staff, with buyers and audit rows). */
export async function viewProduction(
  deps: ReaderDeps,
  viewer: AuthenticatedUser,
  projectId: number,
  side: 'artist' | 'staff',
): Promise<ProductionView> {
  const access = side === 'artist' ? await deps.ports.access(viewer, projectId, 'read') : 'staff';
  const facts = await deps.ports.project(projectId);
  if (!facts) throw new AppError('not_found');
  const party = side === 'staff' || access === 'staff' ? 'staff' : 'artist';
  const loaded = await loadProduction(deps, facts);
  if (!loaded) return notStartedView(facts, party);
  const extras =
    side === 'staff'
      ? {
          buyers: (await deps.ports.buyersOf(projectId)).length,
          audit: await deps.audit.historyOf('production', projectId),
        }
      : null;
  return productionViewOf(loaded, party, deps.clock(), extras);
}

/** Where a production stands now: its phase, estimate, plan and the actions waiting for staff. */
function standingOf(run: RunRow, actions: readonly ActionRow[], now: Date) {
  const statuses = statusesOf(actions);
  const expected = expectedEnds({ startedAt: run.startedAt, now, steps: timedStepsOf(actions) });
  const estimate = expected.get(READY_TO_SHIP_STEP) ?? now;
  const planned = plannedEnds(run.startedAt).get(READY_TO_SHIP_STEP) ?? estimate;
  const phase = PRODUCTION_PHASES.find((candidate) => phaseStatusOf(candidate, statuses) === 'in_progress') ?? null;
  const waiting = (party: 'artist' | 'staff') =>
    actions.filter((action) => waitingForOf(productionStepOf(action.stepKey), statuses) === party);
  return { statuses, expected, estimate, planned, phase, waiting };
}

/** Actions grouped by their project, in their order (one pass, not one filter per production). */
function byProject(actions: readonly ActionRow[]): Map<number, ActionRow[]> {
  const groups = new Map<number, ActionRow[]>();
  for (const action of actions) {
    const group = groups.get(action.projectId);
    if (group) group.push(action);
    else groups.set(action.projectId, [action]);
  }
  return groups;
}

/** GET user/production: the caller's projects in production. */
export async function myProductions(deps: ReaderDeps, viewer: AuthenticatedUser): Promise<MyProductions> {
  const ids = await deps.ports.ownedProjectIds(viewer);
  const [runs, facts] = await Promise.all([deps.repo.runsOf(ids), deps.ports.projectsOf(ids)]);
  const actions = byProject(await deps.repo.actionsOf(runs.map((run) => run.projectId)));
  const now = deps.clock();
  return {
    items: runs.map((run) => {
      const standing = standingOf(run, actions.get(run.projectId) ?? [], now);
      return {
        project_id: run.projectId,
        name: facts.get(run.projectId)?.name ?? '',
        stage: buyerStageOf(standing.statuses),
        estimated_ship_at: standing.estimate.toISOString(),
        days_late: daysBetween(standing.planned, standing.estimate),
        waiting_for_me: standing.waiting('artist').length,
      };
    }),
  };
}

type BoardAction = ProductionBoard['actions'][number];

/** GET admin/production: actions waiting for staff (late first, then by planned date) and the projects. */
export async function productionBoard(deps: ReaderDeps, query: ProductionBoardQuery): Promise<ProductionBoard> {
  const runs = await deps.repo.openRuns();
  const byPlant = query.plant ? runs.filter((run) => run.plant === query.plant) : runs;
  const [actions, facts] = await Promise.all([
    deps.repo.actionsOf(byPlant.map((run) => run.projectId)),
    deps.ports.projectsOf(byPlant.map((run) => run.projectId)),
  ]);
  const actionsByProject = byProject(actions);
  const now = deps.clock();
  const projects: ProductionBoard['projects'] = [];
  const waiting: BoardAction[] = [];
  for (const run of byPlant) {
    const standing = standingOf(run, actionsByProject.get(run.projectId) ?? [], now);
    if (query.phase && standing.phase !== query.phase) continue;
    const name = facts.get(run.projectId)?.name ?? '';
    const daysLate = daysBetween(standing.planned, standing.estimate);
    if (query.late && daysLate === 0) continue;
    projects.push({
      project_id: run.projectId,
      name,
      artist_name: facts.get(run.projectId)?.artistName ?? '',
      plant: run.plant,
      phase: standing.phase,
      started_at: run.startedAt.toISOString(),
      planned_ship_at: standing.planned.toISOString(),
      estimated_ship_at: standing.estimate.toISOString(),
      days_late: daysLate,
      waiting_for_staff: standing.waiting('staff').length,
    });
    for (const action of standing.waiting('staff')) {
      waiting.push(boardActionOf(run, name, action, standing.expected.get(action.stepKey) ?? action.plannedAt, now));
    }
  }
  waiting.sort((a, b) => Number(b.late) - Number(a.late) || a.planned_at.localeCompare(b.planned_at));
  const start = (query.page - 1) * query.per_page;
  return {
    actions: waiting.slice(start, start + query.per_page),
    total_actions: waiting.length,
    projects: projects.sort(
      (a, b) => b.days_late - a.days_late || a.estimated_ship_at.localeCompare(b.estimated_ship_at),
    ),
    plants: [...new Set(runs.flatMap((run) => (run.plant ? [run.plant] : [])))].sort(),
    page: query.page,
    per_page: query.per_page,
  };
}

function boardActionOf(run: RunRow, projectName: string, action: ActionRow, expected: Date, now: Date): BoardAction {
  const phase: ProductionPhase = productionStepOf(action.stepKey).phase;
  return {
    project_id: run.projectId,
    project_name: projectName,
    plant: run.plant,
    key: action.stepKey,
    phase,
    status: action.status,
    planned_at: action.plannedAt.toISOString(),
    expected_at: expected.toISOString(),
    late: isStepLate({ status: action.status, plannedAt: action.plannedAt }, now),
    status_at: action.statusAt.toISOString(),
  };
}

/** The stage and ship date of each project in production, for the buyers' order pages (one read for all). */
export async function buyerProductionsOf(
  deps: ReadDeps,
  projectIds: readonly number[],
): Promise<Map<number, BuyerProduction>> {
  const runs = await deps.repo.runsOf([...new Set(projectIds)]);
  const actionsByProject = byProject(await deps.repo.actionsOf(runs.map((run) => run.projectId)));
  const now = deps.clock();
  const productions = new Map<number, BuyerProduction>();
  for (const run of runs) {
    const standing = standingOf(run, actionsByProject.get(run.projectId) ?? [], now);
    const stage = buyerStageOf(standing.statuses);
    productions.set(run.projectId, {
      stage,
      estimated_ship_on: stage === 'shipped' ? null : localDayOf(standing.estimate, BUSINESS_TIME_ZONE),
    });
  }
  return productions;
}
