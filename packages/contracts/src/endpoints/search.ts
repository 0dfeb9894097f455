import { searchQuerySchema, searchResponseSchema } from '../catalogue.ts';
import { searchRoutes } from '../http/routes/search.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const searchEndpoints = defineEndpoints(searchRoutes, {
  results: {
    tags: ['catalogue'],
    summary: 'Live search of projects, artists or labels',
    query: searchQuerySchema,
    response: searchResponseSchema,
  },
});
