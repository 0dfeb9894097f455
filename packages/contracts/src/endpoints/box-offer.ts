import {
  boxGiftAddressBodySchema,
  boxGiftAddressResponseSchema,
  boxGiftsResponseSchema,
  boxMonthsResponseSchema,
  boxPricesQuerySchema,
  boxPricesResponseSchema,
} from '../box-offer.ts';
import { boxOfferRoutes } from '../http/routes/box-offer.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['boxes'];

export const boxOfferEndpoints = defineEndpoints(boxOfferRoutes, {
  prices: {
    tags,
    summary: 'Price of every vinyl box choice a month and in all, in the visitor’s currency',
    query: boxPricesQuerySchema,
    response: boxPricesResponseSchema,
  },
  months: { tags, summary: 'The records of the box’s recent months', response: boxMonthsResponseSchema },
  gifts: { tags, summary: 'The gift boxes the user bought and where each stands', response: boxGiftsResponseSchema },
  giftAddress: {
    tags,
    summary: 'The delivery address of a redeemed gift box, which activates it',
    body: boxGiftAddressBodySchema,
    response: boxGiftAddressResponseSchema,
  },
});
