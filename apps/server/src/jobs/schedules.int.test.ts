import { jobs } from '@spindle/db';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createJobRunner } from './job-runner.ts';
import { enqueueDueSchedules, type Schedule } from './schedules.ts';
import { useJobsTestDatabase } from './jobs-test-database.ts';

const database = useJobsTestDatabase();

const schedules: Schedule[] = [
  { type: 'statements.run', every: 'monthly', dayOfMonth: 28, hour: 0 },
  { type: 'boxes.charge', dayOfMonth: 1 },
  { type: 'projects.open_close', everyMinutes: 5 },
];

async function queuedKeys(): Promise<(string | null)[]> {
  const rows = await database.db.select({ key: jobs.dedupeKey }).from(jobs).orderBy(asc(jobs.dedupeKey));
  return rows.map((row) => row.key);
}

describe('enqueueDueSchedules', () => {
  const now = new Date('2026-11-28T09:02:00Z');
  const dueKeys = ['boxes.charge:2026-11', 'projects.open_close:2026-11-28T09:00Z', 'statements.run:2026-11'];

  it('queues the due occurrence of each schedule, at its time, with the occurrence in the payload', async () => {
    const scheduled = await enqueueDueSchedules(database.db, schedules, now);
    expect(scheduled.map(({ dedupeKey, runAt, created }) => ({ dedupeKey, runAt, created }))).toEqual([
      { dedupeKey: 'statements.run:2026-11', runAt: new Date('2026-11-27T23:00:00Z'), created: true },
      { dedupeKey: 'boxes.charge:2026-11', runAt: new Date('2026-10-31T23:00:00Z'), created: true },
      { dedupeKey: 'projects.open_close:2026-11-28T09:00Z', runAt: new Date('2026-11-28T09:00:00Z'), created: true },
    ]);
    const [statements] = await database.db.select().from(jobs).where(eq(jobs.dedupeKey, 'statements.run:2026-11'));
    expect(statements?.payload).toEqual({ occurrence: '2026-11', scheduledAt: '2026-11-27T23:00:00.000Z' });
  });

  it('queues each occurrence once when called again later in the same period', async () => {
    await enqueueDueSchedules(database.db, schedules, now);
    const again = await enqueueDueSchedules(database.db, schedules, new Date('2026-11-28T09:04:59Z'));
    expect(again.map((job) => job.created)).toEqual([false, false, false]);
    expect(await queuedKeys()).toEqual(dueKeys);
  });

  it('queues each occurrence once when several instances call it at the same time', async () => {
    const calls = await Promise.all(Array.from({ length: 8 }, () => enqueueDueSchedules(database.db, schedules, now)));
    const created = calls.flat().filter((job) => job.created);
    expect(created.map((job) => job.dedupeKey).sort()).toEqual(dueKeys);
    expect(await queuedKeys()).toEqual(dueKeys);
  });

  it('queues the next occurrence when its time comes', async () => {
    await enqueueDueSchedules(database.db, schedules, now);
    await enqueueDueSchedules(database.db, schedules, new Date('2026-11-28T09:05:00Z'));
    await enqueueDueSchedules(database.db, schedules, new Date('2026-12-27T23:00:00Z'));
    expect(await queuedKeys()).toEqual([
      'boxes.charge:2026-11',
      'boxes.charge:2026-12',
      'projects.open_close:2026-11-28T09:00Z',
      'projects.open_close:2026-11-28T09:05Z',
      'projects.open_close:2026-12-27T23:00Z',
      'statements.run:2026-11',
      'statements.run:2026-12',
    ]);
  });
});

describe('a runner given schedules', () => {
  it('enqueues and runs each due occurrence once, across its polls and other runners', async () => {
    const clock = () => new Date('2026-11-28T09:02:00Z');
    const occurrences: unknown[] = [];
    const statementsOnly: Schedule[] = [{ type: 'statements.run', dayOfMonth: 28 }];
    const schedulingRunner = () =>
      createJobRunner({
        db: database.db,
        handlers: { 'statements.run': (job) => Promise.resolve(void occurrences.push(job.payload)) },
        logger: pino({ level: 'silent' }),
        clock,
        schedules: statementsOnly,
      });
    const first = schedulingRunner();
    const second = schedulingRunner();

    expect(await first.runOnce()).toMatchObject([{ type: 'statements.run', status: 'done' }]);
    expect(await second.runOnce()).toEqual([]);
    expect(await first.runOnce()).toEqual([]);
    expect(occurrences).toEqual([{ occurrence: '2026-11', scheduledAt: '2026-11-27T23:00:00.000Z' }]);
  });
});
