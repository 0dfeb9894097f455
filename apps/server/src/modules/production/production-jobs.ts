// The production's background work (docs/jobs.md, docs/production.md): starting the productions of
// successful projects that have none and bringing pre-orders along with their production (every 5
// minutes, and at boot), reporting late steps (hourly), the buyers' address-check e-mails (queued when
// staff validate it), and the news of a later ship date when staff set a plant's own date.
import { z } from 'zod';
import type { JobHandler } from '../../jobs/index.ts';
import type { ExchangesRepo } from './exchanges.repo.ts';
import { reportAllLateSteps, reportPlantDate, sendAddressChecks } from './production-notify.ts';
import { ADDRESS_CHECK_JOB, type MoveDeps } from './production-moves.ts';
import { startDueProductions } from './production-start.ts';

export { ADDRESS_CHECK_JOB };
export const START_DUE_JOB = 'production.start_due';
export const LATE_STEPS_JOB = 'production.late_steps';
/** Queued when staff set the plant's own date for an action and the ship date moved later (staff-actions.ts). */
export const PLANT_DATE_JOB = 'production.plant_date';

/** A project that succeeded starts its production within 5 minutes even if the callback was lost. */
export const PRODUCTION_SCHEDULES = [
  { type: START_DUE_JOB, everyMinutes: 5 },
  { type: LATE_STEPS_JOB, everyMinutes: 60 },
] as const;

const addressCheckPayload = z.object({ projectId: z.number().int().positive() });
const plantDatePayload = z.object({ projectId: z.number().int().positive(), actionId: z.number().int().positive() });

export function createProductionJobHandlers(deps: MoveDeps & { exchanges: ExchangesRepo }): Record<string, JobHandler> {
  return {
    [START_DUE_JOB]: async (_job, context) => {
      const started = await startDueProductions(deps);
      if (started > 0) context.logger.info({ started }, 'productions started');
    },
    [LATE_STEPS_JOB]: () => reportAllLateSteps(deps),
    [ADDRESS_CHECK_JOB]: async (job, context) => {
      const { projectId } = addressCheckPayload.parse(job.payload);
      const sent = await sendAddressChecks(deps, projectId);
      context.logger.info({ projectId, sent }, 'address checks sent');
    },
    [PLANT_DATE_JOB]: async (job) => {
      const { projectId, actionId } = plantDatePayload.parse(job.payload);
      await reportPlantDate(deps, projectId, actionId);
    },
  };
}
