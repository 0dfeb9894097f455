import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limiter.ts';
import { describeRateLimiterContract } from './rate-limiter.contract.ts';

describeRateLimiterContract('memory', (rules, clock) => createMemoryRateLimiter({ ...rules, clock }));

describe('createMemoryRateLimiter', () => {
  it.each([
    { points: 0, durationSeconds: 60 },
    { points: 1.5, durationSeconds: 60 },
    { points: 5, durationSeconds: 0 },
    { points: 5, durationSeconds: 60, blockSeconds: -1 },
    { points: 1e9, durationSeconds: 86_400 },
  ])('refuses the rules %j', (rules) => {
    expect(() => createMemoryRateLimiter(rules)).toThrow(RangeError);
  });

  it('forgets keys whose points have all come back', async () => {
    let nowMs = 0;
    const limiter = createMemoryRateLimiter({ points: 5, durationSeconds: 10, clock: () => nowMs });
    for (let i = 0; i < 1000; i += 1) await limiter.consume(`visitor-${i}`);
    expect(limiter.size()).toBe(1000);
    nowMs += 60_000; // past a sweep interval, and every bucket is full again
    await limiter.consume('late-visitor');
    expect(limiter.size()).toBe(1);
  });

  it('keeps a blocked key until its block ends, even once its points are back', async () => {
    let nowMs = 0;
    const limiter = createMemoryRateLimiter({ points: 1, durationSeconds: 10, blockSeconds: 120, clock: () => nowMs });
    await limiter.consume('account');
    nowMs += 60_000;
    await limiter.consume('someone-else');
    expect(await limiter.peek('account')).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    nowMs += 60_000;
    expect(await limiter.peek('account')).toMatchObject({ allowed: true });
  });

  it('holds at most maxKeys keys, dropping the least recently used', async () => {
    const limiter = createMemoryRateLimiter({ points: 2, durationSeconds: 60, maxKeys: 3, clock: () => 0 });
    for (const key of ['a', 'b', 'c']) await limiter.consume(key);
    await limiter.consume('a'); // a is now the most recently used
    await limiter.consume('d');
    expect(limiter.size()).toBe(3);
    expect(await limiter.peek('a')).toMatchObject({ remaining: 0 });
    expect(await limiter.peek('b')).toMatchObject({ remaining: 2 }); // forgotten: a fresh bucket
    expect(await limiter.peek('c')).toMatchObject({ remaining: 1 });
  });
});
