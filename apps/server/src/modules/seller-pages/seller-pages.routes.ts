// GET /api/artists/{id}, GET /api/labels/{id}, GET /api/shops/{code} and POST /api/user/follows/{id}
// (spec sections 2 and 7; packages/contracts/src/endpoints/sellers.ts). An artist's or label's
// projects come from GET /api/projects?artist=&label=.
import { sellersEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { SellerPagesService } from './seller-pages.service.ts';

export interface SellerPagesRoutesOptions {
  sellers: SellerPagesService;
  countryHeader: string;
}

export function sellerPagesRoutes({ sellers, countryHeader }: SellerPagesRoutesOptions) {
  return routesOf(sellersEndpoints, {
    artist: ({ params, query }, { request }) =>
      sellers.getArtist(params.id, viewerOf(request, countryHeader), query.lang),
    label: ({ params, query }, { request }) =>
      sellers.getLabel(params.id, viewerOf(request, countryHeader), query.lang),
    shop: ({ params, query }, { request }) => sellers.getShop(params.code, query, viewerOf(request, countryHeader)),
    follow: ({ params, body, user }) => sellers.follow(user.id, { type: body.type, id: params.id }, body.following),
  });
}
