// Typed reads of app.inject responses: bodies are parsed with the contracts, so a test also checks
// that the API answers what its schema promises.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { z } from 'zod';

export interface TestResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
}

/** app.inject, keeping the status, headers and raw body. */
export async function send(app: FastifyInstance, options: InjectOptions | string): Promise<TestResponse> {
  const response = await app.inject(options);
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

/** The body parsed as JSON and checked against a schema. */
export function bodyOf<S extends z.ZodType>(schema: S, response: Pick<TestResponse, 'text'>): z.output<S> {
  const parsed: unknown = JSON.parse(response.text);
  return schema.parse(parsed);
}

/** GET a URL and parse the answer with a schema. */
export async function getAs<S extends z.ZodType>(
  app: FastifyInstance,
  schema: S,
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: z.output<S> }> {
  const response = await send(app, { method: 'GET', url, headers });
  return { status: response.status, body: bodyOf(schema, response) };
}
