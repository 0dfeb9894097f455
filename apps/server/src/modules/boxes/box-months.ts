// The months of a box as its subscriber reads them: those shipped, picked or skipped, then those to
// come (the dispatches left of a prepaid box, the open month of a monthly one), skipped months pushing
// the term further.
import type { BoxDetail } from '@spindle/contracts';
import { schema } from '@spindle/db';
import { boxMonthOf, boxMonthsToCome, isPickOpen, openPickMonth, type BoxMonth } from '@spindle/domain';
import { asc, eq } from 'drizzle-orm';
import { projectSummariesOf } from '../projects/index.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';
import { CYCLE_STEPS, skippedMonthsOf, type BoxDispatchRow, type CycleBox } from './box-cycle.repo.ts';

const { boxDispatches } = schema;

/** The months still to come (packages/domain boxMonthsToCome): a box never counts a month it started after. */
function monthsToCome(box: CycleBox, shipped: Set<string>, skipped: Set<string>, now: Date): BoxMonth[] {
  return boxMonthsToCome(
    {
      active: (CYCLE_STEPS as readonly string[]).includes(box.step),
      paymentDue: box.step === 'monthly_pending',
      periodicity: box.periodicity,
      stopRequested: box.stopRequestedAt !== null,
      dispatchesLeft: box.dispatchesLeft,
      startedAt: box.startedAt,
      shipped,
      skipped,
    },
    now,
  );
}

export async function monthsOfBox(
  { db, covers }: Pick<BoxCycleDeps, 'db' | 'covers'>,
  box: CycleBox,
  now: Date,
): Promise<BoxDetail['months']> {
  const picks = await db
    .select()
    .from(boxDispatches)
    .where(eq(boxDispatches.boxSubscriptionId, box.id))
    .orderBy(asc(boxDispatches.month), asc(boxDispatches.id));
  const skipped = new Set(await skippedMonthsOf(db, box.id));
  const byMonth = new Map<string, BoxDispatchRow[]>();
  for (const pick of picks) byMonth.set(pick.month, [...(byMonth.get(pick.month) ?? []), pick]);
  const shipped = new Set([...byMonth].filter(([, rows]) => rows.some((r) => r.shopOrderId !== null)).map(([m]) => m));
  const months = new Set([...byMonth.keys(), ...skipped, ...monthsToCome(box, shipped, skipped, now)]);
  const names = await projectSummariesOf(
    db,
    picks.map((pick) => pick.projectId),
  );
  const coverOf = await covers.coverUrlsOf([...names.values()]);
  const open = openPickMonth(now);
  const owed = box.step === 'monthly_pending' ? boxMonthOf(now) : null;
  return [...months].sort().map((month) => {
    const rows = byMonth.get(month) ?? [];
    const state = skipped.has(month)
      ? 'skipped'
      : shipped.has(month)
        ? 'shipped'
        : month === owed
          ? 'payment_due'
          : rows.length > 0
            ? 'picked'
            : 'to_come';
    return {
      month,
      state,
      open: month === open && isPickOpen(month, now),
      picks: rows.map((row) => ({
        project_id: row.projectId,
        name: names.get(row.projectId)?.name ?? '',
        artist_name: names.get(row.projectId)?.artistName ?? '',
        cover: coverOf.get(row.projectId) ?? '',
        picked_by: row.pickedBy,
        status: row.status,
        shop_order_id: row.shopOrderId,
      })),
    };
  });
}
