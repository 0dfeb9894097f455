// The staff's selection of a box month (back office, permission catalogue): the records with the
// copies set aside for the box. Copies already taken by picks cannot be given back: the set-aside
// never goes below them, and a record picked by someone stays in the selection.
import type { BoxSelection, BoxSelectionBody } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { and, eq, lte, sql } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import { projectSummariesOf } from '../projects/index.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';
import { selectionOf } from './box-cycle.repo.ts';

type SelectionDeps = Pick<BoxCycleDeps, 'db' | 'covers'>;

const { boxSelections } = schema;

export async function boxSelection({ db, covers }: SelectionDeps, month: string): Promise<BoxSelection> {
  const rows = await selectionOf(db, month);
  const names = await projectSummariesOf(
    db,
    rows.map((row) => row.projectId),
  );
  const coverOf = await covers.coverUrlsOf([...names.values()]);
  return {
    month,
    entries: rows.map((row) => ({
      project_id: row.projectId,
      name: names.get(row.projectId)?.name ?? '',
      artist_name: names.get(row.projectId)?.artistName ?? '',
      cover: coverOf.get(row.projectId) ?? '',
      quantity_set_aside: row.quantitySetAside,
      quantity_taken: row.quantityTaken,
    })),
  };
}

/** Adds the record, or sets its copies set aside (409 below the copies already taken). */
export async function setBoxSelection(
  deps: SelectionDeps,
  month: string,
  body: BoxSelectionBody,
): Promise<BoxSelection> {
  const { db } = deps;
  if (!(await projectSummariesOf(db, [body.project_id])).has(body.project_id)) throw new AppError('not_found');
  const [row] = await db
    .insert(boxSelections)
    .values({ month, projectId: body.project_id, quantitySetAside: body.quantity })
    .onConflictDoUpdate({
      target: [boxSelections.month, boxSelections.projectId],
      set: { quantitySetAside: body.quantity, updatedAt: sql`now()` },
      setWhere: lte(boxSelections.quantityTaken, body.quantity),
    })
    .returning({ id: boxSelections.id });
  if (!row) throw new AppError('box_selection_below_taken');
  return boxSelection(deps, month);
}

/** Takes the record out of the month, only while no pick took a copy of it. */
export async function removeFromBoxSelection(
  deps: SelectionDeps,
  month: string,
  projectId: number,
): Promise<BoxSelection> {
  const { db } = deps;
  const [existing] = await db
    .select()
    .from(boxSelections)
    .where(and(eq(boxSelections.month, month), eq(boxSelections.projectId, projectId)));
  if (!existing) throw new AppError('not_found');
  const removed = await db
    .delete(boxSelections)
    .where(and(eq(boxSelections.id, existing.id), lte(boxSelections.quantityTaken, 0)))
    .returning({ id: boxSelections.id });
  if (removed.length === 0) throw new AppError('box_selection_below_taken');
  return boxSelection(deps, month);
}
