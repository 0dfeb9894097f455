// What the artist and label pages load: the seller and a page of its listed projects. A URL with a
// missing or outdated slug redirects permanently to the canonical one (spec section 2 routes), and so does
// the page of an artist or label staff merged into another (docs/admin.md "Artists, labels and shops").
import { adminSellersEndpoints, catalogueEndpoints, sellersEndpoints, type EndpointAnswer } from '@spindle/contracts';
import {
  artistPath,
  labelPath,
  localisePath,
  sellerSlug,
  splitLocaleFromPath,
  type CurrencyCode,
  type SellerKind,
} from '@spindle/domain';
import { redirect, type RouterContextProvider } from 'react-router';
import { apiClient, notFoundResponse } from '../../lib/api.server.ts';
import { pageOf, SELLER_PAGE_SIZE } from './paging.ts';

/** The seller's header: GET /api/artists/{id} or /api/labels/{id}. */
const PROFILE_ENDPOINTS = { artist: sellersEndpoints.artist, label: sellersEndpoints.label } as const;
type ProfileOf<K extends SellerKind> = EndpointAnswer<(typeof PROFILE_ENDPOINTS)[K]>;

export async function loadSellerPage<K extends SellerKind>({
  kind,
  params,
  url,
  context,
  currency,
}: {
  kind: K;
  params: { id: string; slug?: string };
  url: URL;
  context: Readonly<RouterContextProvider>;
  currency: CurrencyCode;
}) {
  const { locale } = splitLocaleFromPath(url.pathname);
  if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFoundResponse();
  const id = Number(params.id);
  const page = pageOf(url);
  const api = apiClient(context);
  const endpoint: (typeof PROFILE_ENDPOINTS)[SellerKind] = PROFILE_ENDPOINTS[kind];
  const [profile, projects] = await Promise.all([
    api.readOptional(endpoint, { params: { id }, query: { lang: locale } }) as Promise<ProfileOf<K> | null>,
    api.read(catalogueEndpoints.projects, { query: { [kind]: id, page, size: SELLER_PAGE_SIZE, currency } }),
  ]);
  if (!profile) {
    // A duplicate merged into another: its old page lives on as the kept one's.
    const kept = await api.readOptional(adminSellersEndpoints.mergedSeller, { params: { kind, id } });
    if (!kept) throw notFoundResponse();
    const path = kind === 'artist' ? artistPath(kept) : labelPath(kept);
    throw redirect(encodeURI(localisePath(path, locale)) + url.search, 301);
  }
  if (params.slug !== sellerSlug(kind, profile.slug)) {
    const canonical = localisePath(kind === 'artist' ? artistPath(profile) : labelPath(profile), locale);
    throw redirect(encodeURI(canonical) + url.search, 301);
  }
  // Past the last page there is nothing to show.
  if (page > 1 && projects.items.length === 0) throw notFoundResponse();
  return { locale, profile, projects, page };
}
