// How a subscription ends besides the account page: the link in a newsletter (its page, or the mail
// client's one-click button), or the SMTP provider reporting a hard bounce or a complaint
// (docs/newsletter.md). Each records why, so staff can tell a choice from a dead address.
import { mailEventEndsSubscription, type MailEventKind } from '@spindle/domain';
import type { CampaignsRepo } from './campaigns.repo.ts';

export function createSubscriptionEnds(deps: { repo: CampaignsRepo; clock: () => Date }) {
  const { repo, clock } = deps;
  return {
    /**
     * Ends the subscription of a link's token (`page` or `one_click`); whether the token names an
     * address (true again for one that already left, so a second click reads the same).
     */
    async byToken(token: string, reason: 'page' | 'one_click'): Promise<boolean> {
      const subscriber = await repo.subscriberOfToken(token);
      if (!subscriber) return false;
      await repo.unsubscribe({ ids: [subscriber.id] }, reason, clock());
      return true;
    },
    /** Ends the subscriptions the provider's reports call for; how many addresses left the list. */
    async byProviderReports(events: readonly { kind: MailEventKind; email: string }[]): Promise<number> {
      let left = 0;
      for (const kind of ['hard_bounce', 'complaint', 'unsubscribe'] as const) {
        if (!mailEventEndsSubscription(kind)) continue;
        const emails = events.filter((event) => event.kind === kind).map((event) => event.email);
        left += await repo.unsubscribe({ emails }, kind, clock());
      }
      return left;
    },
    /** The address of a token, for the unsubscribe page's confirmation (undefined when unknown). */
    async addressOf(token: string) {
      const subscriber = await repo.subscriberOfToken(token);
      return subscriber?.email;
    },
  };
}

export type SubscriptionEnds = ReturnType<typeof createSubscriptionEnds>;
