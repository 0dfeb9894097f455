// GET /api/search?search=&type=projects|artists|labels (spec section 7, App; packages/contracts/src/endpoints/search.ts).
import { searchEndpoints } from '@spindle/contracts';
import type { FastifyRequest } from 'fastify';
import { routesOf } from '../../http/endpoint-route.ts';
import type { ReadSides } from '../../http/read-your-writes.ts';
import { sendKept, sendKeptAtOnce, type VisitorReadCache } from '../../http/visitor-read-cache.ts';
import type { SearchService } from './search.service.ts';

export interface SearchRoutesOptions {
  /** The read replica's service, or the primary's for a client that just wrote. */
  searchReads: ReadSides<SearchService>;
  /**
   * Visitors' answers, kept briefly (http/visitor-read-cache.ts, decision 0010): the search-as-you-type
   * of many visitors asks the same first letters ("t", "th", "the"), and its answer depends on the URL
   * alone. Emptied by any write through the API, as the catalogue's.
   */
  visitorCache?: VisitorReadCache;
}

export function searchRoutes({ searchReads, visitorCache }: SearchRoutesOptions) {
  /** The cache's key of this request's answer, or null when it is read afresh (signed in, or just wrote). */
  const keptKeyOf = (request: FastifyRequest): string | null =>
    !visitorCache || request.user || searchReads.readsPrimary(request) ? null : `${request.url}|search`;
  return routesOf(
    searchEndpoints,
    {
      results: ({ query }, { request, reply }) => {
        const read = () => searchReads.forRequest(request).search(query.search, query.type);
        const key = keptKeyOf(request);
        return key === null || !visitorCache ? read() : sendKept(visitorCache, key, reply, read);
      },
    },
    {},
    // A kept answer is sent as the request comes in, before its query is validated (the same bytes).
    (request, reply) => {
      const key = keptKeyOf(request);
      return key !== null && visitorCache !== undefined && sendKeptAtOnce(visitorCache, key, reply);
    },
  );
}
