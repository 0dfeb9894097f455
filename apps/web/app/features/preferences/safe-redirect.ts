// Where a form may send the visitor back to: a path on this site, never another origin (the one
// check, in packages/domain, that the server's sign-in return paths use too).
export { safeRedirectPath } from '@spindle/domain';

/** The current URL as a redirect target, without a ?currency= that would override a new choice. */
export function returnPathWithout(pathname: string, search: string, param: string): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
