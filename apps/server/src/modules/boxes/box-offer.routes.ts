// GET boxes/prices, GET boxes/months, GET user/box-gifts and POST boxes/code/address
// (packages/contracts/src/endpoints/box-offer.ts).
import { boxOfferEndpoints } from '@spindle/contracts';
import type { Db } from '@spindle/db';
import { routesOf } from '../../http/endpoint-route.ts';
import { viewerOf } from '../../http/viewer.ts';
import { pricingViewerOf } from '../cart/index.ts';
import { listBoxGifts, setGiftBoxAddress } from './box-gift.service.ts';
import type { BoxOfferService } from './box-offer.service.ts';

export interface BoxOfferRoutesOptions {
  db: Db;
  offer: BoxOfferService;
  countryHeader: string;
  clock: () => Date;
}

export function boxOfferRoutes({ db, offer, countryHeader, clock }: BoxOfferRoutesOptions) {
  return routesOf(boxOfferEndpoints, {
    prices: ({ query }, { request }) => offer.prices(pricingViewerOf(viewerOf(request, countryHeader)), query),
    months: () => offer.months(),
    gifts: async ({ user }) => ({ gifts: await listBoxGifts(db, user.id) }),
    giftAddress: ({ body, user }) => setGiftBoxAddress(db, user.id, body, clock()),
  });
}
