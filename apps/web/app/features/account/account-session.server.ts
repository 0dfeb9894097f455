// The root loader's `account` value: who is signed in (one GET /api/auth/check per page request),
// and for a visitor the social providers the sign panel offers (GET /api/auth/providers).
import { authProvidersResponseSchema } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import { apiClient } from '../../lib/api.server.ts';
import { headerUserOf, type AccountSession } from './account-session.ts';
import { sessionUser } from './session-user.server.ts';

export async function accountSession(context: Readonly<RouterContextProvider>): Promise<AccountSession> {
  const user = await sessionUser(context);
  if (user) {
    const externalAdminUrl = user.is_admin ? (process.env.ADMIN_URL ?? null) : null;
    return { user: headerUserOf(user), providers: [], externalAdminUrl };
  }
  const providers = await apiClient(context).getOptional('/auth/providers', authProvidersResponseSchema);
  return { user: null, providers: providers?.providers ?? [], externalAdminUrl: null };
}
