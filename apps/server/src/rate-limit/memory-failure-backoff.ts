// A failure backoff in this process's memory: the default when REDIS_URL is unset (one instance).
import { createBoundedKeyMap } from './bounded-key-map.ts';
import {
  checkBackoffRules,
  countBackoffFailure,
  type BackoffRules,
  type BackoffState,
  type FailureBackoff,
} from './failure-backoff.ts';
import { retryAfterSecondsOf } from './token-bucket.ts';

export interface MemoryFailureBackoffOptions extends BackoffRules {
  /** Most keys held at once (100,000 by default). */
  maxKeys?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  clock?: () => number;
}

/** A backoff held in a Map of this process. */
export function createMemoryFailureBackoff(options: MemoryFailureBackoffOptions): FailureBackoff {
  const rules = checkBackoffRules(options);
  const { maxKeys = 100_000, clock = Date.now } = options;
  const states = createBoundedKeyMap<BackoffState>(maxKeys, clock());

  function decide(key: string, count: boolean) {
    const nowMs = clock();
    const decision = countBackoffFailure(rules, states.get(key, nowMs), nowMs, count);
    if (decision.next) states.set(key, decision.next.state, decision.next.expiresAtMs, nowMs);
    return {
      allowed: decision.allowed,
      failures: decision.failures,
      retryAfterSeconds: retryAfterSecondsOf(decision.retryAfterMs),
    };
  }

  // Decided synchronously, so a count is atomic in one process.
  return {
    countFailure: (key) => Promise.resolve(decide(key, true)),
    peek: (key) => Promise.resolve(decide(key, false)),
    reset: (key) => {
      states.delete(key);
      return Promise.resolve();
    },
  };
}
