import { describe, expect, it } from 'vitest';
import {
  BOX_STEPS,
  BOX_STEP_TRANSITIONS,
  ORDER_STATUSES,
  ORDER_STATUS_TRANSITIONS,
  PROJECT_STEPS,
  PROJECT_STEP_TRANSITIONS,
  SHOP_ORDER_STATUSES,
  SHOP_ORDER_STATUS_TRANSITIONS,
  canTransition,
  canTransitionBox,
  canTransitionOrder,
  canTransitionShopOrder,
  fundingProgressPercent,
  isLaunched,
  isOnSale,
  isProjectStep,
  isSoldOut,
  stepColour,
  transitionStep,
  type ProjectStep,
} from './steps.ts';

describe('project steps', () => {
  it.each<[ProjectStep, string, boolean]>([
    ['creating', 'grey', false],
    ['checking', 'purple', false],
    ['in_progress', 'blue', true],
    ['confirmed', 'blue', true],
    ['failed', 'red', false],
    ['refused', 'red', false],
    ['promo', 'yellow', true],
    ['private', 'yellow', true],
    ['to_do', 'yellow', true],
    ['to_check', 'yellow', true],
    ['invoiced', 'yellow', true],
    ['successful', 'green', true],
    ['valid', 'green', true],
    ['paid', 'green', true],
  ])('%s is shown %s and launched: %s', (step, colour, launched) => {
    expect(stepColour(step)).toBe(colour);
    expect(isLaunched(step)).toBe(launched);
  });

  it('lists the 14 steps of the spec', () => {
    expect(PROJECT_STEPS).toHaveLength(14);
    expect(isProjectStep('in_progress')).toBe(true);
    expect(isProjectStep('launched')).toBe(false);
  });

  it.each<[ProjectStep, ProjectStep, boolean]>([
    ['creating', 'checking', true],
    ['creating', 'in_progress', false],
    ['checking', 'in_progress', true],
    ['checking', 'refused', true],
    ['checking', 'creating', true],
    ['refused', 'in_progress', false],
    ['refused', 'creating', true],
    ['in_progress', 'successful', true],
    ['in_progress', 'failed', true],
    ['in_progress', 'private', true],
    ['private', 'in_progress', true],
    ['confirmed', 'successful', true],
    ['confirmed', 'failed', false],
    ['failed', 'in_progress', false],
    ['successful', 'to_do', true],
    ['successful', 'paid', false],
    ['to_check', 'valid', true],
    ['valid', 'invoiced', true],
    ['invoiced', 'paid', true],
    ['paid', 'invoiced', false],
    ['in_progress', 'in_progress', false],
  ])('%s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it('only lists known steps as targets', () => {
    for (const targets of Object.values(PROJECT_STEP_TRANSITIONS))
      for (const to of targets) expect(isProjectStep(to)).toBe(true);
  });

  it('returns the change to record, with who and when, for an allowed move', () => {
    const at = new Date('2025-03-01T10:00:00Z');
    expect(transitionStep('checking', 'in_progress', { userId: 7, at })).toEqual({
      ok: true,
      step: 'in_progress',
      change: { from: 'checking', to: 'in_progress', byUserId: 7, at },
    });
  });

  it('refuses a move the lifecycle does not allow, as a value', () => {
    expect(transitionStep('creating', 'successful', { userId: 7, at: new Date() })).toEqual({
      ok: false,
      code: 'step_transition_not_allowed',
      from: 'creating',
      to: 'successful',
    });
  });

  it.each<[ProjectStep, number | null | undefined, boolean]>([
    ['in_progress', undefined, true],
    ['private', undefined, true],
    ['promo', undefined, false],
    ['checking', undefined, false],
    ['successful', null, false],
    ['successful', 3, true],
    ['paid', 0, false],
    ['creating', 10, true],
  ])('step %s with catalogue stock %j is on sale: %s', (step, catalogueStock, onSale) => {
    expect(isOnSale(step, { catalogueStock })).toBe(onSale);
  });

  it.each([
    [0, 100, 0],
    [1, 100, 1],
    [7, 100, 7],
    [1, 3, 34],
    [2, 3, 67],
    [99, 100, 99],
    [100, 100, 100],
    [250, 100, 250],
    [5, 0, 0],
  ])('%i sold of a goal of %i is %i%%', (sold, goal, percent) => {
    expect(fundingProgressPercent(sold, goal)).toBe(percent);
  });

  it.each([
    [{ isLimitedEdition: true, stock: 0 }, true],
    [{ isLimitedEdition: true, stock: 1 }, false],
    [{ isLimitedEdition: true, stock: -2 }, true],
    [{ type: 'test_pressing', stock: 0 }, true],
    [{ type: 'test_pressing', stock: 2 }, false],
    [{ isLimitedEdition: false, type: 'vinyl', stock: 0 }, false],
    [{ isLimitedEdition: true, stock: null }, true],
  ])('%j is sold out: %s', (item, soldOut) => {
    expect(isSoldOut(item)).toBe(soldOut);
  });
});

describe('order, shop order and box lifecycles', () => {
  it('lists the statuses of BUSINESS-RULES', () => {
    expect(ORDER_STATUSES).toEqual(['creating', 'incomplete', 'failed', 'confirmed', 'refunded']);
    expect(SHOP_ORDER_STATUSES).toHaveLength(12);
    expect(BOX_STEPS).toHaveLength(8);
  });

  it.each([
    [ORDER_STATUS_TRANSITIONS, ORDER_STATUSES],
    [SHOP_ORDER_STATUS_TRANSITIONS, SHOP_ORDER_STATUSES],
    [BOX_STEP_TRANSITIONS, BOX_STEPS],
  ] as const)('every status has a transition list naming only known statuses', (table, statuses) => {
    expect(Object.keys(table).sort()).toEqual([...statuses].sort());
    for (const targets of Object.values(table)) for (const to of targets) expect(statuses).toContain(to);
  });

  it.each([
    ['creating', 'confirmed', true],
    ['incomplete', 'failed', true],
    ['confirmed', 'refunded', true],
    ['failed', 'confirmed', false],
    ['refunded', 'confirmed', false],
  ] as const)('order %s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransitionOrder(from, to)).toBe(allowed);
  });

  it.each([
    ['confirmed', 'launched', true],
    ['launched', 'in_production', true],
    ['in_production', 'test_pressing_ok', true],
    ['test_pressing_ok', 'in_preparation', true],
    ['test_pressing_ok', 'check_address', true],
    ['check_address', 'in_preparation', true],
    ['check_address', 'test_pressing_ok', false],
    ['confirmed', 'in_preparation', true],
    ['in_preparation', 'sent', true],
    ['sent', 'delivered', true],
    ['sent', 'canceled', false],
    ['delivered', 'returned', true],
    ['creating', 'sent', false],
    ['canceled', 'confirmed', false],
    ['refunded', 'sent', false],
  ] as const)('shop order %s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransitionShopOrder(from, to)).toBe(allowed);
  });

  it.each([
    ['creating', 'confirmed', true],
    ['creating', 'not_activated', true],
    ['not_activated', 'confirmed', true],
    ['confirmed', 'stopped', true],
    ['stopped', 'confirmed', true],
    ['confirmed', 'monthly_pending', true],
    ['finished', 'confirmed', false],
    ['cancelled', 'confirmed', false],
  ] as const)('box %s -> %s allowed: %s', (from, to, allowed) => {
    expect(canTransitionBox(from, to)).toBe(allowed);
  });
});
