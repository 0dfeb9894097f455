// Fastify routes made from the endpoints' contracts (packages/contracts/src/endpoints): the path, the
// zod schemas (checked input, checked answer, OpenAPI at /api/docs with an error answer for every code
// the endpoint may send) and the access guard all come from the declaration, so a module only writes
// the handler: `routesOf(searchEndpoints, { results: ({ query }) => search.search(query.search, query.type) })`.
import { errorBodySchema, isZodSchema, type Endpoint, type EndpointParsedInput } from '@spindle/contracts';
import { ERROR_STATUS, type Access, type ErrorCode } from '@spindle/contracts/http';
import type { FastifyInstance, FastifyPluginCallback, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { AuthenticatedUser } from './session-user.ts';
import './in-process-endpoints.ts';
import { requireAdmin, requirePro, requireStaff, requireTeam, requireUser } from './authentication.ts';

/** What a handler is given: the input as its schemas gave it, and the caller (never null unless public). */
export type EndpointCall<E extends Endpoint> = EndpointParsedInput<E> & {
  user: E['access'] extends 'public' ? AuthenticatedUser | null : AuthenticatedUser;
};

/** The request and reply, for what a contract does not cover: headers, cookies, the client's address. */
export interface EndpointHttp {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A JSON answer is returned (and checked against the schema); a file or a redirect is sent on the reply. */
type HandlerAnswer<E> = E extends { response: infer A extends z.ZodType } ? z.input<A> | FastifyReply : FastifyReply;

/** A thin handler: reads the call, asks a service, returns the answer. */
export type EndpointHandler<E extends Endpoint> = (
  call: EndpointCall<E>,
  http: EndpointHttp,
) => Promise<HandlerAnswer<E>> | HandlerAnswer<E>;

/**
 * A check a module runs on some of its endpoints after the access guard and before the input is
 * validated: whose object it is (a project's owner), so a bad body never tells anyone it exists.
 */
export type EndpointCheck = (request: FastifyRequest) => Promise<void>;

/** The checks of an area's endpoints, by name (an endpoint without one has only its access guard). */
export type EndpointChecks<Area> = { readonly [Name in keyof Area]?: EndpointCheck };

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * An answer a GET endpoint may send before its input is read, validated and handled (a visitor's kept
 * answer, http/visitor-read-cache.ts): runs after the access guard, sends on the reply and returns true,
 * or returns false to let the request go on. Each step it skips is per-request work (issue 19).
 */
export type EarlyAnswer = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** The guard of each access, run onRequest: before the body is read, a visitor is told to sign in. */
const GUARDS: Readonly<Record<Exclude<Access, 'staff'>, Guard | null>> = {
  public: null,
  user: requireUser,
  pro: requirePro,
  team: requireTeam,
  admin: requireAdmin,
};

/** The guard of an endpoint; a staff endpoint must name its permission (a missing one fails at start). */
function guardOf(endpoint: Endpoint): Guard | null {
  if (endpoint.access !== 'staff') return GUARDS[endpoint.access];
  if (!endpoint.permission) throw new TypeError(`${endpoint.id}: a staff endpoint names its permission`);
  return requireStaff(endpoint.permission);
}

/** Every code an endpoint may answer: the ones it declares, and those its input and its access imply. */
function errorCodesOf(endpoint: Endpoint): ErrorCode[] {
  const codes = new Set<ErrorCode>(endpoint.errors ?? []);
  if (endpoint.params || endpoint.query || isZodSchema(endpoint.body)) codes.add('input_invalid');
  if (isZodSchema(endpoint.body)) codes.add('invalid_json');
  if (endpoint.access !== 'public') codes.add('unauthorized');
  if (endpoint.access !== 'public' && endpoint.access !== 'user') codes.add('forbidden');
  if (endpoint.access === 'staff' && endpoint.permission !== 'second_factor') codes.add('second_factor_required');
  return [...codes];
}

/** The response schemas by status: the success answer, any other, and the error shape for each code's status. */
function responsesOf(endpoint: Endpoint): Record<number, z.ZodType> {
  const responses: Record<number, z.ZodType> = {};
  const status = endpoint.status ?? 200;
  if (isZodSchema(endpoint.response)) responses[status] = endpoint.response;
  else if (endpoint.response.kind === 'file') responses[status] = z.unknown().describe(endpoint.response.contentType);
  for (const [other, schema] of Object.entries(endpoint.otherResponses ?? {})) {
    if (schema) responses[Number(other)] = schema;
  }
  for (const code of errorCodesOf(endpoint)) responses[ERROR_STATUS[code]] ??= errorBodySchema;
  return responses;
}

function schemaOf(endpoint: Endpoint): FastifySchema {
  return {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(isZodSchema(endpoint.body) ? { body: endpoint.body } : {}),
    response: responsesOf(endpoint),
  };
}

/**
 * What the route's handler gives Fastify for a handler's answer. The reply itself means the handler
 * sent (or is streaming) the answer, as a visitor-cache hit does (http/visitor-read-cache.ts): Fastify
 * is given nothing more to send. A value is sent at once (Fastify's sync handler path: serialised and
 * checked the same way), a promise when it settles; an undefined answer goes through the promise path,
 * which sends an empty answer. A failure, thrown or rejected, answers as the error either way.
 */
export function settledAnswer(answer: unknown, reply: FastifyReply): unknown {
  if (answer === reply) return undefined;
  // Nothing at all is sent once it settles (an async handler's `return`), as Fastify's promise path does.
  if (answer === undefined) return Promise.resolve(undefined);
  return answer;
}

/** Registers one endpoint on a Fastify instance (under its /api prefix) with its handler. */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  check?: EndpointCheck,
  early?: EarlyAnswer,
) {
  const guard = guardOf(endpoint);
  const status = endpoint.status ?? 200;
  const answerEarly =
    early && endpoint.method === 'GET'
      ? (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
          reply.code(status);
          if (!early(request, reply)) done();
        }
      : undefined;
  const onRequest = [...(guard ? [guard] : []), ...(answerEarly ? [answerEarly] : [])];
  const readsBody = isZodSchema(endpoint.body);
  // The pages' loaders read some GETs without a round trip, with the same guard and check (http/in-process-endpoints.ts).
  app.inProcessEndpoints?.add({ endpoint, handler, guard, check });
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(check ? { preValidation: check } : {}),
    ...(endpoint.bodyLimitBytes ? { bodyLimit: endpoint.bodyLimitBytes } : {}),
    schema: schemaOf(endpoint),
    handler: (request, reply) => {
      reply.code(status);
      // Fastify validated each part against the endpoint's own schemas above: this is their output.
      const call = {
        params: endpoint.params ? request.params : undefined,
        query: endpoint.query ? request.query : undefined,
        body: readsBody ? request.body : undefined,
        user: request.user,
      } as EndpointCall<E>;
      return settledAnswer(handler(call, { request, reply }), reply);
    },
  });
}

/**
 * A Fastify plugin serving an area's endpoints: the compiler asks for one handler per endpoint; `checks`
 * adds an object check to some of them, run before their input is validated.
 */
export function routesOf<Area extends Readonly<Record<string, Endpoint>>>(
  endpoints: Area,
  handlers: { [Name in keyof Area]: EndpointHandler<Area[Name]> },
  checks: EndpointChecks<Area> = {},
  /** Tried first by the area's GET endpoints, after their guard (see EarlyAnswer). */
  early?: EarlyAnswer,
): FastifyPluginCallback {
  return (app, _options, done) => {
    for (const name of Object.keys(endpoints) as (keyof Area & string)[]) {
      registerEndpoint(app, endpoints[name], handlers[name], checks[name], early);
    }
    done();
  };
}
