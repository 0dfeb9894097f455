import { dashboardRoutes } from '../http/routes/dashboard.ts';
import {
  breakEvenSchema,
  callMeRequestSchema,
  callMeResponseSchema,
  extractOrdersQuerySchema,
  managedProjectParamsSchema,
  projectOrdersQuerySchema,
  projectOrdersSchema,
  projectStatsQuerySchema,
  projectStatsSchema,
} from '../projects-manage.ts';
import { defineEndpoints, fileAnswer } from './define-endpoint.ts';

const tags = ['projects'];
const params = managedProjectParamsSchema;
const orders = {
  tags,
  summary: 'The project’s order lines, newest first',
  params,
  query: projectOrdersQuerySchema,
  response: projectOrdersSchema,
};

export const dashboardEndpoints = defineEndpoints(dashboardRoutes, {
  stats: {
    tags,
    summary: 'Sales over time, by country and currency (charts)',
    params,
    query: projectStatsQuerySchema,
    response: projectStatsSchema,
  },
  breakEven: { tags, summary: 'The pressing’s cost against the sales so far', params, response: breakEvenSchema },
  orders,
  userOrders: orders,
  extractOrders: {
    tags,
    summary: 'The project’s orders as CSV or XLSX',
    params,
    query: extractOrdersQuerySchema,
    response: fileAnswer('text/csv or XLSX'),
  },
  callMe: {
    tags,
    summary: 'Ask the team to call back (e-mailed to staff)',
    body: callMeRequestSchema,
    response: callMeResponseSchema,
  },
});
