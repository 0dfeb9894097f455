// The owner's dashboard calls (spec section 7 Projects: projects/{id}/stats, projects/{id}/orders,
// projects/{id}/break-even, projects/call-me; User: user/projects/{id}/orders,
// user/projects/{id}/extract-orders (binary)), declared in packages/contracts/src/endpoints/dashboard.ts.
// Signed-in users only; another user's project is 404.
import { dashboardEndpoints, type CallMeRequest } from '@spindle/contracts';
import { slugify, type AppLocale } from '@spindle/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import { projectCheck, type ProjectAccessChecker } from '../projects/index.ts';
import type { NewCallMeRequest } from '../quote/index.ts';
import { sendCallMeRequest } from './call-me.ts';
import type { DashboardService } from './dashboard.service.ts';

export interface DashboardRoutesOptions {
  dashboard: DashboardService;
  access: ProjectAccessChecker;
  /** Keeps a call-back request until the team answers it on /bids. */
  recordCallMe: (request: NewCallMeRequest) => Promise<number>;
  mailer: Pick<Mailer, 'send'>;
  staffEmail: string;
  publicUrl: string | undefined;
  /** POST projects/call-me, keyed by user (CALL_ME_RATE_LIMIT). */
  callMeLimiter: RateLimiter;
  clock?: () => Date;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET user/projects/{id}/extract-orders: the project's orders as CSV or XLSX, in the reader's language. */
async function sendOrdersExtract(
  { dashboard, createdAt }: { dashboard: DashboardService; createdAt: Date },
  viewer: AuthenticatedUser,
  request: { projectId: number; format: 'csv' | 'xlsx'; lang: AppLocale },
  reply: FastifyReply,
) {
  const { project, rows } = await dashboard.extractRows(viewer, request.projectId);
  const { renderOrdersCsv, renderOrdersXlsx } = await import('../../documents/orders-extract.ts');
  const base = `orders-${project.id}-${slugify(project.name)}`;
  reply.header('cache-control', 'private, no-store');
  if (request.format === 'xlsx') {
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', contentDisposition('attachment', `${base}.xlsx`))
      .send(await renderOrdersXlsx(rows, { locale: request.lang, createdAt }));
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition('attachment', `${base}.csv`))
    .send(renderOrdersCsv(rows, { locale: request.lang }));
}

/** POST /projects/call-me: rate-limited per user, then e-mailed to the team. */
async function callMe(
  options: DashboardRoutesOptions & { clock: () => Date },
  user: AuthenticatedUser,
  body: CallMeRequest,
  { request, reply }: { request: FastifyRequest; reply: FastifyReply },
) {
  const limit = await options.callMeLimiter.consume(`user:${user.id}`);
  if (!limit.allowed) {
    reply.header('retry-after', String(limit.retryAfterSeconds));
    throw new AppError('too_many_requests');
  }
  const baseUrl = linkOriginOf(request, options.publicUrl);
  await sendCallMeRequest(options, user, body, baseUrl);
  return { sent: true as const };
}

export function dashboardRoutes(options: DashboardRoutesOptions) {
  const { dashboard } = options;
  const clock = options.clock ?? (() => new Date());
  const read = projectCheck(options.access, 'read');
  return routesOf(
    dashboardEndpoints,
    {
      stats: ({ params, query, user }) => dashboard.stats(user, params.id, query),
      breakEven: ({ params, user }) => dashboard.breakEven(user, params.id),
      orders: ({ params, query, user }) => dashboard.orders(user, params.id, query.page, query.size),
      userOrders: ({ params, query, user }) => dashboard.orders(user, params.id, query.page, query.size),
      extractOrders: ({ params, query, user }, { reply }) =>
        sendOrdersExtract(
          { dashboard, createdAt: clock() },
          user,
          { projectId: params.id, format: query.format, lang: query.lang },
          reply,
        ),
      callMe: ({ body, user }, http) => callMe({ ...options, clock }, user, body, http),
    },
    { stats: read, breakEven: read, orders: read, userOrders: read, extractOrders: read },
  );
}
