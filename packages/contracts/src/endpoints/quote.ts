import { quoteRoutes } from '../http/routes/quote.ts';
import {
  quoteCalculateRequestSchema,
  quoteCalculationSchema,
  quoteOptionListsSchema,
  quoteRequestResponseSchema,
  quoteRequestSchema,
} from '../quote.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['quote'];

export const quoteEndpoints = defineEndpoints(quoteRoutes, {
  options: { tags, summary: 'What the pressing configurator offers', response: quoteOptionListsSchema },
  calculate: {
    tags,
    summary: 'Price a pressing: every cost line, totals, sales figures and each option’s price difference',
    body: quoteCalculateRequestSchema,
    response: quoteCalculationSchema,
  },
  request: {
    tags,
    summary: 'Ask the team for a pressing quote (stored with its origin, e-mailed to staff)',
    body: quoteRequestSchema,
    response: quoteRequestResponseSchema,
  },
});
