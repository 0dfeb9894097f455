// Which kind of seller an /admin page is about, read from its path (/admin/artists, /admin/artist/{id},
// /admin/labels, /admin/label/{id}, in any language), and each kind's endpoints and paths.
import { adminSellersEndpoints } from '@spindle/contracts';
import { splitLocaleFromPath, type SellerKind } from '@spindle/domain';

/** The kind an admin seller page's path names. */
export function sellerKindOfPath(pathname: string): SellerKind {
  const { path } = splitLocaleFromPath(pathname);
  return /^\/admin\/labels?(?:[/.]|$)/.test(path) ? 'label' : 'artist';
}

/** Each kind's staff endpoints. */
export const SELLER_ENDPOINTS = {
  artist: {
    list: adminSellersEndpoints.artists,
    one: adminSellersEndpoints.artist,
    update: adminSellersEndpoints.updateArtist,
    picture: adminSellersEndpoints.artistPicture,
    merge: adminSellersEndpoints.mergeArtist,
  },
  label: {
    list: adminSellersEndpoints.labels,
    one: adminSellersEndpoints.label,
    update: adminSellersEndpoints.updateLabel,
    picture: adminSellersEndpoints.labelPicture,
    merge: adminSellersEndpoints.mergeLabel,
  },
} as const;

/** The list of a kind, and one seller's admin page. */
export const sellerListPath = (kind: SellerKind) => (kind === 'artist' ? '/admin/artists' : '/admin/labels');
export const sellerAdminPath = (kind: SellerKind, id: number) => `/admin/${kind}/${id}`;
