// Listed pages whose job another page does (spec section 2, issue 18): a permanent redirect to that
// page in the visitor's language, query kept. The table is @spindle/domain's PERMANENT_REDIRECTS.
import { permanentRedirectTarget } from '@spindle/domain';
import { redirect } from 'react-router';
import { notFoundResponse } from '../lib/api.server.ts';
import type { Route } from './+types/permanent-redirect';

export function loader({ url }: Route.LoaderArgs) {
  const target = permanentRedirectTarget(url.pathname + url.search);
  if (target === null) throw notFoundResponse();
  throw redirect(target, 301);
}

export default function PermanentRedirect() {
  return null;
}
