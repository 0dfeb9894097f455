// What the auth calls need to know about the client behind a request: its address, browser, the
// token it still holds, the site's public origin for e-mail links, its language and country.
import { COOKIE_NAMES, type AppLocale } from '@spindle/domain';
import type { FastifyRequest } from 'fastify';
import { sessionTokenOf } from '../../http/authentication.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { viewerOf } from '../../http/viewer.ts';

export interface ClientContext {
  ip: string | null;
  userAgent: string | null;
  /** The session token the client sent, revoked when it signs in again (rotation). */
  heldToken: string | null;
  /** Origin of links in e-mails: PUBLIC_URL, else this request's own. */
  baseUrl: string;
  locale: AppLocale;
  /** Country from the proxy's header, null when unknown. */
  country: string | null;
  /** The display currency the visitor chose (currency cookie), if any. */
  currencyCookie: string | null;
  /** The referral code the visitor arrived with (sponsor cookie), if any. */
  sponsorCookie: string | null;
}

export interface ClientContextConfig {
  publicUrl?: string | undefined;
  countryHeader: string;
}

/** The client context of a request. */
export function clientContextOf(request: FastifyRequest, config: ClientContextConfig): ClientContext {
  const viewer = viewerOf(request, config.countryHeader);
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip || null,
    userAgent: typeof userAgent === 'string' ? userAgent : null,
    heldToken: sessionTokenOf(request),
    baseUrl: linkOriginOf(request, config.publicUrl),
    locale: viewer.locale,
    country: viewer.country,
    currencyCookie: request.cookies[COOKIE_NAMES.currency] ?? null,
    sponsorCookie: request.cookies[COOKIE_NAMES.sponsor] ?? null,
  };
}
