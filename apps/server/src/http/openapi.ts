// OpenAPI 3.1, generated from the zod contracts the routes validate with (nothing written twice).
// The document is made on its first request (issue 19, later starts): @fastify/swagger and the YAML
// library it loads (~90 modules) are not loaded by a start, only the routes' options are kept as they
// register; the first request replays them into a scratch instance with @fastify/swagger.
import type {} from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The document @fastify/swagger writes (its `swagger()` without the YAML option). */
export type OpenApiDocument = Extract<ReturnType<FastifyInstance['swagger']>, object>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document of the app's routes, made on the first call (registerOpenApi). */
    openApiDocument(): Promise<OpenApiDocument>;
  }
}

const DOCS_PATHS = new Set(['/api/docs', '/api/docs/openapi.json']);

/** Only the JSON API is documented: pages, static files and the docs themselves are hidden. */
const transform: typeof jsonSchemaTransform = (document) => {
  const { url } = document;
  const isApi = url.startsWith('/api/') && !DOCS_PATHS.has(url) && !url.endsWith('*');
  return isApi ? jsonSchemaTransform(document) : { schema: { hide: true }, url };
};

function swaggerOptions(version: string) {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Spindle API',
        description: 'Record marketplace and pressing service. Errors: `{ error: { code, message, fields? } }`.',
        version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'Session token (also read from the token cookie)' },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  } as const;
}

/** What @fastify/swagger reads of a route; HEAD routes are left out, as @fastify/swagger leaves them out. */
type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config' | 'constraints'>;

/**
 * The document of `routes` as @fastify/swagger makes it: the routes registered again, with their
 * schemas, on a scratch instance that validates nothing (the zod schemas are only read).
 */
async function documentOf(routes: readonly DocumentedRoute[], version: string): Promise<OpenApiDocument> {
  const { default: fastifySwagger } = await import('@fastify/swagger');
  const scratch = Fastify({ exposeHeadRoutes: false });
  scratch.setValidatorCompiler(() => () => true);
  scratch.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await scratch.register(fastifySwagger, swaggerOptions(version));
  const handler = () => null;
  for (const { method, url, schema, config, constraints } of routes) {
    scratch.route({
      method,
      url,
      handler,
      ...(schema ? { schema } : {}),
      ...(config ? { config } : {}),
      ...(constraints ? { constraints } : {}),
    });
  }
  await scratch.ready();
  try {
    return scratch.swagger();
  } finally {
    await scratch.close();
  }
}

/**
 * Keeps every route's options as it registers (call before any route so every route is collected) and
 * decorates the app with `openApiDocument()`, which makes the document once, on its first call.
 */
export function registerOpenApi(app: FastifyInstance, version: string): void {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD') return;
    const { method, url, schema, config, constraints } = route;
    routes.push({ method, url, schema, config, constraints });
  });
  let document: Promise<OpenApiDocument> | undefined;
  app.decorate('openApiDocument', () => {
    // A failure is not kept: the next call tries again.
    document ??= documentOf(routes, version).catch((error: unknown) => {
      document = undefined;
      throw error;
    });
    return document;
  });
}

/** GET /api/docs and /api/docs/openapi.json: the document as JSON (register under the /api prefix). */
export function openApiRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const sendDocument = () => app.openApiDocument();
  app.get('/docs', sendDocument);
  app.get('/docs/openapi.json', sendDocument);
  done();
}
