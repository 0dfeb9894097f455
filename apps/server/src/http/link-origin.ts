// The origin links in e-mails point to (docs/mail.md "Links"): PUBLIC_URL when it is set, else the
// origin this request reached the server at. Fastify derives that from the Host header and the
// connection, and reads X-Forwarded-Host and X-Forwarded-Proto only from a proxy TRUST_PROXY trusts,
// as it does for the client's address. A Host header is the client's word: production sets PUBLIC_URL
// (docs/configuration.md), so that nobody can have a reset link sent to a host of theirs.
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The origin (scheme, host, port) of links in e-mails caused by this request. */
export function linkOriginOf(
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
  publicUrl: string | undefined,
): string {
  if (publicUrl) return new URL(publicUrl).origin;
  return requestOriginOf(request);
}

/** The origin the request reached the server at; a Host that is not a bare host[:port] is refused. */
function requestOriginOf(request: Pick<FastifyRequest, 'protocol' | 'host'>): string {
  const url = URL.parse(`${request.protocol}://${request.host}`);
  const bareHost =
    url !== null &&
    request.host !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    !request.host.includes('#');
  if (!bareHost) throw new AppError('bad_request', { message: 'Host header is not a host name' });
  return url.origin;
}

/** What decides the links of an e-mail sent with no request (a webhook, a job). */
export interface KeptLinkOrigins {
  /** PUBLIC_URL. */
  publicUrl: string | undefined;
  /** In development only, this machine at PORT (config.ts): for demo rows that kept no origin. */
  developmentOrigin: string | undefined;
}

/**
 * The origin of an e-mail sent later than the request that caused it: PUBLIC_URL, else the origin kept
 * with its order or project when it was made, else (development) this machine. Throws when none is
 * known: rows made before the origin was kept (migration 0006), on a server without PUBLIC_URL.
 */
export function keptLinkOriginOf(kept: string | null, origins: KeptLinkOrigins): string {
  const origin = origins.publicUrl ?? kept ?? origins.developmentOrigin;
  if (!origin) throw new Error('no origin for the links of this e-mail: set PUBLIC_URL');
  return new URL(origin).origin;
}
