import { z } from 'zod';
import {
  feeRowBodySchema,
  feeRowSchema,
  myRevenueSharesSchema,
  payeeStatementQuerySchema,
  projectRevenueSplitSchema,
  retailSaleBodySchema,
  retailSaleSchema,
  revenueSplitBodySchema,
  revenueSplitSchema,
  statementCostBodySchema,
  statementCostSchema,
  statementEntriesSchema,
  statementProjectParamsSchema,
} from '../admin-statements.ts';
import { adminStatementsRoutes, revenueSplitRoutes } from '../http/routes/admin-statements.ts';
import { defineEndpoints } from './define-endpoint.ts';

const tags = ['admin'];

export const adminStatementsEndpoints = defineEndpoints(adminStatementsRoutes, {
  entries: {
    tags,
    summary:
      'A project’s statement entries: costs, retail reports, the fee schedule, the split, the produced statements',
    params: statementProjectParamsSchema,
    response: statementEntriesSchema,
  },
  addCost: {
    tags,
    summary:
      'Enter a cost (EUR cents excl. VAT, dated; negative: a credit note), paid by Spindle or advanced by a payee',
    params: statementProjectParamsSchema,
    body: statementCostBodySchema,
    response: statementCostSchema,
  },
  addRetailSale: {
    tags,
    summary: 'Enter a distributor’s retail report: sales, returns and its fees, in its currency',
    params: statementProjectParamsSchema,
    body: retailSaleBodySchema,
    response: retailSaleSchema,
  },
  addFeeRow: {
    tags,
    summary: 'Add a dated row to the project’s fee schedule (a percentage, or a fixed income per unit)',
    params: statementProjectParamsSchema,
    body: feeRowBodySchema,
    response: feeRowSchema,
  },
  setSplit: {
    tags,
    summary: 'Replace the project’s revenue split (shares in basis points summing to 10 000; none: no split)',
    params: statementProjectParamsSchema,
    body: revenueSplitBodySchema,
    response: revenueSplitSchema,
  },
});

export const revenueSplitEndpoints = defineEndpoints(revenueSplitRoutes, {
  project: {
    tags: ['projects'],
    summary: 'A project’s revenue split and the viewer’s own shares of its statements',
    params: statementProjectParamsSchema,
    response: projectRevenueSplitSchema,
  },
  mine: {
    tags: ['projects'],
    summary: 'The signed-in user’s shares, as a payee, of the statements produced',
    response: myRevenueSharesSchema,
  },
  myStatement: {
    tags: ['projects'],
    summary: 'The signed-in payee’s own statement of a month (PDF or XLSX), with their share',
    params: statementProjectParamsSchema,
    query: payeeStatementQuerySchema,
    // A file, sent by the handler.
    response: z.unknown().describe('application/pdf or XLSX'),
  },
});
