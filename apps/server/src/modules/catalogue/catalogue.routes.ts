// GET /api/home, /api/banners, /api/projects, /api/projects/recommandations, /api/projects/{id}, /more,
// /songs (spec section 7; packages/contracts/src/endpoints/catalogue.ts).
import { catalogueEndpoints } from '@spindle/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routesOf } from '../../http/endpoint-route.ts';
import type { ReadSides } from '../../http/read-your-writes.ts';
import { sendKept, type VisitorReadCache } from '../../http/visitor-read-cache.ts';
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
  const asViewer = createViewerRead(options);
  return routesOf(catalogueEndpoints, {
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
  });
}

function createViewerRead({ countryHeader, visitorCache, catalogueReads }: CatalogueRoutesOptions) {
  /**
   * A read as this request's viewer, on the replica or the primary; a visitor's is the kept answer while
   * it is fresh, except right after the visitor wrote (the kept answer may predate the write).
   */
  return function asViewer<T>(
    { request, reply }: { request: FastifyRequest; reply: FastifyReply },
    read: (viewer: Viewer, catalogue: CatalogueService) => Promise<T>,
  ): Promise<T | FastifyReply> | FastifyReply {
    const viewer = viewerOf(request, countryHeader);
    const catalogue = catalogueReads.forRequest(request);
    if (viewer.user || !visitorCache || catalogueReads.readsPrimary(request)) return read(viewer, catalogue);
    const key = `${request.url}|${viewer.locale}|${viewer.country ?? '-'}`;
    return sendKept(visitorCache, key, reply, () => read(viewer, catalogue));
  };
}
