import { setTimeout as delay } from 'node:timers/promises';
import { jobs } from '@spindle/db';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { JOB_INTERRUPTED_ERROR } from './job-claims.ts';
import { enqueueJob, getJob } from './job-queue.ts';
import { createJobRunner, type JobHandler } from './job-runner.ts';
import { useJobsTestDatabase } from './jobs-test-database.ts';

const logger = pino({ level: 'silent' });

const database = useJobsTestDatabase();

function startedRunner(workerId: string, handlers: Record<string, JobHandler>, concurrency = 2) {
  const runner = createJobRunner({ db: database.db, handlers, logger, workerId, pollIntervalMs: 10, concurrency });
  runner.start();
  return runner;
}

async function doneCount(): Promise<number> {
  const [row] = await database.db.select({ done: count() }).from(jobs).where(eq(jobs.status, 'done'));
  return row?.done ?? 0;
}

describe('a started runner', () => {
  it('picks up jobs enqueued while it polls', async () => {
    const ran: number[] = [];
    const runner = startedRunner('poller', { ping: (job) => Promise.resolve(void ran.push(job.id)) });
    const { job } = await enqueueJob(database.db, { type: 'ping' });
    await vi.waitFor(() => expect(ran).toEqual([job.id]));
    await runner.stop();
  });

  it('waits firstPollDelayMs before its first poll, and a stop cuts the wait short', async () => {
    const ran: number[] = [];
    const { job } = await enqueueJob(database.db, { type: 'ping' });
    const runner = createJobRunner({
      db: database.db,
      handlers: { ping: (claimed) => Promise.resolve(void ran.push(claimed.id)) },
      logger,
      workerId: 'late-starter',
      pollIntervalMs: 10,
      firstPollDelayMs: 400,
    });
    const startedAt = performance.now();
    runner.start();
    await delay(200);
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual([job.id]));
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(400);
    await runner.stop();

    const waiting = createJobRunner({ db: database.db, handlers: {}, logger, firstPollDelayMs: 60_000 });
    waiting.start();
    const stopStartedAt = performance.now();
    await waiting.stop();
    expect(performance.now() - stopStartedAt).toBeLessThan(5_000);
  });

  it('stops gracefully: waits for the jobs it is running to finish', async () => {
    let started = false;
    let finished = false;
    const runner = startedRunner('graceful', {
      press: async () => {
        started = true;
        await delay(300);
        finished = true;
      },
    });
    const { job } = await enqueueJob(database.db, { type: 'press' });
    await vi.waitFor(() => expect(started).toBe(true));

    await runner.stop({ timeoutMs: 5_000 });
    expect(finished).toBe(true);
    expect(await getJob(database.db, job.id)).toMatchObject({ status: 'done' });
    expect(runner.activeCount).toBe(0);
  });

  it('aborts the jobs still running when the stop timeout passes, and puts them back in the queue', async () => {
    let started = false;
    const runner = startedRunner('impatient', {
      press: (_job, { signal }) =>
        new Promise((_resolve, reject) => {
          started = true;
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
    });
    const { job } = await enqueueJob(database.db, { type: 'press' });
    await vi.waitFor(() => expect(started).toBe(true));

    await runner.stop({ timeoutMs: 100 });
    expect(await getJob(database.db, job.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedUntil: null,
      error: JOB_INTERRUPTED_ERROR,
    });
    expect(await runner.runOnce()).toEqual([]);
  });
});

describe('several runners on one PostgreSQL', () => {
  it('run each of 50 jobs exactly once', async ({ skip }) => {
    skip(database.kind === 'pglite', 'PGlite has one connection and shows no races: this runs on PostgreSQL only');
    const runsByJob = new Map<number, number>();
    const handler: JobHandler = async (job) => {
      runsByJob.set(job.id, (runsByJob.get(job.id) ?? 0) + 1);
      await delay(Math.random() * 20);
    };
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1) ids.push((await enqueueJob(database.db, { type: 'race' })).job.id);

    const runners = [startedRunner('race-a', { race: handler }, 4), startedRunner('race-b', { race: handler }, 4)];
    await vi.waitFor(async () => expect(await doneCount()).toBe(50), { timeout: 20_000, interval: 50 });
    await Promise.all(runners.map((runner) => runner.stop()));

    expect(ids.map((id) => runsByJob.get(id))).toEqual(ids.map(() => 1));
    const lockedBy = await database.db.select({ worker: jobs.lockedBy }).from(jobs);
    expect(new Set(lockedBy.map((row) => row.worker))).toEqual(new Set(['race-a', 'race-b']));
  });

  it('claim disjoint jobs when twenty claims race', async ({ skip }) => {
    skip(database.kind === 'pglite', 'PGlite has one connection and shows no races: this runs on PostgreSQL only');
    const runsByJob = new Map<number, number>();
    for (let i = 0; i < 50; i += 1) await enqueueJob(database.db, { type: 'race' });
    const runners = Array.from({ length: 20 }, (_, i) =>
      createJobRunner({
        db: database.db,
        logger,
        workerId: `racer-${i}`,
        concurrency: 3,
        handlers: { race: (job) => Promise.resolve(void runsByJob.set(job.id, (runsByJob.get(job.id) ?? 0) + 1)) },
      }),
    );
    const outcomes = (await Promise.all(runners.map((runner) => runner.runOnce()))).flat();

    expect(outcomes.length).toBeLessThanOrEqual(50);
    expect(new Set(outcomes.map((outcome) => outcome.jobId)).size).toBe(outcomes.length);
    expect([...runsByJob.values()].every((runs) => runs === 1)).toBe(true);
    expect(await doneCount()).toBe(outcomes.length);
  });
});
