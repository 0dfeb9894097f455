// Guard of every /admin page (docs/admin.md): a visitor signs in first; someone who is not staff sees
// page-not-found (the staff side does not announce itself); staff whose session has not verified the
// second factor go to /admin/second-factor, and come back to the page they asked for.
import { adminEndpoints, type UserData } from '@spindle/contracts';
import { isStaffMember, localisePath, splitLocaleFromPath } from '@spindle/domain';
import { redirect, type RouterContextProvider } from 'react-router';
import { requireUser } from '../account/index.server.ts';
import { apiClient, notFoundResponse } from '../../lib/api.server.ts';

/** The signed-in staff member, else a thrown redirect (sign-in) or page-not-found. */
export async function requireStaffMember(context: Readonly<RouterContextProvider>, url: URL): Promise<UserData> {
  const user = await requireUser(context, url);
  if (!isStaffMember({ role: user.role, isAdmin: user.is_admin })) throw notFoundResponse();
  return user;
}

/** The second-factor page with the page to come back to. */
export function secondFactorPath(url: URL): string {
  const { locale } = splitLocaleFromPath(url.pathname);
  const back = new URLSearchParams({ redirect: url.pathname + url.search });
  return `${localisePath('/admin/second-factor', locale)}?${back.toString()}`;
}

/** A staff member whose session verified the second factor; else sent to verify it first. */
export async function requireVerifiedStaff(context: Readonly<RouterContextProvider>, url: URL): Promise<UserData> {
  const user = await requireStaffMember(context, url);
  const status = await apiClient(context).read(adminEndpoints.secondFactorStatus);
  if (!status.verified) throw redirect(secondFactorPath(url));
  return user;
}
