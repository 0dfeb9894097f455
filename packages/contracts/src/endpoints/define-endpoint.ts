// The zod half of an endpoint's contract: the schemas of its params, query, body and answer, and its
// OpenAPI words, joined to its zod-free route (../http/routes/). The server registers its routes from
// these (apps/server/src/http/endpoint-route.ts); page loaders call them through the web app's client
// (apps/web/app/lib/api.server.ts). docs/decisions/0012-endpoints-declared-once.md says why two halves.
import type { z } from 'zod';
import type { PathParamName, Route } from '../http/route.ts';

/** An answer that is a file, not JSON: the handler sends the bytes (PDF, XLSX, ZIP, CSV, audio). */
export interface FileAnswer {
  readonly kind: 'file';
  /** What OpenAPI says it is ('application/pdf or XLSX'). */
  readonly contentType: string;
}

/** A redirect (302 with a Location header and no body): the social sign-in's start and callback. */
export interface RedirectAnswer {
  readonly kind: 'redirect';
}

/** A multipart/form-data body the handler reads itself, part by part (uploads, pictures). */
export interface MultipartBody {
  readonly kind: 'multipart';
}

/** A file answer of a content type. */
export function fileAnswer(contentType: string): FileAnswer {
  return { kind: 'file', contentType };
}

export const redirectAnswer: RedirectAnswer = { kind: 'redirect' };
export const multipartBody: MultipartBody = { kind: 'multipart' };

/** Whether a body or an answer is a zod schema rather than one of the markers above. */
export function isZodSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** What an endpoint adds to its route: schemas and OpenAPI words. */
export interface EndpointSchemas {
  summary: string;
  tags: readonly string[];
  description?: string;
  /** Required when the path has parameters, naming exactly those. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | MultipartBody;
  /** The success answer (with the route's status). */
  response: z.ZodType | FileAnswer | RedirectAnswer;
  /** Answers with another body than the error shape (GET /api/health answers its own with 503). */
  otherResponses?: Readonly<Partial<Record<number, z.ZodType>>>;
  /** The largest body accepted, when Fastify's default (1 MiB) is not the right one. */
  bodyLimitBytes?: number;
}

/** A whole endpoint: its route and its schemas. */
export type Endpoint<R extends Route = Route, S extends EndpointSchemas = EndpointSchemas> = R & S;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type PartOf<E, Name extends 'params' | 'query' | 'body'> = E extends { [K in Name]: infer S } ? S : undefined;

/** The compiler's check that `params` names exactly the path's parameters. */
type ParamsCheck<R extends Route, S> = [PathParamName<R['path']>] extends [never]
  ? S extends { params: z.ZodType }
    ? { params: 'this path has no parameters' }
    : unknown
  : S extends { params: infer P extends z.ZodType }
    ? Same<keyof z.input<P>, PathParamName<R['path']>> extends true
      ? unknown
      : { params: `must name exactly the path's parameters: ${PathParamName<R['path']>}` }
    : { params: `needed for the path's parameters: ${PathParamName<R['path']>}` };

/** The compiler's check that a route's light answer guard checks the type its zod schema gives. */
type GuardCheck<R extends Route, S> = R extends { answerGuard: (body: unknown) => body is infer T }
  ? S extends { response: infer A extends z.ZodType }
    ? Same<T, z.output<A>> extends true
      ? unknown
      : { response: 'the route’s answerGuard checks another type than this schema' }
    : { response: 'an answerGuard needs a JSON answer' }
  : unknown;

/**
 * Joins an area's routes to their schemas; every route needs its schemas, and the compiler checks
 * the path parameters and the answer guards against them.
 */
export function defineEndpoints<
  const Routes extends Record<string, Route>,
  const Schemas extends { [Name in keyof Routes]: EndpointSchemas },
>(
  routes: Routes,
  schemas: Schemas & {
    [Name in keyof Routes]: ParamsCheck<Routes[Name], Schemas[Name]> & GuardCheck<Routes[Name], Schemas[Name]>;
  },
): { readonly [Name in keyof Routes]: Endpoint<Routes[Name], Schemas[Name]> } {
  const names = Object.keys(routes);
  const extra = Object.keys(schemas).filter((name) => !names.includes(name));
  if (extra.length > 0) throw new TypeError(`Schemas without a route: ${extra.join(', ')}`);
  const entries = names.map((name) => [name, { ...routes[name], ...schemas[name as keyof Routes] }]);
  return Object.fromEntries(entries) as { readonly [Name in keyof Routes]: Endpoint<Routes[Name], Schemas[Name]> };
}

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type InputPart<Name extends string, S> = S extends MultipartBody
  ? { [K in Name]: FormData }
  : S extends z.ZodType
    ? undefined extends z.input<S>
      ? { [K in Name]?: z.input<S> }
      : object extends z.input<S>
        ? { [K in Name]?: z.input<S> }
        : { [K in Name]: z.input<S> }
    : { [K in Name]?: never };

/**
 * What a caller sends: path parameters, query and body, as the schemas take them (before defaults).
 * Distributed over a union of endpoints (one input per endpoint): mixing the parts of different
 * endpoints would be a cross product too large for the compiler once there are many.
 */
export type EndpointInput<E> = E extends unknown
  ? Simplify<
      InputPart<'params', PartOf<E, 'params'>> &
        InputPart<'query', PartOf<E, 'query'>> &
        InputPart<'body', PartOf<E, 'body'>>
    >
  : never;

/** What a caller receives on success: the response schema's output (unknown for a file or a redirect). */
export type EndpointAnswer<E> = E extends { response: infer A extends z.ZodType } ? z.output<A> : unknown;

/** What a handler has once Fastify checked the input: each part as its schema gives it. */
export type EndpointParsedInput<E> = {
  params: PartOf<E, 'params'> extends infer S extends z.ZodType ? z.output<S> : undefined;
  query: PartOf<E, 'query'> extends infer S extends z.ZodType ? z.output<S> : undefined;
  body: PartOf<E, 'body'> extends infer S extends z.ZodType ? z.output<S> : undefined;
};
