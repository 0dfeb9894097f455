// What the project's owner does in its production (docs/production.md "The artist's side"): fills an
// action and saves it (pending) or submits it for staff to check; validates or refuses what staff sent
// (the pressing proof, a test pressing, with notes per side and per track: a refusal opens the next
// round); writes to staff about an action.
import type { ProductionActionRequest, ProductionDecision } from '@spindle/contracts';
import { productionStepOf, TEST_PRESSING_STEP, type ActionStatus, type ProductionStepKey } from '@spindle/domain';
import type { Tx } from '@spindle/db';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import {
  assertBarcodeReadable,
  assertFilesReady,
  assertSidesFit,
  parseActionData,
  settleBarcode,
} from './action-data.ts';
import type { ExchangesRepo } from './exchanges.repo.ts';
import { actionOf } from './production-load.ts';
import { moveAction, readProduction, type MoveDeps } from './production-moves.ts';
import type { ActionRow } from './production.repo.ts';

export type ArtistDeps = MoveDeps & { exchanges: ExchangesRepo };

const BARCODE_STEP: ProductionStepKey = 'pre-production.barcode';
const TRACKLISTING_STEP: ProductionStepKey = 'pre-production.tracklisting';

/** Where a save or a submission takes the action: pending, or to_check (valid when nobody checks it). */
function targetOf(key: ProductionStepKey, intent: ProductionActionRequest['intent']): ActionStatus {
  if (intent === 'save') return 'pending';
  return productionStepOf(key).checker ? 'to_check' : 'valid';
}

/** POST production/{id}/actions/{step}: keeps what the artist filled in, saved or submitted. */
export async function actAsArtist(
  deps: ArtistDeps,
  viewer: AuthenticatedUser,
  projectId: number,
  key: ProductionStepKey,
  request: ProductionActionRequest,
): Promise<void> {
  const production = await readProduction(deps, projectId);
  const action = actionOf(production.actions, key);
  const data = parseActionData(key, request.data);
  if (key === BARCODE_STEP) assertBarcodeReadable(data);
  if (request.intent === 'submit') {
    if (key === TRACKLISTING_STEP) {
      const facts = await deps.ports.project(projectId);
      if (facts) assertSidesFit(data, production.run, facts);
    }
    assertFilesReady(key, await deps.exchanges.latestFileOf(action.id));
  }
  const settle = async (tx: Tx) => (key === BARCODE_STEP ? settleBarcode(deps.repo, tx, projectId, data) : data);
  const to = targetOf(key, request.intent);
  // Saving again what is already pending keeps its status: only the data changes.
  if (action.status === 'pending' && to === 'pending') {
    await deps.repo.transaction(async (tx) => deps.repo.saveData(tx, action.id, await settle(tx), deps.clock()));
    return;
  }
  await moveAction(deps, projectId, {
    key,
    to,
    party: 'artist',
    viewer,
    alongside: async (tx, moved) => deps.repo.saveData(tx, moved.id, await settle(tx), deps.clock()),
  });
}

/** The round's outcome and the artist's notes; a refusal opens the next round right away. */
async function recordRound(
  deps: ArtistDeps,
  tx: Tx,
  projectId: number,
  viewer: AuthenticatedUser,
  decision: ProductionDecision,
) {
  const round = await deps.exchanges.openRound(tx, projectId);
  await deps.exchanges.updateRound(tx, round.id, {
    status: decision.decision,
    decidedAt: deps.clock(),
    decidedByUserId: viewer.id,
    comment: decision.reason?.trim() || null,
  });
  await deps.exchanges.insertNotes(
    tx,
    round.id,
    (decision.notes ?? []).map((note) => ({
      side: note.side,
      trackTitle: note.track_title ?? null,
      comment: note.comment,
    })),
  );
  if (decision.decision === 'refused') await deps.exchanges.openRound(tx, projectId);
}

/** POST production/{id}/actions/{step}/decision: the artist validates or refuses what staff sent. */
export async function decideAsArtist(
  deps: ArtistDeps,
  viewer: AuthenticatedUser,
  projectId: number,
  key: ProductionStepKey,
  decision: ProductionDecision,
): Promise<void> {
  await moveAction(deps, projectId, {
    key,
    to: decision.decision,
    party: 'artist',
    viewer,
    reason: decision.reason,
    ...(key === TEST_PRESSING_STEP
      ? { alongside: (tx: Tx) => recordRound(deps, tx, projectId, viewer, decision) }
      : {}),
  });
}

/** POST .../messages: a message on an action, from the artist or from staff. */
export async function writeMessage(
  deps: ArtistDeps,
  author: { viewer: AuthenticatedUser; party: 'artist' | 'staff' },
  projectId: number,
  key: ProductionStepKey,
  body: string,
  alongside?: (tx: Tx, action: ActionRow) => Promise<void>,
): Promise<void> {
  const production = await readProduction(deps, projectId);
  const action = actionOf(production.actions, key);
  await deps.repo.transaction(async (tx) => {
    await deps.exchanges.insertMessage(
      {
        projectId,
        actionId: action.id,
        authorUserId: author.viewer.id,
        authorName: author.viewer.name,
        authorActor: author.party,
        body,
      },
      tx,
    );
    await alongside?.(tx, action);
  });
}
