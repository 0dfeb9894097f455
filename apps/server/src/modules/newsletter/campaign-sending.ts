// The send job of a newsletter campaign (docs/newsletter.md): each run takes the next batch of queued
// deliveries, writes each e-mail to the mail queue (outbox, then SMTP when configured) with its
// one-click List-Unsubscribe header, and queues the next run after a pause, so a campaign leaves at
// the configured rate per minute. An address that left the list since the send started is skipped.
// A crash between an e-mail and its delivery's row re-sends that one e-mail at the retry: at least
// once, never a whole batch twice (the job runner's claim keeps one run per campaign at a time).
import { isLocale, newsletterBatchPlan } from '@spindle/domain';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { enqueueJob, type JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CampaignsRepo } from './campaigns.repo.ts';
import { renderCampaignEmail } from './campaigns.service.ts';

/** The job type. */
export const NEWSLETTER_SEND_JOB = 'newsletter.send';

const payloadSchema = z.object({ campaignId: z.number().int().positive(), run: z.number().int().nonnegative() });

export interface CampaignSendingDeps {
  repo: CampaignsRepo;
  mailer: Mailer;
  baseUrl: string;
  /** E-mails per minute (NEWSLETTER_RATE_PER_MINUTE). */
  ratePerMinute: number;
  clock: () => Date;
}

/** Queues run `run` of a campaign's send job, due after `delayMs`. */
export async function queueCampaignRun(
  deps: Pick<CampaignSendingDeps, 'repo' | 'clock'>,
  campaignId: number,
  run: number,
  delayMs = 0,
): Promise<void> {
  await enqueueJob(deps.repo.db, {
    type: NEWSLETTER_SEND_JOB,
    payload: { campaignId, run },
    runAt: new Date(deps.clock().getTime() + delayMs),
    dedupeKey: `${NEWSLETTER_SEND_JOB}:${campaignId}:${run}`,
    maxAttempts: 10,
  });
}

/** The handler: one batch, then the next run (or the campaign marked sent). */
export function createCampaignSendHandler(deps: CampaignSendingDeps): JobHandler {
  return async (job, { signal }) => {
    const { campaignId, run } = payloadSchema.parse(job.payload);
    const campaign = await deps.repo.find(campaignId);
    if (!campaign || campaign.status !== 'sending') return;
    const plan = newsletterBatchPlan(deps.ratePerMinute);
    for (const delivery of await deps.repo.nextQueued(campaignId, plan.batchSize)) {
      if (signal.aborted) break;
      if (delivery.left) {
        await deps.repo.markSkipped(delivery.id);
        continue;
      }
      const lang = isLocale(delivery.lang) ? delivery.lang : 'en';
      const { email, oneClickUrl } = renderCampaignEmail(deps.baseUrl, campaign.content, {
        lang,
        token: delivery.token,
      });
      const sent = await deps.mailer
        .send({
          to: delivery.email,
          locale: lang,
          template: 'newsletter',
          tags: ['newsletter', `campaign:${campaignId}`],
          listUnsubscribeUrl: oneClickUrl,
          ...email,
        })
        .catch((error: unknown) => {
          // An address the mailer refuses (stored before today's checks) will never go: skip it.
          if (error instanceof AppError && error.code === 'email_invalid') return null;
          throw error;
        });
      if (sent) await deps.repo.markSent(delivery.id, sent.id, deps.clock());
      else await deps.repo.markSkipped(delivery.id);
    }
    if (await deps.repo.finishIfDone(campaignId, deps.clock())) return;
    await queueCampaignRun(deps, campaignId, run + 1, plan.nextRunInMs);
  };
}
