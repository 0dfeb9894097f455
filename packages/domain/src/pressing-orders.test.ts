import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRESSING_ORDER_STATUSES,
  leastAdvancedPressingStatus,
  pressingMovesOf,
  pressingOrderStatusOf,
  type PressingOrderStatus,
} from './pressing-orders.ts';
import { PRODUCTION_STEPS, type ProductionStepKey } from './production-plan.ts';
import { initialStatuses, type ProductionStatuses } from './production-workflow.ts';
import { SHOP_ORDER_STATUSES, canTransitionShopOrder } from './steps.ts';

/** Every action before `key` valid, the others to do (null: all valid). */
function validUpTo(key: ProductionStepKey | null): ProductionStatuses {
  const statuses = initialStatuses();
  for (const step of PRODUCTION_STEPS) {
    if (step.key === key) break;
    statuses[step.key] = 'valid';
  }
  return statuses;
}

describe('the status a production brings its pre-orders to', () => {
  it.each([
    ['pre-production.information', 'launched'],
    ['pre-production.billing', 'launched'],
    ['production.pressing_proof', 'in_production'],
    ['production.test_pressing', 'in_production'],
    ['production.dispatch', 'test_pressing_ok'],
    ['post-production.address_check', 'test_pressing_ok'],
    ['post-production.sync', 'check_address'],
    [null, 'check_address'],
  ] as const)('with %s the first action not valid: %s', (firstNotValid, status) => {
    expect(pressingOrderStatusOf(validUpTo(firstNotValid))).toBe(status);
  });

  it('is confirmed while the production has not started', () => {
    expect(pressingOrderStatusOf(null)).toBe('confirmed');
  });

  it('stays launched while a single pre-production action is left, whichever it is', () => {
    const statuses = { ...validUpTo('production.pressing_proof'), 'pre-production.artwork': 'to_check' as const };
    expect(pressingOrderStatusOf(statuses)).toBe('launched');
  });
});

describe('the status a shop order of several projects follows', () => {
  it.each([
    [['check_address', 'launched', 'test_pressing_ok'], 'launched'],
    [['in_production', 'confirmed'], 'confirmed'],
    [['test_pressing_ok', null], 'test_pressing_ok'],
    [[null, null], null],
    [[], null],
  ] as const)('of %j is %s: the least advanced, stock items holding nothing back', (statuses, expected) => {
    expect(leastAdvancedPressingStatus(statuses)).toBe(expected);
  });
});

describe('the moves that bring a shop order to its production', () => {
  it.each([
    ['confirmed', 'launched', ['launched']],
    ['confirmed', 'check_address', ['launched', 'in_production', 'test_pressing_ok', 'check_address']],
    ['launched', 'test_pressing_ok', ['in_production', 'test_pressing_ok']],
    ['test_pressing_ok', 'check_address', ['check_address']],
    ['in_production', 'in_production', []],
    // Never backwards.
    ['test_pressing_ok', 'launched', []],
    ['check_address', 'in_production', []],
    // Never out of what the fulfilment, the buyer or staff made of it.
    ['in_preparation', 'check_address', []],
    ['sent', 'check_address', []],
    ['delivered', 'launched', []],
    ['returned', 'launched', []],
    ['canceled', 'launched', []],
    ['refunded', 'check_address', []],
    ['creating', 'launched', []],
  ] as const)('from %s towards %s: %j', (current, target, path) => {
    expect(pressingMovesOf(current, target)).toEqual(path);
  });

  const anyStatus = fc.constantFrom(...SHOP_ORDER_STATUSES);
  const anyTarget = fc.constantFrom(...PRESSING_ORDER_STATUSES);
  const rank = (status: string) => (PRESSING_ORDER_STATUSES as readonly string[]).indexOf(status);

  it('walks only allowed moves, ends on the target, and only ever forward', () => {
    fc.assert(
      fc.property(anyStatus, anyTarget, (current, target) => {
        const path = pressingMovesOf(current, target);
        let previous: string = current;
        for (const next of path) {
          expect(canTransitionShopOrder(previous as PressingOrderStatus, next)).toBe(true);
          expect(rank(next)).toBeGreaterThan(rank(previous));
          previous = next;
        }
        if (path.length > 0) expect(path.at(-1)).toBe(target);
        else expect(rank(current) < 0 || rank(current) >= rank(target)).toBe(true);
      }),
    );
  });

  it('moves a shop order no further than the least advanced of its projects, however they are mixed', () => {
    const anyProject = fc.option(anyTarget, { nil: null });
    fc.assert(
      fc.property(fc.array(anyProject, { minLength: 1, maxLength: 5 }), (projects) => {
        const target = leastAdvancedPressingStatus(projects);
        if (target === null) return;
        const reached = pressingMovesOf('confirmed', target).at(-1) ?? 'confirmed';
        for (const project of projects) if (project !== null) expect(rank(reached)).toBeLessThanOrEqual(rank(project));
      }),
    );
  });
});
