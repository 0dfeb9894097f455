// The Fastify application: the JSON API under /api, files under /storage and /static, the client
// build, and React Router for every other path. main.ts boots it; tests drive it with app.inject.
import type { Database } from '@spindle/db';
import type { Server } from 'node:http';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyServerFactory,
} from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSerializerCompiler } from './http/compiled-serializer.ts';
import type { Config } from './config.ts';
import { apiPlugin } from './api.ts';
import { AppError } from './http/errors.ts';
import { answerFrameworkError, registerErrorHandlers } from './http/error-handler.ts';
import { createJobRegistry, createJobRunner, type JobRegistry, type JobRunnerOptions } from './jobs/index.ts';
import { createQueryCache } from './http/query-cache.ts';
import { createLogger, createRequestLogger, RequestLogController, requestIdOf } from './http/logging.ts';
import { registerOpenApi } from './http/openapi.ts';
import { compressedPayload } from './http/compression.ts';
import { registerCookies } from './http/cookies.ts';
import { registerReadYourWrites } from './http/read-your-writes.ts';
import { createInProcessEndpoints } from './http/in-process-endpoints.ts';
import { createSignalHandle } from './cluster/change-signal.ts';
import { securityHeadersSetter } from './http/security-headers.ts';
import { buildIdOf } from './web/load-context.ts';
import { ssrPlugin } from './web/ssr-plugin.ts';
import { thirdPartySourcesOf, thirdPartyTagsOf } from './http/third-party-tags.ts';
import { registerStaticFiles } from './web/static-files.ts';
import { createFileStorage } from './storage/create-file-storage.ts';
import { storagePublicBase, useStoragePublicBase } from './storage/public-url.ts';
import type { WebApp } from './web/web-app.ts';

export interface BuildAppOptions {
  database: Database;
  /** A PostgreSQL read replica for the catalogue's reads (DATABASE_READ_URL); the caller closes it. */
  readDatabase?: Database;
  config: Config;
  /** The React Router app; without it the server answers the API and files only (tests). */
  web?: WebApp;
  logger?: FastifyBaseLogger;
  /** main.ts passes its own HTTP server so Vite's HMR WebSocket can share the port. */
  serverFactory?: FastifyServerFactory<Server>;
  /** The time sessions, e-mail links and accounts read (tests inject one); the system clock by default. */
  clock?: () => Date;
  /** Reads the ECB's daily reference rates (tests give their own); over the network by default. */
  fetchEcbXml?: () => Promise<string>;
  /** Another Stripe API origin (a local stub in tests); api.stripe.com by default. */
  stripeApiHost?: string;
  /**
   * The background job runner (docs/jobs.md): main.ts runs it in the server process; tests leave it off
   * and run jobs themselves with the handlers of jobRegistryOf(app).
   */
  jobs?: { run: boolean; runner?: Partial<Omit<JobRunnerOptions, 'db' | 'handlers'>> };
  /** Settles when files still being written into the storage folder are all there (the demo's pictures on a first start). */
  filesPending?: Promise<unknown>;
}

const jobRegistries = new WeakMap<object, JobRegistry>();

/** The job types and schedules the app's modules registered (tests run jobs with them). */
export function jobRegistryOf(app: object): JobRegistry {
  const registry = jobRegistries.get(app);
  if (!registry) throw new Error('not an app built by buildApp');
  return registry;
}

const draining = new WeakSet<object>();

/**
 * Marks the app as shutting down: /api/ready answers 503 from now on, so a load balancer stops sending
 * it traffic while app.close() finishes the requests in flight (main.ts on SIGTERM; close() marks it too).
 */
export function drainApp(app: object): void {
  draining.add(app);
}

/** Marks the app draining as it starts closing (the answers' side is registerResponseEnd's). */
function registerDraining(app: FastifyInstance): void {
  app.addHook('preClose', (done) => {
    drainApp(app);
    done();
  });
}

/**
 * One onSend hook for every Fastify reply (issue 19: one step of the hook runner instead of two): the
 * payload compressed when it is worth it (http/compression.ts), and while draining, connection: close.
 */
function registerResponseEnd(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A keep-alive connection whose request finishes while the server closes would hold close() open
    // until its idle timeout: while draining, every answer closes its connection (a request that came in
    // while draining is marked by registerRequestStart).
    if (draining.has(app)) reply.header('connection', 'close');
    done(null, compressedPayload(request, reply, payload));
  });
}

/**
 * One hook for what every request gets (each hook is a step of Fastify's hook runner, issue 19): the
 * security headers (http/security-headers.ts), its id in x-request-id, the draining mark, and a
 * jobs-only worker's 404.
 */
function registerRequestStart(
  app: FastifyInstance,
  config: Config,
  setSecurityHeaders: (request: FastifyRequest, reply: FastifyReply) => void,
): void {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    reply.header('x-request-id', request.id);
    // A keep-alive connection would hold close() open until its idle timeout: while draining, every
    // answer closes its connection. Set on the raw response, so that pages (a hijacked reply) close theirs too.
    if (draining.has(app)) reply.raw.shouldKeepAlive = false;
    done(config.JOBS === 'only' ? refusedByJobsOnly(request.url) : undefined);
  });
}

const API_VERSION = '0.1.0';

/**
 * The registries the API's modules fill as they register: their background job types (returned; app.ts
 * runs them), and, with pages to serve, the GET endpoints the pages' loaders read in process
 * (http/in-process-endpoints.ts, a decorator every module's instance sees) and the signal of the API's
 * writes the pages' cache compares with (composition/storefront.ts).
 */
