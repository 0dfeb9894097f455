// The customer's library (spec section 7, "User"; packages/contracts/src/endpoints/library.ts):
// GET user/boxes (subscriptions and gift codes), GET user/digital (signed links) and the download
// behind a link, GET and POST user/cards, GET user/wishes and GET user/follows (the lists behind
// POST user/wishes and POST user/follows/{id}).
import { libraryEndpoints } from '@spindle/contracts';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import { viewerOf } from '../../http/viewer.ts';
import type { LibraryService } from './library.service.ts';

export interface LibraryRoutesOptions {
  library: LibraryService;
  countryHeader: string;
}

export function libraryRoutes({ library, countryHeader }: LibraryRoutesOptions): FastifyPluginCallback {
  const routes = routesOf(libraryEndpoints, {
    boxes: ({ user }) => library.boxes(user.id),
    digital: ({ user }, { reply }) => {
      reply.header('cache-control', 'private, no-store');
      return library.digital(user.id);
    },
    download: async ({ params, query }, { reply }) => {
      const file = await library.download(params.track_id, query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
    cards: ({ user }) => library.cards(user.id),
    saveCard: async ({ body, user }) => {
      const result = await library.saveCard(user.id, body);
      if (!result.ok) throw new AppError(result.code);
      return result.card;
    },
    cardSetup: ({ user }, { reply }) => {
      reply.header('cache-control', 'private, no-store');
      return library.cardSetup(user.id);
    },
    wishes: ({ query, user }, { request }) =>
      library.wishes(user.id, query, viewerOf(request, countryHeader), query.currency),
    follows: ({ user }) => library.follows(user.id),
  });
  return (app, options, done) => {
    app.addHook('preValidation', refuseUnsignedDownload);
    routes(app, options, done);
  };
}

/** A download link without its signature is refused as a bad link, not as a malformed request. */
function refuseUnsignedDownload(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
  if (!request.routeOptions.url?.endsWith(libraryEndpoints.download.path)) return done();
  const query = request.query as Record<string, unknown>;
  done(query.signature && query.expires && query.u ? undefined : new AppError('download_link_invalid'));
}
