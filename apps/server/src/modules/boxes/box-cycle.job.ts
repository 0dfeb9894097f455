// The daily run of the box's cycle, `box.cycle` at 00:10 Paris (BUSINESS-RULES "Vinyl box"): on the
// 25th, the reminders to pick next month's records; from the 1st, monthly boxes asked to stop stop, the
// automatic picks, the month's charges, the retries that are due, and the shipping of every paid box.
// Every step is idempotent: a second run the same day finds everything done.
import type { BoxMonth } from '@spindle/domain';
import { boxCycleTasksOn, boxMonthOf } from '@spindle/domain';
import { schema } from '@spindle/db';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { JobHandler } from '../../jobs/index.ts';
import { chargeMonth, retryDueCharges } from './box-charges.ts';
import { dispatchMonth } from './box-cycle-dispatch.ts';
import { sendCycleEmail } from './box-cycle-notices.ts';
import { pickForMonth, takesPartIn } from './box-cycle-picks.ts';
import { boxesOfMonth, picksOf, selectionOf } from './box-cycle.repo.ts';
import type { BoxCycleDeps } from './box-cycle.deps.ts';

const { boxSubscriptions } = schema;

export const BOX_CYCLE_JOB = 'box.cycle';
export const BOX_CYCLE_SCHEDULE = { type: BOX_CYCLE_JOB, every: 'daily', hour: 0, minute: 10 } as const;

export interface BoxCycleReport {
  reminded: number;
  stopped: number;
  picked: number;
  charges: number;
  retried: number;
  orders: number;
}

/** On the 25th: the subscribers in next month's cycle who have not picked, once each. */
async function remind(deps: BoxCycleDeps, month: BoxMonth): Promise<number> {
  if ((await selectionOf(deps.db, month)).length === 0) return 0;
  let sent = 0;
  // Boxes started by now take part in next month: its cut-off is later.
  for (const box of await boxesOfMonth(deps.db, month)) {
    if (!takesPartIn(box) || (await picksOf(deps.db, box.id, month)).length > 0) continue;
    if (await sendCycleEmail(deps, box.id, month, 'reminder')) sent += 1;
  }
  return sent;
}

/** Monthly boxes asked to stop with nothing paid left stop before the month's charge. */
async function stopMonthlyBoxes(deps: BoxCycleDeps): Promise<number> {
  const now = deps.clock();
  const stopped = await deps.db
    .update(boxSubscriptions)
    .set({ step: 'stopped', stoppedAt: now, updatedAt: now })
    .where(
      and(
        eq(boxSubscriptions.periodicity, 'monthly'),
        inArray(boxSubscriptions.step, ['confirmed', 'monthly_pending']),
        eq(boxSubscriptions.dispatchesLeft, 0),
        isNotNull(boxSubscriptions.stopRequestedAt),
      ),
    )
    .returning({ id: boxSubscriptions.id });
  return stopped.length;
}

/** One day's run at `now`. */
export async function runBoxCycle(deps: BoxCycleDeps, now: Date): Promise<BoxCycleReport> {
  const { remindFor } = boxCycleTasksOn(now);
  const month = boxMonthOf(now);
  const report: BoxCycleReport = { reminded: 0, stopped: 0, picked: 0, charges: 0, retried: 0, orders: 0 };
  if (remindFor) report.reminded = await remind(deps, remindFor);
  report.stopped = await stopMonthlyBoxes(deps);
  report.picked = await pickForMonth(deps, month);
  report.charges = await chargeMonth(deps, month);
  report.retried = await retryDueCharges(deps, now);
  report.orders = await dispatchMonth(deps, month);
  return report;
}

export function createBoxCycleHandler(deps: BoxCycleDeps): JobHandler {
  return async (_job, context) => {
    const report = await runBoxCycle(deps, deps.clock());
    context.logger.info({ report }, 'box cycle run');
  };
}
