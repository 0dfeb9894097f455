// Sessions: who is calling (a bearer token or the token cookie resolves to a user through its
// session), and opening, rotating and revoking sessions. Tokens are 256 random bits; only their
// SHA-256 is stored (docs/architecture: "random (>= 128 bits) and stored hashed").
import { createHash, randomBytes } from 'node:crypto';
import { daysToMs, SESSION_COOKIE_DAYS } from '@spindle/domain';
import type { AuthRepo } from './auth.repo.ts';

import type { AuthenticatedUser } from '../../http/session-user.ts';

export { hasRole, type AuthenticatedUser, type RequiredRole } from '../../http/session-user.ts';

/** A session lasts as long as its cookie (spec section 9: session token 365 days). */
export const SESSION_LIFETIME_MS = daysToMs(SESSION_COOKIE_DAYS);

/** The stored form of a session (or e-mail link) token: SHA-256, hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new secret token: 256 random bits, base64url (43 characters). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

// Tokens are at least 128 bits of randomness, encoded; anything far off that is not worth a query.
const PLAUSIBLE_TOKEN = /^[A-Za-z0-9._~+/=-]{16,512}$/;

/** Where a session is opened from (kept on the session row). */
export interface SessionOrigin {
  ip: string | null;
  userAgent: string | null;
  /** The token the client still held, if any: it is revoked, so a login always rotates the token. */
  replacing?: string | null;
}

export function createAuthService(repo: AuthRepo, clock: () => Date = () => new Date()) {
  return {
    /** The user of a live session token, or null (unknown, revoked, expired or malformed token). */
    async userOfToken(token: string): Promise<AuthenticatedUser | null> {
      if (!PLAUSIBLE_TOKEN.test(token)) return null;
      return repo.findUserBySessionTokenHash(hashSessionToken(token), clock());
    },

    /** Opens a new session for a user who just proved who they are; the previous token of the client is revoked. */
    async openSession(userId: number, origin: SessionOrigin): Promise<{ token: string; expiresAt: Date }> {
      const now = clock();
      if (origin.replacing && PLAUSIBLE_TOKEN.test(origin.replacing)) {
        await repo.revokeSessionByTokenHash(hashSessionToken(origin.replacing), now);
      }
      const token = newSecretToken();
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await repo.insertSession({
        tokenHash: hashSessionToken(token),
        userId,
        expiresAt,
        ip: origin.ip,
        userAgent: origin.userAgent?.slice(0, 512) ?? null,
        now,
      });
      await repo.recordLogin(userId, now);
      return { token, expiresAt };
    },

    /** Revokes the session of a token (logout); unknown tokens are ignored. */
    async closeSession(token: string): Promise<void> {
      if (PLAUSIBLE_TOKEN.test(token)) await repo.revokeSessionByTokenHash(hashSessionToken(token), clock());
    },

    /** Revokes every session of a user but `keepSessionId` (after a password change or reset). */
    async revokeSessions(userId: number, keepSessionId: number | null = null): Promise<void> {
      await repo.revokeUserSessions(userId, clock(), keepSessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
