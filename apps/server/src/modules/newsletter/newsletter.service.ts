// Newsletter sign-up from /newsletter: single opt-in, idempotent (docs/information-pages.md).
import type { NewsletterRequest } from '@spindle/contracts';
import { clientIpKey } from '../../rate-limit/client-ip-key.ts';
import type { RateLimiter, RateLimitRules } from '../../rate-limit/rate-limiter.ts';
import type { NewsletterRepo } from './newsletter.repo.ts';

/** Ten sign-ups per client address, earned back over ten minutes: enough for a family, not for a list. */
export const NEWSLETTER_RATE_LIMIT: RateLimitRules = { points: 10, durationSeconds: 600 };

/** Where a subscription came from (newsletter_subscribers.origin). */
export const NEWSLETTER_PAGE_ORIGIN = 'newsletter_page';

export interface NewsletterSubscriber {
  ip: string;
  /** The signed-in user, linked only when the address is their own. */
  user: { id: number; email: string } | null;
}

export type NewsletterOutcome = { ok: true } | { ok: false; code: 'too_many_requests'; retryAfterSeconds: number };

export function createNewsletterService({ repo, limiter }: { repo: NewsletterRepo; limiter: RateLimiter }) {
  return {
    async subscribe(request: NewsletterRequest, subscriber: NewsletterSubscriber): Promise<NewsletterOutcome> {
      const limit = await limiter.consume(clientIpKey(subscriber.ip));
      if (!limit.allowed) return { ok: false, code: 'too_many_requests', retryAfterSeconds: limit.retryAfterSeconds };
      const email = request.email.toLowerCase();
      await repo.upsertSubscription({
        email,
        lang: request.lang,
        userId: subscriber.user?.email.toLowerCase() === email ? subscriber.user.id : null,
        origin: NEWSLETTER_PAGE_ORIGIN,
      });
      return { ok: true };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
