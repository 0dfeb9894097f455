// Public face of production: a project's production after success (issue 15, docs/production.md): the
// service (reads, the start callback for projects, the buyers' stages for my-orders, jobs), the owner's
// and the staff's routes, and what it asks of the other modules (its ports).
export { adminProductionRoutes } from './admin-production.routes.ts';
export { ADDRESS_CHECK_JOB, LATE_STEPS_JOB, PLANT_DATE_JOB, START_DUE_JOB } from './production-jobs.ts';
export { type ProductionService, createProductionService } from './production-module.ts';
export type {
  ProductionBuyer,
  ProductionContact,
  ProductionDeps,
  ProductionPorts,
  ProjectFacts,
} from './production-ports.ts';
export { productionRoutes } from './production.routes.ts';
