// A rate limiter in this process's memory: the default when REDIS_URL is unset (one instance).
// Memory stays bounded: a key is dropped once its bucket is full again (it then equals a new key),
// and past `maxKeys` the least recently used key goes first.
import { checkCost, checkRateLimitRules, type RateLimiter, type RateLimitRules } from './rate-limiter.ts';
import { retryAfterSecondsOf, takeFromBucket, type BucketRules, type BucketState } from './token-bucket.ts';

export interface MemoryRateLimiterOptions extends RateLimitRules {
  /** Most keys held at once (100,000 by default: a few MB). */
  maxKeys?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  clock?: () => number;
}

interface Entry {
  state: BucketState;
  expiresAtMs: number;
}

/** Keys without activity are swept at most this often (and whenever the map is full). */
const SWEEP_INTERVAL_MS = 60_000;

/** A token-bucket limiter held in a Map of this process. */
export function createMemoryRateLimiter(options: MemoryRateLimiterOptions): RateLimiter & { size(): number } {
  const { points, durationSeconds, blockSeconds } = checkRateLimitRules(options);
  const { maxKeys = 100_000, clock = Date.now } = options;
  const rules: BucketRules = { points, durationMs: durationSeconds * 1000, blockMs: blockSeconds * 1000 };
  // Map order is insertion order; re-inserting on every write keeps it least-recently-used first.
  const entries = new Map<string, Entry>();
  let lastSweepMs = clock();

  function sweepExpired(nowMs: number): void {
    lastSweepMs = nowMs;
    for (const [key, entry] of entries) if (entry.expiresAtMs <= nowMs) entries.delete(key);
  }

  function liveState(key: string, nowMs: number): BucketState | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAtMs <= nowMs) {
      entries.delete(key);
      return undefined;
    }
    return entry?.state;
  }

  function take(key: string, cost: number) {
    const nowMs = clock();
    if (nowMs - lastSweepMs >= SWEEP_INTERVAL_MS) sweepExpired(nowMs);
    const decision = takeFromBucket(rules, liveState(key, nowMs), cost, nowMs);
    if (decision.next) {
      entries.delete(key);
      if (entries.size >= maxKeys) sweepExpired(nowMs);
      // Still full of live keys: forget the least recently used one (it gets a fresh bucket if it returns).
      for (const oldest of entries.keys()) {
        if (entries.size < maxKeys) break;
        entries.delete(oldest);
      }
      entries.set(key, decision.next);
    }
    return {
      allowed: decision.allowed,
      remaining: decision.remaining,
      retryAfterSeconds: retryAfterSecondsOf(decision.retryAfterMs),
    };
  }

  // The executor runs at once, so a consume is decided synchronously (atomic in one process); a bad
  // cost still comes back as a rejected promise, as it would from Redis.
  return {
    consume: (key, opts) => new Promise((resolve) => resolve(take(key, checkCost(opts?.cost ?? 1, points)))),
    peek: (key) => new Promise((resolve) => resolve(take(key, 0))),
    reset: (key) => {
      entries.delete(key);
      return Promise.resolve();
    },
    size: () => entries.size,
  };
}
