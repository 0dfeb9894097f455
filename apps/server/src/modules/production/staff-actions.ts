// What staff do in a production (docs/production.md "The staff side"): validate or refuse what the
// artist submitted (the reason is what the artist reads), start and send the proof and the test
// pressings, mark the plant's and the logistician's steps done, write to the artist, set the plant.
// Every write leaves an audit row (who, what, before and after) in the same transaction.
import type { ProductionStatusChange } from '@spindle/contracts';
import { TEST_PRESSING_STEP, type ProductionStepKey } from '@spindle/domain';
import type { Tx } from '@spindle/db';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { AuditRecord } from '../audit/index.ts';
import { writeMessage, type ArtistDeps } from './artist-actions.ts';
import { moveAction, readProduction } from './production-moves.ts';

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
