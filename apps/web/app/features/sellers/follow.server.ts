// The follow button's form, handled by the artist and label routes' actions: POST /api/user/follows/{id}
// with the state asked for. A visitor (401) is sent to sign in and brought back to the page.
import { sellersEndpoints, type FollowState, type FollowTargetType } from '@spindle/contracts';
import { splitLocaleFromPath } from '@spindle/domain';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { z } from 'zod';
import { apiClient, notFoundResponse } from '../../lib/api.server.ts';
import { signInPath } from './sign-in-path.ts';
import { readFormBody } from '../../lib/form-body.server.ts';

/** The form sends the state wanted, so a double submit cannot undo itself. */
const followFormSchema = z.object({ following: z.enum(['true', 'false']) });

export async function submitFollow({
  request,
  url,
  context,
  target,
}: {
  request: Request;
  /** The page's URL (where a visitor comes back after signing in). */
  url: URL;
  context: Readonly<RouterContextProvider>;
  target: { type: FollowTargetType; id: number };
}): Promise<FollowState> {
  const form = followFormSchema.safeParse(Object.fromEntries(await readFormBody(request)));
  if (!form.success) throw data(null, { status: 400 });
  const followed = await apiClient(context).call(sellersEndpoints.follow, {
    params: { id: target.id },
    body: { type: target.type, following: form.data.following === 'true' },
  });
  if (followed.ok) return followed.value;
  if (followed.code === 'unauthorized') {
    throw redirect(signInPath(url.pathname + url.search, splitLocaleFromPath(url.pathname).locale));
  }
  throw notFoundResponse();
}
