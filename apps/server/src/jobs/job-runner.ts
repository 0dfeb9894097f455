// A worker that claims due jobs and runs their handlers, in the server process by default or in
// processes of their own (ARCHITECTURE.md: "the same worker code in its own process, several
// instances"). Jobs run at least once: a worker that dies mid-job leaves a lock that lapses, and the
// job is claimed again. No transaction is open while a handler works (job-claims.ts).
import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Db } from '@spindle/db';
import type { Logger } from 'pino';
import {
  claimDueJobs,
  completeJob,
  errorMessageOf,
  exponentialBackoffMs,
  extendJobLock,
  failJobsWithExpiredLastAttempt,
  releaseJob,
  retryOrFailJob,
} from './job-claims.ts';
import { clampPercent, reportProgress, type Clock, type Job } from './job-queue.ts';
import { enqueueDueSchedules, type Schedule } from './schedules.ts';

/** What a handler gets besides its job. */
export interface JobContext {
  /** Records progress (0-100, only forward). */
  reportProgress(percent: number): Promise<void>;
  /** Aborted when the job was cancelled or re-claimed elsewhere, or when a stopping runner gives up waiting. */
  signal: AbortSignal;
  logger: Logger;
}

/** Does the work of one job type. A throw (or rejection) is a failed attempt. */
export type JobHandler = (job: Job, context: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  db: Db;
  handlers: Readonly<Record<string, JobHandler>>;
  logger: Logger;
  /** Names this worker in locked_by; unique per runner (host, pid and a random part by default). */
  workerId?: string;
  /** Pause between polls when there is nothing to do (1 s by default). */
  pollIntervalMs?: number;
  /**
   * Wait before the first poll (0 by default): the server's start (main.ts) lets its first pages go
   * before the jobs that fell due while it was stopped. A wake (a job enqueued, stop()) cuts it short.
   */
  firstPollDelayMs?: number;
  /** Jobs run at the same time by this runner (2 by default). */
  concurrency?: number;
  /** How long a claim holds a job; a heartbeat extends it every third of that (60 s by default). */
  lockMs?: number;
  /** Time source for claims, locks and retries; the database's now() by default. */
  clock?: Clock;
  /** Delay before the next attempt after `attempts` failed ones (10 s doubling, up to 1 h, by default). */
  retryDelayMs?: (attempts: number) => number;
  /** How long stop() waits for running jobs before aborting them (30 s by default). */
  stopTimeoutMs?: number;
  /** Recurring jobs this runner enqueues when due, on every poll (see schedules.ts). */
  schedules?: readonly Schedule[];
}

/** How one attempt ended; 'lost' when the job stopped being this runner's (cancelled, lock re-claimed). */
export interface JobOutcome {
  jobId: number;
  type: string;
  status: 'done' | 'retrying' | 'failed' | 'released' | 'lost';
  error?: string;
}

export interface JobRunner {
  readonly workerId: string;
  /** Jobs running now. */
  readonly activeCount: number;
  /** Starts polling. */
  start(): void;
  /** Stops polling, waits for running jobs up to the timeout, then aborts them and puts them back in the queue. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** Enqueues due schedules, claims what is due (up to the free slots) and resolves when those jobs have ended. */
  runOnce(): Promise<JobOutcome[]>;
}

/** How long a stopping runner still waits for aborted handlers to settle. */
const ABORT_GRACE_MS = 2_000;

/** How the runner talks to a job it runs: abort it, and tell why. */
interface JobControl {
  controller: AbortController;
  interruptedByStop: boolean;
}

interface ActiveJob {
  control: JobControl;
  ended: Promise<JobOutcome>;
}

class LockLostError extends Error {
  constructor(jobId: number) {
    super(`job ${jobId} is no longer this worker's (cancelled, or its lock lapsed and it was claimed again)`);
    this.name = 'LockLostError';
  }
}

