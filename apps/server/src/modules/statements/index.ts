// Public face of statements: a project's monthly statement (figures, PDF, XLSX), stated from the
// project's sold lines that checkout gives; what staff enter for it (costs, retail reports, the dated
// fee schedule, the revenue split); the monthly run that produces and announces it.
export { adminStatementsRoutes, revenueSplitRoutes } from './admin-statements.routes.ts';
export { createStatementEntriesRepo } from './statement-entries.repo.ts';
export { type StatementEntriesService, createStatementEntriesService } from './statement-entries.service.ts';
export {
  STATEMENTS_RUN_JOB,
  STATEMENTS_RUN_SCHEDULE,
  type StatementRunDeps,
  createStatementRunHandler,
  runStatements,
} from './statement-run.ts';
export { createStatementsRepo } from './statements.repo.ts';
export { statementsRoutes } from './statements.routes.ts';
export { type StatementsService, createStatementsService } from './statements.service.ts';
export { statementsOfProjects } from './statements-of-projects.ts';
