// The owner's dashboard and account calls (spec section 7 Projects: projects/{id}/stats,
// projects/{id}/orders, projects/{id}/statement (binary), projects/check-code, projects/download,
// projects/call-me; User: user/projects/{id}/orders, user/projects/{id}/extract-orders (binary); and
// the user's shop settings). Signed-in users only; another user's project is 404.
import {
  breakEvenSchema,
  callMeRequestSchema,
  callMeResponseSchema,
  checkCodeRequestSchema,
  checkCodeResponseSchema,
  errorBodySchema,
  extractOrdersQuerySchema,
  managedProjectParamsSchema,
  projectDownloadQuerySchema,
  projectOrdersQuerySchema,
  projectOrdersSchema,
  projectStatsQuerySchema,
  projectStatsSchema,
  shopSettingsResponseSchema,
  shopSettingsSchema,
  shopSettingsUpdateSchema,
  statementQuerySchema,
  statementSummarySchema,
} from '@spindle/contracts';
import { slugify } from '@spindle/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { currentUser } from '../../http/authentication.ts';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { contactReceivedTemplate } from '../../mail/templates/index.ts';
import type { RateLimiter, RateLimitRules } from '../../rate-limit/rate-limiter.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { ProjectAccessChecker } from './project-access.ts';
import { projectGuard, signedIn } from './project-guards.ts';
import { zipStream, type ZipEntry } from './project-zip.ts';
import type { ProjectsRepo } from './projects.repo.ts';
import { statementSummaryOf, type DashboardService } from './dashboard.service.ts';
import type { ShopSettingsService } from './shop-settings.ts';

export interface DashboardRoutesOptions {
  dashboard: DashboardService;
  shop: ShopSettingsService;
  access: ProjectAccessChecker;
  repo: Pick<ProjectsRepo, 'images' | 'tracks'>;
  publicStorage: FileStorage;
  privateStorage: FileStorage;
  mailer: Pick<Mailer, 'send'>;
  staffEmail: string;
  publicUrl: string | undefined;
  /** POST projects/call-me, keyed by user (CALL_ME_RATE_LIMIT). */
  callMeLimiter: RateLimiter;
  clock?: () => Date;
}

/** POST projects/call-me e-mails the team: three requests per user, earned back over an hour. */
export const CALL_ME_RATE_LIMIT: RateLimitRules = { points: 3, durationSeconds: 3600 };

