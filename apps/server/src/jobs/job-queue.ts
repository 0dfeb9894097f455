// The jobs table used as a queue: enqueue (once per dedupe key), read, follow progress, cancel.
// Runners claim and finish jobs in job-claims.ts. Every function here is one short statement: no
// transaction is held open, since PGlite has a single connection (STACK.md).
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { jobs, type Db } from '@spindle/db';

/** A row of the jobs table. */
export type Job = typeof jobs.$inferSelect;

/** Where "now" comes from: the database clock by default, a fixed or fake one in tests. */
export type Clock = () => Date;

/** What a job is recorded with when it is cancelled (the table has no 'cancelled' status). */
export const JOB_CANCELLED_ERROR = 'cancelled';

/** The SQL for "now": the database's now() unless a clock is given, so instances share one clock. */
export function nowSql(clock?: Clock): SQL {
  return clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`;
}

/** `base + ms` as SQL, for lock expiries and retry times. */
export function plusMsSql(base: SQL, ms: number): SQL {
  return sql`${base} + ${ms}::double precision * interval '1 millisecond'`;
}

export interface EnqueueJobInput {
  type: string;
  payload?: Record<string, unknown>;
  /** Not before this instant; now by default. */
  runAt?: Date;
  /** A job with this key is queued once; later enqueues return the existing row. */
  dedupeKey?: string;
  /** Attempts before the job is marked failed (5 by default, from the table). */
  maxAttempts?: number;
}

export interface EnqueuedJob {
  job: Job;
  /** false when a job with the same dedupe key already existed and was returned instead. */
  created: boolean;
}

/**
 * Queues a job. With a dedupe key, the insert does nothing when the key is taken and the existing
 * job is returned: concurrent callers (several instances) end up with the same single row. The key
 * stays taken once that job has finished (jobs_dedupe_key_unique is not partial), so a key names one
 * piece of work for good: 'statements.run:2026-11', 'reminder:project:42:7d'.
 */
export async function enqueueJob(db: Db, input: EnqueueJobInput): Promise<EnqueuedJob> {
  if (!input.type) throw new Error('a job needs a type');
  if (input.maxAttempts !== undefined && !(Number.isInteger(input.maxAttempts) && input.maxAttempts >= 1)) {
    throw new Error(`maxAttempts must be a whole number >= 1, got ${input.maxAttempts}`);
  }
  const [inserted] = await db
    .insert(jobs)
    .values({
      type: input.type,
      payload: input.payload ?? {},
      dedupeKey: input.dedupeKey,
      ...(input.runAt ? { runAt: input.runAt } : {}),
      ...(input.maxAttempts ? { maxAttempts: input.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning();
  if (inserted) return { job: inserted, created: true };
  // Only a taken dedupe key makes the insert do nothing; the row holding it is committed by now.
  const [existing] = input.dedupeKey ? await db.select().from(jobs).where(eq(jobs.dedupeKey, input.dedupeKey)) : [];
  if (!existing) throw new Error(`job with dedupe key ${input.dedupeKey} vanished while being enqueued`);
  return { job: existing, created: false };
}

/** The job with this id, or undefined. */
export async function getJob(db: Db, id: number): Promise<Job | undefined> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job;
}

/** A percentage as the table stores it: a whole number from 0 to 100. */
export function clampPercent(percent: number): number {
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/** Records how far a job has got. Progress only moves forward: a lower value than the stored one is ignored. */
export async function reportProgress(db: Db, id: number, percent: number): Promise<void> {
  const progress = clampPercent(percent);
  await db
    .update(jobs)
    .set({ progress, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), sql`${jobs.progress} < ${progress}`));
}

export type CancelJobResult =
  { ok: true; job: Job } | { ok: false; code: 'job_not_found' } | { ok: false; code: 'job_finished'; job: Job };

/**
 * Cancels a job that has not finished: it is marked failed with the error 'cancelled'. A queued job
 * is never run; a running one has its signal aborted by its runner's next heartbeat, and whatever
 * the handler does afterwards is not recorded.
 */
export async function cancelJob(db: Db, id: number): Promise<CancelJobResult> {
  const [cancelled] = await db
    .update(jobs)
    .set({ status: 'failed', error: JOB_CANCELLED_ERROR, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])))
    .returning();
  if (cancelled) return { ok: true, job: cancelled };
  const job = await getJob(db, id);
  return job ? { ok: false, code: 'job_finished', job } : { ok: false, code: 'job_not_found' };
}

/** The newest job of a type whose payload holds `key` = `value` (a track's encode carries its trackId). */
export async function latestJobWithPayload(
  db: Db,
  filter: { type: string; key: string; value: string | number },
): Promise<Pick<Job, 'id' | 'status' | 'progress' | 'error'> | undefined> {
  const [row] = await db
    .select({ id: jobs.id, status: jobs.status, progress: jobs.progress, error: jobs.error })
    .from(jobs)
    .where(and(eq(jobs.type, filter.type), sql`${jobs.payload}->>${filter.key}::text = ${String(filter.value)}`))
    .orderBy(desc(jobs.id))
    .limit(1);
  return row;
}

/** Jobs of a type, oldest first (admin screens and tests). */
export function listJobs(db: Db, filter: { type: string; afterId?: number; limit: number }): Promise<Job[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.type, filter.type), gt(jobs.id, filter.afterId ?? 0)))
    .orderBy(jobs.id)
    .limit(filter.limit);
}
