// Project, order, shop-order and box lifecycles (spec section 4, BUSINESS-RULES "Project lifecycle",
// "Orders", "Vinyl box"). Allowed transitions are data so the admin side can list the next steps.

/** Project step values (spec section 3). */
export const PROJECT_STEPS = [
  'creating',
  'checking',
  'in_progress',
  'confirmed',
  'failed',
  'refused',
  'promo',
  'private',
  'to_do',
  'to_check',
  'invoiced',
  'successful',
  'valid',
  'paid',
] as const;

/** A project step. */
export type ProjectStep = (typeof PROJECT_STEPS)[number];

/** Whether a value is a project step. */
export function isProjectStep(value: unknown): value is ProjectStep {
  return typeof value === 'string' && (PROJECT_STEPS as readonly string[]).includes(value);
}

/** Badge colour of a step (spec section 4). */
export type StepColour = 'grey' | 'purple' | 'blue' | 'red' | 'yellow' | 'green';

/** Display colour of every project step (spec section 4). */
export const STEP_COLOURS: Readonly<Record<ProjectStep, StepColour>> = {
  creating: 'grey',
  checking: 'purple',
  in_progress: 'blue',
  confirmed: 'blue',
  failed: 'red',
  refused: 'red',
  promo: 'yellow',
  private: 'yellow',
  to_do: 'yellow',
  to_check: 'yellow',
  invoiced: 'yellow',
  successful: 'green',
  valid: 'green',
  paid: 'green',
};

/** Display colour of a project step. */
export function stepColour(step: ProjectStep): StepColour {
  return STEP_COLOURS[step];
}

const NOT_LAUNCHED: readonly ProjectStep[] = ['creating', 'checking', 'failed', 'refused'];

/** A launched project is one whose step is not creating, checking, failed or refused (spec section 4). */
export function isLaunched(step: ProjectStep): boolean {
  return !NOT_LAUNCHED.includes(step);
}

/**
 * Next steps allowed from each step. Review: creating -> checking -> in_progress | private | promo |
 * refused (or back to creating for changes). Sale: in_progress, private and promo switch between each
 * other; confirmed = goal reached, still running; the end date gives successful or failed. Production
 * and accounting: successful -> to_do -> to_check -> valid -> invoiced -> paid. Failed and paid are final.
 */
export const PROJECT_STEP_TRANSITIONS: Readonly<Record<ProjectStep, readonly ProjectStep[]>> = {
  creating: ['checking'],
  checking: ['creating', 'in_progress', 'private', 'promo', 'refused'],
  refused: ['creating'],
  in_progress: ['private', 'promo', 'confirmed', 'successful', 'failed'],
  private: ['in_progress', 'promo', 'confirmed', 'successful', 'failed'],
  promo: ['in_progress', 'private', 'confirmed', 'successful', 'failed'],
  confirmed: ['successful'],
  failed: [],
  successful: ['to_do'],
  to_do: ['to_check'],
  to_check: ['to_do', 'valid'],
  valid: ['invoiced'],
  invoiced: ['paid'],
  paid: [],
};

/** Whether a project may move from one step to another. */
export function canTransition(from: ProjectStep, to: ProjectStep): boolean {
  return PROJECT_STEP_TRANSITIONS[from].includes(to);
}

/** A recorded step change: every change keeps who made it and when (BUSINESS-RULES). */
export interface StepChange {
  from: ProjectStep;
  to: ProjectStep;
  byUserId: number;
  at: Date;
}

/** Outcome of a requested step change: the change to record, or why it is refused. */
export type StepTransitionResult =
  | { ok: true; step: ProjectStep; change: StepChange }
  | { ok: false; code: 'step_transition_not_allowed'; from: ProjectStep; to: ProjectStep };

/** Moves a project to a new step when the lifecycle allows it, returning the change to record. */
export function transitionStep(
  from: ProjectStep,
  to: ProjectStep,
  actor: { userId: number; at: Date },
): StepTransitionResult {
  if (!canTransition(from, to)) return { ok: false, code: 'step_transition_not_allowed', from, to };
  return { ok: true, step: to, change: { from, to, byUserId: actor.userId, at: actor.at } };
}

/**
 * Whether a project can be bought: step in_progress or private, or a catalogue item with stock left
 * (BUSINESS-RULES "Cart pricing"). `catalogueStock` is null/undefined for a project that is not a
 * stocked catalogue item.
 */
export function isOnSale(step: ProjectStep, options: { catalogueStock?: number | null } = {}): boolean {
  if (step === 'in_progress' || step === 'private') return true;
  return options.catalogueStock != null && options.catalogueStock > 0;
}