function createRegistries(app: FastifyInstance, withPages: boolean): JobRegistry {
  if (withPages) app.decorate('inProcessEndpoints', createInProcessEndpoints());
  // The API's write signal at the root: the pages' cache (web/page-cache.ts) compares with its version.
  if (withPages) app.decorate('storefrontWrites', createSignalHandle());
  const jobRegistry = createJobRegistry();
  jobRegistries.set(app, jobRegistry);
  return jobRegistry;
}

/** TRUST_PROXY as Fastify takes it: a hop count n trusts the n nearest hops (proxy-addr's rule). */
function trustProxyOf(value: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/** What a jobs-only worker (JOBS=only) answers: its health and readiness; 404 for anything else. */
export const JOBS_ONLY_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/ready']);

/** The 404 a jobs-only worker answers `url` with, or undefined for its health and readiness. */
function refusedByJobsOnly(url: string): AppError | undefined {
  if (JOBS_ONLY_PATHS.has(url.split('?')[0] ?? '')) return undefined;
  return new AppError('not_found', { message: 'This instance runs jobs only (JOBS=only)' });
}

/** /storage (the folder, or the bucket when S3_BUCKET is set), /static and the client build. */
async function registerFiles(
  app: FastifyInstance,
  config: Config,
  web: WebApp | undefined,
  filesPending: Promise<unknown> | undefined,
): Promise<void> {
  // Covers and previews at S3_PUBLIC_URL when files are in a bucket and it is set, else /storage.
  useStoragePublicBase(config);
  const publicStorage = createFileStorage(config);
  await registerStaticFiles(app, {
    storageDir: config.storageDir,
    clientDir: web?.clientDir,
    variantStorage: publicStorage,
    ...(filesPending ? { filesPending } : {}),
    ...(config.S3_BUCKET ? { bucket: { storage: publicStorage, publicBase: storagePublicBase(config) } } : {}),
  });
}

export async function buildApp({
  database,
  readDatabase,
  config,
  web,
  logger,
  serverFactory,
  clock,
  jobs,
  fetchEcbXml,
  stripeApiHost,
  filesPending,
}: BuildAppOptions) {
  // Repeated query strings are parsed and validated once (http/query-cache.ts).
  const queries = createQueryCache();
  const options: FastifyHttpOptions<Server, FastifyBaseLogger> = {
    routerOptions: { querystringParser: queries.parse },
    loggerInstance: logger ?? createLogger(config),
    logController: new RequestLogController(),
    childLoggerFactory: createRequestLogger,
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    serverFactory,
    frameworkErrors: answerFrameworkError,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(queries.validatorCompiler(validatorCompiler));
  // Production writes the hot reads' answers with serializers compiled from their contracts; tests and
  // development check every answer against its schema (http/compiled-serializer.ts).
  app.setSerializerCompiler(contractSerializerCompiler({ compiled: config.isProduction }));
  registerErrorHandlers(app);
  registerResponseEnd(app);
  const setSecurityHeaders = securityHeadersSetter(app, {
    isProduction: config.isProduction,
    allowDevWebSocket: web?.mode === 'development',
    mediaOrigins: config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [],
    allowStripe: Boolean(config.STRIPE_SECRET_KEY),
    thirdParty: thirdPartySourcesOf(thirdPartyTagsOf(config)),
  });
  registerRequestStart(app, config, setSecurityHeaders);

  registerOpenApi(app, API_VERSION);
  // request.cookies parsed when first read, Set-Cookie written as set: no hook per request (http/cookies.ts).
  registerCookies(app);
  // With a read replica, a client that just wrote reads the catalogue from the primary for a while.
  if (readDatabase) registerReadYourWrites(app, { windowMs: config.READ_AFTER_WRITE_MS, clock });

  // A process without a client build (API only) still reports a stable id for its lifetime.
  const processBuildId = `server-${Date.now().toString(36)}`;
  const resolveBuildId = async (): Promise<string> =>
    config.BUILD_ID ?? (web ? buildIdOf(await web.loadBuild()) : processBuildId);

  const jobRegistry = createRegistries(app, Boolean(web));
  await app.register(apiPlugin, {
    prefix: '/api',
    database,
    ...(readDatabase ? { readDatabase } : {}),
    config,
    resolveBuildId,
    clock,
    jobs: jobRegistry,
    isDraining: () => draining.has(app),
    ...(fetchEcbXml ? { fetchEcbXml } : {}),
    // A test's stub (option), else STRIPE_API_HOST (test keys only: config.ts).
    ...((stripeApiHost ?? config.STRIPE_API_HOST) ? { stripeApiHost: stripeApiHost ?? config.STRIPE_API_HOST } : {}),
  });
  registerDraining(app);
  if (jobs?.run) {
    const runnerOptions = jobs.runner ?? {};
    let runner: ReturnType<typeof createJobRunner> | undefined;
    // Started once every module has registered its types; stopped before anything closes (mailer, database).
    app.addHook('onReady', (done) => {
      runner = createJobRunner({
        db: database.db,
        logger: createLogger(config).child({ component: 'jobs' }),
        handlers: jobRegistry.handlers(),
        schedules: jobRegistry.schedules(),
        ...runnerOptions,
      });
      runner.start();
      done();
    });
    app.addHook('preClose', async () => {
      await runner?.stop({ timeoutMs: runnerOptions.stopTimeoutMs ?? 5_000 });
    });
  }
  await registerFiles(app, config, web, filesPending);
  if (web) await app.register(ssrPlugin, { web, config, root: app });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
