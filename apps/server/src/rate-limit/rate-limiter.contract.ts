// The behaviour every RateLimiter store must show, run against each store by its own test file.
import { describe, expect, it } from 'vitest';
import type { RateLimiter, RateLimitRules } from './rate-limiter.ts';

/** A limiter of the store under test, reading the given clock (milliseconds). */
export type MakeLimiter = (rules: RateLimitRules, clock: () => number) => RateLimiter;

/** The clock the contract's limiters read, moved forward by the tests. */
interface ContractClock {
  clock: () => number;
  advanceSeconds: (seconds: number) => void;
}

/** Registers the contract's tests for a store, named after it. */
export function describeRateLimiterContract(storeName: string, makeLimiter: MakeLimiter): void {
  describe(`a ${storeName} rate limiter`, () => {
    let nowMs = Date.UTC(2026, 0, 1);
    const time: ContractClock = {
      clock: () => nowMs,
      advanceSeconds: (seconds) => {
        nowMs += seconds * 1000;
      },
    };
    itSpendsAndGivesBackPoints(makeLimiter, time);
    itChargesTheCostOfARequest(makeLimiter, time);
    itBlocksKeepsKeysApartAndResets(makeLimiter, time);
    itPeeksAndHoldsUnderABurst(makeLimiter, time);
    itRefundsPoints(makeLimiter, time);
  });
}

async function consumeMany(limiter: RateLimiter, key: string, times: number) {
  const results = [];
  for (let i = 0; i < times; i += 1) results.push(await limiter.consume(key));
  return results;
}

/** Each consume spends a point, a refused one spends nothing, and they come back over the duration. */
function itSpendsAndGivesBackPoints(makeLimiter: MakeLimiter, { clock, advanceSeconds }: ContractClock): void {
  it('allows consumes until the points are spent, then refuses with a retry-after', async () => {
    const limiter = makeLimiter({ points: 3, durationSeconds: 60 }, clock);
    const results = await consumeMany(limiter, 'visitor', 4);
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results.map((result) => result.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[2]?.retryAfterSeconds).toBe(0);
    // One point comes back every 60 / 3 = 20 seconds.
    expect(results[3]?.retryAfterSeconds).toBe(20);
  });

  it('does not spend points on a refused consume', async () => {
    const limiter = makeLimiter({ points: 2, durationSeconds: 60 }, clock);
    await consumeMany(limiter, 'visitor', 5);
    advanceSeconds(30);
    expect(await limiter.consume('visitor')).toMatchObject({ allowed: true, remaining: 0 });
  });

  it('gives points back over the duration, all of them once it has passed', async () => {
    const limiter = makeLimiter({ points: 10, durationSeconds: 100 }, clock);
    await consumeMany(limiter, 'visitor', 10);
    advanceSeconds(9);
    expect(await limiter.consume('visitor')).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    advanceSeconds(1);
    expect(await limiter.consume('visitor')).toMatchObject({ allowed: true, remaining: 0 });
    advanceSeconds(100);
    expect(await limiter.peek('visitor')).toEqual({ allowed: true, remaining: 10, retryAfterSeconds: 0 });
  });

  it('allows the request again after exactly the retry-after it gave', async () => {
    const limiter = makeLimiter({ points: 5, durationSeconds: 900 }, clock);
    await consumeMany(limiter, 'visitor', 5);
    const refused = await limiter.consume('visitor');
    advanceSeconds(refused.retryAfterSeconds - 1);
    expect((await limiter.consume('visitor')).allowed).toBe(false);
    advanceSeconds(1);
    expect((await limiter.consume('visitor')).allowed).toBe(true);
  });
}

/** A costly request spends several points; a cost that is not a whole number of points is refused. */
function itChargesTheCostOfARequest(makeLimiter: MakeLimiter, { clock }: ContractClock): void {
  it('spends several points at once for a costly request', async () => {
    const limiter = makeLimiter({ points: 10, durationSeconds: 60 }, clock);
    expect(await limiter.consume('visitor', { cost: 7 })).toMatchObject({ allowed: true, remaining: 3 });
    expect(await limiter.consume('visitor', { cost: 4 })).toMatchObject({ allowed: false, remaining: 3 });
    expect(await limiter.consume('visitor', { cost: 3 })).toMatchObject({ allowed: true, remaining: 0 });
  });

  it.each([0, -1, 1.5, 11])('rejects a cost of %s', async (cost) => {
    const limiter = makeLimiter({ points: 10, durationSeconds: 60 }, clock);
    await expect(limiter.consume('visitor', { cost })).rejects.toThrow(RangeError);
  });
}

