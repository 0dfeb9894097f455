// Wires the artist and label side: repositories, services, routes and the background job handlers
// (encode, project lifecycle, reminders, refunds). api.ts creates it once, registers `routes` and hands
// `jobHandlers`/`schedules` to the job runner.
import type { Db } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { QuoteService } from '../quote/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import { createDashboardRepo } from './dashboard.repo.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';
import { createEncodeHandler } from './encode-job.ts';
import { createProjectAccess } from './project-access.ts';
import { renderVinylMockups } from './project-artwork.ts';
import { createProjectJobsRepo } from './project-jobs.repo.ts';
import { createProjectJobHandlers, LIFECYCLE_SCHEDULE } from './project-jobs.ts';
import { createTracksService, ENCODE_JOB } from './project-tracks.ts';
import { createProjectsRepo } from './projects.repo.ts';
import { projectsRoutes } from './projects.routes.ts';
import { createProjectsService } from './projects.service.ts';
import { createShopSettings } from './shop-settings.ts';

export interface ProjectsModuleOptions {
  db: Db;
  quote: QuoteService;
  uploads: UploadsService;
  publicStorage: FileStorage;
  privateStorage: FileStorage;
  mailer: Pick<Mailer, 'send'>;
  /** Refunds of a failed project's buyers; null leaves the refund job failing until one is configured. */
  provider: Pick<PaymentProvider, 'refund'> | null;
  staffEmail: string;
  publicUrl: string | undefined;
  /** POST projects/call-me (CALL_ME_RATE_LIMIT in dashboard.routes.ts). */
  callMeLimiter: RateLimiter;
  clock?: (() => Date) | undefined;
}

export function createProjectsModule(options: ProjectsModuleOptions) {
  const { db, quote, uploads, publicStorage, privateStorage, mailer } = options;
  const clock = options.clock ?? (() => new Date());
  const repo = createProjectsRepo(db);
  const access = createProjectAccess(repo);
  const projects = createProjectsService({
    db,
    repo,
    access,
    quote,
    publicStorage,
    redrawMockups: (project) => renderVinylMockups({ repo, publicStorage }, project),
    clock,
  });
  const tracks = createTracksService({ db, repo, access, uploads, publicStorage });
  const dashboard = createDashboardService({ db, repo: createDashboardRepo(db), access, quote, clock });
  const shop = createShopSettings({ db, repo, publicStorage });

  const jobHandlers: Record<string, JobHandler> = {
    [ENCODE_JOB]: createEncodeHandler({ repo, privateStorage, publicStorage }),
    ...createProjectJobHandlers({
      db,
      jobsRepo: createProjectJobsRepo(db),
      repo,
      mailer,
      provider: options.provider,
      baseUrl: options.publicUrl ?? 'http://localhost:3000',
      clock,
    }),
  };

  return {
    projects,
    tracks,
    dashboard,
    jobHandlers,
    schedules: [LIFECYCLE_SCHEDULE],
    routes: (async (app) => {
      await app.register(projectsRoutes, {
        projects,
        tracks,
        access,
        artwork: { repo, publicStorage },
        uploads,
        privateStorage,
      });
      await app.register(dashboardRoutes, {
        dashboard,
        shop,
        access,
        repo,
        publicStorage,
        privateStorage,
        mailer,
        staffEmail: options.staffEmail,
        publicUrl: options.publicUrl,
        callMeLimiter: options.callMeLimiter,
        clock,
      });
    }) satisfies FastifyPluginAsyncZod,
  };
}

export type ProjectsModule = ReturnType<typeof createProjectsModule>;
