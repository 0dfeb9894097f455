// POST /api/newsletter: subscribe an address to the newsletter (packages/contracts/src/endpoints/newsletter.ts).
import { newsletterEndpoints } from '@spindle/contracts';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import type { NewsletterService } from './newsletter.service.ts';

export function newsletterRoutes({ newsletter }: { newsletter: NewsletterService }) {
  return routesOf(newsletterEndpoints, {
    subscribe: async ({ body, user }, { request, reply }) => {
      const outcome = await newsletter.subscribe(body, { ip: request.ip, user });
      if (!outcome.ok) {
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError(outcome.code);
      }
      return { subscribed: true as const };
    },
  });
}
