// The staff side's users and clients, /bids, invoices and payments under /api/admin (issue 14;
// docs/admin.md "Users, bids, invoices and payments"). Each route names its permission from the staff
// permission table (packages/domain staff-permissions.ts); all need the session's second factor.
import { defineRoutes } from '../route.ts';

export const adminPeopleRoutes = defineRoutes('adminPeople', {
  users: { method: 'GET', path: '/admin/users', access: 'staff', permission: 'users' },
  user: { method: 'GET', path: '/admin/users/:id', access: 'staff', permission: 'users', errors: ['not_found'] },
  client: { method: 'GET', path: '/admin/clients/:id', access: 'staff', permission: 'users', errors: ['not_found'] },
  /** Role and flags: boss only. */
  setAccess: {
    method: 'POST',
    path: '/admin/users/:id/access',
    access: 'staff',
    permission: 'roles',
    errors: ['not_found', 'own_boss_role', 'last_boss_role'],
  },
  revokeSessions: {
    method: 'POST',
    path: '/admin/users/:id/sessions/revoke',
    access: 'staff',
    permission: 'users',
    errors: ['not_found'],
  },
  resendConfirmation: {
    method: 'POST',
    path: '/admin/users/:id/confirmation',
    access: 'staff',
    permission: 'users',
    errors: ['not_found', 'email_already_confirmed'],
  },
  bids: { method: 'GET', path: '/admin/bids', access: 'staff', permission: 'bids' },
  answerBid: {
    method: 'POST',
    path: '/admin/bids/:kind/:id/answer',
    access: 'staff',
    permission: 'bids',
    errors: ['not_found', 'request_already_answered'],
  },
  /** Reading invoices is part of running orders (`orders`); changing money is `money`'s. */
  invoices: { method: 'GET', path: '/admin/invoices', access: 'staff', permission: 'orders' },
  /** A file: the accountant's CSV of the filter. */
  exportInvoices: { method: 'GET', path: '/admin/invoices/export', access: 'staff', permission: 'orders' },
  /** A file: the stored document as a PDF. */
  invoicePdf: {
    method: 'GET',
    path: '/admin/invoices/:id/pdf',
    access: 'staff',
    permission: 'orders',
    errors: ['not_found'],
  },
  payments: { method: 'GET', path: '/admin/payments', access: 'staff', permission: 'orders' },
});
