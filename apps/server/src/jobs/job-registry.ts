// The job types and schedules the server's modules contribute, collected while the API is built and
// handed to the runner when the server is ready (app.ts). Every instance registers every type
// (docs/jobs.md, "Wiring"): a type added twice is a wiring bug.
import type { JobHandler } from './job-runner.ts';
import { parseSchedules, type Schedule } from './schedules.ts';

export interface JobRegistry {
  /** Adds handlers (and the recurring jobs they serve); throws when a type is already registered. */
  add(handlers: Readonly<Record<string, JobHandler>>, schedules?: readonly unknown[]): void;
  handlers(): Readonly<Record<string, JobHandler>>;
  schedules(): readonly Schedule[];
}

export function createJobRegistry(): JobRegistry {
  const handlers: Record<string, JobHandler> = {};
  const schedules: Schedule[] = [];
  return {
    add(more, moreSchedules = []) {
      for (const [type, handler] of Object.entries(more)) {
        if (type in handlers) throw new Error(`job type "${type}" is registered twice`);
        handlers[type] = handler;
      }
      schedules.push(...parseSchedules(moreSchedules));
    },
    handlers: () => ({ ...handlers }),
    schedules: () => [...schedules],
  };
}
