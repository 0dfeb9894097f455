// OpenAPI 3.1, generated from the zod contracts the routes validate with (nothing written twice).
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DOCS_PATHS = new Set(['/api/docs', '/api/docs/openapi.json']);

/** Only the JSON API is documented: pages, static files and the docs themselves are hidden. */
const transform: typeof jsonSchemaTransform = (document) => {
  const { url } = document;
  const isApi = url.startsWith('/api/') && !DOCS_PATHS.has(url) && !url.endsWith('*');
  return isApi ? jsonSchemaTransform(document) : { schema: { hide: true }, url };
};

/** Registers the generator; call before any route so every route is collected. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
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
  });
}

/** GET /api/docs and /api/docs/openapi.json: the document as JSON (register under the /api prefix). */
export function openApiRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  const sendDocument = () => app.swagger();
  app.get('/docs', sendDocument);
  app.get('/docs/openapi.json', sendDocument);
  done();
}
