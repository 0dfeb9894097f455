// The subscriber's own box (spec section 7, "User"): GET user/boxes/{id} with its months, the pick or
// swap before the cut-off (POST user/boxes/vinyl), genres and skipped months (PUT user/boxes), and
// stopping it (DELETE user/boxes/{id}). The card, the address and the invoices: box-subscriber-billing.ts.
import type { BoxDetail, BoxPickBody, BoxUpdateBody } from '@spindle/contracts';
import { schema, type Db } from '@spindle/db';
import { boxMonthOf, isPickOpen, openPickMonth, type BoxMonth } from '@spindle/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import { projectSummariesOf } from '../projects/index.ts';
import { chargesOf } from './box-charges.ts';
import {
  boxRecordsOfUser,
  CYCLE_STEPS,
  cycleBoxOf,
  giveBackSelectionCopy,
  picksOf,
  selectionOf,
  takeSelectionCopy,
  type CycleBox,
} from './box-cycle.repo.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';
import { monthsOfBox } from './box-months.ts';

const { boxDispatches, boxSkips, boxSubscriptions } = schema;

/** The user's box, or 404 (another user's box is not theirs to know of). */
export async function ownBox(db: Db, userId: number, boxId: number): Promise<CycleBox> {
  const box = await cycleBoxOf(db, boxId);
  if (!box || box.userId !== userId || box.step === 'creating') throw new AppError('box_not_found');
  return box;
}

function requireActive(box: CycleBox): void {
  if (!(CYCLE_STEPS as readonly string[]).includes(box.step) || box.stopRequestedAt !== null) {
    throw new AppError('box_not_active');
  }
}

/** GET user/boxes/{id}: the box, the open month's selection, every month and the charges. */
export async function boxDetail(deps: BoxCycleDeps, userId: number, boxId: number): Promise<BoxDetail> {
  const now = deps.clock();
  const box = await ownBox(deps.db, userId, boxId);
  const openMonth = openPickMonth(now);
  const selection = await selectionOf(deps.db, openMonth);
  const names = await projectSummariesOf(
    deps.db,
    selection.map((row) => row.projectId),
  );
  const coverOf = await deps.covers.coverUrlsOf([...names.values()]);
  const charges = await chargesOf(deps.db, box.id);
  return {
    id: box.id,
    step: box.step,
    periodicity: box.periodicity,
    records_per_month: box.recordsPerMonth,
    dispatches_left: box.dispatchesLeft,
    genre_ids: box.genreIds,
    address_id: box.customerAddressId,
    stop_requested_at: box.stopRequestedAt?.toISOString() ?? null,
    next_charge_at: box.nextChargeAt?.toISOString() ?? null,
    open_month: openMonth,
    selection: selection.map((row) => ({
      project_id: row.projectId,
      name: names.get(row.projectId)?.name ?? '',
      artist_name: names.get(row.projectId)?.artistName ?? '',
      cover: coverOf.get(row.projectId) ?? '',
      left: row.quantitySetAside - row.quantityTaken,
    })),
    months: await monthsOfBox(deps, box, now),
    charges: charges.map((charge) => ({
      id: charge.id,
      month: charge.month,
      status: charge.status,
      attempts: charge.attempts,
      amount_minor: charge.amountMinor,
      currency: charge.currency as BoxDetail['charges'][number]['currency'],
      next_retry_at: charge.nextRetryAt?.toISOString() ?? null,
      invoice_number: charge.invoiceNumber,
    })),
  };
}

/** The month a request is for: the open one; any other is closed (its cut-off passed, or not open yet). */
function monthOfRequest(month: string | undefined, now: Date): BoxMonth {
  const open = openPickMonth(now);
  if (month !== undefined && (month !== open || !isPickOpen(month, now))) throw new AppError('box_month_closed');
  return open;
}

