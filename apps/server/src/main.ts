// Boot: parse the environment, open and migrate the database (seed it when empty), serve, and shut
// down cleanly on SIGINT/SIGTERM. `npm start` and `npm run dev` call startServer; running this file
// directly (`node apps/server/src/main.ts`) serves the production build.
import type { Server } from 'node:http';
import { mkdir } from 'node:fs/promises';
import { sharedCountryLookup } from './geo/country-lookup.ts';
import {
  demoMediaPending,
  isDatabaseEmpty,
  migrateDatabase,
  openDatabase,
  seedDatabase,
  writeDemoMedia,
  type Database,
} from '@spindle/db';
import type { FastifyInstance } from 'fastify';
import { loadConfig, runsJobs, type Config } from './config.ts';
import { createLogger } from './http/logging.ts';
import { createNodeServer } from './http/node-server.ts';
import { createDevelopmentWeb, loadProductionWeb, type WebApp } from './web/web-app.ts';

export interface StartOptions {
  /** production: apps/web/build; development: Vite middleware; none: API only. */
  web: 'production' | 'development' | 'none';
  /**
   * Settles when the production build is ready to load (scripts/start.ts builds it while the database
   * is created, migrated and seeded); rejects when the build failed.
   */
  webBuilt?: Promise<void>;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** The open database (the crash tests' control channel reads it and queues jobs on it). */
  database: Database;
  close(): Promise<void>;
}

const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * The job runner's first poll waits this long after the app is ready: the jobs that fell due while the
 * server was stopped (on a first start, the seeded demo's statements, reminders and productions: ~1-4 s
 * of work) would otherwise queue the first pages' queries behind theirs on PGlite's one connection.
 */
const JOBS_FIRST_POLL_DELAY_MS = 2_000;

function printDemoAccounts(accounts: readonly { role: string; email: string; password: string }[]): void {
  if (accounts.length === 0) return;
  const roleWidth = Math.max(...accounts.map((account) => account.role.length)) + 2;
  const emailWidth = Math.max(...accounts.map((account) => account.email.length)) + 2;
  const rows = accounts.map((a) => `${a.role.padEnd(roleWidth)}${a.email.padEnd(emailWidth)}${a.password}`);
  const width = Math.max(...rows.map((row) => row.length), 46);
  const rule = '─'.repeat(width + 4);
  const lines = rows.map((row) => `│ ${row.padEnd(width + 2)} │`);
  process.stdout.write(
    `\n┌${rule}┐\n│ ${'Demo accounts (first start: database seeded)'.padEnd(width + 2)} │\n├${rule}┤\n${lines.join('\n')}\n└${rule}┘\n\n`,
  );
}

async function openWeb(options: StartOptions, httpServer: Server): Promise<WebApp | undefined> {
  const mode = options.web;
  if (mode === 'production') {
    await options.webBuilt;
    return loadProductionWeb();
  }
  if (mode === 'development') return createDevelopmentWeb(httpServer);
  return undefined;
}

function displayUrl(config: Config, address: string): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL;
  return address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
}

/**
 * Migrates through DATABASE_DIRECT_URL when it is set: the migrations' advisory lock is a session's,
 * which PgBouncer in transaction mode does not keep (docs/scaling.md).
 */
async function migrate(database: Database, directUrl: string | undefined): Promise<void> {
  if (!directUrl || database.kind === 'pglite') return migrateDatabase(database);
  const direct = await openDatabase({ databaseUrl: directUrl });
  try {
    await migrateDatabase(direct);
  } finally {
    await direct.close();
  }
}

/** Whether this process runs the background jobs, and how its runner starts. */
function jobOptions(config: Config, log: ReturnType<typeof createLogger>) {
  return {
    run: runsJobs(config),
    runner: { logger: log.child({ component: 'jobs' }), firstPollDelayMs: JOBS_FIRST_POLL_DELAY_MS },
  };
}

/**
 * Seeds an empty database with the demo catalogue. Its pictures and previews are finished after the
 * server answers (a first start, or one that stopped before they were all written): `media` settles
 * when they are, and until then /storage waits for a file it does not have yet.
 */
async function seedWhenEmpty(
  database: Database,
  config: Config,
  log: ReturnType<typeof createLogger>,
  timed: <T>(phase: string, work: Promise<T>) => Promise<T>,
  mediaAfter: Promise<unknown>,
): Promise<{ media: Promise<void> | undefined }> {
  let demoMedia: Promise<void> | undefined;
  if (await isDatabaseEmpty(database)) {
    log.info('empty database: seeding the demo catalogue');
    const seeded = await timed(
      'seedMs',
      seedDatabase(database, {
        storageDir: config.storageDir,
        log: (message: string) => log.info(message),
        mediaLater: true,
        mediaAfter,
      }),
    );
    printDemoAccounts(seeded.demoAccounts);
    demoMedia = seeded.media;
  } else if (demoMediaPending(config.storageDir)) {
    log.info('the demo pictures and previews were not all written: writing them');
    demoMedia = writeDemoMedia(config.storageDir);
  }
  demoMedia?.then(
    () => log.info('demo pictures and previews written'),
    (error: unknown) => log.error({ err: error }, 'writing the demo pictures and previews failed'),
  );
  // In an object: an async function's returned promise would be awaited with it.
  return { media: demoMedia };
}

