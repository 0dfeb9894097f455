// The typed client loaders and actions call the API with: in process through apiContext, as the
// visitor. An endpoint comes from its contract (`api.read(sellersEndpoints.artist, { params: { id } })`),
// its URL from the path template, and every answer crosses the endpoint's zod schema. Failures become
// what the page shows (spec section 2): >= 500, no answer or a broken contract -> maintenance; a 4xx ->
// a value with the code and field codes (call), page not found (read) or null (readOptional).
import { isZodSchema, type Endpoint, type EndpointAnswer } from '@spindle/contracts';
import { data, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { apiContext, type ApiFetch } from '../context.ts';
import { bodyOf, failureOf, requestOf, type ApiFailure, type CallArgs, type InputArgs } from './api-exchange.ts';

/** Thrown to show the maintenance view (the document answers 503 and asks to come back in 60 s). */
export function maintenanceResponse() {
  return data(null, { status: 503, headers: { 'Retry-After': '60' } });
}

/** Thrown to show the page-not-found view. */
export function notFoundResponse() {
  return data(null, { status: 404 });
}

/** The outcome of a call: the answer, or the API's refusal as a value. */
export type ApiCallResult<T> = { ok: true; value: T; status: number } | ApiFailure;

export interface CallOptions {
  /**
   * What a server failure (>= 500, or no answer) does: show the maintenance page (the default), or come
   * back as a failure value, for a form that says "try again" in place.
   */
  onServerFailure?: 'maintenance' | 'value';
}

/** Calls of the API for one page request. */
export interface ApiClient {
  /** The answer, or a 4xx refusal as a value (code, field codes, Retry-After): for actions and forms. */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E, CallOptions>): Promise<ApiCallResult<EndpointAnswer<E>>>;
  /**
   * Like call, with the answer's Set-Cookie lines (success or refusal), for the actions that hand the
   * API's session cookies on to the browser: sign-in, sign-up, sign-out.
   */
  callWithCookies<E extends Endpoint>(
    endpoint: E,
    ...args: CallArgs<E, CallOptions>
  ): Promise<ApiCallResult<EndpointAnswer<E>> & { setCookies: string[] }>;
  /** What the page cannot do without: a 4xx or an empty answer throws page-not-found. */
  read<E extends Endpoint>(endpoint: E, ...args: InputArgs<E>): Promise<EndpointAnswer<E>>;
  /** A part of a page that may be absent (the announcement, the comments): null for a 4xx or no answer. */
  readOptional<E extends Endpoint>(endpoint: E, ...args: InputArgs<E>): Promise<EndpointAnswer<E> | null>;
  /** By path, for the modules whose endpoints are not declared yet (issue 12's second pass): like read. */
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
  /** By path, like readOptional. */
  getOptional<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null>;
}

type Exchange = { kind: 'answer'; response: Response; body: unknown } | { kind: 'unreachable' };

async function exchange(api: ApiFetch, path: string, init: RequestInit): Promise<Exchange> {
  try {
    const response = await api(path, init);
    return { kind: 'answer', response, body: await bodyOf(response) };
  } catch (error) {
    console.error(`${init.method ?? 'GET'} /api${path} failed`, error);
    return { kind: 'unreachable' };
  }
}

/** The answer through its schema; an answer that breaks the contract is a server fault, not a missing page. */
function checked(schema: unknown, body: unknown, where: string): unknown {
  if (!isZodSchema(schema)) return body;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`${where} does not match its contract`, parsed.error.issues);
  throw maintenanceResponse();
}

/** A read's answer, or missing for a 4xx or an empty body; a server failure throws maintenance. */
async function readAnswer(api: ApiFetch, path: string, init: RequestInit, schema: unknown) {
  const answer = await exchange(api, path, init);
  if (answer.kind === 'unreachable' || answer.response.status >= 500) throw maintenanceResponse();
  if (!answer.response.ok || answer.body === undefined || answer.body === null) return { found: false as const };
  return { found: true as const, value: checked(schema, answer.body, `${init.method ?? 'GET'} /api${path}`) };
}