/** blockSeconds holds a spent key; keys are independent; reset forgets a key. */
function itBlocksKeepsKeysApartAndResets(makeLimiter: MakeLimiter, { clock, advanceSeconds }: ContractClock): void {
  it('blocks a key for blockSeconds once its points are spent', async () => {
    const limiter = makeLimiter({ points: 5, durationSeconds: 900, blockSeconds: 1800 }, clock);
    await consumeMany(limiter, 'account', 5);
    expect(await limiter.consume('account')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1800 });
    advanceSeconds(900); // every point is back, but the block holds
    expect(await limiter.consume('account')).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
    advanceSeconds(900);
    expect(await limiter.consume('account')).toMatchObject({ allowed: true, remaining: 4 });
  });

  it('keeps keys apart', async () => {
    const limiter = makeLimiter({ points: 1, durationSeconds: 60 }, clock);
    expect((await limiter.consume('first')).allowed).toBe(true);
    expect((await limiter.consume('first')).allowed).toBe(false);
    expect((await limiter.consume('second')).allowed).toBe(true);
  });

  it('gives every point back and lifts the block on reset', async () => {
    const limiter = makeLimiter({ points: 2, durationSeconds: 60, blockSeconds: 600 }, clock);
    await consumeMany(limiter, 'account', 3);
    await limiter.reset('account');
    expect(await limiter.consume('account')).toMatchObject({ allowed: true, remaining: 1 });
  });
}

/** peek reads without spending; parallel consumes never get more than the points. */
function itPeeksAndHoldsUnderABurst(makeLimiter: MakeLimiter, { clock }: ContractClock): void {
  it('peeks without spending', async () => {
    const limiter = makeLimiter({ points: 2, durationSeconds: 60 }, clock);
    expect(await limiter.peek('visitor')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 });
    await limiter.consume('visitor');
    expect(await limiter.peek('visitor')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await limiter.peek('visitor')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    await limiter.consume('visitor');
    expect(await limiter.peek('visitor')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 30 });
  });

  it('allows exactly the points to 100 parallel consumes', async () => {
    const limiter = makeLimiter({ points: 10, durationSeconds: 60 }, clock);
    const results = await Promise.all(Array.from({ length: 100 }, () => limiter.consume('burst')));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
}

/** refund gives back points a request should not have spent, up to a rested key's, and lifts a block. */
function itRefundsPoints(makeLimiter: MakeLimiter, { clock }: ContractClock): void {
  it('gives back a refunded point, never more than a rested key holds', async () => {
    const limiter = makeLimiter({ points: 3, durationSeconds: 60 }, clock);
    await consumeMany(limiter, 'visitor', 3);
    await limiter.refund('visitor');
    expect(await limiter.peek('visitor')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    await limiter.refund('visitor', { cost: 3 });
    expect(await limiter.peek('visitor')).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 0 });
    await limiter.refund('untouched');
    expect(await limiter.peek('untouched')).toEqual({ allowed: true, remaining: 3, retryAfterSeconds: 0 });
  });

  it('lifts the block that spending the refunded point started', async () => {
    const limiter = makeLimiter({ points: 2, durationSeconds: 60, blockSeconds: 600 }, clock);
    await consumeMany(limiter, 'account', 2);
    expect((await limiter.peek('account')).allowed).toBe(false);
    await limiter.refund('account');
    expect(await limiter.consume('account')).toMatchObject({ allowed: true, remaining: 0 });
    expect(await limiter.consume('account')).toMatchObject({ allowed: false, retryAfterSeconds: 600 });
  });

  it.each([0, -1, 1.5, 4])('rejects a refund of %s', async (cost) => {
    const limiter = makeLimiter({ points: 3, durationSeconds: 60 }, clock);
    await expect(limiter.refund('visitor', { cost })).rejects.toThrow(RangeError);
  });
}
