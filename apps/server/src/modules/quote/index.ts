// Public face of quote: the pressing quote (cost table, configurator prices, quote requests).
export { createQuoteRepo } from './quote.repo.ts';
export { QUOTE_REQUEST_RATE_LIMIT, quoteRoutes } from './quote.routes.ts';
export { type QuoteService, createQuoteService, pressingOptionsOf } from './quote.service.ts';
export { countOpenQuoteRequests } from './staff-queries.ts';
