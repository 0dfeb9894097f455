// What every rate limiter offers, in memory or in Redis (docs/rate-limits-and-geo.md).

/** How many points a key may spend, refilled over a duration, and how long it is shut out once spent. */
export interface RateLimitRules {
  /** Points a key holds when rested; each consume spends `cost` (1 by default). */
  points: number;
  /** Time for a key to earn back all its points (they come back continuously: a token bucket). */
  durationSeconds: number;
  /** Once a key's points are spent, refuse it for this long instead of until one point has come back. */
  blockSeconds?: number;
}

/** The answer to a consume (or a peek). */
export interface RateLimitResult {
  allowed: boolean;
  /** Whole points left after this consume. */
  remaining: number;
  /** When refused: seconds until the same request would pass (the Retry-After header); 0 when allowed. */
  retryAfterSeconds: number;
}

/** A limiter shared by everyone that uses the same store: every process when the store is Redis. */
export interface RateLimiter {
  /** Spends `cost` points (a positive integer, 1 by default) of the key, atomically, if it has them. */
  consume(key: string, opts?: { cost?: number }): Promise<RateLimitResult>;
  /** What consuming one point would answer now, without spending anything. */
  peek(key: string): Promise<RateLimitResult>;
  /**
   * Gives back `cost` points (1 by default) that a request spent but should not have (a sign-in
   * attempt, counted before its password was checked, that turned out right); never beyond the
   * points of a rested key. It lifts a block: the block said the points had run out, and they had not.
   */
  refund(key: string, opts?: { cost?: number }): Promise<void>;
  /** Forgets the key: all its points back, any block lifted. */
  reset(key: string): Promise<void>;
}

// Points x durationMs must stay an exact integer in a double (Redis's Lua numbers) with room to spare.
const MAX_CAPACITY_UNITS = 1e14;

/** The rules, checked: a misconfigured limit is a programming error, found when the limiter is built. */
export function checkRateLimitRules(rules: RateLimitRules): Required<RateLimitRules> {
  const { points, durationSeconds, blockSeconds = 0 } = rules;
  if (!Number.isSafeInteger(points) || points < 1) throw new RangeError(`points must be a positive integer: ${points}`);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new RangeError(`durationSeconds must be positive: ${durationSeconds}`);
  }
  if (!Number.isFinite(blockSeconds) || blockSeconds < 0) {
    throw new RangeError(`blockSeconds must not be negative: ${blockSeconds}`);
  }
  if (points * durationSeconds * 1000 > MAX_CAPACITY_UNITS) {
    throw new RangeError(`points x durationSeconds is too large: ${points} x ${durationSeconds}`);
  }
  return { points, durationSeconds, blockSeconds };
}

/** The cost of a consume, checked against the rules. */
export function checkCost(cost: number, points: number): number {
  if (!Number.isSafeInteger(cost) || cost < 1) throw new RangeError(`cost must be a positive integer: ${cost}`);
  if (cost > points) throw new RangeError(`cost ${cost} can never fit in ${points} points`);
  return cost;
}
