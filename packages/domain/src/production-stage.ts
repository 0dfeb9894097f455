// Where a pre-order's pressing stands, in the buyer's words (issue 15, "What buyers see";
// docs/production.md "What buyers see"): a handful of stages a buyer understands, read from the
// production's actions, shown on the order page with the estimated ship date.
import type { ProductionStepKey } from './production-plan.ts';
import { isPhaseComplete, phaseStatusOf, type ProductionStatuses } from './production-workflow.ts';

/** The stages a buyer sees, in order. */
export const BUYER_PRODUCTION_STAGES = [
  'preparing',
  'test_pressing',
  'pressing',
  'to_warehouse',
  'at_warehouse',
  'address_check',
  'shipping',
  'shipped',
] as const;
/** A stage as the buyer sees it. */
export type BuyerProductionStage = (typeof BUYER_PRODUCTION_STAGES)[number];

const valid = (statuses: ProductionStatuses, key: ProductionStepKey) => statuses[key] === 'valid';

/**
 * The buyer's stage: the artwork and files are being prepared (pre-production); the test pressing is
 * made and checked; the records are pressed and leave the plant; they travel to the logistician and
 * are received; once staff validate the address check, buyers confirm their address; the logistician
 * ships once its stock is in sync; everything is done.
 */
export function buyerStageOf(statuses: ProductionStatuses): BuyerProductionStage {
  if (isPhaseComplete('post-production', statuses)) return 'shipped';
  if (phaseStatusOf('production', statuses) === 'upcoming') return 'preparing';
  if (!valid(statuses, 'production.test_pressing')) return 'test_pressing';
  if (!valid(statuses, 'production.dispatch')) return 'pressing';
  if (!valid(statuses, 'post-production.reception')) return 'to_warehouse';
  if (!valid(statuses, 'post-production.address_check')) return 'at_warehouse';
  if (!valid(statuses, 'post-production.sync')) return 'address_check';
  return 'shipping';
}
