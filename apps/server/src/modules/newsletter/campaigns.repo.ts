// The campaigns and their deliveries (docs/newsletter.md). A send starts in one transaction: the draft
// becomes `sending` and every subscribed address gets one queued delivery (the unique pair campaign,
// subscriber keeps it one). The send job then takes queued deliveries oldest first.
import { schema, type Db } from '@spindle/db';
import type { NewsletterContent } from '@spindle/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

const { newsletterCampaigns, newsletterDeliveries, newsletterSubscribers } = schema;

/** A campaign as stored. */
export type CampaignRow = typeof newsletterCampaigns.$inferSelect;

/** How many of a campaign's deliveries are in each state. */
export interface DeliveryCounts {
  queued: number;
  sent: number;
  skipped: number;
}

/** A queued delivery with where it goes. */
export interface QueuedDelivery {
  id: number;
  subscriberId: number;
  email: string;
  lang: string;
  token: string;
  /** The address left the list after the send started: the delivery is skipped. */
  left: boolean;
}

export function createCampaignsRepo(db: Db) {
  return { db, ...campaignDrafts(db), ...campaignCounts(db), ...campaignSending(db), ...subscriberLinks(db) };
}

/** The drafts staff write. */
function campaignDrafts(db: Db) {
  return {
    async list(): Promise<CampaignRow[]> {
      return db
        .select()
        .from(newsletterCampaigns)
        .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id));
    },
    async find(id: number): Promise<CampaignRow | undefined> {
      const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
      return row;
    },
    async create(input: {
      name: string;
      content: NewsletterContent;
      createdBy: number;
      now: Date;
    }): Promise<CampaignRow> {
      const [row] = await db
        .insert(newsletterCampaigns)
        .values({
          name: input.name,
          content: input.content,
          createdBy: input.createdBy,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning();
      if (!row) throw new Error('campaign insert returned no row');
      return row;
    },
    /** Changes a draft; undefined when it is not (or no longer) a draft. */
    async updateDraft(id: number, input: { name: string; content: NewsletterContent; now: Date }) {
      const [row] = await db
        .update(newsletterCampaigns)
        .set({ name: input.name, content: input.content, updatedAt: input.now })
        .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
        .returning();
      return row;
    },
    async deleteDraft(id: number): Promise<boolean> {
      const deleted = await db
        .delete(newsletterCampaigns)
        .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
        .returning({ id: newsletterCampaigns.id });
      return deleted.length === 1;
    },
  };
}

/** How many deliveries a campaign has in each state, and how many addresses are on the list. */
function campaignCounts(db: Db) {
  return {
    /** Delivery counts of some campaigns, by campaign. */
    async countsOf(ids: readonly number[]): Promise<Map<number, DeliveryCounts>> {
      const counts = new Map<number, DeliveryCounts>();
      if (ids.length === 0) return counts;
      const rows = await db
        .select({ campaignId: newsletterDeliveries.campaignId, status: newsletterDeliveries.status, n: count() })
        .from(newsletterDeliveries)
        .where(inArray(newsletterDeliveries.campaignId, [...ids]))
        .groupBy(newsletterDeliveries.campaignId, newsletterDeliveries.status);
      for (const row of rows) {
        const entry = counts.get(row.campaignId) ?? { queued: 0, sent: 0, skipped: 0 };
        entry[row.status] = Number(row.n);
        counts.set(row.campaignId, entry);
      }
      return counts;
    },
    async subscriberCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(isNull(newsletterSubscribers.unsubscribedAt));
      return Number(row?.n ?? 0);
    },
  };
}

