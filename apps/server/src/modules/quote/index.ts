// Public face of quote: the pressing quote (cost table, configurator prices, quote requests) and the
// requests waiting for the team's answer (quote and call-back requests, /bids).
export { createQuoteRepo } from './quote.repo.ts';
export { QUOTE_REQUEST_RATE_LIMIT, quoteRoutes } from './quote.routes.ts';
export { type QuoteService, createQuoteService, pressingOptionsOf } from './quote.service.ts';
export {
  type NewCallMeRequest,
  type RequestAnswer,
  countOpenRequests,
  listRequests,
  lockRequest,
  markRequestAnswered,
  recordCallMeRequest,
} from './requests-desk.ts';
export {
  type CostTableAdminDeps,
  cancelQuoteCost,
  costTableSignal,
  listQuoteCosts,
  scheduleQuoteCost,
} from './cost-table-admin.ts';
