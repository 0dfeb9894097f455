// Newsletter campaigns written by staff in each locale, and one delivery row per subscriber a campaign
// goes to (docs/newsletter.md). The send job takes deliveries at a steady rate; the unique pair
// (campaign, subscriber) means a subscriber gets a campaign once, whatever retries happen.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { NEWSLETTER_CAMPAIGN_STATUSES, NEWSLETTER_DELIVERY_STATUSES, type NewsletterContent } from '@spindle/domain';
import { users } from '../auth/users.ts';
import { checkIn, createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
import { newsletterSubscribers } from './subscribers.ts';

export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: identityId(),
    /** The staff's own name for it (never shown to subscribers). */
    name: text('name').notNull(),
    /** Subject and body per locale; English is required, the others fall back to it. */
    content: jsonb('content').$type<NewsletterContent>().notNull(),
    status: text('status').$type<(typeof NEWSLETTER_CAMPAIGN_STATUSES)[number]>().notNull().default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    recipients: integer('recipients').notNull().default(0),
    sendStartedAt: timestampTz('send_started_at'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [checkIn('newsletter_campaigns_status_valid', t.status, NEWSLETTER_CAMPAIGN_STATUSES)],
);

export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    id: identityId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    status: text('status').$type<(typeof NEWSLETTER_DELIVERY_STATUSES)[number]>().notNull().default('queued'),
    /** The outbox row of the e-mail sent. */
    outboxId: integer('outbox_id'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('newsletter_deliveries_once').on(t.campaignId, t.subscriberId),
    checkIn('newsletter_deliveries_status_valid', t.status, NEWSLETTER_DELIVERY_STATUSES),
    index('newsletter_deliveries_queued_idx')
      .on(t.campaignId, t.id)
      .where(sql`${t.status} = 'queued'`),
  ],
);
