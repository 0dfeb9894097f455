// request.user: resolved from `Authorization: Bearer <token>` or the `token` cookie (spec section 7:
// calls carry a bearer token when the user has one), plus the guards routes put in onRequest.
import {
  COOKIE_NAMES,
  hasStaffPermission,
  isStaffMember,
  needsSecondFactor,
  type StaffPermission,
} from '@spindle/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasRole,
  type AuthenticatedUser,
  type RequiredRole,
  type SecondFactorGate,
  type SessionResolver,
} from './session-user.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, null for a visitor. */
    user: AuthenticatedUser | null;
    /** Whether the session verified the staff second factor (false for everyone but verified staff). */
    secondFactorVerified: boolean;
  }
}

/** Where a request's session token came from: a bearer header (API clients) or the cookie (browsers). */
export interface SessionCredential {
  token: string;
  source: 'bearer' | 'cookie';
}

/** The session token a request carries and its source: the bearer token first, else the token cookie. */
export function sessionCredentialOf(request: FastifyRequest): SessionCredential | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return { token: match[1], source: 'bearer' };
  }
  const cookie = request.cookies[COOKIE_NAMES.token];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/** The session token a request carries: the bearer token first, else the token cookie. */
export function sessionTokenOf(request: FastifyRequest): string | null {
  return sessionCredentialOf(request)?.token ?? null;
}

/**
 * Resolves request.user before the handlers of this instance (register it inside the /api plugin), and
 * for a staff member whether the session verified the second factor.
 */
export function registerAuthentication(
  app: FastifyInstance,
  auth: SessionResolver,
  gate?: SecondFactorGate,
  /**
   * A check run first in the same hook (the API's CSRF check, http/csrf.ts): its error answers the
   * request before any session is looked up. One hook instead of two on every request (issue 19).
   */
  refuse?: (request: FastifyRequest) => Error | undefined,
): (request: FastifyRequest) => Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('secondFactorVerified', false);
  const resolve = async (request: FastifyRequest, token: string): Promise<void> => {
    const user = await auth.userOfToken(token);
    request.user = user;
    request.secondFactorVerified =
      user && gate && isStaffMember(user) ? await gate.isSessionVerified(user.sessionId) : false;
  };
  // Without a credential there is no session to look up: the request stays a visitor's (user null,
  // no second factor, the decorators' defaults), without a query or a wait.
  app.addHook('onRequest', (request, _reply, done) => {
    const refused = refuse?.(request);
    if (refused !== undefined) {
      done(refused);
      return;
    }
    const token = sessionTokenOf(request);
    if (token === null) {
      done();
      return;
    }
    resolve(request, token).then(() => done(), done);
  });
  // The same resolution, for the endpoints the pages read in process (http/in-process-endpoints.ts).
  return (request) => {
    const token = sessionTokenOf(request);
    return token === null ? Promise.resolve() : resolve(request, token);
  };
}

/** Route guard (onRequest, so it answers before body validation): 401 unless signed in. */
export function requireUser(request: FastifyRequest): Promise<void> {
  return request.user ? Promise.resolve() : Promise.reject(new AppError('unauthorized'));
}

/** Route guard factory: 401 unless signed in, 403 unless the user holds one of the roles. */
export function requireRole(...roles: RequiredRole[]) {
  return (request: FastifyRequest): Promise<void> => {
    if (!request.user) return Promise.reject(new AppError('unauthorized'));
    if (!hasRole(request.user, roles)) return Promise.reject(new AppError('forbidden'));
    return Promise.resolve();
  };
}

/** Route guard: 401 unless signed in, 403 unless a pro user (spec section 6: the PRO category). */
export const requirePro = (request: FastifyRequest): Promise<void> => {
  if (!request.user) return Promise.reject(new AppError('unauthorized'));
  return request.user.pro ? Promise.resolve() : Promise.reject(new AppError('forbidden'));
};

/** Route guard: 401 unless signed in, 403 unless internal staff (role boss or team, spec section 6). */
export const requireTeam = requireRole('boss', 'team');

/** Route guard: 401 unless signed in, 403 unless the admin flag is set (is_admin, also called isMun). */
export const requireAdmin = requireRole('admin');

/**
 * Route guard factory for the staff side: 401 unless signed in, 403 `forbidden` unless the staff
 * permission table grants the permission, 403 `second_factor_required` unless the session verified
 * the second factor (all but the factor's own routes; docs/admin.md).
 */
export function requireStaff(permission: StaffPermission) {
  return (request: FastifyRequest): Promise<void> => {
    if (!request.user) return Promise.reject(new AppError('unauthorized'));
    if (!hasStaffPermission(request.user, permission)) return Promise.reject(new AppError('forbidden'));
    if (needsSecondFactor(permission) && !request.secondFactorVerified) {
      return Promise.reject(new AppError('second_factor_required'));
    }
    return Promise.resolve();
  };
}

/** The signed-in user of a route guarded by requireUser (throws if the guard was forgotten). */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new AppError('unauthorized');
  return request.user;
}