const tags = ['projects'];
const security = [{ bearer: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const binary = (type: string) => z.unknown().describe(type);

export const dashboardRoutes: FastifyPluginCallbackZod<DashboardRoutesOptions> = (app, options, done) => {
  const { dashboard, shop, access, repo, publicStorage, privateStorage, mailer } = options;
  const clock = options.clock ?? (() => new Date());
  const read = projectGuard(access, 'read');

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
        response: { 200: binary('text/csv or XLSX'), ...errors },
      },
    },
    async (request, reply) => {
      const { project, rows } = await dashboard.extractRows(currentUser(request), request.params.id);
      const { renderOrdersCsv, renderOrdersXlsx } = await import('../../documents/orders-extract.ts');
      const base = `orders-${project.id}-${slugify(project.name)}`;
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'xlsx') {
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition('attachment', `${base}.xlsx`))
          .send(await renderOrdersXlsx(rows, { locale: request.query.lang, createdAt: clock() }));
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `${base}.csv`))
        .send(renderOrdersCsv(rows, { locale: request.query.lang }));
    },
  );

  app.get(
    '/projects/:id/statement',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'The month’s statement (PDF, XLSX, or its figures as JSON)',
        params: managedProjectParamsSchema,
        querystring: statementQuerySchema,
        response: { 200: z.union([statementSummarySchema, binary('application/pdf or XLSX')]), ...errors },
      },
    },
    async (request, reply) => {
      const { project, statement } = await dashboard.statement(
        currentUser(request),
        request.params.id,
        request.query.period,
      );
      if (request.query.format === 'json') return statementSummaryOf(project.id, statement);
      const meta = {
        locale: request.query.lang,
        artistName: project.artistName,
        projectTitle: project.name,
        issuedAt: clock(),
      };
      const base = `statement-${project.id}-${statement.period.key}`;
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'xlsx') {
        const { renderStatementXlsx } = await import('../../documents/statement-xlsx.ts');
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', contentDisposition('attachment', `${base}.xlsx`))
          .send(await renderStatementXlsx(statement, meta));
      }
      const { renderStatementPdf } = await import('../../documents/statement-pdf.ts');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', `${base}.pdf`))
        .send(await renderStatementPdf(statement, meta));
    },
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

  app.post(
    '/projects/check-code',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Is a shop code free?',
        body: checkCodeRequestSchema,
        response: { 200: checkCodeResponseSchema, ...errors },
      },
    },
    async (request) => shop.checkCode(currentUser(request), request.body.code),
  );

  app.get(
    '/projects/download',
    {
      ...read,
      schema: {
        tags,
        security,
        summary: 'A zip of the project’s pictures, masters and previews (owner; staff for production)',
        querystring: projectDownloadQuerySchema,
        response: { 200: binary('application/zip'), ...errors },
      },
    },
    async (request, reply) => {
      const { project } = await access.load(currentUser(request), request.query.id, 'read');
      const [images, tracks] = await Promise.all([repo.images(project.id), repo.tracks(project.id)]);
      const entries: ZipEntry[] = images.map((image) => ({
        name: `images/${image.path.split('/').pop() ?? image.variant}`,
        open: () => publicStorage.stream(image.path),
      }));
      for (const track of tracks) {
        const stem = `${String(track.disc)}-${String(track.position).padStart(2, '0')}-${slugify(track.title, 'track')}`;
        if (track.sourcePath) {
          const extension = /\.[A-Za-z0-9]{1,8}$/.exec(track.sourcePath)?.[0] ?? '';
          const sourcePath = track.sourcePath;
          entries.push({ name: `masters/${stem}${extension}`, open: () => privateStorage.stream(sourcePath) });
        }
        if (track.previewPath && track.encodingStatus === 'done') {
          const previewPath = track.previewPath;
          entries.push({ name: `previews/${stem}.mp3`, open: () => publicStorage.stream(previewPath) });
        }
      }
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          contentDisposition('attachment', `project-${project.id}-${slugify(project.name)}.zip`),
        )
        .header('cache-control', 'private, no-store')
        .send(zipStream(entries, clock()));
    },
  );

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
      const limit = await options.callMeLimiter.consume(`user:${user.id}`);
      if (!limit.allowed) {
        reply.header('retry-after', String(limit.retryAfterSeconds));
        throw new AppError('too_many_requests');
      }
      const body = request.body;
      const project = body.projectId === undefined ? null : (await access.load(user, body.projectId, 'read')).project;
      const lines = [
        `Please call ${body.name} back on ${body.phone}.`,
        body.when ? `When: ${body.when}` : null,
        project ? `Project: #${project.id} ${project.name} (${project.artistName}), step ${project.step}` : null,
        body.message ? `\n${body.message}` : null,
      ].filter((line): line is string => line !== null);
      await mailer.send({
        to: options.staffEmail,
        locale: 'en',
        template: contactReceivedTemplate.key,
        replyTo: user.email,
        userId: user.id,
        tags: ['call-me'],
        ...contactReceivedTemplate.render('en', {
          baseUrl: options.publicUrl ?? `${request.protocol}://${request.host}`,
          name: body.name,
          email: user.email,
          subject: 'Call me back',
          message: lines.join('\n'),
          visitorLocale: body.lang,
          receivedAt: clock(),
        }),
      });
      return reply.code(201).send({ sent: true as const });
    },
  );

  app.get(
    '/user/shop',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The user’s shop settings (null: no shop yet)',
        response: { 200: shopSettingsResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ shop: await shop.get(currentUser(request)) }),
  );

  app.put(
    '/user/shop',
    {
      ...signedIn,
      bodyLimit: 24 * 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Create or change the user’s shop',
        body: shopSettingsUpdateSchema,
        response: { 200: shopSettingsSchema, ...errors, 413: errorBodySchema },
      },
    },
    async (request) => shop.put(currentUser(request), request.body),
  );
  done();
};
