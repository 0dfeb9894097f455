// Who may move a production action where, and when (BUSINESS-RULES "Project lifecycle", issue 15;
// docs/production.md "Transitions"). An action's submitter starts it (pending), submits it (to_check)
// or, without a checker, finishes it (valid); its checker validates or refuses it with a reason; a
// refused action goes back to its submitter. Phases open one after the other, and in a sequential
// phase an action opens when the one before it is valid.
import {
  ADDRESS_CHECK_STEP,
  PHASE_MODES,
  PRODUCTION_PHASES,
  PRODUCTION_STEPS,
  type ActionStatus,
  type ProductionParty,
  type ProductionPhase,
  type ProductionStepKey,
  type ProductionStepSpec,
} from './production-plan.ts';

/** The status of every action of one production, by key. */
export type ProductionStatuses = Readonly<Record<ProductionStepKey, ActionStatus>>;

/** The statuses a party may move an action to from a status (none when it is not theirs to move). */
export function nextActionStatuses(spec: ProductionStepSpec, from: ActionStatus, by: ProductionParty): ActionStatus[] {
  const next: ActionStatus[] = [];
  if (by === spec.submitter) {
    // Without a checker the submitter's word is final: pending or to_do straight to valid.
    const done: ActionStatus = spec.checker ? 'to_check' : 'valid';
    if (from === 'to_do') next.push('pending', done);
    if (from === 'pending') next.push(done);
    if (from === 'refused') next.push('pending', done);
    // A submitter may take back what the checker has not decided yet (a better file came).
    if (from === 'to_check') next.push('pending');
  }
  if (spec.checker !== null && by === spec.checker && from === 'to_check') next.push('valid', 'refused');
  return next;
}

/** Why a status change is refused. */
export type ActionChangeRefusal =
  'production_step_not_open' | 'production_transition_not_allowed' | 'production_reason_required';

/** Outcome of a requested status change of one action. */
export type ActionChangeResult = { ok: true } | { ok: false; code: ActionChangeRefusal };

/** Whether every action of a phase is valid. */
export function isPhaseComplete(phase: ProductionPhase, statuses: ProductionStatuses): boolean {
  return PRODUCTION_STEPS.filter((step) => step.phase === phase).every((step) => statuses[step.key] === 'valid');
}

/** Where a phase stands: not open yet, under way, or every action valid. */
export type PhaseStatus = 'upcoming' | 'in_progress' | 'complete';

/** A phase opens when every phase before it is complete. */
export function phaseStatusOf(phase: ProductionPhase, statuses: ProductionStatuses): PhaseStatus {
  if (isPhaseComplete(phase, statuses)) return 'complete';
  const before = PRODUCTION_PHASES.slice(0, PRODUCTION_PHASES.indexOf(phase));
  return before.every((earlier) => isPhaseComplete(earlier, statuses)) ? 'in_progress' : 'upcoming';
}

/**
 * Whether an action may be worked on: its phase is open (or complete) and, in a sequential phase, the
 * action before it is valid.
 */
export function isStepOpen(key: ProductionStepKey, statuses: ProductionStatuses): boolean {
  const index = PRODUCTION_STEPS.findIndex((step) => step.key === key);
  const spec = PRODUCTION_STEPS[index];
  if (!spec || phaseStatusOf(spec.phase, statuses) === 'upcoming') return false;
  if (PHASE_MODES[spec.phase] === 'parallel') return true;
  const previous = PRODUCTION_STEPS[index - 1];
  return !previous || previous.phase !== spec.phase || statuses[previous.key] === 'valid';
}

/**
 * Checks a status change: the action must be open, the move one the party may make, and a refusal
 * must say why (the reason is what the other party reads and fixes).
 */
export function checkActionChange(input: {
  spec: ProductionStepSpec;
  statuses: ProductionStatuses;
  to: ActionStatus;
  by: ProductionParty;
  reason?: string | null | undefined;
}): ActionChangeResult {
  const { spec, statuses, to, by } = input;
  if (!isStepOpen(spec.key, statuses)) return { ok: false, code: 'production_step_not_open' };
  if (!nextActionStatuses(spec, statuses[spec.key], by).includes(to)) {
    return { ok: false, code: 'production_transition_not_allowed' };
  }
  if (to === 'refused' && !input.reason?.trim()) return { ok: false, code: 'production_reason_required' };
  return { ok: true };
}

/** Who the action waits for now: its submitter, its checker (to_check), or nobody (not open, or valid). */
export function waitingForOf(spec: ProductionStepSpec, statuses: ProductionStatuses): ProductionParty | null {
  const status = statuses[spec.key];
  if (status === 'valid' || !isStepOpen(spec.key, statuses)) return null;
  return status === 'to_check' ? spec.checker : spec.submitter;
}

/** Validating the post-production address check e-mails every buyer (BUSINESS-RULES). */
export function notifiesBuyers(key: ProductionStepKey, to: ActionStatus): boolean {
  return key === ADDRESS_CHECK_STEP && to === 'valid';
}

/** The statuses of a production that has just started: every action to do. */
export function initialStatuses(): Record<ProductionStepKey, ActionStatus> {
  return Object.fromEntries(PRODUCTION_STEPS.map((step) => [step.key, 'to_do'])) as Record<
    ProductionStepKey,
    ActionStatus
  >;
}

/**
 * The project step a production stands for (spec section 4's to_do, to_check, valid): to_do while the
 * records are being made, to_check once they left the plant and are being received and checked, valid
 * when the production is complete. Invoiced and paid are accounting's, later.
 */
export function projectStepOfProduction(statuses: ProductionStatuses): 'to_do' | 'to_check' | 'valid' {
  if (isPhaseComplete('post-production', statuses)) return 'valid';
  return phaseStatusOf('post-production', statuses) === 'in_progress' ? 'to_check' : 'to_do';
}
