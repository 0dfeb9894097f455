// What the header needs of the session, from the root loader (`account` key): the signed-in user's
// few public fields (menu, badge, role links) or, for a visitor, the configured social providers.
import type { AuthProviders, UserData } from '@spindle/contracts';
import { useRouteLoaderData } from 'react-router';

/** The signed-in user as the header shows them (never the e-mail or the address). */
export type HeaderUser = Pick<UserData, 'id' | 'name' | 'picture' | 'new_messages' | 'pro' | 'is_admin' | 'role'>;

/** The session part of the root loader's data. */
export interface AccountSession {
  user: HeaderUser | null;
  /** Social sign-in buttons to show (only the providers the server has credentials for). */
  providers: AuthProviders['providers'];
  /** The external admin tool (ADMIN_URL), given to is_admin users only. */
  externalAdminUrl: string | null;
}

/** The header's fields of the user data. */
export function headerUserOf(user: UserData): HeaderUser {
  const { id, name, picture, new_messages, pro, is_admin, role } = user;
  return { id, name, picture, new_messages, pro, is_admin, role };
}

const ANONYMOUS: AccountSession = { user: null, providers: [], externalAdminUrl: null };

/** The session as the root loader saw it (anonymous when the root has not loaded, e.g. on an error page). */
export function useAccountSession(): AccountSession {
  const root = useRouteLoaderData<{ account?: AccountSession }>('root');
  return root?.account ?? ANONYMOUS;
}

/**
 * Whether the user may see the internal admin side (spec section 6: boss and team; docs/admin.md: the
 * admin flag too). The header's copy of the domain's isStaffMember, kept out of the domain package so
 * the first load does not take a chunk for it; account-session.test.ts holds both to the same answers.
 */
export function isStaff(user: Pick<HeaderUser, 'role' | 'is_admin'>): boolean {
  return user.role === 'boss' || user.role === 'team' || user.is_admin;
}
