// The owner's dashboard calls (spec section 7 Projects: projects/{id}/stats, projects/{id}/orders,
// projects/{id}/break-even, projects/call-me; User: user/projects/{id}/orders,
// user/projects/{id}/extract-orders (binary)). Signed-in users only; another user's project is 404.
import {
  breakEvenSchema,
  callMeRequestSchema,
  callMeResponseSchema,
  errorBodySchema,
  extractOrdersQuerySchema,
  managedProjectParamsSchema,
  projectOrdersQuerySchema,
  projectOrdersSchema,
  projectStatsQuerySchema,
  projectStatsSchema,
} from '@spindle/contracts';
import { slugify } from '@spindle/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../http/authentication.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { AppError } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import { projectGuard, signedIn, type ProjectAccessChecker, type ProjectGuard } from '../projects/index.ts';
import { sendCallMeRequest } from './call-me.ts';
import type { DashboardService } from './dashboard.service.ts';

export interface DashboardRoutesOptions {
  dashboard: DashboardService;
  access: ProjectAccessChecker;
  mailer: Pick<Mailer, 'send'>;
  staffEmail: string;
  publicUrl: string | undefined;
  /** POST projects/call-me, keyed by user (CALL_ME_RATE_LIMIT). */
  callMeLimiter: RateLimiter;
  clock?: () => Date;
}

/** The Fastify instance the routes are added to (zod type provider). */
type RoutesApp = Parameters<FastifyPluginCallbackZod>[0];

/** The options with the read guard built once, and the clock. */
interface DashboardRouteContext extends DashboardRoutesOptions {
  read: ProjectGuard;
  clock: () => Date;
}

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET .../stats and .../break-even: the charts and the pressing's cost against the sales. */
function addFigureRoutes(app: RoutesApp, { dashboard, read }: DashboardRouteContext): void {
  app.get(
    '/projects/:id/stats',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'Sales over time, by country and currency (charts)',
        params: managedProjectParamsSchema,
        querystring: projectStatsQuerySchema,
        response: { 200: projectStatsSchema, ...errors },
      },
    },
    async (request) => dashboard.stats(currentUser(request), request.params.id, request.query),
  );

  app.get(
    '/projects/:id/break-even',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'The pressing’s cost against the sales so far',
        params: managedProjectParamsSchema,
        response: { 200: breakEvenSchema, ...errors },
      },
    },
    async (request) => dashboard.breakEven(currentUser(request), request.params.id),
  );
}

/** GET .../orders (on both paths) and GET user/projects/{id}/extract-orders (CSV or XLSX). */
function addOrderRoutes(app: RoutesApp, { dashboard, read, clock }: DashboardRouteContext): void {
  const ordersHandler = {
    ...read,
    schema: {
      tags,
      security,
      summary: 'The project’s order lines, newest first',
      params: managedProjectParamsSchema,
      querystring: projectOrdersQuerySchema,
      response: { 200: projectOrdersSchema, ...errors },
    },
  };
  app.get('/projects/:id/orders', ordersHandler, async (request) =>
    dashboard.orders(currentUser(request), request.params.id, request.query.page, request.query.size),
  );
  app.get('/user/projects/:id/orders', ordersHandler, async (request) =>
    dashboard.orders(currentUser(request), request.params.id, request.query.page, request.query.size),
  );

  app.get(
    '/user/projects/:id/extract-orders',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'The project’s orders as CSV or XLSX',
        params: managedProjectParamsSchema,
        querystring: extractOrdersQuerySchema,
        response: { 200: z.unknown().describe('text/csv or XLSX'), ...errors },
      },
    },
    async (request, reply) => {
      const { project, rows } = await dashboard.extractRows(currentUser(request), request.params.id);
      const { renderOrdersCsv, renderOrdersXlsx } = await import('../../documents/orders-extract.ts');
      const base = `orders-${project.id}-${slugify(project.name)}`;
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'xlsx') {
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', contentDisposition('attachment', `${base}.xlsx`))
          .send(await renderOrdersXlsx(rows, { locale: request.query.lang, createdAt: clock() }));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${base}.csv`))
        .send(renderOrdersCsv(rows, { locale: request.query.lang }));
    },
  );
}

/** POST /projects/call-me: rate-limited per user, then e-mailed to the team. */
function addCallMeRoute(app: RoutesApp, context: DashboardRouteContext): void {
  app.post(
    '/projects/call-me',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Ask the team to call back (e-mailed to staff)',
        body: callMeRequestSchema,
        response: { 201: callMeResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const limit = await context.callMeLimiter.consume(`user:${user.id}`);
      if (!limit.allowed) {
        reply.header('retry-after', String(limit.retryAfterSeconds));
        throw new AppError('too_many_requests');
      }
      const baseUrl = linkOriginOf(request, context.publicUrl);
      await sendCallMeRequest(context, user, request.body, baseUrl);
      return reply.code(201).send({ sent: true as const });
    },
  );
}

export const dashboardRoutes: FastifyPluginCallbackZod<DashboardRoutesOptions> = (app, options, done) => {
  const context: DashboardRouteContext = {
    ...options,
    read: projectGuard(options.access, 'read'),
    clock: options.clock ?? (() => new Date()),
  };
  addFigureRoutes(app, context);
  addOrderRoutes(app, context);
  addCallMeRoute(app, context);
  done();
};
