// The project jobs (BUSINESS-RULES "Project lifecycle"; docs/projects.md "Jobs"):
// - projects.lifecycle (every 5 minutes): opens coming-soon projects (promo) at their start date,
//   closes selling ones at their end date (successful when the goal is reached, else failed, whose
//   buyers are then refunded), and queues the reminders that are due;
// - projects.reminder: the owner 7 days before the end, followers 3 days before, by e-mail, once each;
// - projects.refund_failed: refunds every paid order of a failed project through the PaymentProvider.
import { isCurrencyCode, isLocale, type AppLocale } from '@spindle/domain';
import type { Db } from '@spindle/db';
import { z } from 'zod';
import { keptLinkOriginOf, type KeptLinkOrigins } from '../../http/link-origin.ts';
import { enqueueJob, type Job, type JobContext, type JobHandler } from '../../jobs/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  FOLLOWER_REMINDER_DAYS_BEFORE_END,
  followerReminderTemplate,
  PROJECT_REMINDER_DAYS_BEFORE_END,
  projectReminderTemplate,
} from '../../mail/templates/index.ts';
import type { UserContact } from '../auth/index.ts';
import type { PaymentProvider } from '../payments/index.ts';
import type { FailedProjectRefunds, PaidProjectOrder } from './failed-project-refunds.ts';
import type { FollowedProject, ProjectJobsRepo } from './project-jobs.repo.ts';
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
  /** A failed project's paid orders and their refunds: checkout's, given at composition. */
  refunds: FailedProjectRefunds;
  repo: Pick<ProjectsRepo, 'changeStep'>;
  mailer: Pick<Mailer, 'send'>;
  provider: Pick<PaymentProvider, 'refund'> | null;
  /** PUBLIC_URL, else the origin the project was created at (http/link-origin.ts). */
  linkOrigins: KeptLinkOrigins;
  /**
   * The people following a project, its artist or its label, each once: sellers' follows of auth's
   * accounts, given at composition (sellers sit above projects).
   */
  followersOf: (project: FollowedProject) => Promise<UserContact[]>;
  /** Told when a project succeeds (its production starts: production's, given at composition). */
  onSucceeded?: (projectId: number) => Promise<void>;
  clock?: () => Date;
}

/** The deps with the clock settled. */
type JobsDeps = ProjectJobsDeps & { clock: () => Date };

/** A project a reminder is about, as the jobs repository reads it. */
type ReminderProject = NonNullable<Awaited<ReturnType<ProjectJobsRepo['project']>>>;
/** A paid order holding lines of a failed project. */
type PaidOrder = PaidProjectOrder;

/** Queues the refund of a failed project's buyers (once per project). */
export function enqueueFailedProjectRefunds(db: Db, projectId: number) {
  return enqueueJob(db, {
    type: REFUND_FAILED_JOB,
    payload: { projectId },
    dedupeKey: `${REFUND_FAILED_JOB}:${projectId}`,
  });
}

const localeOf = (lang: string): AppLocale => (isLocale(lang) ? lang : 'en');

/** Coming-soon projects whose start date has come move to in_progress. */
async function openDueProjects(deps: JobsDeps, now: Date): Promise<void> {
  for (const project of await deps.jobsRepo.dueToOpen(now)) {
    await deps.repo.changeStep(project.id, {
      from: project.step,
      to: 'in_progress',
      byUserId: null,
      at: now,
      comment: 'opened at its start date',
    });
  }
}

/** Selling projects past their end date close; a failed one's buyers are refunded in the background. */
async function closeDueProjects(deps: JobsDeps, now: Date, context: JobContext): Promise<void> {
  for (const project of await deps.jobsRepo.dueToClose(now)) {
    // A funding project succeeds when its goal is reached; a sale without a goal when anything sold.
    const reached = project.goal ? project.sold >= project.goal : project.sold > 0;
    const to = reached ? 'successful' : 'failed';
    const moved = await deps.repo.changeStep(project.id, {
      from: project.step,
      to,
      byUserId: null,
      at: now,
      comment: 'closed at its end date',
    });
    if (moved && to === 'failed') await enqueueFailedProjectRefunds(deps.db, project.id);
    if (moved && to === 'successful') await deps.onSucceeded?.(project.id);
    if (moved) context.logger.info({ projectId: project.id, to }, 'project closed');
  }
}

/** The owner's reminder 7 days before the end, the followers' 3 days before. */
async function queueDueReminders(deps: JobsDeps, now: Date): Promise<void> {
  const reminders = [
    { audience: 'owner', days: PROJECT_REMINDER_DAYS_BEFORE_END },
    { audience: 'followers', days: FOLLOWER_REMINDER_DAYS_BEFORE_END },
  ] as const;
  for (const { audience, days } of reminders) {
    for (const project of await deps.jobsRepo.endingWithin(now, days * DAY_MS)) {
      // One reminder per project, audience and end date: moving the end date sends a new one.
      await enqueueJob(deps.db, {
        type: REMINDER_JOB,
        payload: { projectId: project.id, audience },
        dedupeKey: `${REMINDER_JOB}:${project.id}:${audience}:${project.endAt?.toISOString() ?? ''}`,
      });
    }
  }
}

async function runLifecycle(deps: JobsDeps, context: JobContext): Promise<void> {
  const now = deps.clock();
  await openDueProjects(deps, now);
  await closeDueProjects(deps, now, context);
  await queueDueReminders(deps, now);
}

