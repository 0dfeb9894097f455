// GET /api/search?search=&type=projects|artists|labels (spec section 7, App; packages/contracts/src/endpoints/search.ts).
import { searchEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { SearchService } from './search.service.ts';

export function searchRoutes({ search }: { search: SearchService }) {
  return routesOf(searchEndpoints, {
    results: ({ query }) => search.search(query.search, query.type),
  });
}
