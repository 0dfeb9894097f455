// The first-party analytics for api.ts (docs/analytics.md): the analytics module, told which project ids
// are public through projects' face.
import type { Db } from '@spindle/db';
import { ANALYTICS_RATE_LIMIT, createAnalyticsModule } from '../modules/analytics/index.ts';
import { publicProjectArtistNames } from '../modules/projects/index.ts';
import type { RateLimiterFactory } from '../rate-limit/rate-limiter-factory.ts';

export function createAnalyticsSide(options: {
  db: Db;
  rateLimiters: Pick<RateLimiterFactory, 'create'>;
  secureCookies: boolean;
}) {
  const { db } = options;
  return createAnalyticsModule({
    db,
    limiter: options.rateLimiters.create('analytics-ip', ANALYTICS_RATE_LIMIT),
    publicProjects: async (ids) => new Set((await publicProjectArtistNames(db, ids)).keys()),
    secureCookies: options.secureCookies,
  });
}
