// The pre-orders follow the production (docs/production.md "Shop orders follow the production";
// packages/domain pressing-orders.ts): when a production reaches a new stage (started, production
// phase, test pressing approved, address check validated), the shop orders holding the project move
// to it, each no further than the least advanced of the projects it holds and never backwards. The
// moves are checkout's (through the ports), each audited like the fulfilment's (`shop_order.status`);
// the buyers hear of the pressing's milestones by e-mail, not of the address check, which has its own.
// A stage is followed once (`production_runs.orders_status`); the start job catches up one missed.
import {
  leastAdvancedPressingStatus,
  pressingOrderStatusOf,
  type PressingOrderStatus,
  type ProductionStepKey,
  type ShopOrderStatus,
} from '@spindle/domain';
import type { AuditActor } from '../audit/index.ts';
import { statusesOf } from './production-load.ts';
import type { PressedShopOrderMove, ProductionDeps, ProjectFacts } from './production-ports.ts';
import type { ActionRow, ProductionRepo, RunRow } from './production.repo.ts';

type MoveDeps = ProductionDeps & { repo: ProductionRepo };

/** What is pressed, so produced: records, CDs and tapes (merch and accessories come from stock). */
export const PRESSED_CATEGORIES: readonly string[] = ['vinyl', 'cd', 'tape'];

/** Project steps of a pressed project that sells before its production starts (it will, on success). */
const BEFORE_PRODUCTION_STEPS: readonly string[] = ['in_progress', 'confirmed', 'private', 'promo', 'successful'];

/**
 * The statuses whose move e-mails the buyer (fulfilment's `shop_order_status`): the pressing's
 * milestones, weeks apart, which the launched e-mail promises ("we write again at each step"). Not
 * check_address: the address-check e-mail (`production_address_check`), with the address, the ship
 * date and the link to change it, goes to the same buyers at the same moment.
 */
export const MILESTONE_EMAILS: readonly ShopOrderStatus[] = ['launched', 'in_production', 'test_pressing_ok'];

/** The audit log's actor of a move no staff member made (the artist's approval, a job): the production. */
export const PRODUCTION_ACTOR: AuditActor = { id: 0, name: 'Spindle' };

/** Who brought the production to its stage, as the shop orders' audit rows keep it. */
export interface StageCause {
  party: 'artist' | 'staff' | 'system';
  user: { id: number; name: string } | null;
  /** The action whose move reached the stage (none for a start or a catch-up). */
  step: ProductionStepKey | null;
}

/** A pressed project with no production yet that will have one: it holds its shop orders at confirmed. */
function waitsForItsPressing(facts: ProjectFacts | undefined): boolean {
  return (
    facts !== undefined &&
    PRESSED_CATEGORIES.includes(facts.category) &&
    facts.type !== 'stock' &&
    BEFORE_PRODUCTION_STEPS.includes(facts.step)
  );
}

/** Each project's pressing status: its production's stage, confirmed before it starts, null when it has none to wait for. */
async function pressingStatusesOf(
  deps: MoveDeps,
  projectIds: readonly number[],
): Promise<Map<number, PressingOrderStatus | null>> {
  const [runs, facts] = await Promise.all([deps.repo.runsOf(projectIds), deps.ports.projectsOf(projectIds)]);
  const actions = await deps.repo.actionsOf(runs.map((run) => run.projectId));
  const started = new Set(runs.map((run) => run.projectId));
  return new Map(
    projectIds.map((id) => [
      id,
      started.has(id)
        ? pressingOrderStatusOf(statusesOf(actions.filter((action) => action.projectId === id)))
        : waitsForItsPressing(facts.get(id))
          ? 'confirmed'
          : null,
    ]),
  );
}

function auditRecordOf(move: PressedShopOrderMove, facts: ProjectFacts | null, projectId: number, cause: StageCause) {
  return {
    action: 'shop_order.status',
    entityType: 'shop_order',
    entityId: move.shopOrderId,
    before: { status: move.from },
    after: {
      status: move.to,
      production: {
        project_id: projectId,
        project_name: facts?.name ?? null,
        step: cause.step,
        by: cause.party,
        ...(cause.party === 'artist' && cause.user ? { by_user_id: cause.user.id, by_name: cause.user.name } : {}),
      },
    },
  };
}

