// The staff's artists, labels, shops, pass and challenge under /api/admin, and where a merged seller's page
// went (packages/contracts/src/endpoints/admin-sellers.ts): thin handlers over the desks. Each one's guard
// (permission `catalogue`, verified second factor) comes from its declaration.
import { adminSellersEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { PassDesk } from './pass-desk.service.ts';
import type { SellerDesk } from './seller-desk.service.ts';
import type { ShopDesk } from './shop-desk.service.ts';

const actorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.name });

export function staffSellersRoutes(desks: { sellers: SellerDesk; shops: ShopDesk; pass: PassDesk }) {
  const { sellers, shops, pass } = desks;
  return routesOf(adminSellersEndpoints, {
    artists: ({ query }) => sellers.list('artist', query),
    createArtist: async ({ user, body }, { reply }) => {
      reply.code(201);
      return sellers.create(actorOf(user), 'artist', body);
    },
    artist: ({ params }) => sellers.view('artist', params.id),
    updateArtist: ({ user, params, body }) => sellers.update(actorOf(user), { kind: 'artist', id: params.id }, body),
    artistPicture: ({ user, params, body }) =>
      sellers.setPicture(actorOf(user), { kind: 'artist', id: params.id }, body.picture),
    mergeArtist: ({ user, params, body }) =>
      sellers.merge(actorOf(user), 'artist', { duplicateId: params.id, keptId: body.into }),
    labels: ({ query }) => sellers.list('label', query),
    createLabel: async ({ user, body }, { reply }) => {
      reply.code(201);
      return sellers.create(actorOf(user), 'label', body);
    },
    label: ({ params }) => sellers.view('label', params.id),
    updateLabel: ({ user, params, body }) => sellers.update(actorOf(user), { kind: 'label', id: params.id }, body),
    labelPicture: ({ user, params, body }) =>
      sellers.setPicture(actorOf(user), { kind: 'label', id: params.id }, body.picture),
    mergeLabel: ({ user, params, body }) =>
      sellers.merge(actorOf(user), 'label', { duplicateId: params.id, keptId: body.into }),
    shops: ({ query }) => shops.list(query),
    shop: ({ params }) => shops.view(params.id),
    shopChrome: ({ user, params, body }) => shops.setChrome(actorOf(user), params.id, body),
    pass: ({ query }) => pass.pass(query),
    adjustPoints: ({ user, params, body }) => pass.adjust(actorOf(user), params.id, body),
    challenge: ({ query }) => pass.challenge(query),
    mergedSeller: ({ params }) => sellers.mergedSeller(params.kind, params.id),
  });
}