/**
 * One call by its URL under /api (the core of `call`, and of sendApi for the endpoints not declared
 * yet): the checked answer, or a 4xx refusal as a value; a server failure as CallOptions says.
 */
export async function callApiPath(
  api: ApiFetch,
  path: string,
  init: RequestInit,
  schema: unknown,
  options: CallOptions = {},
): Promise<ApiCallResult<unknown>> {
  return (await callAndKeepCookies(api, path, init, schema, options)).result;
}

async function callAndKeepCookies(
  api: ApiFetch,
  path: string,
  init: RequestInit,
  schema: unknown,
  options: CallOptions = {},
): Promise<{ result: ApiCallResult<unknown>; setCookies: string[] }> {
  const answer = await exchange(api, path, init);
  if (answer.kind === 'unreachable') {
    if (options.onServerFailure !== 'value') throw maintenanceResponse();
    const result = { ok: false, status: 503, code: 'request_failed', fields: {}, retryAfterSeconds: null } as const;
    return { result, setCookies: [] };
  }
  if (answer.response.status >= 500 && options.onServerFailure !== 'value') throw maintenanceResponse();
  const setCookies = answer.response.headers.getSetCookie();
  if (!answer.response.ok) return { result: failureOf(answer.response, answer.body), setCookies };
  const value = checked(schema, answer.body, `${init.method ?? 'GET'} /api${path}`);
  return { result: { ok: true, value, status: answer.response.status }, setCookies };
}

/**
 * A declared endpoint's read: in process when the server offers it for this endpoint (its answer was
 * checked against the same schema on the server: no JSON, no second check), else through the API.
 */
async function readEndpoint(api: ApiFetch, endpoint: Endpoint, input: Parameters<typeof requestOf>[1]) {
  const { path, init } = requestOf(endpoint, input);
  const direct = endpoint.method === 'GET' ? await readInProcess(api, endpoint.id, path) : undefined;
  if (!direct) return readAnswer(api, path, init, endpoint.response);
  if (direct.status >= 500) throw maintenanceResponse();
  if (direct.status >= 400 || direct.value === undefined || direct.value === null) return { found: false as const };
  return { found: true as const, value: direct.value };
}

async function readInProcess(api: ApiFetch, endpointId: string, path: string) {
  if (!api.inProcess) return undefined;
  try {
    return await api.inProcess(endpointId, path);
  } catch (error) {
    console.error(`GET /api${path} failed in process`, error);
    throw maintenanceResponse();
  }
}

const GET: RequestInit = { headers: { accept: 'application/json' } };

/** The API client of a loader or an action: `apiClient(context).read(systemEndpoints.alerts)`. */
export function apiClient(context: Readonly<RouterContextProvider>): ApiClient {
  const api = context.get(apiContext);
  return {
    async call(endpoint, ...[input, options]) {
      const { path, init } = requestOf(endpoint, input);
      const result = await callApiPath(api, path, init, endpoint.response, options);
      return result as ApiCallResult<EndpointAnswer<typeof endpoint>>;
    },
    async callWithCookies(endpoint, ...[input, options]) {
      const { path, init } = requestOf(endpoint, input);
      const { result, setCookies } = await callAndKeepCookies(api, path, init, endpoint.response, options);
      return { ...(result as ApiCallResult<EndpointAnswer<typeof endpoint>>), setCookies };
    },
    async read(endpoint, ...[input]) {
      const outcome = await readEndpoint(api, endpoint, input);
      if (!outcome.found) throw notFoundResponse();
      return outcome.value as EndpointAnswer<typeof endpoint>;
    },
    async readOptional(endpoint, ...[input]) {
      const outcome = await readEndpoint(api, endpoint, input);
      return outcome.found ? (outcome.value as EndpointAnswer<typeof endpoint>) : null;
    },
    async get(path, schema) {
      const outcome = await readAnswer(api, path, GET, schema);
      if (!outcome.found) throw notFoundResponse();
      return outcome.value as z.output<typeof schema>;
    },
    async getOptional(path, schema) {
      const outcome = await readAnswer(api, path, GET, schema);
      return outcome.found ? (outcome.value as z.output<typeof schema>) : null;
    },
  };
}
