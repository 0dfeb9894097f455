// Brute-force protection of sign-in, independent of the HTTP framework (docs/rate-limits-and-geo.md,
// "Sign-in protection"). It slows the one who guesses, not the owner:
// - per account and address, an exponential backoff: a guesser at one address is slowed down, while
//   the owner at another address is not;
// - per address, a limit whatever the accounts (password spraying);
// - per account, from every address together, a throttle only a distributed attack reaches; while it
//   holds, password sign-in is refused and the owner signs in with an e-mailed link instead.
import { createHash } from 'node:crypto';
import { clientIpKey } from './client-ip-key.ts';
import type { BackoffRules, FailureBackoff } from './failure-backoff.ts';
import type { RateLimiterFactory } from './rate-limiter-factory.ts';
import type { RateLimiter, RateLimitRules } from './rate-limiter.ts';

/** The rules of each of the three limits. */
export interface LoginLimiterPolicy {
  perIp: RateLimitRules;
  perAccountAtIp: BackoffRules;
  perAccount: RateLimitRules;
}

const FIFTEEN_MINUTES_IN_SECONDS = 15 * 60;

/** The sign-in policy. */
export const loginLimiterPolicy = {
  /** 50 failed sign-ins per 15 minutes from one address (one /64 for IPv6), whatever the accounts. */
  perIp: { points: 50, durationSeconds: FIFTEEN_MINUTES_IN_SECONDS },
  /**
   * One account from one address: 4 failures pass, the 5th blocks that pair for 1 minute, each
   * further failure doubles it (2, 4, 8 minutes) up to 15; forgotten after an hour without failure.
   */
  perAccountAtIp: {
    failuresBeforeBackoff: 5,
    firstBlockSeconds: 60,
    maxBlockSeconds: FIFTEEN_MINUTES_IN_SECONDS,
    forgetAfterSeconds: 60 * 60,
  },
  /** One account from every address: 20 failures within 15 minutes throttle it for 15 minutes. */
  perAccount: { points: 20, durationSeconds: FIFTEEN_MINUTES_IN_SECONDS, blockSeconds: FIFTEEN_MINUTES_IN_SECONDS },
} as const satisfies LoginLimiterPolicy;

/** Who is trying to sign in: the e-mail typed and the client address (request.ip; null when unknown). */
export interface LoginAttempt {
  email: string;
  ip: string | null;
}

/** Which limit refused: the address, the account from this address, or the account as a whole. */
export type LoginLimit = 'ip' | 'account_at_ip' | 'account';

/** Whether the attempt may go on to the password check; refusals carry the Retry-After. */
export type LoginCheck =
  { ok: true } | { ok: false; code: 'too_many_requests'; limitedBy: LoginLimit; retryAfterSeconds: number };

/** Where the address stands with the account after a failed attempt (to warn before its backoff). */
export interface LoginFailureOutcome {
  attemptsLeft: number;
  retryAfterSeconds: number;
}

interface LoginStores {
  perIp: RateLimiter;
  perAccountAtIp: FailureBackoff;
  perAccount: RateLimiter;
  failuresBeforeBackoff: number;
}

// The e-mail is hashed so the store never holds addresses; case and spaces do not make a new account.
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('base64url');
}

// Attempts without an address share one pair per account.
function accountAtIpKey(email: string, ip: string | null): string {
  return `${accountKey(email)}@${ip ? clientIpKey(ip) : 'unknown'}`;
}

function refused(limitedBy: LoginLimit, retryAfterSeconds: number): LoginCheck {
  return { ok: false, code: 'too_many_requests', limitedBy, retryAfterSeconds };
}

/** The sign-in limiter on the factory's store (memory, or Redis shared by every instance). */
export function createLoginLimiter(
  factory: Pick<RateLimiterFactory, 'create' | 'createBackoff'>,
  policy: LoginLimiterPolicy = loginLimiterPolicy,
) {
  const stores: LoginStores = {
    perIp: factory.create('login-ip', policy.perIp),
    perAccountAtIp: factory.createBackoff('login-account-ip', policy.perAccountAtIp),
    // Not `login-account`: that name held the former per-account rules, which a Redis may still hold.
    perAccount: factory.create('login-account-throttle', policy.perAccount),
    failuresBeforeBackoff: policy.perAccountAtIp.failuresBeforeBackoff,
  };
  return {
    /**
     * Call before checking the password. It counts the attempt at once, as a failure until
     * recordLoginSuccess says otherwise: checking first and counting only after a failed password
     * check would let a burst of parallel guesses all pass the check before the first failure lands.
     */
    checkLogin: (attempt: LoginAttempt) => checkLogin(stores, attempt),
    /** Call after a wrong password: the attempt is already counted; this says what the address has left. */
    recordLoginFailure: (attempt: LoginAttempt) => recordLoginFailure(stores, attempt),
    /**
     * Call after a correct password: this address's failures on the account are forgotten and the
     * attempt leaves the address's and the account's counts (an office behind one address signing
     * its people in is not password spraying); other addresses' failures stay.
     */
    recordLoginSuccess: (attempt: LoginAttempt) => recordLoginSuccess(stores, attempt),
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

async function checkLogin(stores: LoginStores, { email, ip }: LoginAttempt): Promise<LoginCheck> {
  if (ip) {
    const byIp = await stores.perIp.consume(clientIpKey(ip));
    if (!byIp.allowed) return refused('ip', byIp.retryAfterSeconds);
  }
  // A throttled account refuses before the address is counted: the owner trying while it holds
  // does not start a backoff of their own.
  const throttle = await stores.perAccount.peek(accountKey(email));
  if (!throttle.allowed) return refused('account', throttle.retryAfterSeconds);
  // The backoff first, so that an address shut out by it no longer counts against the account:
  // one stranger alone cannot throttle it.
  const byAccountAtIp = await stores.perAccountAtIp.countFailure(accountAtIpKey(email, ip));
  if (!byAccountAtIp.allowed) return refused('account_at_ip', byAccountAtIp.retryAfterSeconds);
  const byAccount = await stores.perAccount.consume(accountKey(email));
  if (!byAccount.allowed) return refused('account', byAccount.retryAfterSeconds);
  return { ok: true };
}

async function recordLoginFailure(stores: LoginStores, { email, ip }: LoginAttempt): Promise<LoginFailureOutcome> {
  const next = await stores.perAccountAtIp.peek(accountAtIpKey(email, ip));
  return {
    attemptsLeft: next.allowed ? Math.max(0, stores.failuresBeforeBackoff - next.failures) : 0,
    retryAfterSeconds: next.retryAfterSeconds,
  };
}

async function recordLoginSuccess(stores: LoginStores, { email, ip }: LoginAttempt): Promise<void> {
  if (ip) await stores.perIp.refund(clientIpKey(ip));
  await stores.perAccountAtIp.reset(accountAtIpKey(email, ip));
  await stores.perAccount.refund(accountKey(email));
}
