// The newsletter list: one row per address (lower-cased, unique).
import { schema, type Db } from '@spindle/db';
import { sql } from 'drizzle-orm';

const { newsletterSubscribers } = schema;

export interface NewsletterSubscription {
  /** Lower-cased. */
  email: string;
  lang: string;
  userId: number | null;
  origin: string;
}

export function createNewsletterRepo(db: Db) {
  return {
    /**
     * Adds the address, or updates the one already there: its language follows the latest choice, an
     * address that had left is back on the list from now, one that never left keeps its first date.
     */
    async upsertSubscription(subscription: NewsletterSubscription): Promise<void> {
      await db
        .insert(newsletterSubscribers)
        .values(subscription)
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: {
            lang: sql`excluded.lang`,
            userId: sql`coalesce(${newsletterSubscribers.userId}, excluded.user_id)`,
            subscribedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.subscribedAt} else now() end`,
            unsubscribedAt: null,
          },
        });
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
