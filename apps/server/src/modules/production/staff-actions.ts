// What staff do in a production (docs/production.md "The staff side"): validate or refuse what the
// artist submitted (the reason is what the artist reads), start and send the proof and the test
// pressings, mark the plant's and the logistician's steps done, write to the artist, set the plant and
// the plant's own date for an action.
// Every write leaves an audit row (who, what, before and after) in the same transaction.
import type { ProductionStatusChange } from '@spindle/contracts';
import {
  BUSINESS_TIME_ZONE,
  TEST_PRESSING_STEP,
  instantOfLocalDateTime,
  localDayOf,
  parseBusinessDay,
  type ProductionStepKey,
} from '@spindle/domain';
import type { Tx } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { enqueueJob } from '../../jobs/index.ts';
import type { AuditRecord } from '../audit/index.ts';
import { writeMessage, type ArtistDeps } from './artist-actions.ts';
import { PLANT_DATE_JOB } from './production-jobs.ts';
import { actionOf, shipEstimateOf } from './production-load.ts';
import { moveAction, readProduction } from './production-moves.ts';
import { isLaterDay, replanAfter } from './production-notify.ts';

export type StaffDeps = ArtistDeps;

/** The audit row of a staff write on a production, in the write's transaction. */
export function auditProduction(
  deps: Pick<StaffDeps, 'audit'>,
  viewer: AuthenticatedUser,
  tx: Tx,
  record: Omit<AuditRecord, 'entityType'>,
): Promise<void> {
  return deps.audit.record({ id: viewer.id, name: viewer.name }, { ...record, entityType: 'production' }, tx);
}

/** Staff starting (pending) or sending (to_check) a test pressing work on the round in hand. */
async function followRound(deps: StaffDeps, tx: Tx, projectId: number, to: ProductionStatusChange['to']) {
  if (to !== 'pending' && to !== 'to_check') return;
  const round = await deps.exchanges.openRound(tx, projectId);
  await deps.exchanges.updateRound(
    tx,
    round.id,
    to === 'to_check' ? { status: 'to_check', sentAt: deps.clock() } : { status: 'pending' },
  );
}

/** POST admin/production/{id}/actions/{step}: one move by staff, audited. */
export async function changeAsStaff(
  deps: StaffDeps,
  viewer: AuthenticatedUser,
  projectId: number,
  key: ProductionStepKey,
  change: ProductionStatusChange,
): Promise<void> {
  await moveAction(deps, projectId, {
    key,
    to: change.to,
    party: 'staff',
    viewer,
    reason: change.reason,
    alongside: async (tx, action) => {
      if (key === TEST_PRESSING_STEP) await followRound(deps, tx, projectId, change.to);
      await auditProduction(deps, viewer, tx, {
        action:
          change.to === 'refused'
            ? 'production.refuse'
            : change.to === 'valid'
              ? 'production.validate'
              : 'production.move',
        entityId: projectId,
        before: { step: key, status: action.status },
        after: { step: key, status: change.to, ...(change.reason ? { reason: change.reason } : {}) },
      });
    },
  });
}

/** POST admin/production/{id}/actions/{step}/messages: staff write to the artist, audited. */
export async function messageAsStaff(
  deps: StaffDeps,
  viewer: AuthenticatedUser,
  projectId: number,
  key: ProductionStepKey,
  body: string,
): Promise<void> {
  await writeMessage(deps, { viewer, party: 'staff' }, projectId, key, body, (tx) =>
    auditProduction(deps, viewer, tx, {
      action: 'production.message',
      entityId: projectId,
      after: { step: key, message: body },
    }),
  );
}

/** PUT admin/production/{id}: the plant, audited. */
export async function setPlant(deps: StaffDeps, viewer: AuthenticatedUser, projectId: number, plant: string) {
  const { run } = await readProduction(deps, projectId);
  if (run.plant === plant) return;
  await deps.repo.transaction(async (tx) => {
    await deps.repo.updateRun(projectId, { plant, updatedAt: deps.clock() }, tx);
    await auditProduction(deps, viewer, tx, {
      action: 'production.plant',
      entityId: projectId,
      before: { plant: run.plant },
      after: { plant },
    });
  });
}

/** The hour of the day a plant's date ends: an action dated by the plant is late from that evening on. */
const PLANT_DAY_END_HOUR = 18;

/** A plant's day ('2026-06-10', Paris calendar) as the instant its action is planned to end; today or later. */
function plantDateOf(plannedOn: string, now: Date): Date {
  const day = parseBusinessDay(plannedOn);
  if (!day) throw new AppError('input_invalid', { fields: { planned_on: 'date_invalid' } });
  if (plannedOn < localDayOf(now, BUSINESS_TIME_ZONE)) {
    throw new AppError('input_invalid', { fields: { planned_on: 'date_past' } });
  }
  return instantOfLocalDateTime({ ...day, hour: PLANT_DAY_END_HOUR, minute: 0 }, BUSINESS_TIME_ZONE);
}

/**
 * POST admin/production/{id}/actions/{step}/plan: the plant's own date for an action not done yet,
 * audited with the old one; what follows is planned again, and when the ship date moves later the
 * artist and the buyers are told (the job, once each, like a late step).
 */
export async function planByHand(
  deps: StaffDeps,
  viewer: AuthenticatedUser,
  projectId: number,
  key: ProductionStepKey,
  plannedOn: string,
): Promise<void> {
  const { run, actions } = await readProduction(deps, projectId);
  const action = actionOf(actions, key);
  if (action.status === 'valid') throw new AppError('production_step_done');
  const now = deps.clock();
  const plannedAt = plantDateOf(plannedOn, now);
  if (action.plannedByHand && action.plannedAt.getTime() === plannedAt.getTime()) return;
  const shipBefore = shipEstimateOf(run, actions, now);
  await deps.repo.transaction(async (tx) => {
    if (!(await deps.repo.planByHand(tx, action.id, plannedAt, now))) throw new AppError('production_step_done');
    await auditProduction(deps, viewer, tx, {
      action: 'production.plan',
      entityId: projectId,
      before: { step: key, planned_at: action.plannedAt.toISOString(), by_hand: action.plannedByHand },
      after: { step: key, planned_at: plannedAt.toISOString(), by_hand: true },
    });
  });
  const moved = await deps.repo.actionsOf([projectId]);
  await replanAfter(deps, run, moved, now);
  if (isLaterDay(shipEstimateOf(run, moved, now), shipBefore)) {
    await enqueueJob(deps.db, {
      type: PLANT_DATE_JOB,
      payload: { projectId, actionId: action.id },
      dedupeKey: `${PLANT_DATE_JOB}:${action.id}:${plannedAt.toISOString()}`,
    });
  }
}
