// The root loader's `account` value: who is signed in (one GET /api/auth/check per page request),
// and for a visitor the social providers the sign panel offers (GET /api/auth/providers).
import { authEndpoints, type AuthProviders } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { headerUserOf, type AccountSession } from './account-session.ts';
import { sessionUser } from './session-user.server.ts';

/**
 * The providers only change when the server restarts with another configuration, so a successful
 * answer is kept a minute instead of being asked for on every visitor's page.
 */
const PROVIDERS_TTL_MS = 60_000;
let providersRead: { expiresAt: number; providers: AuthProviders['providers'] } | null = null;

async function signInProviders(context: Readonly<RouterContextProvider>): Promise<AuthProviders['providers']> {
  if (providersRead && providersRead.expiresAt > Date.now()) return providersRead.providers;
  const answer = await apiClient(context).readOptional(authEndpoints.providers);
  if (!answer) return [];
  providersRead = { expiresAt: Date.now() + PROVIDERS_TTL_MS, providers: answer.providers };
  return answer.providers;
}

export async function accountSession(context: Readonly<RouterContextProvider>): Promise<AccountSession> {
  const user = await sessionUser(context);
  if (user) {
    const externalAdminUrl = user.is_admin ? (process.env.ADMIN_URL ?? null) : null;
    return { user: headerUserOf(user), providers: [], externalAdminUrl };
  }
  return { user: null, providers: await signInProviders(context), externalAdminUrl: null };
}
