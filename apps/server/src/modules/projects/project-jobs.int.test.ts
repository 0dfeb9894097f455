// The project jobs with an injected clock: opening at the start date, closing at the end date
// (successful or failed), the 7-day and 3-day reminders by e-mail, and the refund of a failed
// project's buyers through the (built-in test) PaymentProvider.
import { schema } from '@spindle/db';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRegistryOf } from '../../app.ts';
import { createLogger } from '../../http/logging.ts';
import type { Job, JobContext, JobHandler } from '../../jobs/index.ts';
import { createMailer, listOutbox } from '../../mail/mailer.ts';
import { createUserDirectory } from '../auth/index.ts';
import { createFailedProjectRefunds } from '../checkout/index.ts';
import { createTestProviderHarness, testCard } from '../payments/testing.ts';
import { followerIdsOf } from '../sellers/index.ts';
import { insertOrder } from './orders-fixture.ts';
import { createProjectJobsRepo } from './project-jobs.repo.ts';
import { createProjectJobHandlers, LIFECYCLE_JOB, REFUND_FAILED_JOB } from './project-jobs.ts';
import { createProjectsRepo } from './projects.repo.ts';
import { createProjectsTestKit, type ProjectsTestKit } from './projects-test-kit.ts';

const T0 = new Date('2026-12-01T07:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let now = T0;
const clock = () => now;

let kit: ProjectsTestKit;
beforeAll(async () => {
  kit = await createProjectsTestKit({ clock });
});
afterAll(() => kit.close());

const logger = createLogger({ LOG_LEVEL: 'silent' });
const context = (): JobContext => ({
  reportProgress: () => Promise.resolve(),
  signal: new AbortController().signal,
  logger,
});
const fakeJob = (type: string, payload: Record<string, unknown> = {}): Job => ({
  id: 0,
  type,
  payload,
  status: 'running',
  runAt: now,
  attempts: 1,
  maxAttempts: 5,
  lockedUntil: null,
  lockedBy: null,
  progress: 0,
  error: null,
  dedupeKey: null,
  createdAt: now,
  updatedAt: now,
});

/** The web links of an e-mail's HTML (mailto: and the like left out). */
const linksOf = (html: string) => [...html.matchAll(/href="(http[^"]*)"/g)].map((match) => match[1] ?? '');

/** The app's lifecycle handler, run at `at`. */
async function runLifecycleAt(at: Date) {
  now = at;
  const handler = jobRegistryOf(kit.app).handlers()[LIFECYCLE_JOB] as JobHandler;
  await handler(fakeJob(LIFECYCLE_JOB), context());
}

async function insertProject(values: Partial<typeof schema.projects.$inferInsert>) {
  const [row] = await kit.database.db
    .insert(schema.projects)
    .values({
      name: 'P',
      slug: 'p',
      artistName: 'Nina Sky',
      category: 'vinyl',
      priceEurMinor: 2500,
      userId: kit.artist.id,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no project');
  return row;
}

async function stepOf(id: number) {
  const [row] = await kit.database.db
    .select({ step: schema.projects.step })
    .from(schema.projects)
    .where(eq(schema.projects.id, id));
  return row?.step;
}

describe('projects.lifecycle', () => {
  it('opens a coming-soon project at its start date, not before, and records the change', async () => {
    const window = { startAt: new Date(T0.getTime() + HOUR), endAt: new Date(T0.getTime() + 30 * DAY) };
    const project = await insertProject({ step: 'promo', ...window });
    // Staff put it in promo before its start date: coming soon.
    await kit.database.db
      .insert(schema.projectStepHistory)
      .values({ projectId: project.id, fromStep: 'checking', toStep: 'promo', byUserId: kit.team.id, at: T0 });
    // A promo without that history (a display mode, like the demo's) is left alone.
    const display = await insertProject({ step: 'promo', ...window });
    await runLifecycleAt(new Date(T0.getTime() + HOUR - 1000));
    expect(await stepOf(project.id)).toBe('promo');
    await runLifecycleAt(new Date(T0.getTime() + HOUR));
    expect(await stepOf(project.id)).toBe('in_progress');
    expect(await stepOf(display.id)).toBe('promo');
    const history = await kit.database.db
      .select()
      .from(schema.projectStepHistory)
      .where(eq(schema.projectStepHistory.projectId, project.id))
      .orderBy(schema.projectStepHistory.id);
    expect(history[1]).toEqual(
      expect.objectContaining({
        fromStep: 'promo',
        toStep: 'in_progress',
        byUserId: null,
        comment: 'opened at its start date',
      }),
    );
    expect(history[1]?.at.toISOString()).toBe(new Date(T0.getTime() + HOUR).toISOString());
  });

  it('closes at the end date: successful when the goal is reached, failed (buyers refunded) when not', async () => {
    const end = new Date(T0.getTime() + 2 * HOUR);
    const reached = await insertProject({ step: 'in_progress', goal: 10, sold: 10, endAt: end });
    const missed = await insertProject({ step: 'in_progress', goal: 10, sold: 3, endAt: end });
    await runLifecycleAt(new Date(end.getTime() - 1000));
    expect([await stepOf(reached.id), await stepOf(missed.id)]).toEqual(['in_progress', 'in_progress']);
    await runLifecycleAt(end);
    expect(await stepOf(missed.id)).toBe('failed');
    // The successful one's production starts right away (docs/production.md): successful, then to_do.
    const reachedSteps = await kit.database.db
      .select({ to: schema.projectStepHistory.toStep, comment: schema.projectStepHistory.comment })
      .from(schema.projectStepHistory)
      .where(eq(schema.projectStepHistory.projectId, reached.id))
      .orderBy(schema.projectStepHistory.id);
    expect(reachedSteps).toEqual([
      { to: 'successful', comment: 'closed at its end date' },
      { to: 'to_do', comment: 'production started' },
    ]);
    const refunds = await kit.database.db.select().from(schema.jobs).where(eq(schema.jobs.type, REFUND_FAILED_JOB));
    expect(refunds.map((job) => job.payload)).toEqual([{ projectId: missed.id }]);
  });

  it('reminds the owner 7 days before the end and followers 3 days before, once each', async () => {
    const follower = await kit.database.db
      .insert(schema.users)
      .values({ name: 'Fan One', email: 'fan-one@example.com', lang: 'fr' })
      .returning({ id: schema.users.id });
    const end = new Date(T0.getTime() + 20 * DAY);
    // Created at artist.example.test (no PUBLIC_URL here): the reminders, sent by a job, link there.
    const project = await insertProject({
      name: 'Night Swim',
      step: 'in_progress',
      goal: 100,
      sold: 40,
      endAt: end,
      linkOrigin: 'http://artist.example.test',
      artistId: kit.artist.artistId,
    });
    // The fan follows the project and its artist page: one reminder all the same.
    await kit.database.db.insert(schema.follows).values([
      { followerId: follower[0]?.id ?? 0, projectId: project.id },
      { followerId: follower[0]?.id ?? 0, artistId: kit.artist.artistId },
    ]);
    const reminderJobs = () =>
      kit.database.db
        .select()
        .from(schema.jobs)
        .where(like(schema.jobs.dedupeKey, `projects.reminder:${project.id}:%`));

    await runLifecycleAt(new Date(end.getTime() - 8 * DAY));
    expect(await reminderJobs()).toHaveLength(0);
    await runLifecycleAt(new Date(end.getTime() - 7 * DAY + HOUR));
    await runLifecycleAt(new Date(end.getTime() - 7 * DAY + 2 * HOUR));
    expect((await reminderJobs()).map((job) => job.payload)).toEqual([{ projectId: project.id, audience: 'owner' }]);
    await runLifecycleAt(new Date(end.getTime() - 3 * DAY + HOUR));
    expect((await reminderJobs()).map((job) => (job.payload as { audience: string }).audience).sort()).toEqual([
      'followers',
      'owner',
    ]);

    // The reminder jobs run in a runner (database time: they are due).
    const runner = kit.runner();
    while ((await runner.runOnce()).length > 0);
    expect((await reminderJobs()).map((job) => job.status)).toEqual(['done', 'done']);
    const [owner] = await listOutbox(kit.database.db, { to: kit.artist.email, template: 'project_reminder', limit: 5 });
    expect(owner?.text).toContain('Night Swim');
    expect(linksOf(owner?.html ?? '')).not.toEqual([]);
    expect(linksOf(owner?.html ?? '').filter((href) => !href.startsWith('http://artist.example.test/'))).toEqual([]);
    const fans = await listOutbox(kit.database.db, {
      to: 'fan-one@example.com',
      template: 'follower_reminder',
      limit: 5,
    });
    expect(fans).toHaveLength(1);
    const [fan] = fans;
    expect(fan?.subject).toContain('Night Swim');
    expect(linksOf(fan?.html ?? '').filter((href) => !href.startsWith('http://artist.example.test/'))).toEqual([]);
  });
});

describe('projects.refund_failed', () => {
  it('refunds every paid order of the failed project through the provider, once', async () => {
    const harness = createTestProviderHarness();
    const pay = async (amountMinor: number, key: string) => {
      const payment = await harness.provider.createPayment({
        orderId: key,
        amount: { amountMinor, currency: 'EUR' },
        idempotencyKey: key,
      });
      await harness.provider.confirmPayment({
        providerRef: payment.providerRef,
        paymentMethod: testCard('4242424242424242'),
      });
      return payment.providerRef;
    };
    const project = await insertProject({ step: 'failed', goal: 100, sold: 3 });
    const other = await insertProject({ step: 'in_progress' });
    // Order 1: two copies of the failed project only (2 x 25.00 + 5.00 shipping): refunded whole, 55.00.
    const only = await insertOrder(kit.database, {
      paidAt: T0,
      shippingMinor: 500,
      lines: [{ projectId: project.id, quantity: 2, unitPriceMinor: 2500 }],
      payment: { providerRef: await pay(5500, 'o1') },
    });
    // Order 2: one copy (25.00) beside another project's record (30.00): only the 25.00 goes back.
    const mixed = await insertOrder(kit.database, {
      paidAt: T0,
      lines: [
        { projectId: project.id, quantity: 1, unitPriceMinor: 2500 },
        { projectId: other.id, quantity: 1, unitPriceMinor: 3000 },
      ],
      payment: { providerRef: await pay(5500, 'o2') },
    });

    const handlers = createProjectJobHandlers({
      db: kit.database.db,
      jobsRepo: createProjectJobsRepo(kit.database.db),
      refunds: createFailedProjectRefunds(kit.database.db),
      repo: createProjectsRepo(kit.database.db),
      followersOf: (project) =>
        createUserDirectory(kit.database.db).contactsAmong(followerIdsOf(kit.database.db, project)),
      mailer: createMailer({ db: kit.database.db, from: 'Spindle <hello@spindle.example>', logger }),
      provider: harness.provider,
      linkOrigins: { publicUrl: 'http://localhost', developmentOrigin: undefined },
      clock,
    });
    const refund = handlers[REFUND_FAILED_JOB] as JobHandler;
    await refund(fakeJob(REFUND_FAILED_JOB, { projectId: project.id }), context());
    // A retry of the job refunds nothing more (the payments are recorded, and the keys are the same).
    await refund(fakeJob(REFUND_FAILED_JOB, { projectId: project.id }), context());

    const refunded = (await harness.deliveredEvents()).filter((event) => event.type === 'payment.refunded');
    expect(refunded.map((event) => [event.orderId, event.amountRefundedMinor]).sort()).toEqual([
      ['o1', 5500],
      ['o2', 2500],
    ]);
    const rows = await kit.database.db
      .select({
        orderId: schema.payments.orderId,
        status: schema.payments.status,
        refundedMinor: schema.payments.refundedMinor,
      })
      .from(schema.payments)
      .where(and(eq(schema.payments.provider, 'test')));
    expect(rows.find((row) => row.orderId === only.orderId)).toMatchObject({ status: 'refunded', refundedMinor: 5500 });
    expect(rows.find((row) => row.orderId === mixed.orderId)).toMatchObject({
      status: 'partially_refunded',
      refundedMinor: 2500,
    });
    const orderStatus = async (id: number) =>
      (
        await kit.database.db
          .select({ status: schema.orders.status })
          .from(schema.orders)
          .where(eq(schema.orders.id, id))
      )[0]?.status;
    expect(await orderStatus(only.orderId)).toBe('refunded');
    expect(await orderStatus(mixed.orderId)).toBe('confirmed');
  });
});
