// Running the checkout's background jobs in tests: a clock the test skips ahead (a hold expires, a grace
// period passes) and a way to run one registered job now, through the handler the app registered.
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { jobRegistryOf } from '../../../app.ts';
import type { Job } from '../../../jobs/index.ts';

/** The real time, shifted by what the test skipped. */
export interface SkippingClock {
  now: () => Date;
  skip: (ms: number) => void;
  /** Back to the real time. */
  reset: () => void;
}

export function createSkippingClock(): SkippingClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    skip(ms) {
      offsetMs += ms;
    },
    reset() {
      offsetMs = 0;
    },
  };
}

/** Runs the app's handler of `type` once, now, as the job runner would (a silent logger, a live signal). */
export async function runJobNow(app: FastifyInstance, type: string, payload: Record<string, unknown> = {}) {
  const handler = jobRegistryOf(app).handlers()[type];
  if (!handler) throw new Error(`no job handler registered for ${type}`);
  const at = new Date();
  const job: Job = {
    id: 0,
    type,
    payload,
    status: 'running',
    runAt: at,
    attempts: 1,
    maxAttempts: 5,
    lockedUntil: null,
    lockedBy: null,
    progress: 0,
    error: null,
    dedupeKey: null,
    createdAt: at,
    updatedAt: at,
  };
  await handler(job, {
    logger: pino({ level: 'silent' }),
    signal: new AbortController().signal,
    reportProgress: () => Promise.resolve(),
  });
}
