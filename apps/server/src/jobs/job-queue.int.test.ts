import { describe, expect, it } from 'vitest';
import { cancelJob, enqueueJob, getJob, JOB_CANCELLED_ERROR, listJobs, reportProgress } from './job-queue.ts';
import { useJobsTestDatabase } from './jobs-test-database.ts';

const database = useJobsTestDatabase();

describe('enqueueJob', () => {
  it('queues a job due now with its payload and five attempts', async () => {
    const { job, created } = await enqueueJob(database.db, { type: 'mail.send', payload: { outboxId: 7 } });
    expect(created).toBe(true);
    expect(job).toMatchObject({
      type: 'mail.send',
      payload: { outboxId: 7 },
      status: 'queued',
      attempts: 0,
      maxAttempts: 5,
      progress: 0,
      error: null,
      dedupeKey: null,
    });
    expect(await getJob(database.db, job.id)).toEqual(job);
  });

  it('keeps the run time and attempt limit it is given', async () => {
    const runAt = new Date('2030-01-01T00:00:00Z');
    const { job } = await enqueueJob(database.db, { type: 'later', runAt, maxAttempts: 2 });
    expect(job).toMatchObject({ runAt, maxAttempts: 2 });
  });

  it('returns the existing job when the dedupe key is taken, and queues nothing more', async () => {
    const first = await enqueueJob(database.db, { type: 'reminder', payload: { n: 1 }, dedupeKey: 'reminder:42:7d' });
    const second = await enqueueJob(database.db, { type: 'reminder', payload: { n: 2 }, dedupeKey: 'reminder:42:7d' });
    expect(second).toEqual({ job: first.job, created: false });
    expect(await listJobs(database.db, { type: 'reminder', limit: 10 })).toHaveLength(1);
  });

  it('queues one job when the same key is enqueued ten times at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => enqueueJob(database.db, { type: 'once', dedupeKey: 'once:1' })),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.job.id)).size).toBe(1);
  });

  it('still returns the job once it has finished: a key names one piece of work for good', async () => {
    const { job } = await enqueueJob(database.db, { type: 'once', dedupeKey: 'once:2' });
    await cancelJob(database.db, job.id);
    const again = await enqueueJob(database.db, { type: 'once', dedupeKey: 'once:2' });
    expect(again.created).toBe(false);
    expect(again.job).toMatchObject({ id: job.id, status: 'failed' });
  });

  it('refuses an attempt limit below one', async () => {
    await expect(enqueueJob(database.db, { type: 'x', maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });
});

describe('reportProgress', () => {
  it('only moves forward and stays between 0 and 100', async () => {
    const { job } = await enqueueJob(database.db, { type: 'encode' });
    const progressAfter = async (percent: number) => {
      await reportProgress(database.db, job.id, percent);
      return (await getJob(database.db, job.id))?.progress;
    };
    expect(await progressAfter(30)).toBe(30);
    expect(await progressAfter(10)).toBe(30);
    expect(await progressAfter(-5)).toBe(30);
    expect(await progressAfter(66.6)).toBe(67);
    expect(await progressAfter(250)).toBe(100);
    expect(await progressAfter(Number.NaN)).toBe(100);
  });
});

describe('cancelJob', () => {
  it('marks a queued job failed with the error "cancelled"', async () => {
    const { job } = await enqueueJob(database.db, { type: 'x' });
    const result = await cancelJob(database.db, job.id);
    expect(result).toMatchObject({ ok: true, job: { status: 'failed', error: JOB_CANCELLED_ERROR } });
  });

  it('says so when the job has already finished or does not exist', async () => {
    const { job } = await enqueueJob(database.db, { type: 'x' });
    await cancelJob(database.db, job.id);
    expect(await cancelJob(database.db, job.id)).toMatchObject({ ok: false, code: 'job_finished' });
    expect(await cancelJob(database.db, 999_999)).toEqual({ ok: false, code: 'job_not_found' });
  });
});
