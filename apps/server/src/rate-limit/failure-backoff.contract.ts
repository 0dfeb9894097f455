// The behaviour every FailureBackoff store must show, run against each store by its own test file.
import { describe, expect, it } from 'vitest';
import type { BackoffRules, FailureBackoff } from './failure-backoff.ts';

/** A backoff of the store under test, reading the given clock (milliseconds). */
export type MakeBackoff = (rules: BackoffRules, clock: () => number) => FailureBackoff;

/** 3 free failures... the 3rd blocks 10 s, then 20, 40, capped at 60; forgotten after 300 s. */
const RULES: BackoffRules = {
  failuresBeforeBackoff: 3,
  firstBlockSeconds: 10,
  maxBlockSeconds: 60,
  forgetAfterSeconds: 300,
};

interface ContractClock {
  clock: () => number;
  advanceSeconds: (seconds: number) => void;
}

/** Registers the contract's tests for a store, named after it. */
export function describeFailureBackoffContract(storeName: string, makeBackoff: MakeBackoff): void {
  describe(`a ${storeName} failure backoff`, () => {
    let nowMs = Date.UTC(2026, 0, 1);
    const time: ContractClock = {
      clock: () => nowMs,
      advanceSeconds: (seconds) => {
        nowMs += seconds * 1000;
      },
    };
    itBacksOffExponentially(makeBackoff, time);
    itForgetsAndKeepsKeysApart(makeBackoff, time);
  });
}

/** Failures until the key is blocked; the last answer is the refusal. */
async function failUntilBlocked(backoff: FailureBackoff, key: string) {
  for (let i = 0; i < 100; i += 1) {
    const result = await backoff.countFailure(key);
    if (!result.allowed) return result;
  }
  throw new Error(`${key} was never blocked`);
}

function itBacksOffExponentially(makeBackoff: MakeBackoff, { clock, advanceSeconds }: ContractClock): void {
  it('lets failures pass until the threshold, then blocks for the first block', async () => {
    const backoff = makeBackoff(RULES, clock);
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await backoff.countFailure('pair'));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results.map((result) => result.failures)).toEqual([1, 2, 3, 3]);
    expect(results[3]?.retryAfterSeconds).toBe(10);
  });

  it('doubles the block with each failure after it, up to the ceiling', async () => {
    const backoff = makeBackoff(RULES, clock);
    const blocks = [];
    for (let i = 0; i < 5; i += 1) {
      const refused = await failUntilBlocked(backoff, 'pair');
      blocks.push(refused.retryAfterSeconds);
      advanceSeconds(refused.retryAfterSeconds);
    }
    expect(blocks).toEqual([10, 20, 40, 60, 60]);
  });

  it('counts nothing while blocked, and lets the key try once the block is over', async () => {
    const backoff = makeBackoff(RULES, clock);
    await failUntilBlocked(backoff, 'pair');
    advanceSeconds(9);
    expect(await backoff.countFailure('pair')).toEqual({ allowed: false, failures: 3, retryAfterSeconds: 1 });
    advanceSeconds(1);
    expect(await backoff.peek('pair')).toEqual({ allowed: true, failures: 3, retryAfterSeconds: 0 });
    expect(await backoff.countFailure('pair')).toEqual({ allowed: true, failures: 4, retryAfterSeconds: 0 });
    expect((await backoff.peek('pair')).retryAfterSeconds).toBe(20);
  });

  it('lets exactly the free failures through 100 parallel counts', async () => {
    const backoff = makeBackoff(RULES, clock);
    const results = await Promise.all(Array.from({ length: 100 }, () => backoff.countFailure('burst')));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });
}

function itForgetsAndKeepsKeysApart(makeBackoff: MakeBackoff, { clock }: ContractClock): void {
  it('forgets the failures and lifts the block on reset', async () => {
    const backoff = makeBackoff(RULES, clock);
    await failUntilBlocked(backoff, 'pair');
    await backoff.reset('pair');
    expect(await backoff.countFailure('pair')).toEqual({ allowed: true, failures: 1, retryAfterSeconds: 0 });
  });

  it('keeps keys apart', async () => {
    const backoff = makeBackoff(RULES, clock);
    await failUntilBlocked(backoff, 'first');
    expect(await backoff.peek('second')).toEqual({ allowed: true, failures: 0, retryAfterSeconds: 0 });
  });

  it('peeks without counting', async () => {
    const backoff = makeBackoff(RULES, clock);
    await backoff.countFailure('pair');
    await backoff.peek('pair');
    await backoff.peek('pair');
    expect(await backoff.peek('pair')).toEqual({ allowed: true, failures: 1, retryAfterSeconds: 0 });
  });
}

/** The store's own clock forgets a quiet key (only the memory store's clock can be moved that far). */
export function itForgetsAQuietKey(makeBackoff: MakeBackoff): void {
  it('starts a key again from zero after forgetAfterSeconds without a failure', async () => {
    let nowMs = Date.UTC(2026, 0, 1);
    const backoff = makeBackoff(RULES, () => nowMs);
    await failUntilBlocked(backoff, 'pair');
    nowMs += 299_000;
    expect((await backoff.peek('pair')).failures).toBe(3);
    nowMs += 1_000;
    expect(await backoff.peek('pair')).toEqual({ allowed: true, failures: 0, retryAfterSeconds: 0 });
  });
}
