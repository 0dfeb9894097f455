// The pages' loaders read some GET endpoints in process: the endpoint's own handler is called with the
// same checks the HTTP route runs (the session of the page request's credential, the access guard, the
// NUL guard, the endpoint's object check, the zod parsing of its path parameters and query) and the
// answer comes back as the checked object: no fake request through the plugin chain, no JSON, no
// second zod check in the web app (docs/decisions/0019-loaders-read-in-process.md). Anything else, and
// every write, still goes through app.inject (web/api-fetch.ts).
import { isZodSchema, type Endpoint } from '@spindle/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parse as parseQueryString } from 'node:querystring';
import type { z } from 'zod';
import { pathOfNulText } from './text-guard.ts';
import { AppError } from './errors.ts';

/**
 * The endpoints read in process: GETs the storefront's loaders make on every page (the root's session
 * check and sign-in providers, home, the shop, the project page and its parts) and the staff home's.
 * Each handler here only reads its call and the request and answers a value (or through the visitor
 * cache, http/visitor-read-cache.ts): none sets a cookie or a header (in-process-api.int.test.ts
 * checks that their HTTP answers carry none either).
 */
export const IN_PROCESS_ENDPOINT_IDS: ReadonlySet<string> = new Set([
  'auth.check',
  'auth.providers',
  'system.alerts',
  'catalogue.home',
  'catalogue.projects',
  'catalogue.project',
  'catalogue.more',
  'catalogue.recommendations',
  'community.comments',
  'reviews.ofProject',
  'admin.home',
]);

/** What an in-process read answers: the status and, below 400, the answer checked against its schema. */
export interface InProcessAnswer {
  status: number;
  value: unknown;
  /** The error code of a refusal or failure (>= 400). */
  code?: string;
}

type Guard = (request: FastifyRequest) => Promise<void>;
type Check = (request: FastifyRequest) => Promise<void>;
type Handler = (call: never, http: { request: FastifyRequest; reply: FastifyReply }) => unknown;

interface Entry {
  endpoint: Endpoint;
  handler: Handler;
  guard: Guard | null;
  check: Check | undefined;
}

/** The page request's side of a call: the headers and cookies the API would have seen through inject. */
export interface InProcessCaller {
  page: FastifyRequest;
  headers: Record<string, string>;
  cookies: Record<string, string | undefined>;
}

export interface InProcessEndpoints {
  /** Called by registerEndpoint for every endpoint; keeps the ones read in process. */
  add(entry: Entry): void;
  /** The API's session resolution (http/authentication.ts), the same function its onRequest hook runs. */
  useAuthentication(authenticate: (request: FastifyRequest) => Promise<void>): void;
  /** The answer of `endpointId` for `path` (relative to /api), or undefined when it is not read in process. */
  read(caller: InProcessCaller, endpointId: string, path: string): Promise<InProcessAnswer | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set inside the API plugin: where registerEndpoint leaves the endpoints read in process. */
    inProcessEndpoints?: InProcessEndpoints;
  }
}

const VALUE_REPLY = Symbol('in-process reply');

/**
 * The reply a handler gets in process: it records a status and what it would send. A handler that set
 * a header or a cookie would need the HTTP path; none of the endpoints above does, and such a call
 * throws rather than drop it silently.
 */
export class InProcessReply {
  readonly [VALUE_REPLY] = true;
  statusCode: number;
  sent: { value: unknown; checked: boolean } | null = null;
  private readonly response: Endpoint['response'];

  constructor(endpoint: Endpoint) {
    this.statusCode = endpoint.status ?? 200;
    this.response = endpoint.response;
  }

  code(status: number): this {
    this.statusCode = status;
    return this;
  }

  type(): this {
    return this;
  }

  header(name: string): this {
    throw new Error(`an in-process read cannot set the header ${name}: use the HTTP path for this endpoint`);
  }

  setCookie(name: string): this {
    throw new Error(`an in-process read cannot set the cookie ${name}: use the HTTP path for this endpoint`);
  }

  send(value: unknown): this {
    this.sent = { value, checked: false };
    return this;
  }

  /** Sends an answer already checked against the endpoint's schema (a visitor-cache hit). */
  sendChecked(value: unknown): this {
    this.sent = { value, checked: true };
    return this;
  }

  /**
   * The answer checked as the HTTP route's serializer checks it (the schema's encode: what it would
   * have turned into JSON); a broken answer throws, and the call answers 500 as the route does.
   */
  check(value: unknown): unknown {
    if (!isZodSchema(this.response)) return value;
    const result = this.response.safeEncode(value);
    if (!result.success) throw new Error('the answer does not match its contract', { cause: result.error });
    return result.data;
  }
}

