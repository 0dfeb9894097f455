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
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/viewer.ts';
import type { CatalogueService } from './catalogue.service.ts';

export interface CatalogueRoutesOptions {
  catalogue: CatalogueService;
  countryHeader: string;
}

const errors = { 400: errorBodySchema, 404: errorBodySchema };

export const catalogueRoutes: FastifyPluginCallbackZod<CatalogueRoutesOptions> = (
  app,
  { catalogue, countryHeader },
  done,
) => {
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
    async (request) => catalogue.getHome(viewerOf(request, countryHeader), request.query.currency),
  );

  app.get(
    '/banners',
    { schema: { tags: ['catalogue'], summary: 'Live home banners', response: { 200: bannerListSchema } } },
    async (request) => catalogue.listBanners(viewerOf(request, countryHeader)),
  );

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
    async (request) => catalogue.listProjects(request.query, viewerOf(request, countryHeader)),
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
    async (request) =>
      catalogue.listRecommendations(request.query.project_id, viewerOf(request, countryHeader), request.query.currency),
  );

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
    async (request) =>
      catalogue.getProject(request.params.id, viewerOf(request, countryHeader), request.query.currency),
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
    async (request) =>
      catalogue.listMoreProjects(request.params.id, viewerOf(request, countryHeader), request.query.currency),
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
    async (request) => catalogue.listProjectSongs(request.params.id),
  );
  done();
};
