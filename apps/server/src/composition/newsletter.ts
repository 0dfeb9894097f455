// The newsletter in one piece for api.ts (docs/newsletter.md): the sign-up service the storefront made,
// the staff's campaigns with the audit log, the send job at the configured rate, the one-click
// unsubscribe and the SMTP provider's reports.
import type { Db } from '@spindle/db';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAuditLog } from '../modules/audit/index.ts';
import {
  NEWSLETTER_SEND_JOB,
  type NewsletterService,
  createCampaignSendHandler,
  createCampaignsRepo,
  createCampaignsService,
  createSubscriptionEnds,
  newsletterRoutes,
  queueCampaignRun,
} from '../modules/newsletter/index.ts';

export interface NewsletterSideOptions {
  db: Db;
  config: Pick<Config, 'PUBLIC_URL'> & Partial<Pick<Config, 'NEWSLETTER_RATE_PER_MINUTE' | 'MAIL_EVENTS_SECRET'>>;
  mailer: Mailer;
  newsletter: NewsletterService;
  clock?: (() => Date) | undefined;
}

export function createNewsletterSide({ db, config, mailer, newsletter, clock }: NewsletterSideOptions) {
  const now = clock ?? (() => new Date());
  const repo = createCampaignsRepo(db);
  const baseUrl = config.PUBLIC_URL ?? 'http://localhost:3000';
  const campaigns = createCampaignsService({
    repo,
    mailer,
    audit: createAuditLog({ db, clock: now }),
    baseUrl,
    queueSend: (campaignId) => queueCampaignRun({ repo, clock: now }, campaignId, 0),
    clock: now,
  });
  const ends = createSubscriptionEnds({ repo, clock: now });
  return {
    ends,
    routes: newsletterRoutes({ newsletter, campaigns, ends, mailEventsSecret: config.MAIL_EVENTS_SECRET }),
    jobHandlers: {
      [NEWSLETTER_SEND_JOB]: createCampaignSendHandler({
        repo,
        mailer,
        baseUrl,
        ratePerMinute: config.NEWSLETTER_RATE_PER_MINUTE ?? 120,
        clock: now,
      }),
    },
  };
}
