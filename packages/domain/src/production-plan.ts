// The plan of a project's production (BUSINESS-RULES "Project lifecycle", issue 15; docs/production.md):
// after success, three phases run one after the other, each a list of actions. Who does an action
// (submits it) and who checks it, and how many days it is planned to take, are data here, so the
// server, the pages and the estimate read one table.

/** The phases of a production, in order (BUSINESS-RULES). */
export const PRODUCTION_PHASES = ['pre-production', 'production', 'post-production'] as const;
/** A production phase. */
export type ProductionPhase = (typeof PRODUCTION_PHASES)[number];

/** The actions of each phase, in order (BUSINESS-RULES "Project lifecycle"). */
export const PRODUCTION_ACTIONS = {
  'pre-production': [
    'information',
    'barcode',
    'artwork',
    'tracks',
    'tracklisting',
    'mechanical_rights',
    'shipping',
    'order_form',
    'payment',
    'delivery',
    'billing',
  ],
  production: ['pressing_proof', 'test_pressing', 'dispatch'],
  'post-production': ['shipping', 'reception', 'address_check', 'sync', 'feedback', 'completed'],
} as const satisfies Record<ProductionPhase, readonly string[]>;

/** A production action name (shipping exists in pre- and post-production). */
export type ProductionAction = (typeof PRODUCTION_ACTIONS)[ProductionPhase][number];

/** Status values of one production action. */
export const ACTION_STATUSES = ['to_do', 'pending', 'to_check', 'valid', 'refused'] as const;
/** A production action status. */
export type ActionStatus = (typeof ACTION_STATUSES)[number];

/** Who takes part in a production: the project's owner (artist or label) or Spindle's staff. */
export type ProductionParty = 'artist' | 'staff';

/**
 * How a phase's actions run: side by side (pre-production: the artist fills them in any order) or one
 * after the other (an action opens when the one before it is valid).
 */
export type PhaseMode = 'parallel' | 'sequential';

/** One action of the plan: who submits it, who checks it (none: the submitter's word is final), and its planned length. */
export interface ProductionStepSpec {
  key: ProductionStepKey;
  phase: ProductionPhase;
  action: ProductionAction;
  submitter: ProductionParty;
  checker: ProductionParty | null;
  /**
   * Planned days: from the phase's start for a parallel phase, from the previous action's end for a
   * sequential one (docs/production.md "Planned dates" cites the lead times these come from).
   */
  plannedDays: number;
}

/** An action's key, unique over the plan: `phase.action` ('pre-production.shipping'). */
export type ProductionStepKey = {
  [Phase in ProductionPhase]: `${Phase}.${(typeof PRODUCTION_ACTIONS)[Phase][number]}`;
}[ProductionPhase];

/** How each phase's actions run. */
export const PHASE_MODES: Readonly<Record<ProductionPhase, PhaseMode>> = {
  'pre-production': 'parallel',
  production: 'sequential',
  'post-production': 'sequential',
};

type StepRole = Pick<ProductionStepSpec, 'submitter' | 'checker' | 'plannedDays'>;

const artistThenStaff = (plannedDays: number): StepRole => ({ submitter: 'artist', checker: 'staff', plannedDays });
const staffThenArtist = (plannedDays: number): StepRole => ({ submitter: 'staff', checker: 'artist', plannedDays });
const staffOnly = (plannedDays: number): StepRole => ({ submitter: 'staff', checker: null, plannedDays });

/**
 * Who does what and for how long. Pre-production: the artist provides, staff check, all due within
 * three weeks. Production: the plant's proof and test pressing, which the artist approves, then the
 * run and its dispatch from the plant. Post-production: staff move the records to the logistician and
 * check buyers' addresses; the artist leaves feedback.
 */
const STEP_ROLES: Readonly<Record<ProductionStepKey, StepRole>> = {
  'pre-production.information': artistThenStaff(5),
  'pre-production.barcode': artistThenStaff(7),
  'pre-production.artwork': artistThenStaff(14),
  'pre-production.tracks': artistThenStaff(10),
  'pre-production.tracklisting': artistThenStaff(10),
  'pre-production.mechanical_rights': artistThenStaff(14),
  'pre-production.shipping': artistThenStaff(10),
  'pre-production.order_form': artistThenStaff(7),
  'pre-production.payment': artistThenStaff(21),
  'pre-production.delivery': artistThenStaff(14),
  'pre-production.billing': artistThenStaff(14),
  'production.pressing_proof': staffThenArtist(7),
  'production.test_pressing': staffThenArtist(21),
  'production.dispatch': staffOnly(35),
  'post-production.shipping': staffOnly(5),
  'post-production.reception': staffOnly(2),
  'post-production.address_check': staffOnly(7),
  'post-production.sync': staffOnly(2),
  'post-production.feedback': { submitter: 'artist', checker: null, plannedDays: 7 },
  'post-production.completed': staffOnly(1),
};

/** The key of an action of a phase. */
export function productionStepKey(phase: ProductionPhase, action: ProductionAction): ProductionStepKey {
  return `${phase}.${action}` as ProductionStepKey;
}

/** Every action of the plan, in timeline order. */
export const PRODUCTION_STEPS: readonly ProductionStepSpec[] = PRODUCTION_PHASES.flatMap((phase) =>
  PRODUCTION_ACTIONS[phase].map((action): ProductionStepSpec => {
    const key = productionStepKey(phase, action);
    return { key, phase, action, ...STEP_ROLES[key] };
  }),
);

/** Every action key, in timeline order. */
export const PRODUCTION_STEP_KEYS: readonly ProductionStepKey[] = PRODUCTION_STEPS.map((step) => step.key);

/** Whether a text is an action key of the plan. */
export function isProductionStepKey(value: unknown): value is ProductionStepKey {
  return typeof value === 'string' && (PRODUCTION_STEP_KEYS as readonly string[]).includes(value);
}

/** The plan's entry for an action key. */
export function productionStepOf(key: ProductionStepKey): ProductionStepSpec {
  const spec = PRODUCTION_STEPS.find((step) => step.key === key);
  if (!spec) throw new Error(`unknown production step ${key}`);
  return spec;
}

/** The action whose validation e-mails every buyer to check their address (BUSINESS-RULES). */
export const ADDRESS_CHECK_STEP: ProductionStepKey = 'post-production.address_check';

/** The action the artist validates or refuses round after round (a refusal opens a new round). */
export const TEST_PRESSING_STEP: ProductionStepKey = 'production.test_pressing';

/** The last action: once valid, the production is complete. */
export const COMPLETED_STEP: ProductionStepKey = 'post-production.completed';

/** The action whose end is when the logistician starts shipping the buyers' records. */
export const READY_TO_SHIP_STEP: ProductionStepKey = 'post-production.sync';
