// The artist and label side in one piece for api.ts: the pressing quote, the chunked uploads (private
// storage) and the five artist-side modules (projects, tracks, shops, statements, dashboard), with
// their routes, the background job handlers (encode, project lifecycle, reminders, refunds, uploads
// clean-up, the monthly statement run) and their schedules. It sees the modules through their faces only; where a lower module
// needs a higher one (a managed project shows its tracks), it is handed a callback here.
import type { Db } from '@spindle/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import type { KeptLinkOrigins } from '../http/link-origin.ts';
import type { JobHandler } from '../jobs/index.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RateLimiterFactory } from '../rate-limit/rate-limiter-factory.ts';
import { createFileStorage, type StorageConfig } from '../storage/create-file-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { createProjectSalesRepo } from '../modules/checkout/index.ts';
import { CALL_ME_RATE_LIMIT, createDashboardService, dashboardRoutes } from '../modules/dashboard/index.ts';
import type { PaymentProvider } from '../modules/payments/index.ts';
import { isDownloadOnly } from '@spindle/domain';
import { AppError } from '../http/errors.ts';
import { createDigitalSinglesService, digitalSinglesRoutes } from '../modules/digital-singles/index.ts';
import { createDigitalBuyers, createFailedProjectRefunds } from '../modules/checkout/index.ts';
import {
  createDigitalSingles,
  createProjectAccess,
  createProjectJobHandlers,
  createProjectJobsRepo,
  createProjectsRepo,
  createProjectsService,
  LIFECYCLE_SCHEDULE,
  projectsRoutes,
  renderVinylMockups,
  type ProjectAccessChecker,
} from '../modules/projects/index.ts';
import {
  createQuoteRepo,
  createQuoteService,
  QUOTE_REQUEST_RATE_LIMIT,
  quoteRoutes,
  recordCallMeRequest,
  type QuoteService,
} from '../modules/quote/index.ts';
import { followerIdsOf } from '../modules/sellers/index.ts';
import { createShopSettings, shopsRoutes } from '../modules/shops/index.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import { createUserDirectory } from '../modules/auth/index.ts';
import {
  adminStatementsRoutes,
  createStatementEntriesRepo,
  createStatementEntriesService,
  createStatementRunHandler,
  createStatementsRepo,
  createStatementsService,
  revenueSplitRoutes,
  STATEMENTS_RUN_JOB,
  STATEMENTS_RUN_SCHEDULE,
  statementsRoutes,
} from '../modules/statements/index.ts';
import {
  createEncodeHandler,
  createTracksRepo,
  createTracksService,
  ENCODE_JOB,
  tracksRoutes,
} from '../modules/tracks/index.ts';
import {
  cleanAbandonedUploads,
  createPrivateFileStorage,
  createUploadsRepo,
  createUploadsService,
  privateUploadUrl,
  uploadsRoutes,
  type UploadsService,
} from '../modules/uploads/index.ts';

/** The hourly clean-up of chunked uploads abandoned for 24 hours (docs/storage-and-uploads.md). */
export const UPLOADS_CLEANUP_JOB = 'uploads.cleanup';
export const UPLOADS_CLEANUP_SCHEDULE = { type: UPLOADS_CLEANUP_JOB, everyMinutes: 60 } as const;

export interface ArtistSideOptions {
  db: Db;
  config: StorageConfig & Pick<Config, 'PUBLIC_URL' | 'developmentOrigin' | 'CONTACT_EMAIL'>;
  mailer: Pick<Mailer, 'send'>;
  /** Refunds of a failed project's buyers; null leaves the refund job failing until one is configured. */
  provider: Pick<PaymentProvider, 'refund' | 'cancelPayment'> | null;
  /** The server's rate-limit store: POST quote and POST projects/call-me e-mail the team. */
  rateLimiters: Pick<RateLimiterFactory, 'create'>;
  /** Told when a project succeeds, by a staff move or at its end date (production starts it). */
  onProjectSucceeded?: ((projectId: number) => Promise<void>) | undefined;
  clock?: (() => Date) | undefined;
}

