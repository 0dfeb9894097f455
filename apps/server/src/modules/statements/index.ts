// Public face of statements: a project's monthly statement (figures, PDF, XLSX), stated from the
// project's sold lines that checkout gives.
export { createStatementsRepo } from './statements.repo.ts';
export { statementsRoutes } from './statements.routes.ts';
export { type StatementsService, createStatementsService } from './statements.service.ts';
export { statementsOfProjects } from './statements-of-projects.ts';
