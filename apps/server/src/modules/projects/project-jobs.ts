// The project jobs (BUSINESS-RULES "Project lifecycle"; docs/projects.md "Jobs"):
// - projects.lifecycle (every 5 minutes): opens coming-soon projects (promo) at their start date,
//   closes selling ones at their end date (successful when the goal is reached, else failed, whose
//   buyers are then refunded), and queues the reminders that are due;
// - projects.reminder: the owner 7 days before the end, followers 3 days before, by e-mail, once each;
// - projects.refund_failed: refunds every paid order of a failed project through the PaymentProvider.
import { isCurrencyCode, isLocale, type AppLocale } from '@spindle/domain';
import type { Db } from '@spindle/db';
import { z } from 'zod';
import { enqueueJob, type JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  FOLLOWER_REMINDER_DAYS_BEFORE_END,
  followerReminderTemplate,
  PROJECT_REMINDER_DAYS_BEFORE_END,
  projectReminderTemplate,
} from '../../mail/templates/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { ProjectJobsRepo } from './project-jobs.repo.ts';
import type { ProjectsRepo } from './projects.repo.ts';

export const LIFECYCLE_JOB = 'projects.lifecycle';
export const REMINDER_JOB = 'projects.reminder';
export const REFUND_FAILED_JOB = 'projects.refund_failed';
/** Every 5 minutes: a project opens or closes at most 5 minutes after its date. */
export const LIFECYCLE_SCHEDULE = { type: LIFECYCLE_JOB, everyMinutes: 5 } as const;

const DAY_MS = 86_400_000;

export interface ProjectJobsDeps {
  db: Db;
  jobsRepo: ProjectJobsRepo;
  repo: Pick<ProjectsRepo, 'changeStep'>;
  mailer: Pick<Mailer, 'send'>;
  provider: Pick<PaymentProvider, 'refund'> | null;
  baseUrl: string;
  clock?: () => Date;
}

/** Queues the refund of a failed project's buyers (once per project). */
export function enqueueFailedProjectRefunds(db: Db, projectId: number) {
  return enqueueJob(db, {
    type: REFUND_FAILED_JOB,
    payload: { projectId },
    dedupeKey: `${REFUND_FAILED_JOB}:${projectId}`,
  });
}

const localeOf = (lang: string): AppLocale => (isLocale(lang) ? lang : 'en');

export function createProjectJobHandlers(deps: ProjectJobsDeps): Record<string, JobHandler> {
  const { db, jobsRepo, repo, mailer } = deps;
  const clock = deps.clock ?? (() => new Date());

  const lifecycle: JobHandler = async (_job, context) => {
    const now = clock();
    for (const project of await jobsRepo.dueToOpen(now)) {
      await repo.changeStep(project.id, {
        from: project.step,
        to: 'in_progress',
        byUserId: null,
        at: now,
        comment: 'opened at its start date',
      });
    }
    for (const project of await jobsRepo.dueToClose(now)) {
      // A funding project succeeds when its goal is reached; a sale without a goal when anything sold.
      const reached = project.goal ? project.sold >= project.goal : project.sold > 0;
      const to = reached ? 'successful' : 'failed';
      const moved = await repo.changeStep(project.id, {
        from: project.step,
        to,
        byUserId: null,
        at: now,
        comment: 'closed at its end date',
      });
      if (moved && to === 'failed') await enqueueFailedProjectRefunds(db, project.id);
      if (moved) context.logger.info({ projectId: project.id, to }, 'project closed');
    }
    const reminders = [
      { audience: 'owner', days: PROJECT_REMINDER_DAYS_BEFORE_END },
      { audience: 'followers', days: FOLLOWER_REMINDER_DAYS_BEFORE_END },
    ] as const;
    for (const { audience, days } of reminders) {
      for (const project of await jobsRepo.endingWithin(now, days * DAY_MS)) {
        // One reminder per project, audience and end date: moving the end date sends a new one.
        await enqueueJob(db, {
          type: REMINDER_JOB,
          payload: { projectId: project.id, audience },
          dedupeKey: `${REMINDER_JOB}:${project.id}:${audience}:${project.endAt?.toISOString() ?? ''}`,
        });
      }
    }
  };

  const reminderPayload = z.object({ projectId: z.number().int(), audience: z.enum(['owner', 'followers']) });
  const reminder: JobHandler = async (job) => {
    const { projectId, audience } = reminderPayload.parse(job.payload);
    const project = await jobsRepo.project(projectId);
    if (!project?.endAt) return;
    const now = clock();
    const daysLeft = Math.max(1, Math.ceil((project.endAt.getTime() - now.getTime()) / DAY_MS));
    const shared = {
      baseUrl: deps.baseUrl,
      endsAt: project.endAt,
      daysLeft,
      soldCount: project.sold,
      goalCount: project.goal ?? 0,
    };
    if (audience === 'owner') {
      const owner = project.userId === null ? undefined : await jobsRepo.user(project.userId);
      if (!owner) return;
      const locale = localeOf(owner.lang);
      await mailer.send({
        to: owner.email,
        locale,
        template: projectReminderTemplate.key,
        userId: owner.id,
        ...projectReminderTemplate.render(locale, {
          ...shared,
          name: owner.name,
          project: { id: project.id, name: project.name, category: project.category, slug: project.slug },
        }),
      });
      return;
    }
    for (const follower of await jobsRepo.followers(project)) {
      const locale = localeOf(follower.lang);
      await mailer.send({
        to: follower.email,
        locale,
        template: followerReminderTemplate.key,
        userId: follower.id,
        ...followerReminderTemplate.render(locale, {
          ...shared,
          name: follower.name,
          project: {
            id: project.id,
            name: project.name,
            artistName: project.artistName,
            category: project.category,
            slug: project.slug,
          },
        }),
      });
    }
  };

  const refundPayload = z.object({ projectId: z.number().int() });
  const refundFailed: JobHandler = async (job, context) => {
    const { projectId } = refundPayload.parse(job.payload);
    if (!deps.provider) throw new Error('no payment provider to refund with');
    let failures = 0;
    for (const order of await jobsRepo.paidOrdersOf(projectId)) {
      if (context.signal.aborted) throw new Error('stopped');
      if (!order.providerRef || !isCurrencyCode(order.currency)) continue;
      const left = order.amountMinor - order.refundedMinor;
      const whole = order.otherLines === 0;
      const amountMinor = whole ? left : Math.min(left, order.projectMinor);
      if (amountMinor <= 0) continue;
      const result = await deps.provider.refund({
        providerRef: order.providerRef,
        amount: { amountMinor, currency: order.currency },
        // The same key on a retry: the provider answers the first refund again.
        idempotencyKey: `refund:project:${projectId}:order:${order.orderId}:${[...order.lineIds].sort((a, b) => a - b).join('-')}`,
      });
      if (!result.ok) {
        failures += 1;
        context.logger.warn({ orderId: order.orderId, code: result.code }, 'refund refused');
        continue;
      }
      await jobsRepo.recordRefund({
        orderId: order.orderId,
        paymentId: order.paymentId,
        refundedTotalMinor: order.refundedMinor + result.refund.amount.amountMinor,
        whole: whole || order.refundedMinor + result.refund.amount.amountMinor >= order.amountMinor,
        projectId,
        at: clock(),
      });
    }
    if (failures > 0)
      context.logger.error({ projectId, failures }, 'some buyers of a failed project were not refunded');
  };

  return { [LIFECYCLE_JOB]: lifecycle, [REMINDER_JOB]: reminder, [REFUND_FAILED_JOB]: refundFailed };
}
