// Where a form may send the visitor back to: a path on this site, never another origin.

/** `to` when it is a same-site path ('/fr/vinyl-shop?x=1'), otherwise '/'. */
export function safeRedirectPath(to: FormDataEntryValue | string | null | undefined): string {
  if (typeof to !== 'string' || !to.startsWith('/')) return '/';
  // '//host' and '/\host' are protocol-relative URLs to another site.
  if (to.startsWith('//') || to.startsWith('/\\')) return '/';
  return to;
}

/** The current URL as a redirect target, without a ?currency= that would override a new choice. */
export function returnPathWithout(pathname: string, search: string, param: string): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
