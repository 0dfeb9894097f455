import { describe, expect, it } from 'vitest';
import { PRODUCTION_STEPS, type ActionStatus, type ProductionStepKey } from './production-plan.ts';
import {
  daysBetween,
  estimateShipDate,
  expectedEnds,
  isStepLate,
  plannedEnds,
  replannedEnds,
  wasStepLate,
  type TimedStep,
} from './ship-estimate.ts';

const DAY_MS = 86_400_000;
const startedAt = new Date('2026-03-02T09:00:00Z');
const day = (n: number) => new Date(startedAt.getTime() + n * DAY_MS);

/** Every step to do, with some set as given. */
function stepsWith(changes: Partial<Record<ProductionStepKey, { status: ActionStatus; doneAt?: Date }>> = {}) {
  return PRODUCTION_STEPS.map((spec): TimedStep => {
    const change = changes[spec.key];
    return { key: spec.key, status: change?.status ?? 'to_do', doneAt: change?.doneAt ?? null };
  });
}

/** Every step up to (not including) `key` valid, each done on the day it was planned. */
function onPlanUpTo(key: ProductionStepKey): TimedStep[] {
  const planned = plannedEnds(startedAt);
  const index = PRODUCTION_STEPS.findIndex((spec) => spec.key === key);
  return PRODUCTION_STEPS.map((spec, position) =>
    position < index
      ? { key: spec.key, status: 'valid', doneAt: planned.get(spec.key) ?? null }
      : { key: spec.key, status: 'to_do', doneAt: null },
  );
}

describe('the planned dates', () => {
  const planned = plannedEnds(startedAt);

  it('give pre-production three weeks side by side, then chain production and post-production', () => {
    expect(planned.get('pre-production.information')).toEqual(day(5));
    expect(planned.get('pre-production.payment')).toEqual(day(21));
    // Production starts when the longest pre-production action ends (day 21).
    expect(planned.get('production.pressing_proof')).toEqual(day(28));
    expect(planned.get('production.test_pressing')).toEqual(day(49));
    expect(planned.get('production.dispatch')).toEqual(day(84));
    expect(planned.get('post-production.sync')).toEqual(day(100));
  });

  it('put the ship date about fourteen weeks after success, the industry lead time for a pressing', () => {
    expect(estimateShipDate({ startedAt, now: startedAt, steps: stepsWith() })).toEqual(day(100));
  });
});

describe('the estimate', () => {
  it('stays on the plan while every action ends on its planned day', () => {
    const steps = onPlanUpTo('production.test_pressing');
    expect(estimateShipDate({ startedAt, now: day(40), steps })).toEqual(day(100));
  });

  it('moves earlier when actions finish early', () => {
    const early = stepsWith(
      Object.fromEntries(
        PRODUCTION_STEPS.filter((spec) => spec.phase === 'pre-production').map((spec) => [
          spec.key,
          { status: 'valid', doneAt: day(10) },
        ]),
      ),
    );
    expect(estimateShipDate({ startedAt, now: day(10), steps: early })).toEqual(day(89));
  });

  it('moves later, day by day, while an action runs late', () => {
    const steps = onPlanUpTo('production.test_pressing');
    // The test pressing was planned to end on day 49; on day 60 it is still being listened to.
    const at60 = estimateShipDate({ startedAt, now: day(60), steps });
    const at61 = estimateShipDate({ startedAt, now: day(61), steps });
    expect(at60).toEqual(day(100 + (61 - 49)));
    expect(at61.getTime() - at60.getTime()).toBe(DAY_MS);
  });

  it('counts a late action as ending tomorrow at the earliest', () => {
    const ends = expectedEnds({ startedAt, now: day(30), steps: stepsWith() });
    expect(ends.get('pre-production.information')).toEqual(day(31));
    expect(ends.get('pre-production.payment')).toEqual(day(31));
  });
});

describe('the plant’s own date, set by hand', () => {
  const withDispatchOn = (end: Date) =>
    onPlanUpTo('production.dispatch').map((step) =>
      step.key === 'production.dispatch' ? { ...step, fixedEnd: end } : step,
    );

  it('moves the estimate by as much as the plant moves its date, later or earlier', () => {
    // Dispatch was planned for day 84; the plant says day 95, then day 80.
    expect(estimateShipDate({ startedAt, now: day(50), steps: withDispatchOn(day(95)) })).toEqual(day(111));
    expect(estimateShipDate({ startedAt, now: day(50), steps: withDispatchOn(day(80)) })).toEqual(day(96));
  });

  it('cannot end an action before it could start, nor before tomorrow while it is not done', () => {
    const steps = onPlanUpTo('production.test_pressing').map((step) =>
      step.key === 'production.dispatch' ? { ...step, fixedEnd: day(40) } : step,
    );
    // The test pressing ends on day 49 as planned: dispatch cannot end before it starts.
    expect(expectedEnds({ startedAt, now: day(45), steps }).get('production.dispatch')).toEqual(day(49));
    expect(
      expectedEnds({ startedAt, now: day(70), steps: withDispatchOn(day(60)) }).get('production.dispatch'),
    ).toEqual(day(71));
  });

  it('replans what follows it, never earlier', () => {
    const planned = new Map(plannedEnds(startedAt));
    planned.set('production.dispatch', day(95));
    const replanned = replannedEnds({ startedAt, now: day(50), steps: withDispatchOn(day(95)), planned });
    expect(replanned.get('production.dispatch')).toEqual(day(95));
    expect(replanned.get('post-production.shipping')).toEqual(day(100));
    expect(replanned.get('post-production.sync')).toEqual(day(111));
  });
});

describe('lateness', () => {
  it('calls an action late once its planned end passed and it is not valid, and says when one ended late', () => {
    expect(isStepLate({ status: 'to_check', plannedAt: day(5) }, day(6))).toBe(true);
    expect(isStepLate({ status: 'to_check', plannedAt: day(5) }, day(4))).toBe(false);
    expect(isStepLate({ status: 'valid', plannedAt: day(5) }, day(9))).toBe(false);
    expect(wasStepLate({ status: 'valid', doneAt: day(7), plannedAt: day(5) })).toBe(true);
    expect(wasStepLate({ status: 'valid', doneAt: day(3), plannedAt: day(5) })).toBe(false);
  });

  it('replans what follows a late action so it is reported once, moving dates only later', () => {
    const planned = plannedEnds(startedAt);
    const steps = onPlanUpTo('production.test_pressing');
    const replanned = replannedEnds({ startedAt, now: day(60), steps, planned });
    // The late action keeps its date (it stays late); what follows moves with it.
    expect(replanned.get('production.test_pressing')).toEqual(day(49));
    expect(replanned.get('production.dispatch')).toEqual(day(61 + 35));
    expect(replanned.get('production.pressing_proof')).toEqual(planned.get('production.pressing_proof'));
    for (const [key, date] of replanned)
      expect(date.getTime()).toBeGreaterThanOrEqual(planned.get(key)?.getTime() ?? 0);
  });

  it('counts whole days, rounding up', () => {
    expect(daysBetween(day(0), day(3))).toBe(3);
    expect(daysBetween(day(0), new Date(day(3).getTime() + 1000))).toBe(4);
    expect(daysBetween(day(3), day(0))).toBe(0);
  });
});
