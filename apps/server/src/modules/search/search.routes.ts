// GET /api/search?search=&type=projects|artists|labels (spec section 7, App).
import { errorBodySchema, searchQuerySchema, searchResponseSchema } from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginCallbackZod<{ search: SearchService }> = (app, { search }, done) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Live search of projects, artists or labels',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => search.search(request.query.search, request.query.type),
  );
  done();
};
