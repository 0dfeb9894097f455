// The Fastify application: the JSON API under /api, files under /storage and /static, the client
// build, and React Router for every other path. main.ts boots it; tests drive it with app.inject.
import fastifyCookie from '@fastify/cookie';
import type { Database } from '@spindle/db';
import type { Server } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyHttpOptions, type FastifyServerFactory } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { apiPlugin } from './api.ts';
import { registerErrorHandlers } from './http/error-handler.ts';
import { createLogger, RequestLogController, requestIdOf } from './http/logging.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { buildIdOf } from './web/load-context.ts';
import { ssrPlugin } from './web/ssr-plugin.ts';
import { registerStaticFiles } from './web/static-files.ts';
import type { WebApp } from './web/web-app.ts';

export interface BuildAppOptions {
  database: Database;
  config: Config;
  /** The React Router app; without it the server answers the API and files only (tests). */
  web?: WebApp;
  logger?: FastifyBaseLogger;
  /** main.ts passes its own HTTP server so Vite's HMR WebSocket can share the port. */
  serverFactory?: FastifyServerFactory<Server>;
  /** The time sessions, e-mail links and accounts read (tests inject one); the system clock by default. */
  clock?: () => Date;
}

const API_VERSION = '0.1.0';

/** TRUST_PROXY as Fastify takes it: a hop count n trusts the n nearest hops (proxy-addr's rule). */
function trustProxyOf(value: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

export async function buildApp({ database, config, web, logger, serverFactory, clock }: BuildAppOptions) {
  const options: FastifyHttpOptions<Server, FastifyBaseLogger> = {
    loggerInstance: logger ?? createLogger(config),
    logController: new RequestLogController(),
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    serverFactory,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  registerSecurityHeaders(app, {
    isProduction: config.isProduction,
    allowDevWebSocket: web?.mode === 'development',
    mediaOrigins: config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [],
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerOpenApi(app, API_VERSION);
  await app.register(fastifyCookie);

  // A process without a client build (API only) still reports a stable id for its lifetime.
  const processBuildId = `server-${Date.now().toString(36)}`;
  const resolveBuildId = async (): Promise<string> =>
    config.BUILD_ID ?? (web ? buildIdOf(await web.loadBuild()) : processBuildId);

  await app.register(apiPlugin, { prefix: '/api', database, config, resolveBuildId, clock });
  await registerStaticFiles(app, { storageDir: config.storageDir, clientDir: web?.clientDir });
  if (web) await app.register(ssrPlugin, { web, config, root: app });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
