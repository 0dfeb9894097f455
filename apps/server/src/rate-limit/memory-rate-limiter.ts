// A rate limiter in this process's memory: the default when REDIS_URL is unset (one instance).
// Keys live in a bounded map (bounded-key-map.ts): a key is dropped once its bucket is full again.
import { createBoundedKeyMap } from './bounded-key-map.ts';
import { checkCost, checkRateLimitRules, type RateLimiter, type RateLimitRules } from './rate-limiter.ts';
import {
  retryAfterSecondsOf,
  returnToBucket,
  takeFromBucket,
  type BucketRules,
  type BucketState,
} from './token-bucket.ts';

export interface MemoryRateLimiterOptions extends RateLimitRules {
  /** Most keys held at once (100,000 by default: a few MB). */
  maxKeys?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  clock?: () => number;
}

/** A token-bucket limiter held in a Map of this process. */
export function createMemoryRateLimiter(options: MemoryRateLimiterOptions): RateLimiter & { size(): number } {
  const { points, durationSeconds, blockSeconds } = checkRateLimitRules(options);
  const { maxKeys = 100_000, clock = Date.now } = options;
  const rules: BucketRules = { points, durationMs: durationSeconds * 1000, blockMs: blockSeconds * 1000 };
  const buckets = createBoundedKeyMap<BucketState>(maxKeys, clock());

  function take(key: string, cost: number) {
    const nowMs = clock();
    const decision = takeFromBucket(rules, buckets.get(key, nowMs), cost, nowMs);
    if (decision.next) buckets.set(key, decision.next.state, decision.next.expiresAtMs, nowMs);
    return {
      allowed: decision.allowed,
      remaining: decision.remaining,
      retryAfterSeconds: retryAfterSecondsOf(decision.retryAfterMs),
    };
  }

  function giveBack(key: string, cost: number): void {
    const nowMs = clock();
    const next = returnToBucket(rules, buckets.get(key, nowMs), cost, nowMs);
    if (next) buckets.set(key, next.state, next.expiresAtMs, nowMs);
  }

  // The executor runs at once, so a consume is decided synchronously (atomic in one process); a bad
  // cost still comes back as a rejected promise, as it would from Redis.
  return {
    consume: (key, opts) => new Promise((resolve) => resolve(take(key, checkCost(opts?.cost ?? 1, points)))),
    peek: (key) => new Promise((resolve) => resolve(take(key, 0))),
    refund: (key, opts) => new Promise((resolve) => resolve(giveBack(key, checkCost(opts?.cost ?? 1, points)))),
    reset: (key) => {
      buckets.delete(key);
      return Promise.resolve();
    },
    size: () => buckets.size(),
  };
}
