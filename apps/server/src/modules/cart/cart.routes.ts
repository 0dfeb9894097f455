// The cart calls (spec section 7, "Cart") but pay and confirm (checkout.routes.ts), plus POST user/event. Bodies are parsed with the contracts,
// which drop any price a client sends; every amount in an answer is the server's.
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
  errorBodySchema,
  groupShipmentResponseSchema,
  savedCartResponseSchema,
  userEventBodySchema,
} from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../http/authentication.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { CartService } from './cart.service.ts';

export interface CartRoutesOptions {
  cart: CartService;
  countryHeader: string;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** The Fastify instance this plugin registers its routes on. */
type RoutesApp = Parameters<FastifyPluginCallbackZod<CartRoutesOptions>>[0];

export const cartRoutes: FastifyPluginCallbackZod<CartRoutesOptions> = (app, options, done) => {
  registerCartCalls(app, options);
  registerSuggestionCalls(app, options);
  registerFeedbackCall(app, options);
  registerBoxCodeCalls(app, options);
  registerUserEventCall(app, options);
  done();
};

/** The cart itself: priced on every change, saved for a signed-in user, forgotten. */
function registerCartCalls(app: RoutesApp, { cart, countryHeader }: CartRoutesOptions): void {
  app.post(
    '/cart/calculate',
    {
      schema: {
        tags: ['cart'],
        summary: 'Price the cart on the server (refusals per line, VAT, shipping options, promo, service charge)',
        querystring: cartCurrencyQuerySchema,
        body: cartCalculateBodySchema,
        response: { 200: cartCalculateResponseSchema, ...errors },
      },
    },
    async (request) => cart.calculate(request.body, viewerOf(request, countryHeader), request.query.currency),
  );

  app.get(
    '/cart',
    {
      onRequest: requireUser,
      schema: {
        tags: ['cart'],
        summary: "The signed-in user's saved cart",
        response: { 200: savedCartResponseSchema, ...errors },
      },
    },
    async (request) => cart.savedCart(currentUser(request).id),
  );

  app.delete(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "Forget the cart: the user's saved cart and the anonymous cart named by ?id=",
        querystring: cartDeleteQuerySchema,
        response: { 200: cartAckResponseSchema, ...errors },
      },
    },
    async (request) => {
      await cart.deleteCart(request.query.id, request.user?.id ?? null);
      return { ok: true as const };
    },
  );
}

/** What ships with a project, and what to suggest beside the cart. */
function registerSuggestionCalls(app: RoutesApp, { cart, countryHeader }: CartRoutesOptions): void {
  app.get(
    '/projects/:id/group-shipment',
    {
      schema: {
        tags: ['cart'],
        summary: 'The parcel (cart shop key) a project goes in and the projects shipping with it',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: groupShipmentResponseSchema, ...errors },
      },
    },
    async (request) => cart.groupShipment(request.params.id),
  );

  app.post(
    '/cart/related',
    {
      schema: {
        tags: ['cart'],
        summary: 'Projects to suggest beside the cart',
        body: cartRelatedBodySchema,
        response: { 200: cartRelatedResponseSchema, ...errors },
      },
    },
    async (request) => ({
      items: await cart.related(request.body.project_ids, viewerOf(request, countryHeader), request.body.currency),
    }),
  );
}

/** The buyer's rating of a checkout. */
function registerFeedbackCall(app: RoutesApp, { cart }: CartRoutesOptions): void {
  app.post(
    '/cart/feedback',
    {
      schema: {
        tags: ['cart'],
        summary: 'Rate the checkout of an order',
        body: cartFeedbackBodySchema,
        response: { 201: cartAckResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await cart.feedback(request.body, request.user?.id ?? null);
      return reply.code(201).send({ ok: true as const });
    },
  );
}

/** Gift box codes: checked, then redeemed once. */
function registerBoxCodeCalls(app: RoutesApp, { cart }: CartRoutesOptions): void {
  app.put(
    '/boxes/code',
    {
      schema: {
        tags: ['cart'],
        summary: 'Check a gift box code',
        body: boxCodeBodySchema,
        response: { 200: boxCodeResponseSchema, 410: errorBodySchema, ...errors },
      },
    },
    async (request) => cart.checkBoxCode(request.body.code),
  );

  app.post(
    '/boxes/code',
    {
      onRequest: requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Redeem a gift box code for the signed-in user',
        body: boxCodeBodySchema,
        response: { 200: boxCodeResponseSchema, 410: errorBodySchema, ...errors },
      },
    },
    async (request) => cart.redeemBoxCode(request.body.code, currentUser(request).id),
  );
}

/** The shop events of a signed-in user. */
function registerUserEventCall(app: RoutesApp, { cart }: CartRoutesOptions): void {
  app.post(
    '/user/event',
    {
      onRequest: requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Record add_to_cart / add_to_wishlist for the signed-in user',
        body: userEventBodySchema,
        response: { 201: cartAckResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await cart.userEvent(request.body, currentUser(request).id);
      return reply.code(201).send({ ok: true as const });
    },
  );
}
