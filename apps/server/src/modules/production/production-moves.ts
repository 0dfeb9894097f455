// Moving an action (docs/production.md "Transitions"): the domain checks the move (the action is open,
// the move is the party's, a refusal says why), one transaction changes the status from the one read
// (a concurrent move loses with 409) with its history row and whatever goes with it (a test pressing
// round, an audit row), then the production's consequences follow: the project's step, completion,
// the buyers' address-check e-mails.
import {
  ADDRESS_CHECK_STEP,
  COMPLETED_STEP,
  canTransition,
  checkActionChange,
  notifiesBuyers,
  productionStepOf,
  projectStepOfProduction,
  type ActionStatus,
  type ProductionParty,
  type ProductionStepKey,
  type ProjectStep,
} from '@spindle/domain';
import type { Tx } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { enqueueJob } from '../../jobs/index.ts';
import { actionOf, statusesOf } from './production-load.ts';
import { followOrdersSafely } from './production-orders.ts';
import type { ProductionDeps } from './production-ports.ts';
import type { ActionRow, ProductionRepo, RunRow } from './production.repo.ts';

/** The job that e-mails every buyer to check their address (production-notify.ts). */
export const ADDRESS_CHECK_JOB = 'production.address_check';

export type MoveDeps = ProductionDeps & { repo: ProductionRepo };

/** A production as a move reads it. */
export interface ReadProduction {
  run: RunRow;
  actions: ActionRow[];
}

/** The run and actions of a started production; production_not_started otherwise. */
export async function readProduction(deps: MoveDeps, projectId: number): Promise<ReadProduction> {
  const run = await deps.repo.findRun(projectId);
  if (!run) throw new AppError('production_not_started');
  return { run, actions: await deps.repo.actionsOf([projectId]) };
}

/** A move asked for. */
export interface MoveRequest {
  key: ProductionStepKey;
  to: ActionStatus;
  party: ProductionParty;
  viewer: AuthenticatedUser;
  reason?: string | null | undefined;
  /** What the action holds after the move (an artist's submission). */
  data?: Record<string, unknown> | undefined;
  /** Writes that go with the move, in its transaction (a test pressing round, an audit row). */
  alongside?: (tx: Tx, action: ActionRow) => Promise<void>;
}

/** Throws the refusal of a move the domain does not allow. */
function assertAllowed(production: ReadProduction, request: MoveRequest): ActionRow {
  const spec = productionStepOf(request.key);
  const verdict = checkActionChange({
    spec,
    statuses: statusesOf(production.actions),
    to: request.to,
    by: request.party,
    reason: request.reason,
  });
  if (!verdict.ok) {
    if (verdict.code === 'production_reason_required') {
      throw new AppError('input_invalid', { fields: { reason: 'input_required' } });
    }
    throw new AppError(verdict.code);
  }
  return actionOf(production.actions, request.key);
}

/** Moves one action, with its history row and what goes with it; then the production's consequences. */
export async function moveAction(deps: MoveDeps, projectId: number, request: MoveRequest): Promise<void> {
  const production = await readProduction(deps, projectId);
  const action = assertAllowed(production, request);
  const at = deps.clock();
  await deps.repo.transaction(async (tx) => {
    const moved = await deps.repo.changeStatus(tx, {
      actionId: action.id,
      from: action.status,
      to: request.to,
      at,
      by: { userId: request.viewer.id, name: request.viewer.name, actor: request.party },
      reason: request.reason?.trim() || null,
      data: request.data,
    });
    // Someone moved it since it was read: the move asked for is no longer the one to make.
    if (!moved) throw new AppError('production_transition_not_allowed');
    await request.alongside?.(tx, action);
  });
  await followMove(deps, projectId, request);
}

/** The project steps between two, along the lifecycle graph (to_do -> to_check -> valid). */
function stepsTowards(from: ProjectStep, to: ProjectStep): ProjectStep[] {
  const path: ProjectStep[] = [];
  let current = from;
  while (current !== to && path.length < 3) {
    const next: ProjectStep | undefined = canTransition(current, to)
      ? to
      : current === 'to_do' && to === 'valid'
        ? 'to_check'
        : undefined;
    if (!next) break;
    path.push(next);
    current = next;
  }
  return path;
}

/**
 * What follows a move: the project's step follows its production (spec section 4's to_do, to_check,
 * valid), the run is marked complete, validating the address check queues the buyers' e-mails, and
 * the pre-orders follow the production's stage.
 */
async function followMove(deps: MoveDeps, projectId: number, request: MoveRequest) {
  const { key, to, viewer } = request;
  const byUserId = viewer.id;
  const actions = await deps.repo.actionsOf([projectId]);
  const statuses = statusesOf(actions);
  const facts = await deps.ports.project(projectId);
  if (facts) {
    let from = facts.step;
    for (const step of stepsTowards(from, projectStepOfProduction(statuses))) {
      const comment = `production: ${productionStepOf(key).phase}`;
      if (!(await deps.ports.moveProjectStep(projectId, { from, to: step, byUserId, at: deps.clock(), comment })))
        break;
      from = step;
    }
  }
  if (key === COMPLETED_STEP && to === 'valid') {
    await deps.repo.updateRun(projectId, { completedAt: deps.clock(), updatedAt: deps.clock() });
  }
  if (notifiesBuyers(key, to)) await enqueueAddressCheck(deps, projectId);
  await followOrdersSafely(deps, projectId, {
    party: request.party,
    user: { id: viewer.id, name: viewer.name },
    step: key,
  });
}

/** Queues the buyers' address-check e-mails of a production, once (the job sends each once too). */
export async function enqueueAddressCheck(deps: Pick<ProductionDeps, 'db'>, projectId: number) {
  await enqueueJob(deps.db, {
    type: ADDRESS_CHECK_JOB,
    payload: { projectId },
    dedupeKey: `${ADDRESS_CHECK_JOB}:${projectId}`,
  });
}

/** Whether the address check of a production was validated (the late-step job queues the e-mails again if lost). */
export function addressCheckValidated(actions: readonly ActionRow[]): boolean {
  return actionOf(actions, ADDRESS_CHECK_STEP).status === 'valid';
}
