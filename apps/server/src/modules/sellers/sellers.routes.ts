// GET /api/artists/{id}, GET /api/labels/{id}, GET /api/shops/{code} and POST /api/user/follows/{id}
// (spec sections 2 and 7). An artist's or label's projects come from GET /api/projects?artist=&label=.
import {
  artistProfileSchema,
  errorBodySchema,
  followRequestSchema,
  followStateSchema,
  labelProfileSchema,
  sellerIdParamsSchema,
  sellerQuerySchema,
  shopCodeParamsSchema,
  shopQuerySchema,
  shopSchema,
} from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../http/authentication.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { SellersService } from './sellers.service.ts';

export interface SellersRoutesOptions {
  sellers: SellersService;
  countryHeader: string;
}

const errors = { 400: errorBodySchema, 404: errorBodySchema };

export const sellersRoutes: FastifyPluginCallbackZod<SellersRoutesOptions> = (
  app,
  { sellers, countryHeader },
  done,
) => {
  app.get(
    '/artists/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: 'An artist page header: bio in the page language (else English), followers, shop',
        params: sellerIdParamsSchema,
        querystring: sellerQuerySchema,
        response: { 200: artistProfileSchema, ...errors },
      },
    },
    async (request) => sellers.getArtist(request.params.id, viewerOf(request, countryHeader), request.query.lang),
  );

  app.get(
    '/labels/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: 'A label page header and the artists it has released',
        params: sellerIdParamsSchema,
        querystring: sellerQuerySchema,
        response: { 200: labelProfileSchema, ...errors },
      },
    },
    async (request) => sellers.getLabel(request.params.id, viewerOf(request, countryHeader), request.query.lang),
  );

  app.get(
    '/shops/:code',
    {
      schema: {
        tags: ['sellers'],
        summary: 'A shop by its code (white-label or not) and a page of the projects it shows',
        params: shopCodeParamsSchema,
        querystring: shopQuerySchema,
        response: { 200: shopSchema, ...errors },
      },
    },
    async (request) => sellers.getShop(request.params.code, request.query, viewerOf(request, countryHeader)),
  );

  app.post(
    '/user/follows/:id',
    {
      // Runs before the body is read: a visitor is told to sign in whatever they sent.
      onRequest: requireUser,
      schema: {
        tags: ['sellers'],
        summary: 'Follow or unfollow an artist (or a label with type=label); toggles without `following`',
        params: sellerIdParamsSchema,
        body: followRequestSchema,
        response: { 200: followStateSchema, 401: errorBodySchema, ...errors },
      },
    },
    async (request) =>
      sellers.follow(
        currentUser(request).id,
        { type: request.body.type, id: request.params.id },
        request.body.following,
      ),
  );
  done();
};
