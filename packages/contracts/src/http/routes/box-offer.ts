// The vinyl box shop side (apps/server/src/modules/boxes: box-offer.routes.ts): prices, recent months,
// the gifts bought and the address of a redeemed gift.
import { defineRoutes } from '../route.ts';

export const boxOfferRoutes = defineRoutes('boxOffer', {
  prices: { method: 'GET', path: '/boxes/prices', access: 'public' },
  months: { method: 'GET', path: '/boxes/months', access: 'public' },
  gifts: { method: 'GET', path: '/user/box-gifts', access: 'user' },
  giftAddress: {
    method: 'POST',
    path: '/boxes/code/address',
    access: 'user',
    errors: ['box_code_not_found', 'forbidden'],
  },
});