/**
 * Funding progress in percent, ceil(sold / goal x 100), not capped at 100; 0 without a goal.
 * Computed as sold x 100 / goal so 7 of 100 gives 7, not the 8 that 0.07 x 100 would.
 */
export function fundingProgressPercent(sold: number, goal: number): number {
  if (goal <= 0 || sold <= 0) return 0;
  return Math.ceil((sold * 100) / goal);
}

/** Limited editions and test pressings are sold out when stock < 1 (BUSINESS-RULES); others never sell out. */
export function isSoldOut(item: { isLimitedEdition?: boolean; type?: string | null; stock: number | null }): boolean {
  const counted = item.isLimitedEdition === true || item.type === 'test_pressing';
  return counted && (item.stock ?? 0) < 1;
}

/** Order status values (BUSINESS-RULES "Orders"). */
export const ORDER_STATUSES = ['creating', 'incomplete', 'failed', 'confirmed', 'refunded'] as const;
/** An order status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment flow: creating -> confirmed, or incomplete (payment needs action) -> confirmed | failed; confirmed -> refunded. */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  creating: ['incomplete', 'confirmed', 'failed'],
  incomplete: ['confirmed', 'failed'],
  confirmed: ['refunded'],
  failed: [],
  refunded: [],
};

/** Per-shop order status values (BUSINESS-RULES "Orders"). */
export const SHOP_ORDER_STATUSES = [
  'creating',
  'check_address',
  'confirmed',
  'launched',
  'in_production',
  'test_pressing_ok',
  'in_preparation',
  'sent',
  'delivered',
  'returned',
  'canceled',
  'refunded',
] as const;
/** A per-shop order status. */
export type ShopOrderStatus = (typeof SHOP_ORDER_STATUSES)[number];

/**
 * Per-shop order flow: paid (confirmed) -> launched (project pressed) -> in_production -> test_pressing_ok
 * -> check_address (the records are at the warehouse; pressing-orders.ts) -> in_preparation -> sent ->
 * delivered; stock items go from confirmed straight to in_preparation. check_address holds an order until
 * the buyer confirms the address. Refunds are possible until it is sent and after a return; canceled and
 * refunded are final.
 */
export const SHOP_ORDER_STATUS_TRANSITIONS: Readonly<Record<ShopOrderStatus, readonly ShopOrderStatus[]>> = {
  creating: ['check_address', 'confirmed', 'canceled'],
  check_address: ['confirmed', 'in_preparation', 'canceled', 'refunded'],
  confirmed: ['check_address', 'launched', 'in_preparation', 'canceled', 'refunded'],
  launched: ['in_production', 'canceled', 'refunded'],
  in_production: ['test_pressing_ok', 'in_preparation', 'refunded'],
  test_pressing_ok: ['check_address', 'in_preparation', 'refunded'],
  in_preparation: ['check_address', 'sent', 'refunded'],
  sent: ['delivered', 'returned'],
  delivered: ['returned', 'refunded'],
  returned: ['sent', 'refunded'],
  canceled: [],
  refunded: [],
};

/** Vinyl box step values (BUSINESS-RULES "Vinyl box"). */
export const BOX_STEPS = [
  'creating',
  'confirmed',
  'not_activated',
  'monthly_pending',
  'stopped',
  'finished',
  'refunded',
  'cancelled',
] as const;
/** A vinyl box step. */
export type BoxStep = (typeof BOX_STEPS)[number];

/**
 * Box flow: creating -> confirmed (paid) or not_activated (gift waiting for its code); a monthly charge
 * waits in monthly_pending; the subscriber may stop and resume; finished when no dispatch is left.
 */
export const BOX_STEP_TRANSITIONS: Readonly<Record<BoxStep, readonly BoxStep[]>> = {
  creating: ['confirmed', 'not_activated', 'cancelled'],
  not_activated: ['confirmed', 'refunded', 'cancelled'],
  confirmed: ['monthly_pending', 'stopped', 'finished', 'refunded', 'cancelled'],
  monthly_pending: ['confirmed', 'stopped', 'cancelled'],
  stopped: ['confirmed', 'refunded'],
  finished: [],
  refunded: [],
  cancelled: [],
};

/** Whether an order may move between two statuses. */
export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** Whether a per-shop order may move between two statuses. */
export function canTransitionShopOrder(from: ShopOrderStatus, to: ShopOrderStatus): boolean {
  return SHOP_ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** Whether a vinyl box may move between two steps. */
export function canTransitionBox(from: BoxStep, to: BoxStep): boolean {
  return BOX_STEP_TRANSITIONS[from].includes(to);
}