function settlesWithin(promise: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

/** The runner's options with their defaults applied. */
interface RunnerSettings {
  db: Db;
  handlers: Readonly<Record<string, JobHandler>>;
  logger: Logger;
  clock: Clock | undefined;
  /** How job-claims.ts names this runner (locked_by) and reads the time. */
  worker: { workerId: string; clock?: Clock };
  pollIntervalMs: number;
  firstPollDelayMs: number;
  concurrency: number;
  lockMs: number;
  retryDelayMs: (attempts: number) => number;
  stopTimeoutMs: number;
  schedules: readonly Schedule[];
}

/** What changes while a runner works. */
interface RunnerState {
  phase: 'idle' | 'started' | 'stopping' | 'stopped';
  active: Map<number, ActiveJob>;
  /** The last occurrence each schedule enqueued, so a poll does not enqueue it twice. */
  lastScheduleKeys: WeakMap<Schedule, string>;
  /** Slots a claim in flight has taken, so runOnce() beside the poll loop never exceeds the concurrency. */
  slotsBeingClaimed: number;
  loop: Promise<void> | undefined;
  stopping: Promise<void> | undefined;
  pause: WakeablePause;
}

/** A job runner's settings and state, which the functions below share. */
interface Runner {
  settings: RunnerSettings;
  state: RunnerState;
}

/** A job runner; nothing happens until start() or runOnce(). */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const settings: RunnerSettings = {
    db: options.db,
    handlers: options.handlers,
    logger: options.logger,
    clock: options.clock,
    worker: { workerId, clock: options.clock },
    pollIntervalMs: options.pollIntervalMs ?? 1_000,
    firstPollDelayMs: options.firstPollDelayMs ?? 0,
    concurrency: options.concurrency ?? 2,
    lockMs: options.lockMs ?? 60_000,
    retryDelayMs: options.retryDelayMs ?? exponentialBackoffMs,
    stopTimeoutMs: options.stopTimeoutMs ?? 30_000,
    schedules: options.schedules ?? [],
  };
  const state: RunnerState = {
    phase: 'idle',
    active: new Map(),
    lastScheduleKeys: new WeakMap(),
    slotsBeingClaimed: 0,
    loop: undefined,
    stopping: undefined,
    pause: createWakeablePause(),
  };
  const runner: Runner = { settings, state };
  return {
    workerId,
    get activeCount() {
      return state.active.size;
    },
    start() {
      if (state.phase !== 'idle') return;
      state.phase = 'started';
      state.loop = pollUntilStopped(runner);
    },
    stop(stopOptions = {}) {
      state.stopping ??= stopRunning(runner, stopOptions.timeoutMs ?? settings.stopTimeoutMs);
      return state.stopping;
    },
    async runOnce() {
      if (state.phase === 'stopping' || state.phase === 'stopped') return [];
      return Promise.all(await claimAndLaunch(runner));
    },
  };
}

/** The pause between polls: wake() cuts it short, and a wake before it starts makes it return at once. */
interface WakeablePause {
  sleep(ms: number): Promise<void>;
  wake(): void;
  /** Forgets a wake, at the start of a poll that will see what the wake was for. */
  clearWake(): void;
}

function createWakeablePause(): WakeablePause {
  let wakeRequested = false;
  let wakeSleeper: (() => void) | undefined;
  return {
    wake() {
      wakeRequested = true;
      wakeSleeper?.();
    },
    clearWake() {
      wakeRequested = false;
    },
    sleep(ms) {
      if (wakeRequested) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeSleeper = undefined;
          resolve();
        }
        wakeSleeper = done;
      });
    },
  };
}

/** Claims and launches due jobs, then waits, until the runner stops; a failed poll is logged and retried. */
async function pollUntilStopped(runner: Runner): Promise<void> {
  const { settings, state } = runner;
  if (settings.firstPollDelayMs > 0) await state.pause.sleep(settings.firstPollDelayMs);
  while (state.phase === 'started') {
    state.pause.clearWake();
    try {
      const launched = await claimAndLaunch(runner);
      if (launched.length > 0) {
        settings.logger.debug({ workerId: settings.worker.workerId, claimed: launched.length }, 'jobs claimed');
      }
    } catch (error) {
      settings.logger.error({ err: error }, 'job runner poll failed');
    }
    if (state.phase !== 'started') break;
    await state.pause.sleep(settings.pollIntervalMs);
  }
}

/** Enqueues due schedules, fails abandoned jobs, then claims up to the free slots and launches them. */
async function claimAndLaunch(runner: Runner): Promise<Promise<JobOutcome>[]> {
  const { settings, state } = runner;
  const { db, clock, logger } = settings;
  if (settings.schedules.length) {
    await enqueueDueSchedules(db, settings.schedules, clock?.() ?? new Date(), state.lastScheduleKeys);
  }
  for (const job of await failJobsWithExpiredLastAttempt(db, clock)) {
    logger.error({ jobId: job.id, jobType: job.type }, 'job failed: its worker stopped during the last attempt');
  }
  // Slots being claimed count as taken, so that runOnce() beside the poll loop never exceeds the concurrency.
  const limit = Math.max(0, settings.concurrency - state.active.size - state.slotsBeingClaimed);
  state.slotsBeingClaimed += limit;
  try {
    const claimed = await claimDueJobs(db, { ...settings.worker, lockMs: settings.lockMs, limit });
    return claimed.map((job) => launch(runner, job));
  } finally {
    state.slotsBeingClaimed -= limit;
  }
}

/** Runs a claimed job, tracked as active until its outcome is recorded; the end wakes the poll loop. */
function launch(runner: Runner, job: Job): Promise<JobOutcome> {
  const { settings, state } = runner;
  const control: JobControl = { controller: new AbortController(), interruptedByStop: false };
  const ended = execute(settings, job, control)
    .catch((error: unknown): JobOutcome => {
      // The database failed while recording the outcome: the lock lapses and the job runs again.
      settings.logger.error({ err: error, jobId: job.id }, 'could not record the outcome of a job');
      return { jobId: job.id, type: job.type, status: 'lost', error: errorMessageOf(error) };
    })
    .finally(() => {
      state.active.delete(job.id);
      state.pause.wake();
    });
  state.active.set(job.id, { control, ended });
  return ended;
}

