import { analyticsAckSchema, analyticsBeaconSchema } from '../analytics.ts';
import { analyticsRoutes } from '../http/routes/analytics.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const analyticsEndpoints = defineEndpoints(analyticsRoutes, {
  record: {
    tags: ['analytics'],
    summary: 'Record page views and user events in our own database (first-party, with the visitor origin)',
    body: analyticsBeaconSchema,
    response: analyticsAckSchema,
  },
});
