// /sign-out: the user menu's sign-out form (spec section 4, Authentication). POST /api/auth/logout
// revokes the session and clears the cookies token, cookie_id, sponsor, cart and ori; their
// clearing is copied onto the redirect to the home page. A GET only goes home.
import { authEndpoints } from '@spindle/contracts';
import { localisePath, splitLocaleFromPath } from '@spindle/domain';
import { redirect } from 'react-router';
import { callApi, redirectWithCookies } from '../features/account/account-api.server.ts';
import type { Route } from './+types/sign-out';

export function loader({ url }: Route.LoaderArgs) {
  return redirect(localisePath('/', splitLocaleFromPath(url.pathname).locale));
}

export async function action({ url, context }: Route.ActionArgs) {
  const home = localisePath('/', splitLocaleFromPath(url.pathname).locale);
  const result = await callApi(context, authEndpoints.logout);
  // Already signed out (401) or refused: going home signed out is still the right end.
  return redirectWithCookies(home, result.setCookies);
}