/** Starts the whole server; resolves once it listens. */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const config = loadConfig();
  const log = createLogger(config);
  if (config.isProduction && !config.PUBLIC_URL) {
    // docs/configuration.md: without it, a client's Host header decides where its reset link points.
    log.warn('PUBLIC_URL is unset: links in e-mails take the host of the request that caused them');
  }
  const phasesMs: Record<string, number> = {};
  const timed = async <T>(phase: string, work: Promise<T>): Promise<T> => {
    const startedAt = performance.now();
    const result = await work;
    phasesMs[phase] = Math.round(performance.now() - startedAt);
    return result;
  };

  // Our own HTTP server so that Vite's HMR WebSocket can share the port in development.
  const httpServer = createNodeServer();
  // The pages load (and on a first start, build) while the database opens: neither needs the other.
  const webLoading = timed('webMs', openWeb(options, httpServer));
  webLoading.catch(() => undefined);

  if (!config.DATABASE_URL) await mkdir(config.dataDir, { recursive: true });
  const databaseOpening = timed(
    'openDatabaseMs',
    openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.databaseDir }),
  );
  databaseOpening.catch(() => undefined);
  // The API's modules (~0.5 s to load) load while PGlite reads and compiles its WebAssembly.
  const { buildApp, drainApp } = await timed('loadAppMs', import('./app.ts'));
  const database = await databaseOpening;
  await timed('migrateMs', migrate(database, config.DATABASE_DIRECT_URL));
  // The pictures start once the pages are loaded: on a first start sharp would otherwise take the
  // cores the web build needs, and `/` waits for the build.
  const { media: demoMedia } = await seedWhenEmpty(database, config, log, timed, webLoading);
  // The demo staff accounts' known second factor (docs/admin.md), also after a forced re-seed.
  const { enrolDemoSecondFactors } = await import('./modules/staff/index.ts');
  await enrolDemoSecondFactors(database.db, config.SESSION_SECRET);

  // The catalogue's reads on a replica (PostgreSQL only; PGlite has none).
  const readDatabase =
    config.DATABASE_URL && config.DATABASE_READ_URL
      ? await openDatabase({ databaseUrl: config.DATABASE_READ_URL })
      : undefined;
  // A jobs-only worker (JOBS=only) serves no pages.
  const web = config.JOBS === 'only' ? undefined : await webLoading;
  const app = await timed(
    'buildAppMs',
    buildApp({
      database,
      readDatabase,
      config,
      web,
      logger: log,
      serverFactory: (handler) => httpServer.on('request', handler),
      // Background jobs run in this process unless JOBS=off (docs/jobs.md, docs/scaling.md); the
      // runner stops before the app closes.
      jobs: jobOptions(config, log),
      ...(demoMedia ? { filesPending: demoMedia } : {}),
    }),
  );
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const url = displayUrl(config, address);
  log.info(
    // performance.now() counts from the process start, so this includes loading the code.
    { url, database: database.kind, web: options.web, sinceProcessStartMs: Math.round(performance.now()), ...phasesMs },
    `Spindle is ready at ${url}`,
  );
  // Read the IP-to-country database now rather than on a visitor's first request, on a worker
  // thread so that the first pages are not held up by its ~0.4 s of parsing. A missing package still
  // fails the start.
  sharedCountryLookup()
    .loadInBackground()
    .then(
      (stats) => log.info({ geo: stats }, 'IP country database loaded'),
      (error: unknown) => {
        log.fatal({ err: error }, 'IP country database failed to load');
        process.exit(1);
      },
    );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      // Not ready from now on (/api/ready answers 503); app.close() stops accepting connections, finishes
      // the requests in flight, stops the job runner (which puts its claimed jobs back in the queue).
      drainApp(app);
      // Vite first: it drops the HMR WebSockets that would otherwise keep the HTTP server open.
      await web?.close?.();
      await app.close();
      await database.close();
      await readDatabase?.close();
    })();
    return closing;
  };
  return { app, url, database, close };
}

/** Closes the server, its web app and the database on SIGINT/SIGTERM; forces the exit if that hangs. */
export function closeOnSignals(server: RunningServer): void {
  const onSignal = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      server.app.log.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
}

if (import.meta.main) {
  closeOnSignals(await startServer({ web: 'production' }));
}
