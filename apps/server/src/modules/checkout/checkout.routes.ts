// POST cart/pay and cart/confirm (spec section 7, "Cart"): the order is made and paid here; the cart's
// own calls are the cart module's. Every amount in an answer is the server's.
import { cartConfirmBodySchema, cartPayBodySchema, checkoutResponseSchema, errorBodySchema } from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/viewer.ts';
import type { CheckoutService } from './checkout.service.ts';

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
  countryHeader: string;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const checkoutRoutes: FastifyPluginCallbackZod<CheckoutRoutesOptions> = (
  app,
  { checkout, countryHeader },
  done,
) => {
  app.post(
    '/cart/pay',
    {
      schema: {
        tags: ['cart'],
        summary: 'Create the order, hold the copies and start the payment (returns the next action)',
        body: cartPayBodySchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) => checkout.pay(request.body, viewerOf(request, countryHeader), request.ip),
  );

  app.post(
    '/cart/confirm',
    {
      schema: {
        tags: ['cart'],
        summary: 'After the payment step: read the payment and confirm the order (exactly once)',
        body: cartConfirmBodySchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request) => checkout.confirm(request.body, viewerOf(request, countryHeader)),
  );

  done();
};
