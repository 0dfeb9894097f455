// The pages' loaders call the same HTTP API as the browser, in process (app.inject): one contract,
// one set of authorisation checks, no network hop.
import { COOKIE_NAMES, splitLocaleFromPath, type AppLocale } from '@spindle/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { READ_PRIMARY_HEADER } from '../http/read-your-writes.ts';
import type { InProcessAnswer, InProcessEndpoints } from '../http/in-process-endpoints.ts';

/**
 * A GET endpoint read in process (http/in-process-endpoints.ts): its checked answer, or undefined when
 * that endpoint is not read this way (the caller then fetches it).
 */
export type InProcessRead = (endpointId: string, path: string) => Promise<InProcessAnswer | undefined>;

/** In-process fetch to the API; `path` is relative to /api, e.g. '/home?currency=EUR'. */
export type ApiFetch = ((path: string, init?: RequestInit) => Promise<Response>) & { inProcess?: InProcessRead };

/** Headers of the page request that the API needs to answer as it would answer the browser. */
function forwardedHeaders(request: FastifyRequest, countryHeader: string): Record<string, string> {
  // origin, sec-fetch-site and host let the API's CSRF check (http/csrf.ts) judge a page action's post
  // by the browser request behind it. The proxy's X-Forwarded-* headers go along for the API to read
  // exactly as it would from the browser's request: only from a trusted proxy (TRUST_PROXY; the
  // remote address is the page request's), so links in e-mails get the public host and protocol.
  const names = [
    'cookie',
    'authorization',
    'accept-language',
    'user-agent',
    'x-forwarded-for',
    'x-forwarded-host',
    'x-forwarded-proto',
    'origin',
    'sec-fetch-site',
    'host',
    countryHeader,
  ];
  const headers: Record<string, string> = { 'x-request-id': String(request.id) };
  for (const name of names) {
    const value = request.headers[name as keyof IncomingHttpHeaders];
    if (typeof value === 'string') headers[name] = value;
    else if (Array.isArray(value)) headers[name] = value.join(', ');
  }
  return headers;
}

/**
 * The language of the page a request is for: its path's locale prefix. Client navigations ask for
 * `{path}.data` (`/_root.data` for the English home page).
 */
export function pageLocaleOf(url: string): AppLocale {
  const [path = '/'] = url.split('?', 1);
  // A path of plain segments is its own URL pathname; only others (dots, escapes, '//') go through a
  // URL parse, which every page request paid for before (~1 % of a project page's CPU).
  const pathname = PLAIN_PATH.test(path) ? path : new URL(url, 'http://page').pathname;
  return splitLocaleFromPath(pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/')).locale;
}

/** Segments of letters, digits, '_' and '-', then maybe a data request's '.data': nothing a URL parse changes. */
const PLAIN_PATH = /^(?:\/[\w-]+)*(?:\/|\.data)?$/;

/** A Cookie header with `name` set to `value` (replaced when present). */
function withCookie(header: string | undefined, name: string, value: string): string {
  const others = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith(`${name}=`));
  return [...others, `${name}=${value}`].join('; ');
}

/** A web-standard Response from app.inject's result (multi-valued headers such as set-cookie kept apart). */
function toResponse(
  status: number,
  statusText: string,
  rawHeaders: OutgoingHttpHeaders,
  body: Buffer,
  method: string,
): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(rawHeaders)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, String(value));
  }
  const hasNoBody = method === 'HEAD' || status === 204 || status === 205 || status === 304;
  return new Response(hasNoBody ? null : new Uint8Array(body), { status, statusText, headers });
}

/**
 * An ApiFetch bound to one page request: it carries the visitor's cookie, token, country and address,
 * and the page's language. The API reads the language from the `lang` cookie (else Accept-Language);
 * the page's own is the one to answer in (a first visit to /fr from an English browser has no cookie
 * yet, a visitor switching language still has the old one), as the page sets that cookie anyway.
 */
export function createInProcessApiFetch(
  app: FastifyInstance,
  pageRequest: FastifyRequest,
  countryHeader: string,
  endpoints?: InProcessEndpoints,
): ApiFetch {
  const forwarded = forwardedHeaders(pageRequest, countryHeader);
  const locale = pageLocaleOf(pageRequest.url);
  forwarded.cookie = withCookie(forwarded.cookie, COOKIE_NAMES.language, locale);
  // A page action writes, then its page's loaders read in the same request: from the primary, with a
  // read replica (http/read-your-writes.ts).
  if (pageRequest.method !== 'GET' && pageRequest.method !== 'HEAD') forwarded[READ_PRIMARY_HEADER] = '1';
  const api: ApiFetch = async (apiPath, init) => {
    if (!apiPath.startsWith('/')) throw new TypeError(`ApiFetch path must start with '/', got '${apiPath}'`);
    // A Request normalises every body kind (string, FormData, URLSearchParams, Blob) and its content type.
    const normalised = new Request(new URL(`/api${apiPath}`, 'http://in-process'), init);
    const headers: Record<string, string> = { ...forwarded };
    normalised.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const body = normalised.body ? Buffer.from(await normalised.arrayBuffer()) : undefined;
    const result = await app.inject({
      method: normalised.method,
      url: `/api${apiPath}`,
      headers,
      ...(body ? { payload: body } : {}),
      // The API sees the visitor's address, as it would without the in-process shortcut.
      remoteAddress: pageRequest.socket.remoteAddress ?? '127.0.0.1',
    });
    return toResponse(result.statusCode, result.statusMessage, result.headers, result.rawPayload, normalised.method);
  };
  if (endpoints) {
    // What the API reads of an injected request is what inject would have sent: these headers, and the
    // cookies of their Cookie header (the page's language in place of the lang cookie).
    const caller = {
      page: pageRequest,
      headers: { ...forwarded, accept: 'application/json' },
      cookies: { ...pageRequest.cookies, [COOKIE_NAMES.language]: locale },
    };
    api.inProcess = (endpointId, path) => endpoints.read(caller, endpointId, path);
  }
  return api;
}
