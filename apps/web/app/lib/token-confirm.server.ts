// The loader and action halves of a token confirmation page (components/token-confirm.tsx).
import { splitLocaleFromPath } from '@spindle/domain';
import { data, redirect } from 'react-router';
import { readFormBody } from './form-body.server.ts';

/** What the page shows: its locale, the link's token and whether it has been used. */
export function tokenConfirmLoader(url: URL) {
  const { locale } = splitLocaleFromPath(url.pathname);
  return { locale, token: url.searchParams.get('token') ?? '', done: url.searchParams.has('done') };
}

/** The posted token goes to `apply` (the API call); a refusal shows the page again, else it says done. */
export async function tokenConfirmAction(
  request: Request,
  url: URL,
  maxLength: number,
  apply: (token: string) => Promise<{ ok: boolean }>,
) {
  const given = (await readFormBody(request)).get('token');
  const token = typeof given === 'string' ? given : '';
  if (token === '' || token.length > maxLength) return data({ invalid: true }, 400);
  if (!(await apply(token)).ok) return data({ invalid: true }, 400);
  return redirect(`${url.pathname}?done`);
}
