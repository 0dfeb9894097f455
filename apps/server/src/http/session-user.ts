// Who a request is signed in as: the session's user as the HTTP layer and every module see it. The
// auth module finds it (auth.repo.ts); it lives here so that the HTTP layer does not import auth.
import type { schema } from '@spindle/db';

type UserRow = typeof schema.users.$inferSelect;

/** The signed-in user of a request (request.user), with the session it came through. */
export type AuthenticatedUser = Pick<
  UserRow,
  'id' | 'name' | 'email' | 'role' | 'isAdmin' | 'pro' | 'type' | 'lang' | 'currency' | 'countryId'
> & { sessionId: number };

/** Staff roles a route may require; `admin` is the is_admin flag (spec section 6). */
export type RequiredRole = 'boss' | 'team' | 'admin';

/** Whether the user holds one of the roles. */
export function hasRole(user: AuthenticatedUser, roles: readonly RequiredRole[]): boolean {
  return roles.some((role) => (role === 'admin' ? user.isAdmin : user.role === role));
}

/** What resolves a session token into its user (the auth service). */
export interface SessionResolver {
  userOfToken(token: string): Promise<AuthenticatedUser | null>;
}

/**
 * Whether a staff session verified its second factor (the staff module, given at composition): the
 * HTTP layer asks it for staff members only, and the `staff` routes refuse an unverified session.
 */
export interface SecondFactorGate {
  isSessionVerified(sessionId: number): Promise<boolean>;
}
