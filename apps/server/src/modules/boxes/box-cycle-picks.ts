// The automatic pick after a month's cut-off (BUSINESS-RULES "Vinyl box"): for each box in the cycle
// with fewer picks than its plan's records, the domain's choice (the subscriber's genres, then the most
// stock, never a record they received or bought) taken from the stock set aside, one transaction per
// box with the box's row locked, so two runs never pick twice.
import { automaticBoxPick, type BoxMonth } from '@spindle/domain';
import { schema } from '@spindle/db';
import { genreIdsOfProjects } from '../projects/index.ts';
import {
  boxRecordsOfUser,
  boxesOfMonth,
  cycleBoxOf,
  picksOf,
  selectionOf,
  takeSelectionCopy,
  giveBackSelectionCopy,
  type CycleBox,
} from './box-cycle.repo.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';

const { boxDispatches } = schema;

/** Whether the box still has a month to ship: a prepaid one with dispatches left, a monthly one not stopping. */
export function takesPartIn(box: CycleBox): boolean {
  if (box.periodicity === 'monthly') return box.dispatchesLeft > 0 || box.stopRequestedAt === null;
  return box.dispatchesLeft > 0;
}

/** Picks for every box of the month that has not picked enough; returns the records picked. */
export async function pickForMonth(deps: BoxCycleDeps, month: BoxMonth): Promise<number> {
  const boxes = await boxesOfMonth(deps.db, month);
  const selection = await selectionOf(deps.db, month);
  if (selection.length === 0) return 0;
  const genres = await genreIdsOfProjects(
    deps.db,
    selection.map((row) => row.projectId),
  );
  let picked = 0;
  for (const box of boxes) {
    if (!takesPartIn(box)) continue;
    const existing = await picksOf(deps.db, box.id, month);
    if (existing.length >= box.recordsPerMonth) continue;
    // Read outside the transaction: the ports use their own connection.
    const owned = [
      ...(await deps.ports.boughtProjectIds(box.userId)),
      ...(await boxRecordsOfUser(deps.db, box.userId)).map((row) => row.projectId),
    ];
    const fresh = await selectionOf(deps.db, month);
    const ranked = automaticBoxPick({
      selection: fresh.map((row) => ({
        projectId: row.projectId,
        stockLeft: row.quantitySetAside - row.quantityTaken,
        genreIds: genres.get(row.projectId) ?? [],
      })),
      ownedProjectIds: owned,
      preferredGenreIds: box.genreIds,
      count: fresh.length,
    });
    picked += await takePicks(deps, box.id, month, ranked);
  }
  return picked;
}

/** In one transaction: locks the box, and takes the first ranked records it still needs. */
async function takePicks(deps: BoxCycleDeps, boxId: number, month: BoxMonth, ranked: number[]): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const box = await cycleBoxOf(tx, boxId, true);
    if (!box) return 0;
    let need = box.recordsPerMonth - (await picksOf(tx, box.id, month)).length;
    let taken = 0;
    for (const projectId of ranked) {
      if (need <= 0) break;
      if (!(await takeSelectionCopy(tx, month, projectId))) continue;
      const inserted = await tx
        .insert(boxDispatches)
        .values({ boxSubscriptionId: box.id, month, projectId, pickedBy: 'system' })
        .onConflictDoNothing()
        .returning({ id: boxDispatches.id });
      if (inserted.length === 0) {
        await giveBackSelectionCopy(tx, month, projectId);
        continue;
      }
      need -= 1;
      taken += 1;
    }
    return taken;
  });
}
