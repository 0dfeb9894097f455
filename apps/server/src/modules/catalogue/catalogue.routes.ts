// GET /api/home, /api/banners, /api/projects, /api/projects/recommandations, /api/projects/{id}, /more,
// /songs (spec section 7; packages/contracts/src/endpoints/catalogue.ts).
import { catalogueEndpoints } from '@spindle/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { routesOf } from '../../http/endpoint-route.ts';
import { sendKept, type VisitorReadCache } from '../../http/visitor-read-cache.ts';
import { viewerOf, type Viewer } from '../../http/viewer.ts';
import type { CatalogueService } from './catalogue.service.ts';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  countryHeader: string;
  /** Visitors' answers, kept briefly (http/visitor-read-cache.ts); none when absent. */
  visitorCache?: VisitorReadCache;
}

export function catalogueRoutes(options: CatalogueRoutesOptions) {
  const { catalogue } = options;
  const asViewer = createViewerRead(options);
  return routesOf(catalogueEndpoints, {
    home: ({ query }, http) => asViewer(http, (viewer) => catalogue.getHome(viewer, query.currency)),
    banners: (_call, http) => asViewer(http, (viewer) => catalogue.listBanners(viewer)),
    projects: ({ query }, http) => asViewer(http, (viewer) => catalogue.listProjects(query, viewer)),
    recommendations: ({ query }, http) =>
      asViewer(http, (viewer) => catalogue.listRecommendations(query.project_id, viewer, query.currency)),
    project: ({ params, query }, http) =>
      asViewer(http, (viewer) => catalogue.getProject(params.id, viewer, query.currency)),
    more: ({ params, query }, http) =>
      asViewer(http, (viewer) => catalogue.listMoreProjects(params.id, viewer, query.currency)),
    songs: ({ params }, http) => asViewer(http, () => catalogue.listProjectSongs(params.id)),
  });
}

function createViewerRead({ countryHeader, visitorCache }: CatalogueRoutesOptions) {
  /** A read as this request's viewer; a visitor's is the kept answer while it is fresh. */
  return function asViewer<T>(
    { request, reply }: { request: FastifyRequest; reply: FastifyReply },
    read: (viewer: Viewer) => Promise<T>,
  ): Promise<T | FastifyReply> {
    const viewer = viewerOf(request, countryHeader);
    if (viewer.user || !visitorCache) return read(viewer);
    const key = `${request.url}|${viewer.locale}|${viewer.country ?? '-'}`;
    return sendKept(visitorCache, key, reply, () => read(viewer));
  };
}
