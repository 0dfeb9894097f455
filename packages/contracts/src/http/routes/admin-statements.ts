// Statements on the staff side under /api/admin (apps/server/src/modules/statements; docs/admin.md
// "Statements and revenue splits"): staff holding the `money` permission (boss), second factor verified.
// And the split as its owner and payees read it.
import { defineRoutes } from '../route.ts';

const SPLIT_ERRORS = [
  'not_found',
  'revenue_split_empty',
  'revenue_split_share_invalid',
  'revenue_split_payee_duplicate',
  'revenue_split_total_invalid',
  'revenue_split_too_many_payees',
  'revenue_split_payee_unknown',
] as const;

export const adminStatementsRoutes = defineRoutes('adminStatements', {
  entries: {
    method: 'GET',
    path: '/admin/projects/:id/statement-entries',
    access: 'staff',
    permission: 'money',
    errors: ['not_found'],
  },
  addCost: {
    method: 'POST',
    path: '/admin/projects/:id/statement-costs',
    access: 'staff',
    permission: 'money',
    status: 201,
    errors: ['not_found', 'revenue_split_payee_unknown'],
  },
  addRetailSale: {
    method: 'POST',
    path: '/admin/projects/:id/retail-sales',
    access: 'staff',
    permission: 'money',
    status: 201,
    errors: ['not_found', 'exchange_rate_required'],
  },
  addFeeRow: {
    method: 'POST',
    path: '/admin/projects/:id/fee-rows',
    access: 'staff',
    permission: 'money',
    status: 201,
    errors: ['not_found', 'fee_terms_invalid'],
  },
  setSplit: {
    method: 'PUT',
    path: '/admin/projects/:id/revenue-split',
    access: 'staff',
    permission: 'money',
    errors: SPLIT_ERRORS,
  },
});

export const revenueSplitRoutes = defineRoutes('revenueSplit', {
  /** The split of a project: its owner, its payees and staff; anyone else gets 404. */
  project: { method: 'GET', path: '/projects/:id/revenue-split', access: 'user', errors: ['not_found'] },
  /** The signed-in user's shares as a payee. */
  mine: { method: 'GET', path: '/user/revenue-shares', access: 'user' },
  /** A payee's own statement of a month they have a share of (PDF or XLSX); anyone else gets 403. */
  myStatement: {
    method: 'GET',
    path: '/user/revenue-shares/:id/statement',
    access: 'user',
    errors: ['forbidden', 'not_found', 'statement_period_invalid'],
  },
});
