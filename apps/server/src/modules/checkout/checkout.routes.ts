// POST cart/pay and cart/confirm (spec section 7, "Cart"): the order is made and paid here; the cart's
// own calls are the cart module's. Every amount in an answer is the server's.
import { cartConfirmBodySchema, cartPayBodySchema, checkoutResponseSchema, errorBodySchema } from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { linkOriginOf } from '../../http/link-origin.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { CheckoutService } from './checkout.service.ts';
import { idempotencyKeyOf } from './pay-idempotency.ts';

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
  countryHeader: string;
  /** PUBLIC_URL; without it, links in the order's e-mails use the origin the checkout reached us at. */
  publicUrl: string | undefined;
}

/** Documented here; checked by idempotencyKeyOf, so a bad key answers its own code. */
const payHeadersSchema = z.looseObject({ 'idempotency-key': z.string().optional() });

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const checkoutRoutes: FastifyPluginCallbackZod<CheckoutRoutesOptions> = (
  app,
  { checkout, countryHeader, publicUrl },
  done,
) => {
  app.post(
    '/cart/pay',
    {
      schema: {
        tags: ['cart'],
        summary: 'Create the order, hold the copies and start the payment (returns the next action)',
        description:
          'An Idempotency-Key header (printable ASCII, at most 255 characters, kept 24 hours) replays the first answer for the same body (Idempotent-Replayed: true); another body with the same key is refused (409 idempotency_key_reused), and a request while the first runs too (409 idempotency_key_in_use).',
        headers: payHeadersSchema,
        body: cartPayBodySchema,
        response: { 200: checkoutResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request, countryHeader);
      const client = { ip: request.ip, linkOrigin: linkOriginOf(request, publicUrl) };
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      if (key === null) return checkout.pay(request.body, viewer, client);
      const answer = await checkout.payOnce(key, request.body, viewer, client);
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.code(answer.statusCode).send(answer.body);
    },
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
