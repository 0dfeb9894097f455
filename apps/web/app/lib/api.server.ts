// The typed client page loaders use to read the API (in process, through apiContext). Every answer
// crosses its contract's zod schema. Failures become the responses the error views understand
// (spec section 2): status >= 500 -> maintenance, any other error or missing data -> page not found.
import { data, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { apiContext, type ApiFetch } from '../context.ts';

/** Thrown to show the maintenance view (the document answers 503 and asks to come back in 60 s). */
export function maintenanceResponse() {
  return data(null, { status: 503, headers: { 'Retry-After': '60' } });
}

/** Thrown to show the page-not-found view. */
export function notFoundResponse() {
  return data(null, { status: 404 });
}

type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'missing' };

async function request<S extends z.ZodType>(api: ApiFetch, path: string, schema: S): Promise<Outcome<z.output<S>>> {
  let response: Response;
  try {
    response = await api(path, { headers: { accept: 'application/json' } });
  } catch (error) {
    console.error(`GET /api${path} failed`, error);
    throw maintenanceResponse();
  }
  if (response.status >= 500) throw maintenanceResponse();
  if (!response.ok) return { kind: 'missing' };
  const body: unknown = await response.json().catch(() => undefined);
  if (body === undefined || body === null) return { kind: 'missing' };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    // The API broke its own contract: that is a server fault, not a missing page.
    console.error(`GET /api${path} does not match its contract`, parsed.error.issues);
    throw maintenanceResponse();
  }
  return { kind: 'ok', value: parsed.data };
}

/** Typed GET requests to the API for one page request. */
export interface ApiClient {
  /** The parsed answer; throws page-not-found when the API has nothing, maintenance when it fails. */
  get<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>>;
  /** Like get, but a 4xx or empty answer is null: for parts of a page that may be absent (an alert). */
  getOptional<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null>;
}

/** The API client of a loader: `apiClient(context).get('/home?currency=EUR', homeSchema)`. */
export function apiClient(context: Readonly<RouterContextProvider>): ApiClient {
  const api = context.get(apiContext);
  return {
    async get(path, schema) {
      const outcome = await request(api, path, schema);
      if (outcome.kind === 'missing') throw notFoundResponse();
      return outcome.value;
    },
    async getOptional(path, schema) {
      const outcome = await request(api, path, schema);
      return outcome.kind === 'ok' ? outcome.value : null;
    },
  };
}
