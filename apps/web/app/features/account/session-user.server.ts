// Who is signed in, for loaders and actions: GET /api/auth/check with the visitor's cookie (spec
// section 4: the session check either fills the user or leaves the visitor anonymous). One check per
// page request, shared by the root loader and the page's own loader.
import { userDataSchema, type UserData } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { apiContext, requestContext, type ApiFetch } from '../../context.ts';
import { maintenanceResponse } from '../../lib/api.server.ts';

// Keyed by the request's ApiFetch: apps/server makes one per page request, so nothing leaks between visitors.
const checks = new WeakMap<ApiFetch, Promise<UserData | null>>();

async function check(api: ApiFetch): Promise<UserData | null> {
  let response: Response;
  try {
    response = await api('/auth/check', { headers: { accept: 'application/json' } });
  } catch (error) {
    console.error('GET /api/auth/check failed', error);
    throw maintenanceResponse();
  }
  if (response.status >= 500) throw maintenanceResponse();
  // A failed session check is the anonymous state (spec section 8).
  if (!response.ok) return null;
  const parsed = userDataSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) {
    console.error('GET /api/auth/check does not match its contract', parsed.error.issues);
    return null;
  }
  return parsed.data;
}

/** The signed-in user of this page request, or null for a visitor. */
export function sessionUser(context: Readonly<RouterContextProvider>): Promise<UserData | null> {
  // No token cookie and no bearer header: the API could only answer 401, so the round trip is skipped.
  if (!context.get(requestContext).hasSession) return Promise.resolve(null);
  const api = context.get(apiContext);
  let pending = checks.get(api);
  if (!pending) {
    pending = check(api);
    checks.set(api, pending);
  }
  return pending;
}

/** Drops the remembered check after an action changed the user (name, language...), so loaders read it again. */
export function forgetSessionUser(context: Readonly<RouterContextProvider>): void {
  checks.delete(context.get(apiContext));
}