/** What every artist-side module is built from. */
interface ArtistSideBase {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  staffEmail: string;
  publicUrl: string | undefined;
  /** Links of e-mails sent by jobs: PUBLIC_URL, else the origin kept with the project. */
  linkOrigins: KeptLinkOrigins;
  publicStorage: FileStorage;
  privateStorage: FileStorage;
  quote: QuoteService;
  uploads: UploadsService;
  onProjectSucceeded: ((projectId: number) => Promise<void>) | undefined;
  clock: () => Date;
}

/** Projects and tracks: tracks sit above projects, so projects read a project's tracks through a callback. */
function wireProjectsAndTracks(base: ArtistSideBase) {
  const { db, publicStorage, clock } = base;
  const projectsRepo = createProjectsRepo(db);
  const access = createProjectAccess(projectsRepo);
  const tracksRepo = createTracksRepo(db);
  const tracks = createTracksService({ db, repo: tracksRepo, access, uploads: base.uploads, publicStorage });
  const projects = createProjectsService({
    db,
    repo: projectsRepo,
    access,
    quote: base.quote,
    publicStorage,
    listTracks: (projectId) => tracks.listOf(projectId),
    redrawMockups: (project) => renderVinylMockups({ repo: projectsRepo, publicStorage }, project),
    ...(base.onProjectSucceeded ? { onSucceeded: base.onProjectSucceeded } : {}),
    clock,
  });
  return { projectsRepo, access, tracksRepo, tracks, projects };
}

/** The five modules, built on projects' repository and access checks. */
function wireArtistModules(base: ArtistSideBase) {
  const { db } = base;
  const core = wireProjectsAndTracks(base);
  const sales = createProjectSalesRepo(db);
  const statementsRepo = createStatementsRepo(db);
  const entries = createStatementEntriesRepo(db);
  const users = createUserDirectory(db);
  const statements = createStatementsService({
    sales,
    repo: statementsRepo,
    entries,
    access: core.access,
    projects: core.projectsRepo,
    clock: base.clock,
  });
  const statementEntries = createStatementEntriesService({
    entries,
    audit: createAuditLog({ db, clock: base.clock }),
    users,
    projects: core.projectsRepo,
    access: core.access,
  });
  const statementRun = {
    sales,
    repo: statementsRepo,
    entries,
    projects: core.projectsRepo,
    users,
    mailer: base.mailer,
    linkOrigins: base.linkOrigins,
    clock: base.clock,
  };
  const dashboard = createDashboardService({ db, sales, access: core.access, quote: base.quote });
  const shop = createShopSettings({ db, repo: core.projectsRepo, publicStorage: base.publicStorage });
  return { ...core, statements, statementEntries, statementRun, dashboard, shop };
}

type ArtistModules = ReturnType<typeof wireArtistModules>;

/**
 * Digital singles (/admin/digital-single): the tracks service again, its access limited to digital
 * singles, which staff write (the routes' guard lets only staff holding `catalogue` in); the buyers from
 * the library, the rows from projects.
 */
function createDigitalSinglesSide(base: ArtistSideBase, modules: ArtistModules) {
  const { db, publicStorage, clock } = base;
  const singleAccess: ProjectAccessChecker = {
    async load(_viewer, projectId) {
      const project = await modules.projectsRepo.findProject(projectId);
      if (!project || !isDownloadOnly(project)) throw new AppError('not_found');
      return { project, access: 'staff' };
    },
  };
  return createDigitalSinglesService({
    db,
    singles: createDigitalSingles(db),
    buyers: createDigitalBuyers(db),
    tracks: createTracksService({
      db,
      repo: modules.tracksRepo,
      access: singleAccess,
      uploads: base.uploads,
      publicStorage,
    }),
    users: createUserDirectory(db),
    audit: createAuditLog({ db, clock }),
  });
}

