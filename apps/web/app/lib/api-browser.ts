// How the browser calls /api itself for live interactions (the live search, the player's plays, the
// build-id poll, the configurator's prices, uploads). The session travels in the token cookie. Calls
// name a declared route (`callBrowser(searchRoutes.results, { query })`): a storefront page passes the
// zod-free route, whose light answer guard checks what arrived; a page that loads zod anyway may pass
// the zod endpoint, whose schema does. Failures are values: { ok: false, status, code, fields }.
import type { ErrorCode, Route } from '@spindle/contracts/http';
import type { z } from 'zod';
import { bodyOf, failureOf, requestOf, type CallArgs } from './api-exchange.ts';

/** The outcome of one browser call to the API. */
export type BrowserApiResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; code: ErrorCode | 'request_failed' | 'server_error'; fields: Record<string, string> };

/** Thrown for a network failure (no answer at all), so callers can tell it from an error answer. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network_error', { cause });
    this.name = 'NetworkError';
  }
}

export interface BrowserCallOptions {
  signal?: AbortSignal;
  /** Lets the request outlive the page (a play reported as the visitor leaves). */
  keepalive?: boolean;
  cache?: RequestCache;
}

/** What a browser call gives on success: the guard's type, the zod schema's output, or unknown without either. */
export type BrowserAnswer<R> = R extends { answerGuard: (body: unknown) => body is infer T }
  ? T
  : R extends { response: infer S extends z.ZodType }
    ? z.output<S>
    : unknown;

/** An answer checked as the route says: its zod schema when it has one, else its light guard. */
type AnswerCheck = (body: unknown) => { ok: true; value: unknown } | { ok: false; issues?: unknown };

function answerCheckOf(route: Route): AnswerCheck {
  const response = (route as { response?: unknown }).response;
  if (typeof response === 'object' && response !== null && 'safeParse' in response) {
    const schema = response as z.ZodType;
    return (body) => {
      const parsed = schema.safeParse(body);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, issues: parsed.error.issues };
    };
  }
  const guard = route.answerGuard;
  return (body) => (!guard || guard(body) ? { ok: true, value: body } : { ok: false });
}

/** fetch() of /api{path}: an aborted request rejects with the AbortError, a network failure with NetworkError. */
async function fetchApi(path: string, init: RequestInit): Promise<{ response: Response; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { ...init, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  return { response, body: await bodyOf(response) };
}

function resultOf<T>(path: string, response: Response, body: unknown, check: AnswerCheck): BrowserApiResult<T> {
  if (response.ok) {
    const checked = check(body);
    if (checked.ok) return { ok: true, value: checked.value as T };
    console.error(`/api${path} does not match its contract`, checked.issues ?? body);
    return { ok: false, status: response.status, code: 'server_error', fields: {} };
  }
  if (response.status >= 500) return { ok: false, status: response.status, code: 'server_error', fields: {} };
  const { status, code, fields } = failureOf(response, body);
  return { ok: false, status, code, fields };
}

/**
 * Calls a declared endpoint from the browser: the URL from its path template, a JSON body (or the
 * FormData as it is), the answer checked. A 5xx is `{ ok: false, code: 'server_error' }`.
 */
export async function callBrowser<R extends Route>(
  route: R,
  ...[input, options = {}]: CallArgs<R, BrowserCallOptions>
): Promise<BrowserApiResult<BrowserAnswer<R>>> {
  const { path, init } = requestOf(route, input);
  const { response, body } = await fetchApi(path, {
    ...init,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.keepalive ? { keepalive: true } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
  });
  return resultOf(path, response, body, answerCheckOf(route));
}

/** By path, for the endpoints not declared yet (issue 12's second pass): `json` as a JSON body, `form` as multipart. */
export async function callBrowserApi<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown; form?: FormData; signal?: AbortSignal } = {},
): Promise<BrowserApiResult<z.output<S>>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  const { response, body } = await fetchApi(path, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
    signal: init.signal,
  });
  return resultOf(path, response, body, (answer) => {
    const parsed = schema.safeParse(answer);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, issues: parsed.error.issues };
  });
}
