// The token bucket both stores share (the Redis Lua script in redis-rate-limiter.ts is the same
// arithmetic, line for line). Amounts are integer "units": one point is `durationMs` units and a
// key earns back `points` units a millisecond, so a full refill takes exactly durationSeconds and
// no floating-point rounding creeps in.

/** The rules in milliseconds. */
export interface BucketRules {
  points: number;
  durationMs: number;
  blockMs: number;
}

/** What is stored per key; a key with no state is a full bucket. */
export interface BucketState {
  levelUnits: number;
  updatedAtMs: number;
  /** 0 when not blocked. */
  blockedUntilMs: number;
}

/** A decision, the state to store when it changed, and when that state may be forgotten. */
export interface BucketDecision {
  allowed: boolean;
  remaining: number;
  retryAfterMs: number;
  /** The new state to store, or null when nothing changed (a refusal or a peek). */
  next: { state: BucketState; expiresAtMs: number } | null;
}

/** Takes `cost` points from the bucket at `nowMs`; cost 0 only asks whether one point would pass. */
export function takeFromBucket(
  rules: BucketRules,
  state: BucketState | undefined,
  cost: number,
  nowMs: number,
): BucketDecision {
  const { points, durationMs, blockMs } = rules;
  const capacity = points * durationMs;
  let level = capacity;
  let blockedUntilMs = 0;
  if (state) {
    level = Math.min(capacity, state.levelUnits + Math.max(0, nowMs - state.updatedAtMs) * points);
    blockedUntilMs = state.blockedUntilMs;
  }
  if (blockedUntilMs > nowMs) return { allowed: false, remaining: 0, retryAfterMs: blockedUntilMs - nowMs, next: null };

  const needed = Math.max(cost, 1) * durationMs;
  if (level < needed) {
    return {
      allowed: false,
      remaining: Math.floor(level / durationMs),
      retryAfterMs: Math.ceil((needed - level) / points),
      next: null,
    };
  }
  if (cost === 0) return { allowed: true, remaining: Math.floor(level / durationMs), retryAfterMs: 0, next: null };

  level -= cost * durationMs;
  // The block starts when the last point is spent, so "5 failures then 15 minutes out" holds from the fifth.
  if (blockMs > 0 && level < durationMs) blockedUntilMs = nowMs + blockMs;
  const restedAtMs = Math.max(blockedUntilMs, nowMs + Math.ceil((capacity - level) / points));
  return {
    allowed: true,
    remaining: Math.floor(level / durationMs),
    retryAfterMs: 0,
    next: { state: { levelUnits: level, updatedAtMs: nowMs, blockedUntilMs }, expiresAtMs: restedAtMs },
  };
}

/**
 * Gives back `points` spent by a request that turned out not to count (a correct password), never
 * beyond a full bucket, and lifts a block: the block said the points had run out, and they had not.
 */
export function returnToBucket(
  rules: BucketRules,
  state: BucketState | undefined,
  points: number,
  nowMs: number,
): { state: BucketState; expiresAtMs: number } | null {
  // No state is a full bucket: nothing to give back.
  if (!state) return null;
  const capacity = rules.points * rules.durationMs;
  const refilled = state.levelUnits + Math.max(0, nowMs - state.updatedAtMs) * rules.points;
  const level = Math.min(capacity, refilled + points * rules.durationMs);
  const restedAtMs = nowMs + Math.ceil((capacity - level) / rules.points);
  return { state: { levelUnits: level, updatedAtMs: nowMs, blockedUntilMs: 0 }, expiresAtMs: restedAtMs };
}

/** Milliseconds to the whole seconds of a Retry-After (at least 1 when refused). */
export function retryAfterSecondsOf(retryAfterMs: number): number {
  return retryAfterMs > 0 ? Math.max(1, Math.ceil(retryAfterMs / 1000)) : 0;
}
