import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACTION_STATUSES,
  PRODUCTION_ACTIONS,
  PRODUCTION_STEPS,
  productionStepOf,
  type ActionStatus,
  type ProductionParty,
  type ProductionStepKey,
} from './production-plan.ts';
import {
  checkActionChange,
  initialStatuses,
  isStepOpen,
  nextActionStatuses,
  notifiesBuyers,
  phaseStatusOf,
  projectStepOfProduction,
  waitingForOf,
  type ProductionStatuses,
} from './production-workflow.ts';

/** Statuses with every action up to (not including) `key` valid, the rest as given. */
function validUpTo(key: ProductionStepKey, rest: Partial<Record<ProductionStepKey, ActionStatus>> = {}) {
  const statuses = initialStatuses();
  for (const step of PRODUCTION_STEPS) {
    if (step.key === key) break;
    statuses[step.key] = 'valid';
  }
  return { ...statuses, ...rest } as ProductionStatuses;
}

const allValid = (): ProductionStatuses =>
  Object.fromEntries(PRODUCTION_STEPS.map((step) => [step.key, 'valid'])) as ProductionStatuses;

describe('the production plan', () => {
  it('runs pre-production, production then post-production actions in the business rules order', () => {
    expect(PRODUCTION_ACTIONS.production).toEqual(['pressing_proof', 'test_pressing', 'dispatch']);
    expect(PRODUCTION_ACTIONS['pre-production'][0]).toBe('information');
    expect(PRODUCTION_ACTIONS['post-production'].at(-1)).toBe('completed');
    expect(ACTION_STATUSES).toEqual(['to_do', 'pending', 'to_check', 'valid', 'refused']);
    expect(new Set(PRODUCTION_STEPS.map((step) => step.key)).size).toBe(PRODUCTION_STEPS.length);
  });

  it('has the artist provide pre-production for staff to check, and staff make the proof and the test pressing for the artist to approve', () => {
    for (const step of PRODUCTION_STEPS.filter((spec) => spec.phase === 'pre-production')) {
      expect([step.submitter, step.checker]).toEqual(['artist', 'staff']);
    }
    expect(productionStepOf('production.test_pressing')).toMatchObject({ submitter: 'staff', checker: 'artist' });
    expect(productionStepOf('production.pressing_proof')).toMatchObject({ submitter: 'staff', checker: 'artist' });
    expect(productionStepOf('post-production.address_check')).toMatchObject({ submitter: 'staff', checker: null });
    expect(productionStepOf('post-production.feedback')).toMatchObject({ submitter: 'artist', checker: null });
  });
});

/** Every (from, party) -> allowed next statuses, for the three kinds of action. */
const KINDS: [string, ProductionStepKey, Record<ActionStatus, Record<ProductionParty, ActionStatus[]>>][] = [
  [
    'an action the artist submits and staff check (artwork)',
    'pre-production.artwork',
    {
      to_do: { artist: ['pending', 'to_check'], staff: [] },
      pending: { artist: ['to_check'], staff: [] },
      to_check: { artist: ['pending'], staff: ['valid', 'refused'] },
      refused: { artist: ['pending', 'to_check'], staff: [] },
      valid: { artist: [], staff: [] },
    },
  ],
  [
    'an action staff submit and the artist checks (test pressing)',
    'production.test_pressing',
    {
      to_do: { artist: [], staff: ['pending', 'to_check'] },
      pending: { artist: [], staff: ['to_check'] },
      to_check: { artist: ['valid', 'refused'], staff: ['pending'] },
      refused: { artist: [], staff: ['pending', 'to_check'] },
      valid: { artist: [], staff: [] },
    },
  ],
  [
    'an action staff alone do (address check)',
    'post-production.address_check',
    {
      to_do: { artist: [], staff: ['pending', 'valid'] },
      pending: { artist: [], staff: ['valid'] },
      to_check: { artist: [], staff: ['pending'] },
      refused: { artist: [], staff: ['pending', 'valid'] },
      valid: { artist: [], staff: [] },
    },
  ],
];

describe.each(KINDS)('the transitions of %s', (_label, key, table) => {
  const spec = productionStepOf(key);
  it.each(
    ACTION_STATUSES.flatMap((from) => (['artist', 'staff'] as const).map((by) => [from, by, table[from][by]] as const)),
  )('from %s, %s may move it to %j', (from, by, expected) => {
    expect(nextActionStatuses(spec, from, by)).toEqual(expected);
  });
});