function artistSideJobHandlers(
  base: ArtistSideBase,
  modules: ArtistModules,
  provider: ArtistSideOptions['provider'],
): Record<string, JobHandler> {
  const { db, publicStorage, privateStorage, uploads } = base;
  return {
    [ENCODE_JOB]: createEncodeHandler({ repo: modules.tracksRepo, privateStorage, publicStorage }),
    ...createProjectJobHandlers({
      db,
      jobsRepo: createProjectJobsRepo(db),
      // Checkout's paid orders of a failed project and their refunds: checkout sits above projects.
      refunds: createFailedProjectRefunds(db),
      repo: modules.projectsRepo,
      // Sellers' follows of auth's accounts, in one query: sellers sit above projects.
      followersOf: (project) => createUserDirectory(db).contactsAmong(followerIdsOf(db, project)),
      mailer: base.mailer,
      provider,
      linkOrigins: base.linkOrigins,
      ...(base.onProjectSucceeded ? { onSucceeded: base.onProjectSucceeded } : {}),
      clock: base.clock,
    }),
    [STATEMENTS_RUN_JOB]: createStatementRunHandler(modules.statementRun),
    [UPLOADS_CLEANUP_JOB]: async (_job, context) => {
      const result = await cleanAbandonedUploads(uploads);
      if (result.aborted || result.failed) context.logger.info(result, 'abandoned uploads cleaned');
    },
  };
}

function artistSideRoutes(
  base: ArtistSideBase,
  modules: ArtistModules,
  rateLimiters: ArtistSideOptions['rateLimiters'],
): FastifyPluginAsyncZod {
  const { publicStorage, privateStorage, clock } = base;
  const { access } = modules;
  const requestLimiter = rateLimiters.create('quote-request-ip', QUOTE_REQUEST_RATE_LIMIT);
  const callMeLimiter = rateLimiters.create('call-me-user', CALL_ME_RATE_LIMIT);
  const archive = { projectsRepo: modules.projectsRepo, tracksRepo: modules.tracksRepo, publicStorage, privateStorage };
  return async (app) => {
    await app.register(quoteRoutes({ quote: base.quote, publicUrl: base.publicUrl, requestLimiter }));
    await app.register(uploadsRoutes, { uploads: base.uploads });
    await app.register(
      projectsRoutes({
        projects: modules.projects,
        access,
        artwork: { repo: modules.projectsRepo, publicStorage },
        uploads: base.uploads,
        privateStorage,
        publicUrl: base.publicUrl,
      }),
    );
    await app.register(tracksRoutes({ tracks: modules.tracks, access, archive, clock }));
    await app.register(digitalSinglesRoutes(createDigitalSinglesSide(base, modules)));
    await app.register(shopsRoutes({ shop: modules.shop }));
    await app.register(statementsRoutes({ statements: modules.statements, access, clock }));
    await app.register(adminStatementsRoutes(modules.statementEntries));
    await app.register(revenueSplitRoutes(modules.statementEntries, modules.statements, clock));
    await app.register(
      dashboardRoutes({
        dashboard: modules.dashboard,
        access,
        recordCallMe: (request) => recordCallMeRequest(base.db, request),
        mailer: base.mailer,
        staffEmail: base.staffEmail,
        publicUrl: base.publicUrl,
        callMeLimiter,
        clock,
      }),
    );
  };
}

export function createArtistSide(options: ArtistSideOptions) {
  const { db, config, mailer, provider, rateLimiters, clock } = options;
  const staffEmail = config.CONTACT_EMAIL ?? 'hello@spindle.example';
  const privateStorage = createPrivateFileStorage(config);
  const base: ArtistSideBase = {
    db,
    mailer,
    staffEmail,
    publicUrl: config.PUBLIC_URL,
    linkOrigins: { publicUrl: config.PUBLIC_URL, developmentOrigin: config.developmentOrigin },
    publicStorage: createFileStorage(config),
    privateStorage,
    onProjectSucceeded: options.onProjectSucceeded,
    clock: clock ?? (() => new Date()),
    quote: createQuoteService({
      repo: createQuoteRepo(db),
      mailer,
      staffEmail,
      ...(clock ? { clock } : {}),
    }),
    uploads: createUploadsService({
      repo: createUploadsRepo(db),
      storage: privateStorage,
      fileUrl: (upload) => privateUploadUrl(upload.id),
      ...(clock ? { clock } : {}),
    }),
  };
  const modules = wireArtistModules(base);
  return {
    ...modules,
    quote: base.quote,
    uploads: base.uploads,
    publicStorage: base.publicStorage,
    privateStorage,
    jobHandlers: artistSideJobHandlers(base, modules, provider),
    schedules: [LIFECYCLE_SCHEDULE, UPLOADS_CLEANUP_SCHEDULE, STATEMENTS_RUN_SCHEDULE],
    routes: artistSideRoutes(base, modules, rateLimiters),
  };
}
