// The newsletter list: one row per address (lower-cased, unique).
import { and, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@spindle/db';

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
    /**
     * Puts an account's address on the list, or back on it (sign-up, the account's setting): the row
     * keeps its language and first date, and takes the account's id if it had none.
     */
    async joinList(subscription: {
      email: string;
      userId: number | null;
      lang: string;
      origin?: string | null;
    }): Promise<void> {
      await db
        .insert(newsletterSubscribers)
        .values(subscription)
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { userId: sql`coalesce(excluded.user_id, ${newsletterSubscribers.userId})`, unsubscribedAt: null },
        });
    },
    /** Takes an address off the list from `now` (an address already off keeps its date). */
    async leaveList(email: string, now: Date): Promise<void> {
      await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: now })
        .where(and(eq(newsletterSubscribers.email, email), isNull(newsletterSubscribers.unsubscribedAt)));
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
