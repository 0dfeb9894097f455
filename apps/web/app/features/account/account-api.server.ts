// How the account pages' actions call the API in process (as the visitor: cookie, origin and
// sec-fetch-site are forwarded, so the API's CSRF and rate limits judge the browser's request), and
// how they hand the API's Set-Cookie headers (the session cookie, its clearing) on to the browser.
import type { Endpoint, EndpointAnswer } from '@spindle/contracts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import type { CallArgs } from '../../lib/api-exchange.ts';
import { apiClient, type CallOptions } from '../../lib/api.server.ts';
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

/**
 * Calls a declared endpoint as the visitor (apiClient's callWithCookies): the answer with the API's
 * Set-Cookie lines, or the refusal in the account forms' codes. A 5xx or a broken contract throws the
 * maintenance view.
 */
export async function callApi<E extends Endpoint>(
  context: Readonly<RouterContextProvider>,
  endpoint: E,
  ...args: CallArgs<E, CallOptions>
): Promise<ApiCall<EndpointAnswer<E>>> {
  const result = await apiClient(context).callWithCookies(endpoint, ...args);
  const { setCookies } = result;
  if (result.ok) return { ok: true, value: result.value, setCookies };
  const fields: Record<string, AccountErrorCode> = {};
  for (const [name, code] of Object.entries(result.fields)) fields[name] = accountErrorCode(code);
  const code = accountErrorCode(result.code);
  return {
    ok: false,
    status: result.status,
    code,
    fields,
    ...(code === 'too_many_attempts' ? { retryMinutes: retryMinutesOf(result.retryAfterSeconds) } : {}),
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
