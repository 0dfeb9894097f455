// Background jobs (e-mails, encoding, statements, box dispatch, step changes) claimed by workers:
// a worker takes a row whose run_at has come and whose lock has lapsed (FOR UPDATE SKIP LOCKED).
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { checkIn, createdAt, timestampTz, updatedAt } from '../columns.ts';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export type JobStatus = (typeof JOB_STATUSES)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    runAt: timestampTz('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestampTz('locked_until'),
    lockedBy: text('locked_by'),
    /** 0 to 100, for long jobs the interface follows (encoding). */
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    /** Jobs with the same key are queued once (e.g. 'reminder:project:42:7d'). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    checkIn('jobs_status_valid', t.status, JOB_STATUSES),
    check('jobs_progress_range', sql`${t.progress} between 0 and 100`),
    index('jobs_due_idx').on(t.status, t.runAt),
    index('jobs_type_idx').on(t.type, t.status),
  ],
);
