// Public face of statements: a project's monthly statement (figures, PDF, XLSX) and the project's sold
// lines it is stated from, which the dashboard charts and lists too.
export { type ProjectOrderLine, type ProjectSalesRepo, createProjectSalesRepo } from './project-sales.repo.ts';
export { createStatementsRepo } from './statements.repo.ts';
export { statementsRoutes } from './statements.routes.ts';
export { type StatementsService, createStatementsService } from './statements.service.ts';