/** Runs the job's handler with a heartbeat on its lock, then records how the attempt ended. */
async function execute(settings: RunnerSettings, job: Job, control: JobControl): Promise<JobOutcome> {
  const { db, handlers, worker } = settings;
  const log = settings.logger.child({
    jobId: job.id,
    jobType: job.type,
    attempt: job.attempts,
    workerId: worker.workerId,
  });
  const handler = Object.hasOwn(handlers, job.type) ? handlers[job.type] : undefined;
  if (!handler) {
    const error = `no handler is registered for job type "${job.type}"`;
    const status = await retryOrFailJob(db, job, { ...worker, error, retryInMs: null });
    log.error(error);
    return { jobId: job.id, type: job.type, status: status ?? 'lost', error };
  }
  let progress = job.progress;
  const context: JobContext = {
    signal: control.controller.signal,
    logger: log,
    async reportProgress(percent) {
      const next = clampPercent(percent);
      if (next <= progress) return;
      progress = next;
      await reportProgress(db, job.id, next);
    },
  };
  const stopHeartbeat = startHeartbeat(settings, job, control, log);
  try {
    await handler(job, context);
  } catch (error) {
    return await recordFailure(settings, job, control, error, log);
  } finally {
    stopHeartbeat();
  }
  if (await completeJob(db, job, worker)) {
    log.info('job done');
    return { jobId: job.id, type: job.type, status: 'done' };
  }
  log.warn('job finished after it stopped being ours: not marked done');
  return { jobId: job.id, type: job.type, status: 'lost' };
}

/** Extends the job's lock every third of its length; aborts the handler once the lock is someone else's. */
function startHeartbeat(settings: RunnerSettings, job: Job, control: JobControl, log: Logger): () => void {
  const { db, worker, lockMs } = settings;
  let beating = false;
  const timer = setInterval(
    () => {
      if (beating) return;
      beating = true;
      extendJobLock(db, job, { ...worker, lockMs })
        .then((held) => {
          if (!held && !control.controller.signal.aborted) control.controller.abort(new LockLostError(job.id));
        })
        .catch((error: unknown) => log.warn({ err: error }, 'could not extend the job lock'))
        .finally(() => (beating = false));
    },
    Math.max(10, Math.floor(lockMs / 3)),
  );
  return () => clearInterval(timer);
}

/** Records a failed attempt: nothing when the job is no longer ours, back in the queue on stop, else retry or fail. */
async function recordFailure(
  settings: RunnerSettings,
  job: Job,
  control: JobControl,
  error: unknown,
  log: Logger,
): Promise<JobOutcome> {
  const { db, worker } = settings;
  const message = errorMessageOf(error);
  const ended = { jobId: job.id, type: job.type, error: message };
  if (control.controller.signal.reason instanceof LockLostError) {
    log.warn({ err: error }, 'job ended after it stopped being ours: nothing recorded');
    return { ...ended, status: 'lost' };
  }
  if (control.interruptedByStop) {
    const released = await releaseJob(db, job, worker);
    log.warn({ err: error }, 'job interrupted by stop: back in the queue');
    return { ...ended, status: released ? 'released' : 'lost' };
  }
  const status = await retryOrFailJob(db, job, {
    ...worker,
    error: message,
    retryInMs: settings.retryDelayMs(job.attempts),
  });
  if (status === 'retrying') log.warn({ err: error }, 'job attempt failed: will retry');
  else if (status === 'failed') log.error({ err: error }, 'job failed: no attempts left');
  return { ...ended, status: status ?? 'lost' };
}

/** Stops polling, waits for the running jobs up to `timeoutMs`, then aborts those still running. */
async function stopRunning(runner: Runner, timeoutMs: number): Promise<void> {
  const { settings, state } = runner;
  const { active } = state;
  state.phase = 'stopping';
  state.pause.wake();
  await state.loop;
  const allEnded = () => Promise.all([...active.values()].map((entry) => entry.ended));
  if (active.size > 0 && !(await settlesWithin(allEnded(), timeoutMs))) {
    settings.logger.warn({ jobs: [...active.keys()] }, 'stopping: aborting the jobs still running');
    for (const { control } of active.values()) {
      control.interruptedByStop = true;
      control.controller.abort(new Error('the job runner is stopping'));
    }
    if (!(await settlesWithin(allEnded(), ABORT_GRACE_MS))) {
      settings.logger.error(
        { jobs: [...active.keys()] },
        'stopping: jobs ignored their abort signal; their locks will lapse',
      );
    }
  }
  state.phase = 'stopped';
}
