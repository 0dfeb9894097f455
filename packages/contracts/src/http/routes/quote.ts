// The pressing configurator's options, prices and requests (apps/server/src/modules/quote).
import { defineRoutes } from '../route.ts';

export const quoteRoutes = defineRoutes('quote', {
  options: { method: 'GET', path: '/quote/options', access: 'public' },
  /** 422 quote_option_unavailable when no plant presses these options together. */
  calculate: { method: 'POST', path: '/quote/calculate', access: 'public', errors: ['quote_option_unavailable'] },
  /** 429 too_many_requests with Retry-After past five requests an hour from one client. */
  request: {
    method: 'POST',
    path: '/quote',
    access: 'public',
    status: 201,
    errors: ['quote_option_unavailable', 'too_many_requests'],
  },
});