describe('every action of the plan', () => {
  it.each(PRODUCTION_STEPS.map((step) => [step.key, step] as const))(
    '%s: only its submitter starts it, only its checker decides it, and valid is final',
    (_key, spec) => {
      const other: ProductionParty = spec.submitter === 'artist' ? 'staff' : 'artist';
      expect(nextActionStatuses(spec, 'to_do', spec.submitter)).toContain('pending');
      if (spec.checker !== other) expect(nextActionStatuses(spec, 'to_do', other)).toEqual([]);
      if (spec.checker) expect(nextActionStatuses(spec, 'to_check', spec.checker)).toContain('refused');
      else expect(nextActionStatuses(spec, 'to_do', spec.submitter)).toContain('valid');
      for (const party of ['artist', 'staff'] as const) expect(nextActionStatuses(spec, 'valid', party)).toEqual([]);
    },
  );

  it('never lets anyone reach valid without going through its checker when it has one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PRODUCTION_STEPS.filter((step) => step.checker !== null)),
        fc.constantFrom(...ACTION_STATUSES),
        (spec, from) => !nextActionStatuses(spec, from, spec.submitter).includes('valid'),
      ),
    );
  });
});

describe('the phases', () => {
  it('opens pre-production at the start, and production only when all of it is valid', () => {
    const start = initialStatuses();
    expect(phaseStatusOf('pre-production', start)).toBe('in_progress');
    expect(phaseStatusOf('production', start)).toBe('upcoming');
    const almost = validUpTo('production.pressing_proof', { 'pre-production.billing': 'to_check' });
    expect(phaseStatusOf('production', almost)).toBe('upcoming');
    expect(phaseStatusOf('production', validUpTo('production.pressing_proof'))).toBe('in_progress');
    expect(phaseStatusOf('pre-production', validUpTo('production.pressing_proof'))).toBe('complete');
    expect(phaseStatusOf('post-production', allValid())).toBe('complete');
  });

  it('lets the artist fill pre-production in any order, and opens a sequential action only after the one before it', () => {
    const start = initialStatuses();
    expect(isStepOpen('pre-production.billing', start)).toBe(true);
    expect(isStepOpen('production.pressing_proof', start)).toBe(false);
    const atTestPressing = validUpTo('production.test_pressing');
    expect(isStepOpen('production.test_pressing', atTestPressing)).toBe(true);
    expect(isStepOpen('production.dispatch', atTestPressing)).toBe(false);
    expect(isStepOpen('post-production.shipping', atTestPressing)).toBe(false);
  });

  it.each([
    [
      'a closed action',
      'production.dispatch',
      validUpTo('production.test_pressing'),
      'valid',
      'staff',
      undefined,
      'production_step_not_open',
    ],
    [
      'a move that is not theirs',
      'pre-production.artwork',
      initialStatuses(),
      'valid',
      'staff',
      undefined,
      'production_transition_not_allowed',
    ],
    [
      'a refusal without a reason',
      'pre-production.artwork',
      { ...initialStatuses(), 'pre-production.artwork': 'to_check' },
      'refused',
      'staff',
      '  ',
      'production_reason_required',
    ],
  ] as const)('refuses %s', (_label, key, statuses, to, by, reason, code) => {
    expect(checkActionChange({ spec: productionStepOf(key), statuses, to, by, reason })).toEqual({ ok: false, code });
  });

  it('accepts a refusal with a reason, and a submission', () => {
    const statuses = { ...initialStatuses(), 'pre-production.artwork': 'to_check' } as const;
    const spec = productionStepOf('pre-production.artwork');
    expect(checkActionChange({ spec, statuses, to: 'refused', by: 'staff', reason: 'Bleed missing' })).toEqual({
      ok: true,
    });
    expect(checkActionChange({ spec, statuses: initialStatuses(), to: 'to_check', by: 'artist' })).toEqual({
      ok: true,
    });
  });
});

describe('who an action waits for', () => {
  it.each([
    ['pre-production.artwork', 'to_do', 'artist'],
    ['pre-production.artwork', 'to_check', 'staff'],
    ['pre-production.artwork', 'refused', 'artist'],
    ['pre-production.artwork', 'valid', null],
  ] as const)('%s in %s waits for %s', (key, status, party) => {
    expect(waitingForOf(productionStepOf(key), { ...initialStatuses(), [key]: status })).toBe(party);
  });

  it('has the test pressing wait for the artist once staff sent it, and nothing wait before its phase opens', () => {
    const sent = validUpTo('production.test_pressing', { 'production.test_pressing': 'to_check' });
    expect(waitingForOf(productionStepOf('production.test_pressing'), sent)).toBe('artist');
    expect(waitingForOf(productionStepOf('production.dispatch'), sent)).toBeNull();
  });
});

describe('what else a change does', () => {
  it.each([
    ['post-production.address_check', 'valid', true],
    ['post-production.address_check', 'pending', false],
    ['post-production.shipping', 'valid', false],
    ['pre-production.shipping', 'valid', false],
  ] as const)('%s set %s notifies buyers: %s', (key, to, notifies) => {
    expect(notifiesBuyers(key, to)).toBe(notifies);
  });

  it('moves the project to_do while records are made, to_check once they left the plant, valid when complete', () => {
    expect(projectStepOfProduction(initialStatuses())).toBe('to_do');
    expect(projectStepOfProduction(validUpTo('production.dispatch'))).toBe('to_do');
    expect(projectStepOfProduction(validUpTo('post-production.shipping'))).toBe('to_check');
    expect(projectStepOfProduction(allValid())).toBe('valid');
  });
});
