// POST /api/events (packages/contracts/src/endpoints/analytics.ts): the first-party beacon. A browser
// without a visitor id gets one in the cookie_id cookie (HttpOnly, first-party, SameSite=Lax; spec
// section 4 clears it on logout).
import { analyticsEndpoints } from '@spindle/contracts';
import { COOKIE_NAMES } from '@spindle/domain';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** How long the visitor id is kept: 13 months, the longest an audience-measurement cookie may live. */
export const VISITOR_COOKIE_DAYS = 395;

export function analyticsRoutes({ analytics, secureCookies }: { analytics: AnalyticsService; secureCookies: boolean }) {
  return routesOf(analyticsEndpoints, {
    record: async ({ body, user }, { request, reply }) => {
      const outcome = await analytics.record(body, {
        ip: request.ip,
        userId: user?.id ?? null,
        visitorId: request.cookies[COOKIE_NAMES.cookieId] ?? null,
        storedOrigin: request.cookies[COOKIE_NAMES.origin] ?? null,
        host: request.host,
      });
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError(outcome.code);
      }
      if (outcome.newVisitor) {
        reply.setCookie(COOKIE_NAMES.cookieId, outcome.visitorId, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: secureCookies,
          maxAge: VISITOR_COOKIE_DAYS * 86_400,
        });
      }
      return { recorded: outcome.recorded };
    },
  });
}
