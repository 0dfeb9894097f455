// A scheduler on a virtual clock for tests: nothing runs until the test advances time, and
// advancing runs every due task in time order, awaiting each (tasks may schedule further tasks).
import type { Scheduler } from '../webhook-delivery.ts';

export interface ManualScheduler extends Scheduler {
  /** Moves the clock forward by `ms`, running each task that falls due on the way. */
  advanceBy(ms: number): Promise<void>;
  /** Runs what is due now (delay 0 tasks, such as a first webhook attempt). */
  runDue(): Promise<void>;
  /** Tasks still waiting. */
  pendingCount(): number;
}

interface Task {
  dueMs: number;
  sequence: number;
  run: () => Promise<void>;
}

export function createManualScheduler(startMs = Date.parse('2026-06-01T12:00:00Z')): ManualScheduler {
  let nowMs = startMs;
  let sequence = 0;
  const tasks: Task[] = [];

  function takeNextDue(untilMs: number): Task | undefined {
    let best: Task | undefined;
    for (const task of tasks) {
      if (task.dueMs > untilMs) continue;
      if (!best || task.dueMs < best.dueMs || (task.dueMs === best.dueMs && task.sequence < best.sequence)) best = task;
    }
    if (best) tasks.splice(tasks.indexOf(best), 1);
    return best;
  }

  async function advanceBy(ms: number): Promise<void> {
    const untilMs = nowMs + ms;
    for (let task = takeNextDue(untilMs); task; task = takeNextDue(untilMs)) {
      nowMs = Math.max(nowMs, task.dueMs);
      await task.run();
    }
    nowMs = untilMs;
  }

  return {
    now: () => nowMs,
    schedule(delayMs, run) {
      sequence += 1;
      tasks.push({ dueMs: nowMs + Math.max(0, delayMs), sequence, run });
    },
    advanceBy,
    runDue: () => advanceBy(0),
    pendingCount: () => tasks.length,
  };
}
