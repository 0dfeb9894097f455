// Recurring work (monthly statements, box charges and reminders, project open/close ticks, upload
// clean-up) as jobs. Each occurrence has its own dedupe key ('statements.run:2026-11'), so every
// instance may enqueue due schedules and each occurrence is still queued exactly once. Calendar
// schedules follow Europe/Paris wall-clock time (ARCHITECTURE.md: "business schedules ... are
// computed in Europe/Paris").
import type { Db } from '@spindle/db';
import {
  BUSINESS_TIME_ZONE,
  daysInMonth,
  formatLocalDate,
  instantOfLocalDateTime,
  localDateTimeOf,
  type LocalDateTime,
} from '@spindle/domain';
import { z } from 'zod';
import { enqueueJob } from './job-queue.ts';

/** The zone calendar schedules are computed in. */
export const SCHEDULE_TIME_ZONE = BUSINESS_TIME_ZONE;

const jobType = z.string().min(1);
const hour = z.int().min(0).max(23);
const minute = z.int().min(0).max(59);
const payload = z.record(z.string(), z.unknown());

/** On a day of every month at hour:minute Paris time (00:00 by default); 29-31 mean the month's last day when it is shorter. */
const monthlyScheduleSchema = z.strictObject({
  type: jobType,
  every: z.literal('monthly').optional(),
  dayOfMonth: z.int().min(1).max(31),
  hour: hour.optional(),
  minute: minute.optional(),
  payload: payload.optional(),
});

/** Every day at hour:minute Paris time (00:00 by default). */
const dailyScheduleSchema = z.strictObject({
  type: jobType,
  every: z.literal('daily'),
  hour: hour.optional(),
  minute: minute.optional(),
  payload: payload.optional(),
});

/** Every n minutes, counted from the Unix epoch in UTC: every instance computes the same ticks. */
const intervalScheduleSchema = z.strictObject({
  type: jobType,
  everyMinutes: z
    .int()
    .min(1)
    .max(24 * 60),
  payload: payload.optional(),
});

export const scheduleSchema = z.union([monthlyScheduleSchema, dailyScheduleSchema, intervalScheduleSchema]);

/** A recurring job. */
export type Schedule = z.infer<typeof scheduleSchema>;

/** Checks a list of schedules at boot (ranges of days, hours, minutes); throws a ZodError when one is wrong. */
export function parseSchedules(input: unknown): Schedule[] {
  return z.array(scheduleSchema).parse(input);
}

const MINUTE_MS = 60_000;

type CalendarSchedule = Exclude<Schedule, { everyMinutes: number }>;

/** The occurrence of a calendar schedule in the month or on the day holding `local` (shifted by `step` periods). */
function calendarOccurrence(schedule: CalendarSchedule, local: LocalDateTime, step: number): Date {
  const time = { hour: schedule.hour ?? 0, minute: schedule.minute ?? 0 };
  if ('dayOfMonth' in schedule) {
    // Date.UTC rolls month 13 into January of the next year; read the year and month back from it.
    const month = new Date(Date.UTC(local.year, local.month - 1 + step, 1));
    const year = month.getUTCFullYear();
    const monthNumber = month.getUTCMonth() + 1;
    const day = Math.min(schedule.dayOfMonth, daysInMonth(year, monthNumber));
    return instantOfLocalDateTime({ year, month: monthNumber, day, ...time }, SCHEDULE_TIME_ZONE);
  }
  return instantOfLocalDateTime({ ...local, day: local.day + step, ...time }, SCHEDULE_TIME_ZONE);
}

/** The first occurrence strictly after `after`. */
export function nextOccurrence(schedule: Schedule, after: Date): Date {
  if ('everyMinutes' in schedule) {
    const periodMs = schedule.everyMinutes * MINUTE_MS;
    return new Date(Math.floor(after.getTime() / periodMs) * periodMs + periodMs);
  }
  const local = localDateTimeOf(after, SCHEDULE_TIME_ZONE);
  // The previous period is looked at too: a gap-shifted time can fall just after its day ends.
  for (const step of [-1, 0, 1]) {
    const occurrence = calendarOccurrence(schedule, local, step);
    if (occurrence > after) return occurrence;
  }
  return calendarOccurrence(schedule, local, 2);
}

/** The last occurrence at or before `now`: the one that is due. */
export function latestOccurrence(schedule: Schedule, now: Date): Date {
  if ('everyMinutes' in schedule) {
    const periodMs = schedule.everyMinutes * MINUTE_MS;
    return new Date(Math.floor(now.getTime() / periodMs) * periodMs);
  }
  const local = localDateTimeOf(now, SCHEDULE_TIME_ZONE);
  for (const step of [1, 0, -1]) {
    const occurrence = calendarOccurrence(schedule, local, step);
    if (occurrence <= now) return occurrence;
  }
  return calendarOccurrence(schedule, local, -2);
}

/**
 * The name of one occurrence: the Paris month ('2026-11') or day ('2026-11-28') of calendar
 * schedules, the UTC minute ('2026-11-28T10:05Z') of interval ones (a Paris wall-clock minute happens
 * twice the night clocks go back).
 */
export function occurrenceLabel(schedule: Schedule, occurrence: Date): string {
  if ('everyMinutes' in schedule) return occurrence.toISOString().slice(0, 16) + 'Z';
  const day = formatLocalDate(localDateTimeOf(occurrence, SCHEDULE_TIME_ZONE));
  return 'dayOfMonth' in schedule ? day.slice(0, 7) : day;
}

/** The dedupe key of an occurrence: 'statements.run:2026-11'. */
export function occurrenceKey(schedule: Schedule, occurrence: Date): string {
  return `${schedule.type}:${occurrenceLabel(schedule, occurrence)}`;
}

export interface ScheduledJob {
  type: string;
  dedupeKey: string;
  runAt: Date;
  jobId: number;
  /** false when this occurrence had already been enqueued (by this or another instance). */
  created: boolean;
}

/**
 * Enqueues the due occurrence of each schedule (the latest one at or before `now`), once per dedupe
 * key however many instances call it. A missed occurrence (server down at that time) is caught up on
 * the next call; older ones are not. The job's payload is the schedule's, plus `occurrence` (its
 * label: the month a monthly job is for) and `scheduledAt`. `lastKeys` remembers the key last handled
 * per schedule: a runner passes one map so that it does not insert on every poll.
 */
export async function enqueueDueSchedules(
  db: Db,
  schedules: readonly Schedule[],
  now: Date,
  lastKeys?: WeakMap<Schedule, string>,
): Promise<ScheduledJob[]> {
  const scheduled: ScheduledJob[] = [];
  for (const schedule of schedules) {
    const runAt = latestOccurrence(schedule, now);
    const dedupeKey = occurrenceKey(schedule, runAt);
    if (lastKeys?.get(schedule) === dedupeKey) continue;
    const { job, created } = await enqueueJob(db, {
      type: schedule.type,
      payload: { ...schedule.payload, occurrence: occurrenceLabel(schedule, runAt), scheduledAt: runAt.toISOString() },
      runAt,
      dedupeKey,
    });
    lastKeys?.set(schedule, dedupeKey);
    scheduled.push({ type: schedule.type, dedupeKey, runAt, jobId: job.id, created });
  }
  return scheduled;
}
