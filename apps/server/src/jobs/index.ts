// Background jobs: the queue (enqueue, progress, cancel), the runner that claims and runs them, and
// recurring schedules. docs/jobs.md explains the guarantees and how the server wires them.
export {
  cancelJob,
  enqueueJob,
  getJob,
  latestJobWithPayload,
  listJobs,
  reportProgress,
  JOB_CANCELLED_ERROR,
  type CancelJobResult,
  type Clock,
  type EnqueueJobInput,
  type EnqueuedJob,
  type Job,
} from './job-queue.ts';
export { exponentialBackoffMs } from './job-claims.ts';
export {
  createJobRunner,
  type JobContext,
  type JobHandler,
  type JobOutcome,
  type JobRunner,
  type JobRunnerOptions,
} from './job-runner.ts';
export {
  enqueueDueSchedules,
  latestOccurrence,
  nextOccurrence,
  occurrenceKey,
  parseSchedules,
  SCHEDULE_TIME_ZONE,
  type Schedule,
  type ScheduledJob,
} from './schedules.ts';
export { createJobRegistry, type JobRegistry } from './job-registry.ts';
