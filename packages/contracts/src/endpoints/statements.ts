import { z } from 'zod';
import { statementsRoutes } from '../http/routes/statements.ts';
import { managedProjectParamsSchema, statementQuerySchema, statementSummarySchema } from '../projects-manage.ts';
import { defineEndpoints } from './define-endpoint.ts';

export const statementsEndpoints = defineEndpoints(statementsRoutes, {
  statement: {
    tags: ['projects'],
    summary: 'The month’s statement (PDF, XLSX, or its figures as JSON)',
    params: managedProjectParamsSchema,
    query: statementQuerySchema,
    // format=json answers the figures; pdf and xlsx a file, sent by the handler.
    response: z.union([statementSummarySchema, z.unknown().describe('application/pdf or XLSX')]),
  },
});
