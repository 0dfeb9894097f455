import { describe, expect, it } from 'vitest';
import { describeFailureBackoffContract, itForgetsAQuietKey } from './failure-backoff.contract.ts';
import { backoffBlockMs, checkBackoffRules } from './failure-backoff.ts';
import { createMemoryFailureBackoff } from './memory-failure-backoff.ts';

const makeBackoff = (rules: Parameters<typeof createMemoryFailureBackoff>[0], clock: () => number) =>
  createMemoryFailureBackoff({ ...rules, clock });

describeFailureBackoffContract('memory', makeBackoff);

describe('the memory failure backoff', () => {
  itForgetsAQuietKey(makeBackoff);
});

describe('backoffBlockMs', () => {
  const rules = checkBackoffRules({
    failuresBeforeBackoff: 5,
    firstBlockSeconds: 60,
    maxBlockSeconds: 900,
    forgetAfterSeconds: 3600,
  });

  it.each([
    [1, 0],
    [4, 0],
    [5, 60],
    [6, 120],
    [7, 240],
    [8, 480],
    [9, 900],
    [10, 900],
    [1_000, 900],
  ])('blocks %i failures for %i seconds', (failures, seconds) => {
    expect(backoffBlockMs(rules, failures)).toBe(seconds * 1000);
  });
});

describe('checkBackoffRules', () => {
  const good = { failuresBeforeBackoff: 5, firstBlockSeconds: 60, maxBlockSeconds: 900, forgetAfterSeconds: 3600 };

  it.each([
    { ...good, failuresBeforeBackoff: 0 },
    { ...good, firstBlockSeconds: 0.5 },
    { ...good, maxBlockSeconds: 30 },
    { ...good, forgetAfterSeconds: 600 },
  ])('refuses the rules %j', (rules) => {
    expect(() => checkBackoffRules(rules)).toThrow(RangeError);
  });
});
