// The vinyl box's monthly cycle (BUSINESS-RULES "Vinyl box"), in Paris time: month M's picks close at
// the start of its 1st (the cut-off), subscribers are reminded on the 25th of M-1, monthly boxes are
// charged on the 1st (a failed charge is retried 1, 3 and 7 days after the first failure, then waits in
// monthly_pending), and after the cut-off the system picks for those who did not.
import { BUSINESS_TIME_ZONE, instantOfLocalDateTime, localDateTimeOf } from './zoned-time.ts';

/** A box month: the first day of the month, 'YYYY-MM-01' (box_dispatches.month). */
export type BoxMonth = string;

const MONTH_PATTERN = /^(\d{4})-(\d{2})-01$/;

function partsOf(month: BoxMonth): { year: number; month: number } {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a box month: ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

function monthString(year: number, month: number): BoxMonth {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** Whether a string is a box month ('2027-01-01'). */
export function isBoxMonth(value: string): boolean {
  const match = MONTH_PATTERN.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

/** The Paris month holding an instant. */
export function boxMonthOf(instant: Date): BoxMonth {
  const local = localDateTimeOf(instant, BUSINESS_TIME_ZONE);
  return monthString(local.year, local.month);
}

/** The month `count` months after (before, when negative) `month`. */
export function addBoxMonths(month: BoxMonth, count: number): BoxMonth {
  const { year, month: number } = partsOf(month);
  const index = year * 12 + (number - 1) + count;
  return monthString(Math.floor(index / 12), (index % 12) + 1);
}

/** The cut-off of a month's picks: 00:00 Paris on its 1st (also the day its charge falls due). */
export function boxCutOff(month: BoxMonth): Date {
  const { year, month: number } = partsOf(month);
  return instantOfLocalDateTime({ year, month: number, day: 1, hour: 0, minute: 0 }, BUSINESS_TIME_ZONE);
}

/** The Paris day ('YYYY-MM-25') subscribers are reminded to pick for `month`: the 25th of the month before. */
export function boxReminderDay(month: BoxMonth): string {
  return `${addBoxMonths(month, -1).slice(0, 8)}25`;
}

/** The month whose picks are open at `now`: the next Paris month (this month's closed at its 1st). */
export function openPickMonth(now: Date): BoxMonth {
  return addBoxMonths(boxMonthOf(now), 1);
}

/** Whether a subscriber may still pick or swap for `month` at `now`. */
export function isPickOpen(month: BoxMonth, now: Date): boolean {
  return now.getTime() < boxCutOff(month).getTime();
}

/** What the daily run does on a Paris day: remind on the 25th, pick, charge and dispatch on the 1st. */
export function boxCycleTasksOn(now: Date): { remindFor: BoxMonth | null; closeMonth: BoxMonth | null } {
  const local = localDateTimeOf(now, BUSINESS_TIME_ZONE);
  const month = boxMonthOf(now);
  return {
    remindFor: local.day === 25 ? addBoxMonths(month, 1) : null,
    closeMonth: local.day === 1 ? month : null,
  };
}

/** Days after the first failure a failed monthly charge is tried again; then the box waits. */
export const BOX_CHARGE_RETRY_DAYS = [1, 3, 7] as const;

/**
 * When a failed monthly charge is tried next: 00:00 Paris on the first failure's day plus 1, 3 or 7
 * days, by the attempts made so far (1 = only the first one). Null once every retry has failed.
 */
export function nextBoxChargeRetry(firstFailureAt: Date, attempts: number): Date | null {
  const offset = BOX_CHARGE_RETRY_DAYS[attempts - 1];
  if (offset === undefined) return null;
  const local = localDateTimeOf(firstFailureAt, BUSINESS_TIME_ZONE);
  return instantOfLocalDateTime({ ...local, day: local.day + offset, hour: 0, minute: 0 }, BUSINESS_TIME_ZONE);
}

/** A record of the month's selection as the automatic pick sees it. */
export interface BoxSelectionCandidate {
  projectId: number;
  /** Copies set aside for the box and not yet taken. */
  stockLeft: number;
  genreIds: readonly number[];
}

export interface AutomaticPickInput {
  selection: readonly BoxSelectionCandidate[];
  /** Projects the subscriber already received in a box or bought in the shop, or picked this month. */
  ownedProjectIds: Iterable<number>;
  preferredGenreIds: readonly number[];
  /** How many records to choose (the plan's records a month). */
  count: number;
}

/**
 * The automatic pick: records of the selection with stock left that the subscriber does not own,
 * those of a preferred genre first, then the most stock left, then the lowest project id (so two runs
 * choose the same). Fewer than `count` when the selection runs short.
 */
export function automaticBoxPick(input: AutomaticPickInput): number[] {
  const owned = new Set(input.ownedProjectIds);
  const preferred = new Set(input.preferredGenreIds);
  const matches = (candidate: BoxSelectionCandidate) => candidate.genreIds.some((id) => preferred.has(id));
  return input.selection
    .filter((candidate) => candidate.stockLeft > 0 && !owned.has(candidate.projectId))
    .sort((a, b) => Number(matches(b)) - Number(matches(a)) || b.stockLeft - a.stockLeft || a.projectId - b.projectId)
    .slice(0, Math.max(0, input.count))
    .map((candidate) => candidate.projectId);
}

/**
 * The first month a box takes part in: the first one whose cut-off comes after it started. A box
 * started in month P (its first month paid at purchase) is picked for and ships from P+1 on; P is
 * never one of its months.
 */
export function firstBoxMonth(startedAt: Date): BoxMonth {
  return openPickMonth(startedAt);
}

/** A box as its months still to come are counted (box_subscriptions with the plan's records). */
export interface BoxMonthsToComeInput {
  /** confirmed or monthly_pending: a box in the cycle. */
  active: boolean;
  /** monthly_pending: this month's charge failed and waits for a new card (the month is still due). */
  paymentDue?: boolean;
  periodicity: string;
  stopRequested: boolean;
  dispatchesLeft: number;
  /** When it started (null: not yet, a gift not redeemed). */
  startedAt: Date | null;
  /** Months that already have a shop order. */
  shipped: ReadonlySet<BoxMonth>;
  skipped: ReadonlySet<BoxMonth>;
}

/**
 * The months still to come, as the subscriber reads them: from this month (unless shipped, or the box
 * started after its cut-off) or else the open one; skipped months passed over. A prepaid box counts its
 * dispatches left; a monthly one its next month (only its dispatches left once it stops). A monthly box
 * whose charge failed still owes this month: it stays listed, as the month its new card pays for.
 */
export function boxMonthsToCome(input: BoxMonthsToComeInput, now: Date): BoxMonth[] {
  if (!input.active) return [];
  const count = input.periodicity === 'monthly' && !input.stopRequested ? 1 : input.dispatchesLeft;
  const current = boxMonthOf(now);
  const startsLater = input.startedAt !== null && firstBoxMonth(input.startedAt) > current;
  const owed = input.paymentDue === true && !input.shipped.has(current);
  const passed = input.shipped.has(current) || input.dispatchesLeft === 0 || startsLater;
  let month = passed && !owed ? openPickMonth(now) : current;
  const months: BoxMonth[] = [];
  for (let guard = 0; months.length < count && guard < 36; guard += 1, month = addBoxMonths(month, 1)) {
    if (!input.skipped.has(month)) months.push(month);
  }
  return months;
}
