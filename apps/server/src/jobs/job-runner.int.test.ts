import { setTimeout as delay } from 'node:timers/promises';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { claimDueJobs, JOB_LOCK_EXPIRED_ERROR } from './job-claims.ts';
import { cancelJob, enqueueJob, getJob, JOB_CANCELLED_ERROR, type Job } from './job-queue.ts';
import { createJobRunner, type JobHandler, type JobRunnerOptions } from './job-runner.ts';
import { useJobsTestDatabase } from './jobs-test-database.ts';

const logger = pino({ level: 'silent' });

const database = useJobsTestDatabase();

/** A clock the test moves by hand, starting now. */
function manualClock() {
  let nowMs = Date.now();
  return {
    now: () => new Date(nowMs),
    advanceMs(ms: number) {
      nowMs += ms;
    },
  };
}

function runner(handlers: Record<string, JobHandler>, options: Partial<JobRunnerOptions> = {}) {
  return createJobRunner({ db: database.db, handlers, logger, workerId: 'worker-a', lockMs: 30_000, ...options });
}

async function jobRow(id: number): Promise<Job> {
  const job = await getJob(database.db, id);
  if (!job) throw new Error(`job ${id} is gone`);
  return job;
}

describe('a job runner', () => {
  it('runs a due job once and marks it done', async () => {
    const handled: Job[] = [];
    const worker = runner({ 'mail.send': (job) => Promise.resolve(void handled.push(job)) });
    const { job } = await enqueueJob(database.db, { type: 'mail.send', payload: { outboxId: 7 } });

    expect(await worker.runOnce()).toEqual([{ jobId: job.id, type: 'mail.send', status: 'done' }]);
    expect(await worker.runOnce()).toEqual([]);
    expect(handled.map((claimed) => claimed.payload)).toEqual([{ outboxId: 7 }]);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'done',
      progress: 100,
      attempts: 1,
      lockedBy: 'worker-a',
      lockedUntil: null,
    });
  });

  it('leaves a job alone until its run time', async () => {
    const worker = runner({ later: async () => {} });
    await enqueueJob(database.db, { type: 'later', runAt: new Date(Date.now() + 60_000) });
    expect(await worker.runOnce()).toEqual([]);
  });

  it('runs no more jobs at once than its concurrency', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const worker = runner(
      {
        slow: async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await delay(30);
          running -= 1;
        },
      },
      { concurrency: 2 },
    );
    for (let i = 0; i < 5; i += 1) await enqueueJob(database.db, { type: 'slow' });
    expect(await worker.runOnce()).toHaveLength(2);
    expect(mostAtOnce).toBe(2);
  });

  it('retries a failing job with exponential backoff, then marks it failed with the error', async () => {
    const clock = manualClock();
    let calls = 0;
    const worker = runner(
      {
        flaky: () => {
          calls += 1;
          return Promise.reject(new Error(`printer jammed (${calls})`));
        },
      },
      { clock: clock.now },
    );
    const { job } = await enqueueJob(database.db, { type: 'flaky', runAt: clock.now(), maxAttempts: 3 });

    const firstFailureAt = clock.now().getTime();
    expect(await worker.runOnce()).toMatchObject([{ status: 'retrying', error: 'printer jammed (1)' }]);
    expect(await jobRow(job.id)).toMatchObject({ status: 'queued', attempts: 1, error: 'printer jammed (1)' });
    expect((await jobRow(job.id)).runAt.getTime()).toBe(firstFailureAt + 10_000);

    clock.advanceMs(9_999);
    expect(await worker.runOnce()).toEqual([]);
    clock.advanceMs(1);
    expect(await worker.runOnce()).toMatchObject([{ status: 'retrying' }]);
    expect((await jobRow(job.id)).runAt.getTime()).toBe(clock.now().getTime() + 20_000);

    clock.advanceMs(20_000);
    expect(await worker.runOnce()).toMatchObject([{ status: 'failed', error: 'printer jammed (3)' }]);
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', attempts: 3, error: 'printer jammed (3)' });
    clock.advanceMs(3_600_000);
    expect(await worker.runOnce()).toEqual([]);
    expect(calls).toBe(3);
  });

  it('fails a job of an unknown type for good, saying why', async () => {
    const worker = runner({});
    const { job } = await enqueueJob(database.db, { type: 'mystery' });
    expect(await worker.runOnce()).toMatchObject([{ status: 'failed' }]);
    expect(await jobRow(job.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'no handler is registered for job type "mystery"',
    });
  });

  it('records progress reported by the handler, only forward', async () => {
    const seen: number[] = [];
    const worker = runner({
      encode: async (job, context) => {
        for (const percent of [40, 20, 70]) {
          await context.reportProgress(percent);
          seen.push((await jobRow(job.id)).progress);
        }
      },
    });
    await enqueueJob(database.db, { type: 'encode' });
    await worker.runOnce();
    expect(seen).toEqual([40, 40, 70]);
  });
});

