// GET /api/search?search=&type=projects|artists|labels (spec section 7, App; packages/contracts/src/endpoints/search.ts).
import { searchEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import type { ReadSides } from '../../http/read-your-writes.ts';
import type { SearchService } from './search.service.ts';

/** `searchReads` picks the read replica's service, or the primary's for a client that just wrote. */
export function searchRoutes({ searchReads }: { searchReads: ReadSides<SearchService> }) {
  return routesOf(searchEndpoints, {
    results: ({ query }, { request }) => searchReads.forRequest(request).search(query.search, query.type),
  });
}
