// The statements a runner uses to take and finish jobs. Each is one short statement, so that several
// instances can share one PostgreSQL (FOR UPDATE SKIP LOCKED: a row is claimed by one of them) and
// PGlite's single connection is never held across a handler's work (STACK.md).
//
// A claim bumps `attempts`; every later write is fenced on (locked_by, attempts), so a worker whose
// lock lapsed and was re-claimed elsewhere (or whose job was cancelled) can no longer change the row.
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { jobs, type Db } from '@spindle/db';
import { nowSql, plusMsSql, type Clock, type Job } from './job-queue.ts';

/** Recorded when a worker lost a job on its last attempt (crash, kill -9, lock never extended). */
export const JOB_LOCK_EXPIRED_ERROR = 'the worker running the last attempt stopped answering (lock expired)';

/** Recorded on a job put back in the queue because its runner was stopped. */
export const JOB_INTERRUPTED_ERROR = 'interrupted: the runner stopped before the job finished';

const MAX_ERROR_LENGTH = 4000;

/** The message a failure is recorded with. */
export function errorMessageOf(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.slice(0, MAX_ERROR_LENGTH);
}

/** 10 s, 20 s, 40 s... after the 1st, 2nd, 3rd failed attempt, capped at one hour. */
export function exponentialBackoffMs(attempts: number, baseMs = 10_000, maxMs = 3_600_000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

interface Worker {
  workerId: string;
  clock?: Clock;
}

function heldBy(job: Job, workerId: string) {
  return and(
    eq(jobs.id, job.id),
    eq(jobs.status, 'running'),
    eq(jobs.lockedBy, workerId),
    eq(jobs.attempts, job.attempts),
  );
}

/**
 * Claims up to `limit` due jobs: queued ones whose run_at has come, and running ones whose lock has
 * lapsed with attempts left. Oldest run_at first.
 */
export async function claimDueJobs(db: Db, options: Worker & { lockMs: number; limit: number }): Promise<Job[]> {
  if (options.limit < 1) return [];
  const now = nowSql(options.clock);
  // A CTE is evaluated once; an IN (subquery ... LIMIT) may be re-run by the planner and lock more rows.
  const due = db.$with('due').as(
    db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        or(
          and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
          and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), lt(jobs.attempts, jobs.maxAttempts)),
        ),
      )
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(options.limit)
      .for('update', { skipLocked: true }),
  );
  return db
    .with(due)
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: options.workerId,
      lockedUntil: plusMsSql(now, options.lockMs),
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(jobs.id, db.select({ id: due.id }).from(due)))
    .returning();
}

/** Marks failed the running jobs whose lock lapsed on their last attempt (a claim would exceed max_attempts). */
export function failJobsWithExpiredLastAttempt(db: Db, clock?: Clock): Promise<Job[]> {
  const now = nowSql(clock);
  return db
    .update(jobs)
    .set({ status: 'failed', error: JOB_LOCK_EXPIRED_ERROR, lockedUntil: null, updatedAt: now })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, now), sql`${jobs.attempts} >= ${jobs.maxAttempts}`))
    .returning();
}

/** Pushes the lock of a running job further (heartbeat); false when the job is no longer this worker's. */
export async function extendJobLock(db: Db, job: Job, options: Worker & { lockMs: number }): Promise<boolean> {
  const now = nowSql(options.clock);
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: plusMsSql(now, options.lockMs), updatedAt: now })
    .where(heldBy(job, options.workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** done, progress 100; false when the job is no longer this worker's. */
export async function completeJob(db: Db, job: Job, options: Worker): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', progress: 100, error: null, lockedUntil: null, updatedAt: nowSql(options.clock) })
    .where(heldBy(job, options.workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * After a failed attempt: back to queued at `retryInMs` from now while attempts remain, else failed.
 * The error is kept either way. undefined when the job is no longer this worker's.
 */
export async function retryOrFailJob(
  db: Db,
  job: Job,
  options: Worker & { error: string; retryInMs: number | null },
): Promise<'retrying' | 'failed' | undefined> {
  const now = nowSql(options.clock);
  const retry = options.retryInMs !== null && job.attempts < job.maxAttempts;
  const rows = await db
    .update(jobs)
    .set({
      status: retry ? 'queued' : 'failed',
      error: options.error,
      lockedUntil: null,
      updatedAt: now,
      ...(retry ? { runAt: plusMsSql(now, options.retryInMs ?? 0) } : {}),
    })
    .where(heldBy(job, options.workerId))
    .returning({ id: jobs.id });
  if (rows.length === 0) return undefined;
  return retry ? 'retrying' : 'failed';
}

/** Puts a job its stopping runner gave up on back in the queue, due now; the interrupted attempt is not counted. */
export async function releaseJob(db: Db, job: Job, options: Worker): Promise<boolean> {
  const now = nowSql(options.clock);
  const rows = await db
    .update(jobs)
    .set({
      status: 'queued',
      runAt: now,
      attempts: sql`${jobs.attempts} - 1`,
      error: JOB_INTERRUPTED_ERROR,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(heldBy(job, options.workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
