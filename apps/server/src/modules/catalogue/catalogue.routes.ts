// GET /api/home, /api/banners, /api/projects, /api/projects/recommandations, /api/projects/{id}, /more,
// /songs (spec section 7).
import {
  bannerListSchema,
  errorBodySchema,
  homeSchema,
  moreProjectsSchema,
  priceQuerySchema,
  projectDetailSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListSchema,
  recommendationsQuerySchema,
  songListSchema,
} from '@spindle/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { sendKept, type VisitorReadCache } from '../../http/visitor-read-cache.ts';
import { viewerOf, type Viewer } from '../../http/viewer.ts';
import type { CatalogueService } from './catalogue.service.ts';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  countryHeader: string;
  /** Visitors' answers, kept briefly (http/visitor-read-cache.ts); none when absent. */
  visitorCache?: VisitorReadCache;
}

const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** The Fastify instance this plugin registers its routes on. */
type RoutesApp = Parameters<FastifyPluginCallbackZod<CatalogueRoutesOptions>>[0];

export const catalogueRoutes: FastifyPluginCallbackZod<CatalogueRoutesOptions> = (app, options, done) => {
  const asViewer = createViewerRead(options);
  registerHomeCalls(app, options.catalogue, asViewer);
  registerShopCalls(app, options.catalogue, asViewer);
  registerProjectPageCalls(app, options.catalogue, asViewer);
  done();
};

function createViewerRead({ countryHeader, visitorCache }: CatalogueRoutesOptions) {
  /** A read as this request's viewer; a visitor's is the kept answer while it is fresh. */
  return function asViewer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: (viewer: Viewer) => Promise<T>,
  ): Promise<T | FastifyReply> {
    const viewer = viewerOf(request, countryHeader);
    if (viewer.user || !visitorCache) return read(viewer);
    const key = `${request.url}|${viewer.locale}|${viewer.country ?? '-'}`;
    return sendKept(visitorCache, key, reply, () => read(viewer));
  };
}

type ViewerRead = ReturnType<typeof createViewerRead>;

/** The home page and its banners. */
function registerHomeCalls(app: RoutesApp, catalogue: CatalogueService, asViewer: ViewerRead): void {
  app.get(
    '/home',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Home page: banners and sections of project tiles',
        querystring: priceQuerySchema,
        response: { 200: homeSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => asViewer(request, reply, (viewer) => catalogue.getHome(viewer, request.query.currency)),
  );

  app.get(
    '/banners',
    { schema: { tags: ['catalogue'], summary: 'Live home banners', response: { 200: bannerListSchema } } },
    async (request, reply) => asViewer(request, reply, (viewer) => catalogue.listBanners(viewer)),
  );
}

/** The shop's list of projects, and the recommendations beside a project. */
function registerShopCalls(app: RoutesApp, catalogue: CatalogueService, asViewer: ViewerRead): void {
  app.get(
    '/projects',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The shop: genre ids joined by |, curated category, type, search, sort and paging',
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, ...errors },
      },
    },
    async (request, reply) => asViewer(request, reply, (viewer) => catalogue.listProjects(request.query, viewer)),
  );

  app.get(
    '/projects/recommandations',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Projects sharing genres with a project, most popular first (the spec spells it so)',
        querystring: recommendationsQuerySchema,
        response: { 200: moreProjectsSchema, ...errors },
      },
    },
    async (request, reply) =>
      asViewer(request, reply, (viewer) =>
        catalogue.listRecommendations(request.query.project_id, viewer, request.query.currency),
      ),
  );
}

/** A project page, its "more" strip and its tracklist. */
function registerProjectPageCalls(app: RoutesApp, catalogue: CatalogueService, asViewer: ViewerRead): void {
  app.get(
    '/projects/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A project page',
        params: projectIdParamsSchema,
        querystring: priceQuerySchema,
        response: { 200: projectDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      asViewer(request, reply, (viewer) => catalogue.getProject(request.params.id, viewer, request.query.currency)),
  );

  app.get(
    '/projects/:id/more',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'More projects of the same artist, then label',
        params: projectIdParamsSchema,
        querystring: priceQuerySchema,
        response: { 200: moreProjectsSchema, ...errors },
      },
    },
    async (request, reply) =>
      asViewer(request, reply, (viewer) =>
        catalogue.listMoreProjects(request.params.id, viewer, request.query.currency),
      ),
  );

  app.get(
    '/projects/:id/songs',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The tracklist of a project with preview URLs',
        params: projectIdParamsSchema,
        response: { 200: songListSchema, ...errors },
      },
    },
    async (request, reply) => asViewer(request, reply, () => catalogue.listProjectSongs(request.params.id)),
  );
}