/** What both reminders say: the end, the days left and the sales against the goal. */
function reminderFactsOf(deps: JobsDeps, project: ReminderProject & { endAt: Date }) {
  const daysLeft = Math.max(1, Math.ceil((project.endAt.getTime() - deps.clock().getTime()) / DAY_MS));
  return {
    baseUrl: keptLinkOriginOf(project.linkOrigin, deps.linkOrigins),
    endsAt: project.endAt,
    daysLeft,
    soldCount: project.sold,
    goalCount: project.goal ?? 0,
  };
}

async function remindOwner(deps: JobsDeps, project: ReminderProject, facts: ReturnType<typeof reminderFactsOf>) {
  const owner = project.userId === null ? undefined : await deps.jobsRepo.user(project.userId);
  if (!owner) return;
  const locale = localeOf(owner.lang);
  await deps.mailer.send({
    to: owner.email,
    locale,
    template: projectReminderTemplate.key,
    userId: owner.id,
    ...projectReminderTemplate.render(locale, {
      ...facts,
      name: owner.name,
      project: { id: project.id, name: project.name, category: project.category, slug: project.slug },
    }),
  });
}

/** Each follower of the project, its artist or its label, once, in their own language. */
async function remindFollowers(deps: JobsDeps, project: ReminderProject, facts: ReturnType<typeof reminderFactsOf>) {
  const { id, name, artistName, category, slug } = project;
  for (const follower of await deps.followersOf(project)) {
    const locale = localeOf(follower.lang);
    await deps.mailer.send({
      to: follower.email,
      locale,
      template: followerReminderTemplate.key,
      userId: follower.id,
      ...followerReminderTemplate.render(locale, {
        ...facts,
        name: follower.name,
        project: { id, name, artistName, category, slug },
      }),
    });
  }
}

const reminderPayload = z.object({ projectId: z.number().int(), audience: z.enum(['owner', 'followers']) });

async function sendReminder(deps: JobsDeps, job: Job): Promise<void> {
  const { projectId, audience } = reminderPayload.parse(job.payload);
  const project = await deps.jobsRepo.project(projectId);
  if (!project?.endAt) return;
  const facts = reminderFactsOf(deps, { ...project, endAt: project.endAt });
  if (audience === 'owner') await remindOwner(deps, project, facts);
  else await remindFollowers(deps, project, facts);
}

/**
 * What to refund of an order: what is left of its payment (shipping included) when it holds only this
 * project, else the project's lines after discount, within what is left.
 */
function refundOf(order: PaidOrder): { amountMinor: number; whole: boolean } {
  const left = order.amountMinor - order.refundedMinor;
  const whole = order.otherLines === 0;
  return { amountMinor: whole ? left : Math.min(left, order.projectMinor), whole };
}

/** Refunds one order at the provider and records it; false when the provider refused. */
async function refundOrder(
  deps: JobsDeps,
  provider: Pick<PaymentProvider, 'refund'>,
  projectId: number,
  order: PaidOrder,
  context: JobContext,
): Promise<boolean> {
  if (!order.providerRef || !isCurrencyCode(order.currency)) return true;
  const { amountMinor, whole } = refundOf(order);
  if (amountMinor <= 0) return true;
  const lineIds = [...order.lineIds].sort((a, b) => a - b).join('-');
  const result = await provider.refund({
    providerRef: order.providerRef,
    amount: { amountMinor, currency: order.currency },
    // The same key on a retry: the provider answers the first refund again.
    idempotencyKey: `refund:project:${projectId}:order:${order.orderId}:${lineIds}`,
  });
  if (!result.ok) {
    context.logger.warn({ orderId: order.orderId, code: result.code }, 'refund refused');
    return false;
  }
  const refundedTotalMinor = order.refundedMinor + result.refund.amount.amountMinor;
  await deps.refunds.recordRefund({
    orderId: order.orderId,
    paymentId: order.paymentId,
    refundedTotalMinor,
    whole: whole || refundedTotalMinor >= order.amountMinor,
    projectId,
    at: deps.clock(),
  });
  return true;
}

const refundPayload = z.object({ projectId: z.number().int() });

/** Refunds every paid order of the failed project; a refused refund is logged and the others go on. */
async function refundFailedProject(deps: JobsDeps, job: Job, context: JobContext): Promise<void> {
  const { projectId } = refundPayload.parse(job.payload);
  const { provider } = deps;
  if (!provider) throw new Error('no payment provider to refund with');
  let failures = 0;
  for (const order of await deps.refunds.paidOrdersOf(projectId)) {
    if (context.signal.aborted) throw new Error('stopped');
    if (!(await refundOrder(deps, provider, projectId, order, context))) failures += 1;
  }
  if (failures > 0) context.logger.error({ projectId, failures }, 'some buyers of a failed project were not refunded');
}

export function createProjectJobHandlers(options: ProjectJobsDeps): Record<string, JobHandler> {
  const deps: JobsDeps = { ...options, clock: options.clock ?? (() => new Date()) };
  return {
    [LIFECYCLE_JOB]: (_job, context) => runLifecycle(deps, context),
    [REMINDER_JOB]: (job) => sendReminder(deps, job),
    [REFUND_FAILED_JOB]: (job, context) => refundFailedProject(deps, job, context),
  };
}
