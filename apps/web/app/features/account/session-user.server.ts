// Who is signed in, for loaders and actions: GET /api/auth/check with the visitor's cookie (spec
// section 4: the session check either fills the user or leaves the visitor anonymous). One check per
// page request, shared by the root loader and the page's own loader.
import { authEndpoints, type UserData } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { apiContext, requestContext, type ApiFetch } from '../../context.ts';
import { apiClient } from '../../lib/api.server.ts';

// Keyed by the request's ApiFetch: apps/server makes one per page request, so nothing leaks between visitors.
const checks = new WeakMap<ApiFetch, Promise<UserData | null>>();

/**
 * A failed session check (a 4xx) is the anonymous state (spec section 8); a server failure shows
 * maintenance. The API checks its own answer against the schema, so a broken one arrives as a 500.
 */
function check(context: Readonly<RouterContextProvider>): Promise<UserData | null> {
  return apiClient(context).readOptional(authEndpoints.check);
}

/** The signed-in user of this page request, or null for a visitor. */
export function sessionUser(context: Readonly<RouterContextProvider>): Promise<UserData | null> {
  // No token cookie and no bearer header: the API could only answer 401, so the round trip is skipped.
  if (!context.get(requestContext).hasSession) return Promise.resolve(null);
  const api = context.get(apiContext);
  let pending = checks.get(api);
  if (!pending) {
    pending = check(context);
    checks.set(api, pending);
  }
  return pending;
}

/** Drops the remembered check after an action changed the user (name, language...), so loaders read it again. */
export function forgetSessionUser(context: Readonly<RouterContextProvider>): void {
  checks.delete(context.get(apiContext));
}
