// Guard of the protected pages (spec sections 2 and 6): an anonymous visitor is sent to /sign in the
// page's language with the current path and query as `redirect`, and comes back there after signing in.
import type { UserData } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { redirect, type RouterContextProvider } from 'react-router';
import { signPagePath } from './sign-paths.ts';
import { sessionUser } from './session-user.server.ts';

/**
 * The signed-in user, or a thrown redirect to `/sign?redirect=<path+query>` (localised).
 * Use it first in the loader and the action of every /my-account/* page:
 * `const user = await requireUser(context, url);` (`url` is the loader's argument, the page URL).
 */
export async function requireUser(context: Readonly<RouterContextProvider>, url: URL): Promise<UserData> {
  const user = await sessionUser(context);
  if (user) return user;
  throw redirect(signPagePath(splitLocaleFromPath(url.pathname).locale, url.pathname + url.search));
}
