// Public face of dashboard: the owner's dashboard of a project (sales charts, orders and their extract,
// break-even) and the call-back request to the team.
export { CALL_ME_RATE_LIMIT } from './call-me.ts';
export { dashboardRoutes } from './dashboard.routes.ts';
export { type DashboardService, createDashboardService } from './dashboard.service.ts';
