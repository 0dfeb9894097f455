import { projectIdParamsSchema } from '../catalogue-requests.ts';
import {
  boxCodeBodySchema,
  boxCodeResponseSchema,
  cartAckResponseSchema,
  cartCalculateBodySchema,
  cartCalculateResponseSchema,
  cartCurrencyQuerySchema,
  cartDeleteQuerySchema,
  cartFeedbackBodySchema,
  cartRelatedBodySchema,
  cartRelatedResponseSchema,
  groupShipmentResponseSchema,
  savedCartResponseSchema,
  userEventBodySchema,
} from '../cart.ts';
import { cartRoutes } from '../http/routes/cart.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['cart'];

// Bodies are parsed with these schemas, which drop any price a client sends: every amount in an
// answer is the server's (spec section 7, "Cart").
export const cartEndpoints = defineEndpoints(cartRoutes, {
  calculate: {
    tags,
    summary: 'Price the cart on the server (refusals per line, VAT, shipping options, promo, service charge)',
    query: cartCurrencyQuerySchema,
    body: cartCalculateBodySchema,
    response: cartCalculateResponseSchema,
  },
  saved: { tags, summary: "The signed-in user's saved cart", response: savedCartResponseSchema },
  forget: {
    tags,
    summary: "Forget the cart: the user's saved cart and the anonymous cart named by ?id=",
    query: cartDeleteQuerySchema,
    response: cartAckResponseSchema,
  },
  groupShipment: {
    tags,
    summary: 'The parcel (cart shop key) a project goes in and the projects shipping with it',
    params: projectIdParamsSchema,
    response: groupShipmentResponseSchema,
  },
  related: {
    tags,
    summary: 'Projects to suggest beside the cart',
    body: cartRelatedBodySchema,
    response: cartRelatedResponseSchema,
  },
  feedback: {
    tags,
    summary: 'Rate the checkout of an order',
    body: cartFeedbackBodySchema,
    response: cartAckResponseSchema,
  },
  checkBoxCode: {
    tags,
    summary: 'Check a gift box code',
    body: boxCodeBodySchema,
    response: boxCodeResponseSchema,
  },
  redeemBoxCode: {
    tags,
    summary: 'Redeem a gift box code for the signed-in user',
    body: boxCodeBodySchema,
    response: boxCodeResponseSchema,
  },
  userEvent: {
    tags,
    summary: 'Record add_to_cart / add_to_wishlist for the signed-in user',
    body: userEventBodySchema,
    response: cartAckResponseSchema,
  },
});
