// A project's monthly statement (apps/server/src/modules/statements): a PDF or XLSX file the browser
// downloads itself, or its figures as JSON. The owner and staff only; anyone else gets 404 not_found.
import { defineRoutes } from '../route.ts';

export const statementsRoutes = defineRoutes('statements', {
  statement: {
    method: 'GET',
    path: '/projects/:id/statement',
    access: 'user',
    errors: ['not_found', 'statement_period_invalid'],
  },
});
