// What the web app's two API clients share, without zod (the browser's client uses it on storefront
// pages): the request a declared endpoint makes for an input, and how an error answer reads. The
// loaders' client is lib/api.server.ts, the browser's lib/api-browser.ts (docs/web.md).
import type { EndpointInput, EndpointOf } from '@spindle/contracts';
import { isErrorCode, urlOf, type ErrorCode, type Route, type WireValue } from '@spindle/contracts/http';
import { apiErrorOf } from './guards.ts';

/**
 * What a call of a route sends, typed by the endpoint the route belongs to: a zod endpoint's own schemas,
 * or those of the endpoint a zod-free route's id names.
 */
export type CallInput<R extends Route> = R extends { response: unknown }
  ? EndpointInput<R>
  : EndpointInput<EndpointOf<R['id']>>;

/** A read's argument after the route: its input, which may be left out when nothing in it is required. */
export type InputArgs<R extends Route> =
  Record<never, never> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>];

/** A call's arguments after the route: its input (left out when nothing in it is required), then options. */
export type CallArgs<R extends Route, Options> =
  Record<never, never> extends CallInput<R>
    ? [input?: CallInput<R>, options?: Options]
    : [input: CallInput<R>, options?: Options];

/** An input as requestOf reads it (the typed CallInput is one). */
interface LooseInput {
  params?: object;
  query?: object;
  body?: unknown;
}

/** The request of a call: its URL relative to /api and the fetch init (a JSON body, or the FormData as it is). */
export function requestOf(route: Route, input: LooseInput = {}): { path: string; init: RequestInit } {
  const path = urlOf(
    route.path,
    input.params as Record<string, WireValue> | undefined,
    input.query as Record<string, WireValue> | undefined,
  );
  const headers: Record<string, string> = { accept: 'application/json' };
  if (input.body instanceof FormData) return { path, init: { method: route.method, headers, body: input.body } };
  if (input.body === undefined) return { path, init: { method: route.method, headers } };
  headers['content-type'] = 'application/json';
  return { path, init: { method: route.method, headers, body: JSON.stringify(input.body) } };
}

/** One part of what a call of a route sends (its params or its query), undefined when it has none. */
type InputPartOf<R extends Route, Part extends 'params' | 'query'> =
  CallInput<R> extends { [Name in Part]?: infer Value } ? Value : undefined;

/**
 * The address under /api of a declared GET endpoint the browser follows itself (a file it downloads):
 * a link's href, or a GET form's action without a query (the form's fields are the query).
 */
export function apiHref<R extends Route>(
  route: R,
  input: { params?: InputPartOf<R, 'params'>; query?: Partial<InputPartOf<R, 'query'>> } = {},
): string {
  return `/api${urlOf(
    route.path,
    input.params as Record<string, WireValue> | undefined,
    input.query as Record<string, WireValue> | undefined,
  )}`;
}

/** An error answer as call sites read it. */
export interface ApiFailure {
  ok: false;
  status: number;
  /** The API's error code; request_failed when the answer was not the API's error shape. */
  code: ErrorCode | 'request_failed';
  /** Field codes by field name ('email' -> 'email_invalid'). */
  fields: Record<string, string>;
  /** A refusal's Retry-After in seconds (429 too_many_requests), null without one. */
  retryAfterSeconds: number | null;
}

/** Reads an error answer (`{ error: { code, message, fields? } }`, docs/server.md) and its Retry-After. */
export function failureOf(response: Response, body: unknown): ApiFailure {
  const error = apiErrorOf(body);
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return {
    ok: false,
    status: response.status,
    code: error && isErrorCode(error.code) ? error.code : 'request_failed',
    fields: error?.fields ?? {},
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
  };
}

/** The JSON body of an answer, or undefined when there is none (or it is not JSON). */
export function bodyOf(response: Response): Promise<unknown> {
  return response.json().catch(() => undefined);
}
