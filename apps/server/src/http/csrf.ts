// Cross-site request forgery protection of the API by the browser's own headers (docs/accounts.md,
// "CSRF"). A browser sends `Sec-Fetch-Site` (every current browser) and `Origin` (on every POST, PUT,
// PATCH and DELETE) and a page cannot forge either, so no token has to travel through the pages:
//   - safe methods (GET, HEAD, OPTIONS) are never checked;
//   - a request that says it comes from another site is refused, whatever it carries (this also stops
//     login CSRF, where a forged form signs the visitor in to someone else's account);
//   - a request that authenticates with the `token` cookie must prove it comes from this site: either
//     `Sec-Fetch-Site: same-origin` (or `none`: typed by the user), or an `Origin` of this site;
//   - a request with a bearer token is not checked: a browser never adds that header on its own.
// Only /api is covered: api.ts runs the check in the API plugin's authentication hook.
import type { FastifyRequest } from 'fastify';
import { sessionCredentialOf } from './authentication.ts';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  /** PUBLIC_URL: when set, its origin is this site's. The request's own host is always accepted too. */
  publicUrl?: string | undefined;
}

/** What the browser headers say about where an unsafe request comes from. */
export type RequestSite = 'same-origin' | 'cross-site' | 'unknown';

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Where a request comes from. Sec-Fetch-Site wins when present; otherwise the Origin header is
 * compared with PUBLIC_URL's origin and with the request's Host (as Go's CrossOriginProtection does,
 * the scheme is left out of the host comparison so TLS ending at a proxy does not matter).
 */
export function requestSiteOf(request: FastifyRequest, publicOrigin: string | null): RequestSite {
  const fetchSite = headerValue(request, 'sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none' ? 'same-origin' : 'cross-site';
  const origin = headerValue(request, 'origin');
  if (origin === null) return 'unknown';
  if (origin === 'null') return 'cross-site';
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return 'cross-site';
  }
  if (publicOrigin !== null && originUrl.origin === publicOrigin) return 'same-origin';
  // request.host: the Host header, or X-Forwarded-Host from a trusted proxy (TRUST_PROXY).
  return request.host !== '' && originUrl.host === request.host.toLowerCase() ? 'same-origin' : 'cross-site';
}

/** Whether an unsafe request may go on: refused from another site, and refused unproven with the cookie. */
export function passesCsrfCheck(request: FastifyRequest, publicOrigin: string | null): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const credential = sessionCredentialOf(request);
  if (credential?.source === 'bearer') return true;
  const site = requestSiteOf(request, publicOrigin);
  if (site === 'cross-site') return false;
  return credential?.source === 'cookie' ? site === 'same-origin' : true;
}

/**
 * The check of one request: undefined when it may go on, else the 403 csrf_invalid to answer. The API
 * runs it first in its authentication hook (api.ts), before the session and the body parsing.
 */
export function csrfCheck(options: CsrfOptions = {}): (request: FastifyRequest) => AppError | undefined {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : null;
  return (request) => (passesCsrfCheck(request, publicOrigin) ? undefined : new AppError('csrf_invalid'));
}
