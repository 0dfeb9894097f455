import {
  digitalSingleSchema,
  digitalSinglesSchema,
  singleCreateBodySchema,
  singleParamsSchema,
  singlePricesBodySchema,
  singleTrackBodySchema,
} from '../admin-digital-singles.ts';
import { adminDigitalSinglesRoutes } from '../http/routes/admin-digital-singles.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['admin'];

export const adminDigitalSinglesEndpoints = defineEndpoints(adminDigitalSinglesRoutes, {
  list: { tags, summary: 'The digital singles, newest first, each with its buyers', response: digitalSinglesSchema },
  create: {
    tags,
    summary: 'A new digital single (a download only), unpublished, with its prices',
    body: singleCreateBodySchema,
    response: digitalSingleSchema,
  },
  setPrices: {
    tags,
    summary: 'The single’s prices: EUR and any other currency',
    params: singleParamsSchema,
    body: singlePricesBodySchema,
    response: digitalSingleSchema,
  },
  setTrack: {
    tags,
    summary: 'The single’s track from a finished upload; its preview encode is queued',
    params: singleParamsSchema,
    body: singleTrackBodySchema,
    response: digitalSingleSchema,
  },
  publish: {
    tags,
    summary: 'Put the single on sale (it needs its track)',
    params: singleParamsSchema,
    response: digitalSingleSchema,
  },
});
