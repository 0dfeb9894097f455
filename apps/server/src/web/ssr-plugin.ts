// Every request that is not /api, /storage or a built file goes to React Router (server-side rendering).
// Fastify steps aside (reply.hijack) and a Node request listener from node-fetch-server turns the raw
// request into a web Request for React Router's handler, then streams its Response back.
import { createRequestListener } from '@remix-run/node-fetch-server';
import { COOKIE_NAMES } from '@spindle/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RequestHandler, type ServerBuild } from 'react-router';
import type { Config } from '../config.ts';
import { visitorCountry } from '../geo/visitor-country.ts';
import { createInProcessApiFetch } from './api-fetch.ts';
import { buildIdOf, createLoadContext } from './load-context.ts';
import { createLocaleBuilds } from './locale-builds.ts';
import { answerFromCache, createPagesCache, keepRendered } from './page-cache-requests.ts';
import type { WebApp } from './web-app.ts';
import { compressResponse } from '../http/compression.ts';
import { thirdPartyTagsOf } from '../http/third-party-tags.ts';

export interface SsrPluginOptions {
  web: WebApp;
  config: Config;
  /**
   * The root instance: the in-process API calls go through it (this plugin's own instance has no /api),
   * and the GET endpoints the loaders read without it (http/in-process-endpoints.ts) are its decorator.
   */
  root: FastifyInstance;
}

/** Lets Vite's dev middlewares answer first (modules, HMR, public files); resolves true when they did. */
function runDevMiddleware(web: WebApp, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const middleware = web.devMiddleware;
  if (!middleware) return Promise.resolve(false);
  return new Promise((resolve, reject) => {
    reply.raw.once('finish', () => resolve(true));
    middleware(request.raw, reply.raw, (error) =>
      error
        ? reject(error instanceof Error ? error : new Error('Vite middleware failed', { cause: error }))
        : resolve(false),
    );
  });
}

/** URL host and protocol React Router sees: PUBLIC_URL when set, else the request (proxy headers if trusted). */
function listenerOptions(config: Config) {
  const publicUrl = config.PUBLIC_URL ? new URL(config.PUBLIC_URL) : null;
  return {
    ...(publicUrl ? { host: publicUrl.host, protocol: publicUrl.protocol } : {}),
    trustProxy: config.TRUST_PROXY !== false,
  };
}

/** The SSR catch-all, in its own plugin so that its content-type parsers can be removed. */
export function ssrPlugin(app: FastifyInstance, { web, config, root }: SsrPluginOptions, done: () => void): void {
  // Form posts reach React Router's actions unread: no parser consumes the body here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const thirdPartyTags = thirdPartyTagsOf(config);
  const handlers = new WeakMap<ServerBuild, RequestHandler>();
  const localeBuild = createLocaleBuilds(web.clientDir ? { clientDir: web.clientDir } : {});
  const handlerFor = (build: ServerBuild): RequestHandler => {
    let handler = handlers.get(build);
    if (!handler) {
      handler = createRequestHandler(build, web.mode);
      handlers.set(build, handler);
    }
    return handler;
  };

  const pages = createPagesCache(config, web.mode, root.storefrontWrites);

  const renderPage = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const build = localeBuild(await web.loadBuild(), request.url.split('?', 1)[0] ?? '/');
    const country = visitorCountry({
      headers: request.headers,
      countryHeader: config.COUNTRY_HEADER,
      clientIp: request.ip,
    });
    const acceptEncoding = request.headers['accept-encoding'];
    // A visitor's whole document may be answered from the page cache (web/page-cache-requests.ts).
    const cached = pages ? await answerFromCache(pages, request, reply.raw, { build, country }) : null;
    if (cached?.answered) return;
    const candidate = cached?.candidate ?? null;
    const renderedAt = pages?.version() ?? 0;
    let wholeDocument = false;
    const loadContext = createLoadContext(
      build,
      createInProcessApiFetch(root, request, config.COUNTRY_HEADER, root.inProcessEndpoints),
      {
        nonce: request.cspNonce,
        buildId: buildIdOf(build, config.BUILD_ID),
        country,
        clientIp: request.ip || null,
        hasSession: Boolean(request.cookies[COOKIE_NAMES.token] || request.headers.authorization),
        thirdPartyTags,
        onWholeDocument: () => (wholeDocument = true),
      },
    );
    const keeps = pages && candidate && request.method === 'GET' ? { pages, candidate } : null;
    const listener = createRequestListener(
      async (fetchRequest) => {
        let response = await handlerFor(build)(fetchRequest, loadContext);
        if (keeps && wholeDocument) {
          response = await keepRendered(keeps.pages, keeps.candidate, response, {
            nonce: request.cspNonce,
            renderedAt,
          });
        }
        return compressResponse(response, acceptEncoding);
      },
      {
        ...listenerOptions(config),
        onError: (error) => {
          request.log.error({ err: error }, 'page rendering failed');
          return new Response('Internal Server Error', { status: 500, headers: { 'content-type': 'text/plain' } });
        },
      },
    );
    listener(request.raw, reply.raw);
  };

  app.all('/*', { schema: { hide: true } }, async (request, reply) => {
    reply.hijack();
    // Headers set so far (security headers with this request's nonce, x-request-id) go on the raw response.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    try {
      if (await runDevMiddleware(web, request, reply)) return;
      await renderPage(request, reply);
    } catch (error) {
      request.log.error({ err: error }, 'page rendering failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      reply.raw.end('Internal Server Error');
    }
  });
  done();
}
