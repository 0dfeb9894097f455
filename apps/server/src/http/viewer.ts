// Who is looking and from where: what priced and localised reads need to know about a request.
import { COOKIE_NAMES, pickDefaultLocale, type AppLocale } from '@spindle/domain';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from './session-user.ts';
import { visitorCountry } from '../geo/visitor-country.ts';

export interface Viewer {
  user: AuthenticatedUser | null;
  /** Interface language: the lang cookie, else the browser's preference (spec section 1). */
  locale: AppLocale;
  /** Visitor country from the proxy header, else the IP database; null when unknown. */
  country: string | null;
}

/** The viewer of an API request. */
export function viewerOf(request: FastifyRequest, countryHeader: string): Viewer {
  return {
    user: request.user ?? null,
    locale: pickDefaultLocale({
      cookieLang: request.cookies[COOKIE_NAMES.language] ?? null,
      acceptLanguage: request.headers['accept-language'] ?? null,
    }),
    country: visitorCountry({ headers: request.headers, countryHeader, clientIp: request.ip }),
  };
}
