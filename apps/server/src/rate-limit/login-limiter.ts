// Brute-force protection of sign-in, independent of the HTTP framework: per account (consecutive
// failures, then a block) and per client address (password spraying over many accounts).
import { createHash } from 'node:crypto';
import { clientIpKey } from './client-ip-key.ts';
import type { RateLimiterFactory } from './rate-limiter-factory.ts';
import type { RateLimitRules } from './rate-limiter.ts';

const FIFTEEN_MINUTES_IN_SECONDS = 15 * 60;

/** The sign-in policy. */
export const loginLimiterPolicy = {
  /** 5 attempts without a success within 15 minutes, then the account refuses sign-in for 15 minutes. */
  perAccount: { points: 5, durationSeconds: FIFTEEN_MINUTES_IN_SECONDS, blockSeconds: FIFTEEN_MINUTES_IN_SECONDS },
  /** 50 sign-in attempts per 15 minutes from one address (one /64 for IPv6), whatever the accounts. */
  perIp: { points: 50, durationSeconds: FIFTEEN_MINUTES_IN_SECONDS },
} as const satisfies Record<'perAccount' | 'perIp', RateLimitRules>;

export type LoginLimiterPolicy = Record<keyof typeof loginLimiterPolicy, RateLimitRules>;

/** Who is trying to sign in: the e-mail typed and the client address (request.ip; null when unknown). */
export interface LoginAttempt {
  email: string;
  ip: string | null;
}

/** Whether the attempt may go on to the password check; refusals carry the Retry-After. */
export type LoginCheck =
  { ok: true } | { ok: false; code: 'too_many_requests'; limitedBy: 'account' | 'ip'; retryAfterSeconds: number };

/** Where the account stands after a failed attempt (to warn before the block, or say how long it lasts). */
export interface LoginFailureOutcome {
  attemptsLeft: number;
  retryAfterSeconds: number;
}

// The e-mail is hashed so the store never holds addresses; case and spaces do not make a new account.
function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('base64url');
}

/** The sign-in limiter on the factory's store (memory, or Redis shared by every instance). */
export function createLoginLimiter(
  factory: Pick<RateLimiterFactory, 'create'>,
  policy: LoginLimiterPolicy = loginLimiterPolicy,
) {
  const perAccount = factory.create('login-account', policy.perAccount);
  const perIp = factory.create('login-ip', policy.perIp);

  return {
    /**
     * Call before checking the password. It counts the attempt at once, as a failure until
     * recordLoginSuccess says otherwise: checking first and counting only after a failed password
     * check would let a burst of parallel guesses all pass the check before the first failure lands.
     */
    async checkLogin({ email, ip }: LoginAttempt): Promise<LoginCheck> {
      if (ip) {
        const byIp = await perIp.consume(clientIpKey(ip));
        if (!byIp.allowed) {
          return { ok: false, code: 'too_many_requests', limitedBy: 'ip', retryAfterSeconds: byIp.retryAfterSeconds };
        }
      }
      const byAccount = await perAccount.consume(accountKey(email));
      if (!byAccount.allowed) {
        return {
          ok: false,
          code: 'too_many_requests',
          limitedBy: 'account',
          retryAfterSeconds: byAccount.retryAfterSeconds,
        };
      }
      return { ok: true };
    },

    /** Call after a wrong password: the attempt is already counted; this says what is left of the account's. */
    async recordLoginFailure({ email }: LoginAttempt): Promise<LoginFailureOutcome> {
      const next = await perAccount.peek(accountKey(email));
      return { attemptsLeft: next.allowed ? next.remaining : 0, retryAfterSeconds: next.retryAfterSeconds };
    },

    /** Call after a correct password: the account's failures are forgotten (the address's count stays). */
    async recordLoginSuccess({ email }: LoginAttempt): Promise<void> {
      await perAccount.reset(accountKey(email));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