/** POST user/boxes/vinyl: picks a record of the open month (or swaps one), taking a copy set aside. */
export async function pickRecord(deps: BoxCycleDeps, userId: number, body: BoxPickBody): Promise<BoxDetail> {
  const now = deps.clock();
  const box = await ownBox(deps.db, userId, body.box_id);
  requireActive(box);
  const month = monthOfRequest(body.month, now);
  // Read before the transaction: checkout's port answers on its own connection.
  const bought = new Set(await deps.ports.boughtProjectIds(userId));
  const received = (await boxRecordsOfUser(deps.db, userId)).filter(
    (row) => !(row.boxSubscriptionId === box.id && row.month === month),
  );
  if (bought.has(body.project_id) || received.some((row) => row.projectId === body.project_id)) {
    throw new AppError('box_record_already_received');
  }
  await deps.db.transaction(async (tx) => {
    const locked = await cycleBoxOf(tx, box.id, true);
    if (!locked) throw new AppError('box_not_found');
    const picks = await picksOf(tx, box.id, month);
    if (picks.some((pick) => pick.projectId === body.project_id)) return;
    const replaced =
      body.replaces_project_id !== undefined
        ? picks.find((pick) => pick.projectId === body.replaces_project_id)
        : picks.length >= locked.recordsPerMonth
          ? picks[0]
          : undefined;
    if (!replaced && picks.length >= locked.recordsPerMonth) throw new AppError('box_record_already_received');
    if (!(await takeSelectionCopy(tx, month, body.project_id))) throw new AppError('box_record_out_of_stock');
    if (replaced) {
      await tx.delete(boxDispatches).where(eq(boxDispatches.id, replaced.id));
      await giveBackSelectionCopy(tx, month, replaced.projectId);
    }
    await tx
      .insert(boxDispatches)
      .values({ boxSubscriptionId: box.id, month, projectId: body.project_id, pickedBy: 'user' });
    await tx.delete(boxSkips).where(and(eq(boxSkips.boxSubscriptionId, box.id), eq(boxSkips.month, month)));
  });
  return boxDetail(deps, userId, box.id);
}

/**
 * PUT user/boxes: genres, a month skipped or taken back. Only months whose cut-off has not passed
 * can change; a skipped month's picks give their copies back. A prepaid box keeps its dispatches
 * for later months, so its term extends by the month skipped.
 */
export async function updateBox(deps: BoxCycleDeps, userId: number, body: BoxUpdateBody): Promise<BoxDetail> {
  const now = deps.clock();
  const box = await ownBox(deps.db, userId, body.box_id);
  requireActive(box);
  for (const month of [body.skip_month, body.unskip_month]) {
    if (month !== undefined && !(month > boxMonthOf(now) && isPickOpen(month, now))) {
      throw new AppError('box_month_closed');
    }
  }
  await deps.db.transaction(async (tx) => {
    if (body.genre_ids) {
      await tx
        .update(boxSubscriptions)
        .set({ genreIds: [...new Set(body.genre_ids)], updatedAt: now })
        .where(eq(boxSubscriptions.id, box.id));
    }
    if (body.skip_month) {
      await tx.insert(boxSkips).values({ boxSubscriptionId: box.id, month: body.skip_month }).onConflictDoNothing();
      for (const pick of await picksOf(tx, box.id, body.skip_month)) {
        await tx.delete(boxDispatches).where(eq(boxDispatches.id, pick.id));
        await giveBackSelectionCopy(tx, body.skip_month, pick.projectId);
      }
    }
    if (body.unskip_month) {
      await tx
        .delete(boxSkips)
        .where(and(eq(boxSkips.boxSubscriptionId, box.id), eq(boxSkips.month, body.unskip_month)));
    }
  });
  return boxDetail(deps, userId, box.id);
}

/**
 * DELETE user/boxes/{id}: the stop is asked for. A monthly box is not charged again and stops once its
 * paid month (if any) has shipped; a prepaid box ships the rest of its term, then finishes.
 */
export async function stopBox(deps: BoxCycleDeps, userId: number, boxId: number): Promise<BoxDetail> {
  const now = deps.clock();
  const box = await ownBox(deps.db, userId, boxId);
  requireActive(box);
  await deps.db
    .update(boxSubscriptions)
    .set({ stopRequestedAt: now, updatedAt: now })
    .where(eq(boxSubscriptions.id, box.id));
  return boxDetail(deps, userId, box.id);
}
