// What the artist and label pages load: the seller and a page of its listed projects. A URL with a
// missing or outdated slug redirects permanently to the canonical one (spec section 2 routes).
import { projectListSchema } from '@spindle/contracts';
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
import type { z } from 'zod';
import { apiClient, notFoundResponse } from '../../lib/api.server.ts';
import { pageOf, SELLER_PAGE_SIZE } from './paging.ts';

export async function loadSellerPage<S extends z.ZodType<{ id: number; slug: string }>>({
  kind,
  schema,
  params,
  url,
  context,
  currency,
}: {
  kind: SellerKind;
  /** The contract of GET /api/artists/{id} or /api/labels/{id}. */
  schema: S;
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
  const [profile, projects] = await Promise.all([
    api.get(`/${kind}s/${id}?lang=${locale}`, schema),
    api.get(`/projects?${kind}=${id}&page=${page}&size=${SELLER_PAGE_SIZE}&currency=${currency}`, projectListSchema),
  ]);
  if (params.slug !== sellerSlug(kind, profile.slug)) {
    const canonical = localisePath(kind === 'artist' ? artistPath(profile) : labelPath(profile), locale);
    throw redirect(encodeURI(canonical) + url.search, 301);
  }
  // Past the last page there is nothing to show.
  if (page > 1 && projects.items.length === 0) throw notFoundResponse();
  return { locale, profile, projects, page };
}
