// How a pre-order's shop order follows the pressing of its records (issue 15; BUSINESS-RULES "Orders";
// docs/production.md "Shop orders follow the production"): confirmed (paid) -> launched (the production
// started) -> in_production (the production phase is reached: pre-production is done) ->
// test_pressing_ok (the test pressing is approved) -> check_address (the records are at the warehouse
// and staff validated the address check: buyers are asked to confirm their address); then the
// fulfilment takes over (in_preparation, sent...). A shop order holding several pressed projects
// follows the least advanced of them, and never moves backwards.
import { ADDRESS_CHECK_STEP, TEST_PRESSING_STEP } from './production-plan.ts';
import { phaseStatusOf, type ProductionStatuses } from './production-workflow.ts';
import { canTransitionShopOrder, type ShopOrderStatus } from './steps.ts';

/** The shop-order statuses a pre-order passes through while its records are pressed, in order. */
export const PRESSING_ORDER_STATUSES = [
  'confirmed',
  'launched',
  'in_production',
  'test_pressing_ok',
  'check_address',
] as const satisfies readonly ShopOrderStatus[];
/** A status of the pressing part of the shop-order flow. */
export type PressingOrderStatus = (typeof PRESSING_ORDER_STATUSES)[number];

const rankOf = (status: ShopOrderStatus): number => (PRESSING_ORDER_STATUSES as readonly string[]).indexOf(status);

/** Whether a shop-order status is one of the pressing part of the flow. */
export function isPressingOrderStatus(status: ShopOrderStatus): status is PressingOrderStatus {
  return rankOf(status) >= 0;
}

/**
 * The status a production has brought its pre-orders to: confirmed before it starts (`null`: no
 * production yet), launched once started, in_production once its production phase opened,
 * test_pressing_ok once the artist approved a test pressing, check_address once staff validated the
 * address check.
 */
export function pressingOrderStatusOf(statuses: ProductionStatuses | null): PressingOrderStatus {
  if (statuses === null) return 'confirmed';
  if (statuses[ADDRESS_CHECK_STEP] === 'valid') return 'check_address';
  if (statuses[TEST_PRESSING_STEP] === 'valid') return 'test_pressing_ok';
  if (phaseStatusOf('production', statuses) !== 'upcoming') return 'in_production';
  return 'launched';
}

/**
 * The status a shop order follows: the least advanced of its projects' (`null` for a project pressed
 * for nobody, a stock item or merch, which holds nothing back); null when none of them is pressed.
 */
export function leastAdvancedPressingStatus(
  statuses: readonly (PressingOrderStatus | null)[],
): PressingOrderStatus | null {
  let least: PressingOrderStatus | null = null;
  for (const status of statuses) {
    if (status !== null && (least === null || rankOf(status) < rankOf(least))) least = status;
  }
  return least;
}

/**
 * The moves that bring a shop order from `current` to `target`, one status after the other along the
 * shop-order flow: none when it is there already or further along, or when it left the pressing part
 * of the flow (in preparation, sent, delivered, cancelled, refunded...): it never moves backwards.
 */
export function pressingMovesOf(current: ShopOrderStatus, target: PressingOrderStatus): PressingOrderStatus[] {
  const from = rankOf(current);
  if (from < 0 || from >= rankOf(target)) return [];
  const path = PRESSING_ORDER_STATUSES.slice(from + 1, rankOf(target) + 1);
  // The flow in steps.ts allows each of these moves; a change there that broke one must not go unseen.
  let previous: ShopOrderStatus = current;
  for (const next of path) {
    if (!canTransitionShopOrder(previous, next)) throw new Error(`shop order cannot move ${previous} -> ${next}`);
    previous = next;
  }
  return path;
}
