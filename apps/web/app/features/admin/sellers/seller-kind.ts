// Which kind of seller an /admin page is about, read from its path (/admin/artists, /admin/artist/{id},
// /admin/labels, /admin/label/{id}, in any language), and each kind's paths. The endpoints are in
// seller-endpoints.ts, which only loaders and actions import: the contracts stay out of the browser.
import { splitLocaleFromPath, type SellerKind } from '@spindle/domain';

/** The kind an admin seller page's path names. */
export function sellerKindOfPath(pathname: string): SellerKind {
  const { path } = splitLocaleFromPath(pathname);
  return /^\/admin\/labels?(?:[/.]|$)/.test(path) ? 'label' : 'artist';
}

/** The list of a kind, and one seller's admin page. */
export const sellerListPath = (kind: SellerKind) => (kind === 'artist' ? '/admin/artists' : '/admin/labels');
export const sellerAdminPath = (kind: SellerKind, id: number) => `/admin/${kind}/${id}`;
