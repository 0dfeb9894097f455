// Public face of analytics: first-party page views and user events (docs/analytics.md). It owns the
// events table; the cart records its server-side events and the staff statistics read conversion by
// origin through this face.
import type { Db } from '@spindle/db';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';
import { createAnalyticsRepo, type OriginConversion } from './analytics.repo.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService, type ServerEvent } from './analytics.service.ts';

export { type OriginConversion } from './analytics.repo.ts';
export { VISITOR_COOKIE_DAYS, analyticsRoutes } from './analytics.routes.ts';
export {
  ANALYTICS_RATE_LIMIT,
  type AnalyticsService,
  type ServerEvent,
  createAnalyticsService,
  originOfBeacon,
} from './analytics.service.ts';

/** The analytics service and its routes. */
export function createAnalyticsModule(options: {
  db: Db;
  limiter: RateLimiter;
  publicProjects: (ids: readonly number[]) => Promise<ReadonlySet<number>>;
  secureCookies: boolean;
}) {
  const analytics = createAnalyticsService({
    repo: createAnalyticsRepo(options.db),
    limiter: options.limiter,
    publicProjects: options.publicProjects,
  });
  return { analytics, routes: analyticsRoutes({ analytics, secureCookies: options.secureCookies }) };
}

const ORIGIN_CODE = /^[A-Za-z0-9_.-]{1,50}$/;
const VISITOR_ID = /^[A-Za-z0-9_-]{22}$/;

/**
 * Records an event the server observed (the cart's add_to_cart, community's add_to_wishlist of a user).
 * The origin and visitor id come from the browser's cookies: kept only when they look right.
 */
export async function recordServerEvent(db: Db, event: ServerEvent): Promise<void> {
  await createAnalyticsRepo(db).insertEvents([
    {
      type: event.type,
      userId: event.userId,
      cookieId: event.visitorId && VISITOR_ID.test(event.visitorId) ? event.visitorId : null,
      projectId: event.projectId ?? null,
      origin: event.origin && ORIGIN_CODE.test(event.origin) ? event.origin : null,
      data: event.data ?? null,
    },
  ]);
}

/** Conversion by origin over a span, for the staff statistics. */
export function conversionByOriginOf(
  db: Db,
  span: { fromInclusive: Date; toExclusive: Date },
): Promise<OriginConversion[]> {
  return createAnalyticsRepo(db).conversionByOrigin(span);
}