describe('locks', () => {
  it('claims again a job whose worker stopped answering once its lock has lapsed', async () => {
    const clock = manualClock();
    const { job } = await enqueueJob(database.db, { type: 'statement', runAt: clock.now() });
    const [lost] = await claimDueJobs(database.db, { workerId: 'crashed', lockMs: 1_000, limit: 1, clock: clock.now });
    expect(lost).toMatchObject({ id: job.id, status: 'running', attempts: 1, lockedBy: 'crashed' });
    const worker = runner({ statement: async () => {} }, { clock: clock.now });

    clock.advanceMs(999);
    expect(await worker.runOnce()).toEqual([]);
    clock.advanceMs(2);
    expect(await worker.runOnce()).toEqual([{ jobId: job.id, type: 'statement', status: 'done' }]);
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 2, lockedBy: 'worker-a' });
  });

  it('marks failed a job whose worker stopped answering during its last attempt', async () => {
    const clock = manualClock();
    const { job } = await enqueueJob(database.db, { type: 'statement', runAt: clock.now(), maxAttempts: 1 });
    await claimDueJobs(database.db, { workerId: 'crashed', lockMs: 1_000, limit: 1, clock: clock.now });
    const handler = vi.fn(async () => {});
    const worker = runner({ statement: handler }, { clock: clock.now });

    clock.advanceMs(1_001);
    expect(await worker.runOnce()).toEqual([]);
    expect(handler).not.toHaveBeenCalled();
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', attempts: 1, error: JOB_LOCK_EXPIRED_ERROR });
  });

  it('keeps extending the lock of a long job, so no other worker takes it', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const worker = runner({ encode: () => released }, { lockMs: 300 });
    const other = runner({ encode: async () => {} }, { workerId: 'worker-b', lockMs: 300 });
    const { job } = await enqueueJob(database.db, { type: 'encode' });

    const outcomes = worker.runOnce();
    await vi.waitFor(async () => expect((await jobRow(job.id)).status).toBe('running'));
    const firstLockUntil = (await jobRow(job.id)).lockedUntil?.getTime() ?? 0;
    await delay(700);
    expect((await jobRow(job.id)).lockedUntil?.getTime()).toBeGreaterThan(firstLockUntil);
    expect(await other.runOnce()).toEqual([]);

    release();
    expect(await outcomes).toMatchObject([{ status: 'done' }]);
    expect(await jobRow(job.id)).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('aborts a running job that is cancelled and records nothing after', async () => {
    let aborted = false;
    const worker = runner(
      {
        encode: (_job, { signal }) =>
          new Promise((_resolve, reject) => {
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(new Error('encoding stopped'));
            });
          }),
      },
      { lockMs: 150 },
    );
    const { job } = await enqueueJob(database.db, { type: 'encode' });

    const outcomes = worker.runOnce();
    await vi.waitFor(async () => expect((await jobRow(job.id)).status).toBe('running'));
    expect(await cancelJob(database.db, job.id)).toMatchObject({ ok: true });

    expect(await outcomes).toMatchObject([{ jobId: job.id, status: 'lost' }]);
    expect(aborted).toBe(true);
    expect(await jobRow(job.id)).toMatchObject({ status: 'failed', error: JOB_CANCELLED_ERROR });
  });
});
