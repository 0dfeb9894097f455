// A production starts when its project succeeds (BUSINESS-RULES "Project lifecycle"): projects calls
// back at the step change (composition), and a job every five minutes starts any successful project
// still without one (a callback that failed, a project that succeeded before this module existed).
// Starting twice is harmless: the run's primary key is the project.
import { PRODUCTION_STEPS, READY_TO_SHIP_STEP, plannedEnds, vinylFormatOf } from '@spindle/domain';
import { PRESSED_CATEGORIES, followAllOrders, followOrdersSafely } from './production-orders.ts';
import type { ProductionDeps } from './production-ports.ts';
import type { ProductionRepo } from './production.repo.ts';

/** How many successful projects one run of the start job looks at, the earliest started first. */
const START_BATCH = 500;

/** The step a project leaves when its production starts (spec section 4: to_do belongs to production). */
const STARTED_STEP = 'to_do' as const;

/** Starts the production of a successful pressed project; false when it is not one, or already started. */
export async function startProduction(
  deps: ProductionDeps & { repo: ProductionRepo },
  projectId: number,
): Promise<boolean> {
  const facts = await deps.ports.project(projectId);
  if (!facts || facts.step !== 'successful' || !PRESSED_CATEGORIES.includes(facts.category)) return false;
  const startedAt = deps.clock();
  const planned = plannedEnds(startedAt);
  const format = vinylFormatOf(facts.format, facts.discs);
  const plant = facts.quoteId === null ? null : ((await deps.ports.quoteOf(facts.quoteId))?.plant ?? null);
  const started = await deps.repo.insertProduction({
    run: {
      projectId,
      startedAt,
      plant,
      vinylSize: format?.size ?? null,
      rpm: format?.rpm ?? null,
      discs: Math.max(1, facts.discs),
      announcedShipAt: planned.get(READY_TO_SHIP_STEP) ?? startedAt,
    },
    actions: PRODUCTION_STEPS.map((spec, position) => ({
      stepKey: spec.key,
      position,
      plannedAt: planned.get(spec.key) ?? startedAt,
    })),
  });
  if (!started) return false;
  await deps.ports.moveProjectStep(projectId, {
    from: 'successful',
    to: STARTED_STEP,
    byUserId: null,
    at: startedAt,
    comment: 'production started',
  });
  deps.logger.info({ projectId }, 'production started');
  await followOrdersSafely(deps, projectId, { party: 'system', user: null, step: null });
  return true;
}

/**
 * Starts every successful project's production that has not started yet, then brings along the
 * pre-orders of any production whose stage they missed (a follow that failed, a production older
 * than the rule).
 */
export async function startDueProductions(deps: ProductionDeps & { repo: ProductionRepo }): Promise<number> {
  const successful = await deps.ports.successfulProjectIds(PRESSED_CATEGORIES, START_BATCH);
  // A production that exists is not started again (its run's key is the project): no query per project.
  const running = new Set((await deps.repo.runsOf(successful)).map((run) => run.projectId));
  let started = 0;
  for (const projectId of successful) {
    if (!running.has(projectId) && (await startProduction(deps, projectId))) started += 1;
  }
  await followAllOrders(deps);
  return started;
}

/** The callback projects calls when a project succeeds: a failure is logged, and the job starts it later. */
export async function startProductionSafely(
  deps: ProductionDeps & { repo: ProductionRepo },
  projectId: number,
): Promise<void> {
  try {
    await startProduction(deps, projectId);
  } catch (err) {
    deps.logger.error({ err, projectId }, 'production did not start; the start job will try again');
  }
}
