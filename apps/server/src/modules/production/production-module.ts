// The production module built once (composition/production-side.ts calls it): its repositories over
// the ports the other modules give, the reads, the start callback, the jobs and the routes.
import type { AuthenticatedUser } from '../../http/session-user.ts';
import type { ProductionBoardQuery } from '@spindle/contracts';
import { createExchangesRepo } from './exchanges.repo.ts';
import { createProductionJobHandlers, PRODUCTION_SCHEDULES } from './production-jobs.ts';
import type { ProductionDeps } from './production-ports.ts';
import { buyerProductionsOf, myProductions, productionBoard, viewProduction } from './production-read.ts';
import { startProductionSafely } from './production-start.ts';
import { createProductionRepo } from './production.repo.ts';

export function createProductionService(options: ProductionDeps) {
  const deps = { ...options, repo: createProductionRepo(options.db), exchanges: createExchangesRepo(options.db) };
  return {
    deps,
    viewAs: (side: 'artist' | 'staff') => (viewer: AuthenticatedUser, projectId: number) =>
      viewProduction(deps, viewer, projectId, side),
    mine: (viewer: AuthenticatedUser) => myProductions(deps, viewer),
    board: (query: ProductionBoardQuery) => productionBoard(deps, query),
    /** Projects calls this when a project succeeds (composition). */
    onProjectSucceeded: (projectId: number) => startProductionSafely(deps, projectId),
    /** The buyers' order pages show each pre-order's stage and ship date (my-orders, composition). */
    buyerProductionsOf: (projectIds: readonly number[]) => buyerProductionsOf(deps, projectIds),
    jobHandlers: createProductionJobHandlers(deps),
    schedules: PRODUCTION_SCHEDULES,
  };
}

export type ProductionService = ReturnType<typeof createProductionService>;
