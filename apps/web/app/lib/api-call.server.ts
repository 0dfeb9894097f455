// Loaders and actions that write through the API (POST/PUT/DELETE as the visitor, in process), or read
// what a page cannot do without: the answer is a value with the API's error code and field codes, so
// the page shows them in the form; a 5xx, a network failure or a broken contract shows maintenance.
import { errorBodySchema } from '@spindle/contracts';
import type { RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { apiContext } from '../context.ts';
import { maintenanceResponse } from './api.server.ts';

/** The outcome of one API call from a loader or action. */
export type ApiCallResult<T> =
  | { ok: true; value: T; status: number }
  | {
      ok: false;
      status: number;
      code: string;
      fields: Record<string, string>;
      /** A refusal's Retry-After in seconds (429 too_many_requests), null without one. */
      retryAfterSeconds: number | null;
    };

/** Calls `/api{path}` with a JSON body (or none) as the visitor. */
export async function sendApi<S extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown } = {},
): Promise<ApiCallResult<z.output<S>>> {
  const api = context.get(apiContext);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await api(path, {
      method: init.method ?? (init.json !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });
  } catch (error) {
    console.error(`/api${path} failed`, error);
    throw maintenanceResponse();
  }
  if (response.status >= 500) throw maintenanceResponse();
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      console.error(`/api${path} does not match its contract`, parsed.error.issues);
      throw maintenanceResponse();
    }
    return { ok: true, value: parsed.data, status: response.status };
  }
  const failure = errorBodySchema.safeParse(body);
  const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
  return {
    ok: false,
    status: response.status,
    code: failure.data?.error.code ?? 'request_failed',
    fields: { ...(failure.data?.error.fields ?? {}) },
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
  };
}
