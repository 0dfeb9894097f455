// How the account pages' actions call the API in process (as the visitor: cookie, origin and
// sec-fetch-site are forwarded, so the API's CSRF and rate limits judge the browser's request), and
// how they hand the API's Set-Cookie headers (the session cookie, its clearing) on to the browser.
import { errorBodySchema } from '@spindle/contracts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { apiContext } from '../../context.ts';
import { maintenanceResponse } from '../../lib/api.server.ts';
import { accountErrorCode, retryMinutesOf, type AccountErrorCode, type FormResult } from './form-result.ts';

/** The outcome of one API call. */
export type ApiCall<T> =
  | { ok: true; value: T; setCookies: string[] }
  | {
      ok: false;
      status: number;
      code: AccountErrorCode;
      fields: Record<string, AccountErrorCode>;
      retryMinutes?: number;
      setCookies: string[];
    };

/** Sends `body` (JSON object or FormData) to `path` with `method`; a 5xx or a broken contract throws the maintenance view. */
export async function callApi<S extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: S,
  init: { method?: 'GET' | 'POST'; json?: unknown; body?: FormData } = {},
): Promise<ApiCall<z.output<S>>> {
  const api = context.get(apiContext);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await api(path, {
      method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    });
  } catch (error) {
    console.error(`/api${path} failed`, error);
    throw maintenanceResponse();
  }
  if (response.status >= 500) throw maintenanceResponse();
  const setCookies = response.headers.getSetCookie();
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      console.error(`/api${path} does not match its contract`, parsed.error.issues);
      throw maintenanceResponse();
    }
    return { ok: true, value: parsed.data, setCookies };
  }
  const failure = errorBodySchema.safeParse(body);
  const fields: Record<string, AccountErrorCode> = {};
  for (const [name, code] of Object.entries(failure.data?.error.fields ?? {})) fields[name] = accountErrorCode(code);
  const code = accountErrorCode(failure.data?.error.code);
  const retryAfter = response.headers.get('retry-after');
  return {
    ok: false,
    status: response.status,
    code,
    fields,
    ...(code === 'too_many_attempts'
      ? { retryMinutes: retryMinutesOf(retryAfter === null ? null : Number(retryAfter)) }
      : {}),
    setCookies,
  };
}

/** Response headers carrying the API's Set-Cookie lines (several cookies stay several headers). */
export function cookieHeaders(setCookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return headers;
}

/** A redirect that also forwards the API's cookies. */
export function redirectWithCookies(to: string, setCookies: readonly string[]): Response {
  return redirect(to, { headers: cookieHeaders(setCookies) });
}

/** The refused form's answer: the message, the field errors and the typed values (passwords dropped). */
export function refusal(
  form: string,
  failure: { status: number; code: AccountErrorCode; fields: Record<string, AccountErrorCode>; retryMinutes?: number },
  values: Record<string, string>,
) {
  const onlyFields = failure.code === 'input_invalid' && Object.keys(failure.fields).length > 0;
  const result: FormResult = {
    form,
    ok: false,
    error: onlyFields ? null : failure.code,
    ...(failure.retryMinutes === undefined ? {} : { retryMinutes: failure.retryMinutes }),
    fields: failure.fields,
    values: withoutSecrets(values),
  };
  return data(result, { status: failure.status >= 400 && failure.status < 500 ? failure.status : 400 });
}

/** Typed values minus anything secret, to refill a form. */
export function withoutSecrets(values: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) if (!/password|token/.test(name)) kept[name] = value;
  return kept;
}

/** The form's text fields as strings (files and repeated names ignored). */
export function textFields(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}
