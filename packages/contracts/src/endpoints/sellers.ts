import { sellersRoutes } from '../http/routes/sellers.ts';
import {
  artistProfileSchema,
  followRequestSchema,
  followStateSchema,
  labelProfileSchema,
  sellerIdParamsSchema,
  sellerQuerySchema,
  shopCodeParamsSchema,
  shopQuerySchema,
  shopSchema,
} from '../sellers.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['sellers'];

export const sellersEndpoints = defineEndpoints(sellersRoutes, {
  artist: {
    tags,
    summary: 'An artist page header: bio in the page language (else English), followers, shop',
    params: sellerIdParamsSchema,
    query: sellerQuerySchema,
    response: artistProfileSchema,
  },
  label: {
    tags,
    summary: 'A label page header and the artists it has released',
    params: sellerIdParamsSchema,
    query: sellerQuerySchema,
    response: labelProfileSchema,
  },
  shop: {
    tags,
    summary: 'A shop by its code (white-label or not) and a page of the projects it shows',
    params: shopCodeParamsSchema,
    query: shopQuerySchema,
    response: shopSchema,
  },
  follow: {
    tags,
    summary: 'Follow or unfollow an artist (or a label with type=label); toggles without `following`',
    params: sellerIdParamsSchema,
    body: followRequestSchema,
    response: followStateSchema,
  },
});
