// A paid month's picks become one shop order (through checkout's port), written in the transaction
// that marks the picks shipped and takes one dispatch off the box: a prepaid box with none left is
// finished, a monthly box asked to stop is stopped. The box's row is locked, so a second run finds the
// month shipped and does nothing.
import { schema, type AddressSnapshot } from '@spindle/db';
import type { BoxMonth } from '@spindle/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { createAccountStore } from '../auth/index.ts';
import { boxesOfMonth, cycleBoxOf, picksOf, type CycleBox } from './box-cycle.repo.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';
import { sendDispatchEmail } from './box-cycle-notices.ts';

const { boxDispatches, boxSubscriptions } = schema;

/** The box's delivery address as the order keeps it, or null when it has none. */
async function addressOf(deps: BoxCycleDeps, box: CycleBox): Promise<AddressSnapshot | null> {
  if (box.customerAddressId === null) return null;
  const row = await createAccountStore(deps.db).findAddress(box.customerAddressId);
  if (!row) return null;
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    name: row.name,
    company: row.company,
    address: row.address,
    address2: row.address2,
    zipCode: row.zipCode,
    city: row.city,
    state: row.state,
    countryId: row.countryId,
    phone: row.phone,
    vatNumber: row.vatNumber,
  };
}

/**
 * Ships the month for every paid box with picks not yet in an order, then e-mails each box whose month
 * left (box_dispatched, once per box-month); returns the orders written.
 */
export async function dispatchMonth(deps: BoxCycleDeps, month: BoxMonth): Promise<number> {
  let orders = 0;
  for (const box of await boxesOfMonth(deps.db, month)) {
    const shipped = await dispatchBox(deps, box, month);
    if (shipped) orders += 1;
    // After the order's commit; also catches up a month whose e-mail a crash kept from going.
    await sendDispatchEmail(deps, box.id, month);
  }
  return orders;
}

async function dispatchBox(deps: BoxCycleDeps, box: CycleBox, month: BoxMonth): Promise<boolean> {
  if (box.step !== 'confirmed' || box.dispatchesLeft <= 0) return false;
  const waiting = (await picksOf(deps.db, box.id, month)).filter((pick) => pick.shopOrderId === null);
  if (waiting.length === 0) return false;
  const address = await addressOf(deps, box);
  const account = await createAccountStore(deps.db).findAccount(box.userId);
  if (!address || !account) return false;
  return shipBox(deps, box.id, month, { address, email: account.email });
}

async function shipBox(
  deps: BoxCycleDeps,
  boxId: number,
  month: BoxMonth,
  to: { address: AddressSnapshot; email: string },
): Promise<boolean> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const box = await cycleBoxOf(tx, boxId, true);
    if (!box || box.step !== 'confirmed' || box.dispatchesLeft <= 0) return false;
    const picks = await picksOf(tx, box.id, month);
    if (picks.length === 0 || picks.some((pick) => pick.shopOrderId !== null)) return false;
    const { shopOrderId } = await deps.ports.placeOrder(tx, {
      userId: box.userId,
      email: to.email,
      address: to.address,
      projectIds: picks.map((pick) => pick.projectId),
      weightGrams: box.weightGrams,
      month,
      now,
    });
    await tx
      .update(boxDispatches)
      .set({ shopOrderId, status: 'preparing' })
      .where(
        and(
          inArray(
            boxDispatches.id,
            picks.map((pick) => pick.id),
          ),
          isNull(boxDispatches.shopOrderId),
        ),
      );
    const left = box.dispatchesLeft - 1;
    const ends = left === 0 && (box.periodicity !== 'monthly' || box.stopRequestedAt !== null);
    await tx
      .update(boxSubscriptions)
      .set({
        dispatchesLeft: left,
        ...(ends ? { step: box.periodicity === 'monthly' ? 'stopped' : 'finished', stoppedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(boxSubscriptions.id, box.id));
    return true;
  });
}
