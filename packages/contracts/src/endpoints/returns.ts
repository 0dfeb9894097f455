import { adminIdParamsSchema } from '../admin.ts';
import { adminReturnsRoutes, returnsRoutes } from '../http/routes/returns.ts';
import {
  adminReturnsQuerySchema,
  adminReturnsSchema,
  adminReturnStatusSchema,
  myReturnsSchema,
  returnRequestBodySchema,
  returnRequestSchema,
} from '../returns.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['returns'];

export const returnsEndpoints = defineEndpoints(returnsRoutes, {
  mine: {
    tags,
    summary: 'The parcels the signed-in buyer may return items from, and their return requests',
    response: myReturnsSchema,
  },
  request: {
    tags,
    summary: 'Ask to return copies of a parcel that left: a change of mind within 14 days, a fault within two years',
    body: returnRequestBodySchema,
    response: returnRequestSchema,
  },
});

export const adminReturnsEndpoints = defineEndpoints(adminReturnsRoutes, {
  list: {
    tags: ['admin'],
    summary: 'Return requests, newest first, filtered by status',
    query: adminReturnsQuerySchema,
    response: adminReturnsSchema,
  },
  setStatus: {
    tags: ['admin'],
    summary: 'Approve a return (with where to send it), refuse it (with why) or mark it refunded; the buyer is told',
    params: adminIdParamsSchema,
    body: adminReturnStatusSchema,
    response: returnRequestSchema,
  },
});
