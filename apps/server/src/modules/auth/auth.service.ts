// Who is calling: a bearer token (or the token cookie) resolves to a user through its session.
// Tokens are random and only their SHA-256 is stored (docs/architecture: "stored hashed").
import { createHash } from 'node:crypto';
import type { AuthRepo } from './auth.repo.ts';

/** The signed-in user a request acts for. */
export type AuthenticatedUser = NonNullable<Awaited<ReturnType<AuthRepo['findUserBySessionTokenHash']>>>;

/** Staff roles and the admin flag, as requireRole names them. */
export type RequiredRole = 'boss' | 'team' | 'admin';

/** The stored form of a session token: SHA-256, hex. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a user holds one of the roles ('admin' is the is_admin flag, spec section 6). */
export function hasRole(user: AuthenticatedUser, roles: readonly RequiredRole[]): boolean {
  return roles.some((role) => (role === 'admin' ? user.isAdmin : user.role === role));
}

// Tokens are at least 128 bits of randomness, encoded; anything far off that is not worth a query.
const PLAUSIBLE_TOKEN = /^[A-Za-z0-9._~+/=-]{16,512}$/;

export function createAuthService(repo: AuthRepo, clock: () => Date = () => new Date()) {
  return {
    /** The user of a live session token, or null (unknown, revoked, expired or malformed token). */
    async userOfToken(token: string): Promise<AuthenticatedUser | null> {
      if (!PLAUSIBLE_TOKEN.test(token)) return null;
      return repo.findUserBySessionTokenHash(hashSessionToken(token), clock());
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
