// When each action of a production is expected to end, and so when the records ship (issue 15;
// docs/production.md "Planned dates and the estimate"). A valid action ended when it was done; an
// open one ends its planned days after it could start, or tomorrow at the earliest once it runs late.
// Pre-production's actions run side by side from the phase's start; the other phases run one action
// after the other. An action whose date staff set by hand (the plant's) is expected to end on it. The planned dates are this estimate taken on the first day; the estimate moves
// earlier as actions finish early and later as they run late.
import { isStepOpen, type ProductionStatuses } from './production-workflow.ts';
import {
  PHASE_MODES,
  PRODUCTION_PHASES,
  PRODUCTION_STEPS,
  READY_TO_SHIP_STEP,
  type ActionStatus,
  type ProductionStepKey,
} from './production-plan.ts';

const DAY_MS = 86_400_000;

/** One action as the estimate reads it. */
export interface TimedStep {
  key: ProductionStepKey;
  status: ActionStatus;
  /** When it became valid; null while it is not. */
  doneAt: Date | null;
  /**
   * The plant's own date for it, set by staff (docs/production.md "Planned dates by hand"): it is
   * expected to end then rather than its planned days after it could start.
   */
  fixedEnd?: Date | null;
}

/** What the estimate is taken from. */
export interface EstimateInput {
  /** When the production started (the project succeeded). */
  startedAt: Date;
  now: Date;
  steps: readonly TimedStep[];
}

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);
const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

/**
 * The expected end of an action that could start at `from`: done, on plan (its planned days, or the
 * plant's date but not before it could start), or late (tomorrow at the earliest).
 */
function expectedEndOf(step: TimedStep | undefined, from: Date, plannedDays: number, now: Date): Date {
  if (step?.status === 'valid' && step.doneAt) return step.doneAt;
  const planned = step?.fixedEnd ? later(step.fixedEnd, from) : addDays(from, plannedDays);
  return later(planned, addDays(now, 1));
}

/** The expected end of every action, by key. */
export function expectedEnds(input: EstimateInput): Map<ProductionStepKey, Date> {
  const byKey = new Map(input.steps.map((step) => [step.key, step]));
  const ends = new Map<ProductionStepKey, Date>();
  let cursor = input.startedAt;
  for (const phase of PRODUCTION_PHASES) {
    const specs = PRODUCTION_STEPS.filter((spec) => spec.phase === phase);
    const phaseStart = cursor;
    for (const spec of specs) {
      const from = PHASE_MODES[phase] === 'parallel' ? phaseStart : cursor;
      const end = expectedEndOf(byKey.get(spec.key), from, spec.plannedDays, input.now);
      ends.set(spec.key, end);
      cursor = PHASE_MODES[phase] === 'parallel' ? later(cursor, end) : end;
    }
  }
  return ends;
}

/** The planned end of every action, fixed when the production starts: the estimate on its first day. */
export function plannedEnds(startedAt: Date): Map<ProductionStepKey, Date> {
  const steps = PRODUCTION_STEPS.map((spec) => ({ key: spec.key, status: 'to_do' as const, doneAt: null }));
  return expectedEnds({ startedAt, now: startedAt, steps });
}

/** When the records are expected to ship to buyers: the end of the logistician's stock sync. */
export function estimateShipDate(input: EstimateInput): Date {
  const end = expectedEnds(input).get(READY_TO_SHIP_STEP);
  if (!end) throw new Error('the plan has no ready-to-ship step');
  return end;
}

/** An action is late when it is not valid and its planned end has passed. */
export function isStepLate(step: Pick<TimedStep, 'status'> & { plannedAt: Date }, now: Date): boolean {
  return step.status !== 'valid' && step.plannedAt.getTime() < now.getTime();
}

/** An action finished late: valid, after its planned end. */
export function wasStepLate(step: Pick<TimedStep, 'status' | 'doneAt'> & { plannedAt: Date }): boolean {
  return step.status === 'valid' && step.doneAt !== null && step.doneAt.getTime() > step.plannedAt.getTime();
}

/**
 * The plan after a late action: every action not valid, not late while open and not dated by the
 * plant, is planned no earlier than its new expected end, so one late action is reported once rather than making every
 * later one late with it (an action not open yet cannot be late on its own). Planned dates only move
 * later.
 */
export function replannedEnds(
  input: EstimateInput & { planned: ReadonlyMap<ProductionStepKey, Date> },
): Map<ProductionStepKey, Date> {
  const expected = expectedEnds(input);
  const statuses = Object.fromEntries(input.steps.map((step) => [step.key, step.status])) as ProductionStatuses;
  const replanned = new Map<ProductionStepKey, Date>();
  for (const step of input.steps) {
    const plannedAt = input.planned.get(step.key);
    const end = expected.get(step.key);
    if (!plannedAt || !end) continue;
    const lateWhileOpen = isStepOpen(step.key, statuses) && isStepLate({ status: step.status, plannedAt }, input.now);
    // The plant's own date is its word: it is not moved for it, and reported once it passes.
    const keep = step.status === 'valid' || lateWhileOpen || Boolean(step.fixedEnd);
    replanned.set(step.key, keep ? plannedAt : later(plannedAt, end));
  }
  return replanned;
}

/** Whole days from one instant to a later one, rounded up (0 when not later). */
export function daysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.ceil((to.getTime() - from.getTime()) / DAY_MS));
}