/** The in-process reply behind a FastifyReply-typed value, or null for a real reply. */
export function inProcessReplyOf(reply: FastifyReply): InProcessReply | null {
  return reply instanceof InProcessReply ? reply : null;
}

/** The path parameters of `pathname` for a template ('/projects/:id'), or null when it does not match. */
export function paramsOf(template: string, pathname: string): Record<string, string> | null {
  const names = template.split('/');
  const values = pathname.split('/');
  if (names.length !== values.length) return null;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const value = values[index] ?? '';
    if (name.startsWith(':')) {
      if (value === '') return null;
      params[name.slice(1)] = decodeURIComponent(value);
    } else if (name !== value) return null;
  }
  return params;
}

/**
 * The request a handler gets in process: the page request underneath (its id, logger, client address
 * and proxy headers, read exactly as the API reads them from an injected request carrying the same
 * headers), with the headers and cookies inject would have sent and the API's own fields.
 */
function inProcessRequest(caller: InProcessCaller, url: string): FastifyRequest {
  const request = Object.create(caller.page) as FastifyRequest;
  const own = (value: unknown) => ({ value, writable: true, enumerable: true, configurable: true });
  Object.defineProperties(request, {
    method: own('GET'),
    url: own(url),
    originalUrl: own(url),
    headers: own(caller.headers),
    cookies: own(caller.cookies),
    params: own({}),
    query: own({}),
    body: own(undefined),
    user: own(null),
    secondFactorVerified: own(false),
  });
  return request;
}

/** An error as the API's error handler answers it: an AppError's own status, anything else a logged 500. */
function failureOf(error: unknown, request: FastifyRequest, endpointId: string): InProcessAnswer {
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, 'application error');
    return { status: error.status, value: null, code: error.code };
  }
  request.log.error({ err: error, endpoint: endpointId }, 'in-process read failed');
  return { status: 500, value: null, code: 'internal_error' };
}

/** The part of a request through its schema, as the route's validator compiler parses it. */
function parsed(schema: z.ZodType | undefined, raw: unknown): unknown {
  if (!schema) return raw;
  const result = schema.safeParse(raw);
  if (!result.success) throw new AppError('input_invalid');
  return result.data;
}

/** Runs one endpoint in the order the HTTP route does: session, access, NUL guard, object check, input, handler. */
async function run(entry: Entry, request: FastifyRequest, authenticate: Authenticate, raw: RawInput) {
  const { endpoint } = entry;
  await authenticate(request);
  if (entry.guard) await entry.guard(request);
  request.params = raw.params;
  request.query = raw.query;
  for (const part of [raw.query, raw.params]) {
    const field = pathOfNulText(part);
    if (field !== null) throw new AppError('input_invalid', { fields: { [field]: 'input_invalid' } });
  }
  if (entry.check) await entry.check(request);
  const params = parsed(endpoint.params, raw.params);
  const query = parsed(endpoint.query, raw.query);
  request.params = params;
  request.query = query;
  const reply = new InProcessReply(endpoint);
  const call = {
    params: endpoint.params ? params : undefined,
    query: endpoint.query ? query : undefined,
    body: undefined,
    user: request.user,
  };
  const result = await entry.handler(call as never, { request, reply: reply as unknown as FastifyReply });
  const sent = result === reply ? reply.sent : { value: result, checked: false };
  if (!sent) throw new Error(`${endpoint.id} answered nothing`);
  return { status: reply.statusCode, value: sent.checked ? sent.value : reply.check(sent.value) };
}

type Authenticate = (request: FastifyRequest) => Promise<void>;
interface RawInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
}

/** The registry of endpoints read in process; `ids` says which (the storefront's reads by default). */
export function createInProcessEndpoints(ids: ReadonlySet<string> = IN_PROCESS_ENDPOINT_IDS): InProcessEndpoints {
  const entries = new Map<string, Entry>();
  let authenticate: Authenticate | null = null;
  return {
    add(entry) {
      if (entry.endpoint.method === 'GET' && ids.has(entry.endpoint.id)) entries.set(entry.endpoint.id, entry);
    },
    useAuthentication(resolve) {
      authenticate = resolve;
    },
    async read(caller, endpointId, path) {
      const entry = entries.get(endpointId);
      if (!entry || !authenticate) return undefined;
      const [pathname = '', search = ''] = path.split('?', 2);
      const params = paramsOf(entry.endpoint.path, pathname);
      if (!params) return undefined;
      const request = inProcessRequest(caller, `/api${path}`);
      try {
        return await run(entry, request, authenticate, { params, query: { ...parseQueryString(search) } });
      } catch (error) {
        return failureOf(error, request, endpointId);
      }
    },
  };
}
