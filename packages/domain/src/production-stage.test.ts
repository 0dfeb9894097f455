import { describe, expect, it } from 'vitest';
import { PRODUCTION_STEPS, type ProductionStepKey } from './production-plan.ts';
import { buyerStageOf } from './production-stage.ts';
import { initialStatuses, type ProductionStatuses } from './production-workflow.ts';

function validUpTo(key: ProductionStepKey | null): ProductionStatuses {
  const statuses = initialStatuses();
  for (const step of PRODUCTION_STEPS) {
    if (step.key === key) break;
    statuses[step.key] = 'valid';
  }
  return statuses;
}

describe("the buyer's production stage", () => {
  it.each([
    ['pre-production.artwork', 'preparing'],
    ['production.pressing_proof', 'test_pressing'],
    ['production.test_pressing', 'test_pressing'],
    ['production.dispatch', 'pressing'],
    ['post-production.shipping', 'to_warehouse'],
    ['post-production.reception', 'to_warehouse'],
    ['post-production.address_check', 'at_warehouse'],
    ['post-production.sync', 'address_check'],
    ['post-production.feedback', 'shipping'],
    [null, 'shipped'],
  ] as const)('is %s -> %s', (firstNotValid, stage) => {
    expect(buyerStageOf(validUpTo(firstNotValid))).toBe(stage);
  });
});
