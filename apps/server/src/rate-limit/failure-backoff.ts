// An exponential backoff on failures (docs/rate-limits-and-geo.md): a key may fail a few times
// freely; the failure that reaches the threshold shuts it out for a first block, and each further
// failure doubles the block up to a ceiling. A success forgets the key; so does a quiet spell.
// The memory and Redis stores share this arithmetic (redis-failure-backoff.ts has it in Lua).

/** The backoff's rules, in seconds. */
export interface BackoffRules {
  /** The failure that reaches this count starts the first block (5: four free failures, then 1 min). */
  failuresBeforeBackoff: number;
  /** The first block; each failure after it doubles the block. */
  firstBlockSeconds: number;
  /** The longest block. */
  maxBlockSeconds: number;
  /** A key with no failure for this long starts again from zero (at least maxBlockSeconds). */
  forgetAfterSeconds: number;
}

/** The answer to counting a failure (or to a peek). */
export interface BackoffResult {
  /** False while the key is blocked: nothing was counted. */
  allowed: boolean;
  /** Failures the key holds, this one included. */
  failures: number;
  /** When refused: seconds until the block ends (the Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

/** A backoff shared by everyone that uses the same store: every process when the store is Redis. */
export interface FailureBackoff {
  /** Counts a failure of the key, atomically, unless it is blocked (then it is refused, and nothing counts). */
  countFailure(key: string): Promise<BackoffResult>;
  /** What countFailure would answer now, without counting. */
  peek(key: string): Promise<BackoffResult>;
  /** Forgets the key's failures and lifts its block (a success). */
  reset(key: string): Promise<void>;
}

/** The rules in milliseconds. */
export interface BackoffRulesMs {
  failuresBeforeBackoff: number;
  firstBlockMs: number;
  maxBlockMs: number;
  forgetAfterMs: number;
}

/** What is stored per key; a key with no state has no failures. */
export interface BackoffState {
  failures: number;
  /** 0 when not blocked. */
  blockedUntilMs: number;
}

/** A decision, and the state to store (until `expiresAtMs`) when it changed. */
export interface BackoffDecision {
  allowed: boolean;
  failures: number;
  retryAfterMs: number;
  next: { state: BackoffState; expiresAtMs: number } | null;
}

// Past this many doublings every block is the ceiling anyway; it keeps 2^n a small exact number.
const MAX_DOUBLINGS = 32;

/** The rules, checked: a misconfigured backoff is a programming error, found when it is built. */
export function checkBackoffRules(rules: BackoffRules): BackoffRulesMs {
  const { failuresBeforeBackoff, firstBlockSeconds, maxBlockSeconds, forgetAfterSeconds } = rules;
  if (!Number.isSafeInteger(failuresBeforeBackoff) || failuresBeforeBackoff < 1) {
    throw new RangeError(`failuresBeforeBackoff must be a positive integer: ${failuresBeforeBackoff}`);
  }
  if (!Number.isSafeInteger(firstBlockSeconds) || firstBlockSeconds < 1) {
    throw new RangeError(`firstBlockSeconds must be a positive integer: ${firstBlockSeconds}`);
  }
  if (!Number.isSafeInteger(maxBlockSeconds) || maxBlockSeconds < firstBlockSeconds) {
    throw new RangeError(`maxBlockSeconds must be an integer of at least firstBlockSeconds: ${maxBlockSeconds}`);
  }
  // A key forgotten during its block would be let out early.
  if (!Number.isSafeInteger(forgetAfterSeconds) || forgetAfterSeconds < maxBlockSeconds) {
    throw new RangeError(`forgetAfterSeconds must be an integer of at least maxBlockSeconds: ${forgetAfterSeconds}`);
  }
  return {
    failuresBeforeBackoff,
    firstBlockMs: firstBlockSeconds * 1000,
    maxBlockMs: maxBlockSeconds * 1000,
    forgetAfterMs: forgetAfterSeconds * 1000,
  };
}

/** How long a key is blocked after its `failures`-th failure: 0 below the threshold, then doubling to the ceiling. */
export function backoffBlockMs(rules: BackoffRulesMs, failures: number): number {
  if (failures < rules.failuresBeforeBackoff) return 0;
  const doublings = Math.min(failures - rules.failuresBeforeBackoff, MAX_DOUBLINGS);
  return Math.min(rules.firstBlockMs * 2 ** doublings, rules.maxBlockMs);
}

/** Counts a failure of the key at `nowMs` (or, with `count` false, only says whether one would pass). */
export function countBackoffFailure(
  rules: BackoffRulesMs,
  state: BackoffState | undefined,
  nowMs: number,
  count: boolean,
): BackoffDecision {
  const failures = state?.failures ?? 0;
  const blockedUntilMs = state?.blockedUntilMs ?? 0;
  if (blockedUntilMs > nowMs) return { allowed: false, failures, retryAfterMs: blockedUntilMs - nowMs, next: null };
  if (!count) return { allowed: true, failures, retryAfterMs: 0, next: null };
  const counted = failures + 1;
  const blockMs = backoffBlockMs(rules, counted);
  return {
    allowed: true,
    failures: counted,
    retryAfterMs: 0,
    next: {
      state: { failures: counted, blockedUntilMs: blockMs > 0 ? nowMs + blockMs : 0 },
      expiresAtMs: nowMs + rules.forgetAfterMs,
    },
  };
}