/**
 * Brings the pre-orders of a project to the stage its production reached, once per stage: the moves
 * and their audit rows in one transaction with the stage recorded, then the buyers' e-mails.
 * Returns how many shop orders moved.
 */
export async function followOrders(deps: MoveDeps, projectId: number, cause: StageCause): Promise<number> {
  const run = await deps.repo.findRun(projectId);
  if (!run) return 0;
  const stage = pressingOrderStatusOf(statusesOf(await deps.repo.actionsOf([projectId])));
  if (run.ordersStatus === stage) return 0;
  const held = await deps.ports.pressedShopOrdersOf(projectId);
  const statuses = await pressingStatusesOf(deps, [...new Set([projectId, ...held.flatMap((row) => row.projectIds)])]);
  statuses.set(projectId, stage);
  const targets = held.flatMap((row) => {
    const target = leastAdvancedPressingStatus(row.projectIds.map((id) => statuses.get(id) ?? null));
    return target ? [{ shopOrderId: row.shopOrderId, target }] : [];
  });
  const [facts, now] = [await deps.ports.project(projectId), deps.clock()];
  const actor = cause.party === 'staff' && cause.user ? cause.user : PRODUCTION_ACTOR;
  const moves = await deps.repo.transaction(async (tx) => {
    const moved = await deps.ports.movePressedShopOrders(tx, targets, now);
    for (const move of moved) await deps.audit.record(actor, auditRecordOf(move, facts, projectId, cause), tx);
    await deps.repo.advanceOrdersStatus(tx, projectId, stage, now);
    return moved;
  });
  const told = moves.filter((move) => MILESTONE_EMAILS.includes(move.to));
  if (told.length > 0) {
    await deps.ports.tellBuyersOfMoves(told.map((move) => ({ ...move, status: move.to })));
  }
  if (moves.length > 0) deps.logger.info({ projectId, stage, moved: moves.length }, 'pre-orders follow the production');
  return moves.length;
}

/** Follows a stage after a move without failing it: the start job catches up what this missed. */
export async function followOrdersSafely(deps: MoveDeps, projectId: number, cause: StageCause): Promise<void> {
  try {
    await followOrders(deps, projectId, cause);
  } catch (err) {
    deps.logger.error({ err, projectId }, 'pre-orders did not follow the production; the start job will');
  }
}

/** How many productions' actions one read of the catch-up asks for. */
const CATCH_UP_BATCH = 1_000;

/**
 * The productions whose actions reached a stage their pre-orders were not brought to: the actions of a
 * thousand productions per read, compared in memory. A production already followed costs no query of
 * its own, so the job's cost grows with the productions to catch up, not with all the open ones.
 */
async function runsBehindTheirStage(deps: MoveDeps): Promise<RunRow[]> {
  const runs = await deps.repo.runsBehindOrders();
  const behind: RunRow[] = [];
  for (let at = 0; at < runs.length; at += CATCH_UP_BATCH) {
    const batch = runs.slice(at, at + CATCH_UP_BATCH);
    const actions = await deps.repo.actionsOf(batch.map((run) => run.projectId));
    const byProject = new Map<number, ActionRow[]>();
    for (const action of actions) {
      const own = byProject.get(action.projectId);
      if (own) own.push(action);
      else byProject.set(action.projectId, [action]);
    }
    for (const run of batch) {
      if (run.ordersStatus !== pressingOrderStatusOf(statusesOf(byProject.get(run.projectId) ?? []))) behind.push(run);
    }
  }
  return behind;
}

/** The catch-up: every production whose pre-orders missed a stage (a lost follow, a production older than this). */
export async function followAllOrders(deps: MoveDeps): Promise<number> {
  const runs = await runsBehindTheirStage(deps);
  let [moved, failures] = [0, 0];
  for (const run of runs) {
    try {
      moved += await followOrders(deps, run.projectId, { party: 'system', user: null, step: null });
    } catch (err) {
      // One production's failure does not hold the others back; the next run tries it again.
      deps.logger.error({ err, projectId: run.projectId }, 'pre-orders did not follow the production');
      failures += 1;
    }
  }
  if (failures > 0) throw new Error(`pre-orders of ${failures} production(s) did not follow`);
  return moved;
}