/** A campaign going out: its deliveries. */
function campaignSending(db: Db) {
  return {
    /**
     * Starts sending a draft: `sending`, one queued delivery per subscribed address, the recipients
     * counted. Undefined when the campaign is not a draft (a second click, another instance).
     */
    async startSending(id: number, now: Date): Promise<CampaignRow | undefined> {
      return db.transaction(async (tx) => {
        const [started] = await tx
          .update(newsletterCampaigns)
          .set({ status: 'sending', sendStartedAt: now, updatedAt: now })
          .where(and(eq(newsletterCampaigns.id, id), eq(newsletterCampaigns.status, 'draft')))
          .returning({ id: newsletterCampaigns.id });
        if (!started) return undefined;
        await tx.execute(sql`
          insert into ${newsletterDeliveries} (campaign_id, subscriber_id, created_at)
          select ${id}, ${newsletterSubscribers.id}, ${now}
          from ${newsletterSubscribers}
          where ${newsletterSubscribers.unsubscribedAt} is null
          on conflict do nothing`);
        const [queued] = await tx
          .select({ n: count() })
          .from(newsletterDeliveries)
          .where(eq(newsletterDeliveries.campaignId, id));
        const [row] = await tx
          .update(newsletterCampaigns)
          .set({ recipients: Number(queued?.n ?? 0) })
          .where(eq(newsletterCampaigns.id, id))
          .returning();
        return row;
      });
    },
    /** The next queued deliveries of a campaign, oldest first, with their addresses. */
    async nextQueued(campaignId: number, limit: number): Promise<QueuedDelivery[]> {
      const rows = await db
        .select({
          id: newsletterDeliveries.id,
          subscriberId: newsletterDeliveries.subscriberId,
          email: newsletterSubscribers.email,
          lang: newsletterSubscribers.lang,
          token: newsletterSubscribers.unsubscribeToken,
          unsubscribedAt: newsletterSubscribers.unsubscribedAt,
        })
        .from(newsletterDeliveries)
        .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterDeliveries.subscriberId))
        .where(and(eq(newsletterDeliveries.campaignId, campaignId), eq(newsletterDeliveries.status, 'queued')))
        .orderBy(asc(newsletterDeliveries.id))
        .limit(limit);
      return rows.map(({ unsubscribedAt, ...row }) => ({ ...row, left: unsubscribedAt !== null }));
    },
    async markSent(deliveryId: number, outboxId: number, now: Date): Promise<void> {
      await db
        .update(newsletterDeliveries)
        .set({ status: 'sent', outboxId, sentAt: now })
        .where(and(eq(newsletterDeliveries.id, deliveryId), eq(newsletterDeliveries.status, 'queued')));
    },
    async markSkipped(deliveryId: number): Promise<void> {
      await db
        .update(newsletterDeliveries)
        .set({ status: 'skipped' })
        .where(and(eq(newsletterDeliveries.id, deliveryId), eq(newsletterDeliveries.status, 'queued')));
    },
    /** Marks a sending campaign sent once nothing is queued; whether it is done. */
    async finishIfDone(campaignId: number, now: Date): Promise<boolean> {
      const [queued] = await db
        .select({ n: count() })
        .from(newsletterDeliveries)
        .where(and(eq(newsletterDeliveries.campaignId, campaignId), eq(newsletterDeliveries.status, 'queued')));
      if (Number(queued?.n ?? 0) > 0) return false;
      await db
        .update(newsletterCampaigns)
        .set({ status: 'sent', sentAt: now, updatedAt: now })
        .where(and(eq(newsletterCampaigns.id, campaignId), eq(newsletterCampaigns.status, 'sending')));
      return true;
    },
  };
}

/** The addresses on the list, by token or address, and their leaving. */
function subscriberLinks(db: Db) {
  return {
    /** The address of an unsubscribe token, still subscribed or not. */
    async subscriberOfToken(token: string) {
      if (!/^[0-9a-f-]{36}$/i.test(token)) return undefined;
      const [row] = await db
        .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email, lang: newsletterSubscribers.lang })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.unsubscribeToken, token));
      return row;
    },
    /** The unsubscribe token of an address on the list (a test send to a subscriber uses theirs). */
    async tokenOfEmail(email: string): Promise<string | undefined> {
      const [row] = await db
        .select({ token: newsletterSubscribers.unsubscribeToken })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email.toLowerCase()));
      return row?.token;
    },
    /** Takes addresses off the list (those still on it), saying why; how many left. */
    async unsubscribe(where: { ids?: readonly number[]; emails?: readonly string[] }, reason: string, now: Date) {
      const condition =
        where.ids && where.ids.length > 0
          ? inArray(newsletterSubscribers.id, [...where.ids])
          : where.emails && where.emails.length > 0
            ? inArray(
                newsletterSubscribers.email,
                where.emails.map((email) => email.toLowerCase()),
              )
            : undefined;
      if (!condition) return 0;
      const rows = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: now, unsubscribeReason: reason })
        .where(and(condition, isNull(newsletterSubscribers.unsubscribedAt)))
        .returning({ id: newsletterSubscribers.id });
      return rows.length;
    },
  };
}

export type CampaignsRepo = ReturnType<typeof createCampaignsRepo>;
