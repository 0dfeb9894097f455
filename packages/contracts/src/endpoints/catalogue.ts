import {
  bannerListSchema,
  homeSchema,
  projectDetailSchema,
  projectListQuerySchema,
  projectListSchema,
} from '../catalogue.ts';
import {
  moreProjectsSchema,
  priceQuerySchema,
  projectIdParamsSchema,
  recommendationsQuerySchema,
} from '../catalogue-requests.ts';
import { catalogueRoutes } from '../http/routes/catalogue.ts';
import { songListSchema } from '../music.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['catalogue'];

export const catalogueEndpoints = defineEndpoints(catalogueRoutes, {
  home: {
    tags,
    summary: 'Home page: banners and sections of project tiles',
    query: priceQuerySchema,
    response: homeSchema,
  },
  banners: { tags, summary: 'Live home banners', response: bannerListSchema },
  projects: {
    tags,
    summary: 'The shop: genre ids joined by |, curated category, type, search, sort and paging',
    query: projectListQuerySchema,
    response: projectListSchema,
  },
  recommendations: {
    tags,
    summary: 'Projects sharing genres with a project, most popular first (the spec spells it so)',
    query: recommendationsQuerySchema,
    response: moreProjectsSchema,
  },
  project: {
    tags,
    summary: 'A project page',
    params: projectIdParamsSchema,
    query: priceQuerySchema,
    response: projectDetailSchema,
  },
  more: {
    tags,
    summary: 'More projects of the same artist, then label',
    params: projectIdParamsSchema,
    query: priceQuerySchema,
    response: moreProjectsSchema,
  },
  songs: {
    tags,
    summary: 'The tracklist of a project with preview URLs',
    params: projectIdParamsSchema,
    response: songListSchema,
  },
});
