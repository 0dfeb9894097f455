// The customer's library (spec section 7, "User"): GET user/boxes (subscriptions and gift codes),
// GET user/digital (signed links) and the download behind a link, GET and POST user/cards,
// GET user/wishes and GET user/follows (the lists behind POST user/wishes and POST user/follows/{id}).
import {
  downloadParamsSchema,
  downloadQuerySchema,
  errorBodySchema,
  myBoxesSchema,
  myCardsSchema,
  myDigitalSchema,
  myFollowsSchema,
  myWishesQuerySchema,
  myWishesSchema,
  saveCardBodySchema,
  savedCardSchema,
} from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { currentUser, requireUser } from '../../http/authentication.ts';
import { AppError } from '../../http/errors.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { LibraryService } from './library.service.ts';

const tags = ['library'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema };
const guarded = { onRequest: requireUser };

type Api = Parameters<FastifyPluginCallbackZod>[0];
interface LibraryRoutesOptions {
  library: LibraryService;
  countryHeader: string;
}

export const libraryRoutes: FastifyPluginCallbackZod<LibraryRoutesOptions> = (app, options, done) => {
  registerBoxes(app, options);
  registerDigitalPurchases(app, options);
  registerSavedCards(app, options);
  registerLists(app, options);
  done();
};

/** Box subscriptions and gift codes. */
function registerBoxes(app: Api, { library }: LibraryRoutesOptions): void {
  app.get(
    '/user/boxes',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Vinyl box subscriptions and the gift codes bought',
        response: { 200: myBoxesSchema, ...errors },
      },
    },
    async (request) => library.boxes(currentUser(request).id),
  );
}

/** The digital library and the download behind its signed links. */
function registerDigitalPurchases(app: Api, { library }: LibraryRoutesOptions): void {
  app.get(
    '/user/digital',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Releases bought with their digital version, with download links that expire',
        response: { 200: myDigitalSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return library.digital(currentUser(request).id);
    },
  );

  app.get(
    '/user/digital/:track_id/download',
    {
      schema: {
        tags,
        summary: 'The file behind a signed download link (403 when the link is tampered with or expired)',
        params: downloadParamsSchema,
        querystring: downloadQuerySchema,
        response: {
          200: z.unknown().describe('The file'),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
      // A link without its signature is refused as a bad link, not as a malformed request.
      preValidation: (request, _reply, done) => {
        const query = request.query as Record<string, unknown>;
        done(query.signature && query.expires && query.u ? undefined : new AppError('download_link_invalid', 403));
      },
    },
    async (request, reply) => {
      const file = await library.download(request.params.track_id, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  );
}

/** Cards saved at the payment provider. */
function registerSavedCards(app: Api, { library }: LibraryRoutesOptions): void {
  app.get(
    '/user/cards',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Cards saved at the payment provider',
        response: { 200: myCardsSchema, ...errors },
      },
    },
    async (request) => library.cards(currentUser(request).id),
  );

  app.post(
    '/user/cards',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Save a card (checked by the issuer; a declined card answers its decline code)',
        body: saveCardBodySchema,
        response: { 200: savedCardSchema, ...errors, 402: errorBodySchema },
      },
    },
    async (request) => {
      const result = await library.saveCard(currentUser(request).id, request.body);
      if (!result.ok) throw new AppError(result.code, 402);
      return result.card;
    },
  );
}

/** The wishlist and the follows (POST user/wishes and POST user/follows/{id} are community's and sellers'). */
function registerLists(app: Api, { library, countryHeader }: LibraryRoutesOptions): void {
  app.get(
    '/user/wishes',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The wishlist as shop tiles, newest first',
        querystring: myWishesQuerySchema,
        response: { 200: myWishesSchema, ...errors },
      },
    },
    async (request) =>
      library.wishes(currentUser(request).id, request.query, viewerOf(request, countryHeader), request.query.currency),
  );

  app.get(
    '/user/follows',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Artists and labels followed, newest first',
        response: { 200: myFollowsSchema, ...errors },
      },
    },
    async (request) => library.follows(currentUser(request).id),
  );
}
