// How the browser calls /api itself for live interactions (the configurator's prices, uploads,
// encode progress). The session travels in the token cookie; answers cross their contract's schema.
// Failures are values: { ok: false, status, code, fields } with the API's error code (docs/server.md).
import type { z } from 'zod';
import { apiErrorOf } from './guards.ts';

/** The outcome of one browser call to the API. */
export type BrowserApiResult<T> =
  { ok: true; value: T } | { ok: false; status: number; code: string; fields: Record<string, string> };

/** Thrown for a network failure (no answer at all), so callers can tell it from an error answer. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('network_error', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * Calls `/api{path}`: `json` is sent as a JSON body, `form` as multipart. An aborted request rejects
 * with the AbortError; a network failure with NetworkError; a 5xx is `{ ok: false, code: 'server_error' }`.
 */
export async function callBrowserApi<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown; form?: FormData; signal?: AbortSignal } = {},
): Promise<BrowserApiResult<z.output<S>>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.form,
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return { ok: true, value: parsed.data };
    console.error(`/api${path} does not match its contract`, parsed.error.issues);
    return { ok: false, status: response.status, code: 'server_error', fields: {} };
  }
  const failure = apiErrorOf(body);
  const code = response.status >= 500 ? 'server_error' : (failure?.code ?? 'request_failed');
  return { ok: false, status: response.status, code, fields: { ...(failure?.fields ?? {}) } };
}
