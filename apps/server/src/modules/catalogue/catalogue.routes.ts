// GET /api/home, /api/banners, /api/projects, /api/projects/recommandations, /api/projects/{id}, /more,
// /songs (spec section 7; packages/contracts/src/endpoints/catalogue.ts).
import { catalogueEndpoints } from '@spindle/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routesOf } from '../../http/endpoint-route.ts';
import type { ReadSides } from '../../http/read-your-writes.ts';
import { sendKept, sendKeptAtOnce, type VisitorReadCache } from '../../http/visitor-read-cache.ts';
import { viewerOf, type Viewer } from '../../http/viewer.ts';
import type { CatalogueService } from './catalogue.service.ts';

export interface CatalogueRoutesOptions {
  /** The read replica's catalogue, or the primary's for a client that just wrote (http/read-your-writes.ts). */
  catalogueReads: ReadSides<CatalogueService>;
  countryHeader: string;
  /** Visitors' answers, kept briefly (http/visitor-read-cache.ts); none when absent. */
  visitorCache?: VisitorReadCache;
}

export function catalogueRoutes(options: CatalogueRoutesOptions) {
  const { asViewer, answerKept } = createViewerRead(options);
  return routesOf(
    catalogueEndpoints,
    {
      home: ({ query }, http) => asViewer(http, (viewer, catalogue) => catalogue.getHome(viewer, query.currency)),
      banners: (_call, http) => asViewer(http, (viewer, catalogue) => catalogue.listBanners(viewer)),
      projects: ({ query }, http) => asViewer(http, (viewer, catalogue) => catalogue.listProjects(query, viewer)),
      recommendations: ({ query }, http) =>
        asViewer(http, (viewer, catalogue) => catalogue.listRecommendations(query.project_id, viewer, query.currency)),
      project: ({ params, query }, http) =>
        asViewer(http, (viewer, catalogue) => catalogue.getProject(params.id, viewer, query.currency)),
      more: ({ params, query }, http) =>
        asViewer(http, (viewer, catalogue) => catalogue.listMoreProjects(params.id, viewer, query.currency)),
      songs: ({ params }, http) => asViewer(http, (_viewer, catalogue) => catalogue.listProjectSongs(params.id)),
    },
    {},
    answerKept,
  );
}

function createViewerRead({ countryHeader, visitorCache, catalogueReads }: CatalogueRoutesOptions) {
  /** The visitor cache's key of this request's answer, or null when it is not read from the cache. */
  const keptKeyOf = (request: FastifyRequest, viewer: Viewer): string | null => {
    if (viewer.user || !visitorCache || catalogueReads.readsPrimary(request)) return null;
    return `${request.url}|${viewer.locale}|${viewer.country ?? '-'}`;
  };
  /**
   * A read as this request's viewer, on the replica or the primary; a visitor's is the kept answer while
   * it is fresh, except right after the visitor wrote (the kept answer may predate the write).
   */
  function asViewer<T>(
    { request, reply }: { request: FastifyRequest; reply: FastifyReply },
    read: (viewer: Viewer, catalogue: CatalogueService) => Promise<T>,
  ): Promise<T | FastifyReply> | FastifyReply {
    const viewer = viewerOf(request, countryHeader);
    const catalogue = catalogueReads.forRequest(request);
    const key = keptKeyOf(request, viewer);
    if (key === null || !visitorCache) return read(viewer, catalogue);
    return sendKept(visitorCache, key, reply, () => read(viewer, catalogue));
  }
  /**
   * A visitor's kept answer sent as the request comes in (after the session is resolved), before its
   * query is read and validated and the handler runs: the same bytes and headers as the handler's hit.
   */
  function answerKept(request: FastifyRequest, reply: FastifyReply): boolean {
    if (!visitorCache || request.user) return false;
    const key = keptKeyOf(request, viewerOf(request, countryHeader));
    return key !== null && sendKeptAtOnce(visitorCache, key, reply);
  }
  return { asViewer, answerKept };
}
