import {
  adminBidAnswerSchema,
  adminBidPageSchema,
  adminBidParamsSchema,
  adminBidSchema,
  adminBidsQuerySchema,
  adminClientSchema,
  adminConfirmationSentSchema,
  adminInvoicePageSchema,
  adminInvoicesFilterSchema,
  adminInvoicesQuerySchema,
  adminPaymentPageSchema,
  adminPaymentsQuerySchema,
  adminSessionsRevokedSchema,
  adminUserAccessSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
} from '../admin-people.ts';
import { adminIdParamsSchema } from '../admin.ts';
import { adminPeopleRoutes } from '../http/routes/admin-people.ts';
import { defineEndpoints, fileAnswer } from './define-endpoint.ts';

const tags = ['admin'];
const params = adminIdParamsSchema;

export const adminPeopleEndpoints = defineEndpoints(adminPeopleRoutes, {
  users: {
    tags,
    summary: 'Accounts filtered by role, pro, the admin flag and a number, e-mail or name; paged and sorted',
    query: adminUsersQuerySchema,
    response: adminUserPageSchema,
  },
  user: {
    tags,
    summary: 'An account: role, flags, live sessions, projects, and what staff did to it',
    params,
    response: adminUserSchema,
  },
  client: {
    tags,
    summary: 'The buyer side of an account: orders, addresses and box subscriptions',
    params,
    response: adminClientSchema,
  },
  setAccess: {
    tags,
    summary: 'Set an account’s role, pro flag or admin flag (never the last boss’s role, nor one’s own)',
    params,
    body: adminUserAccessSchema,
    response: adminUserSchema,
  },
  revokeSessions: {
    tags,
    summary: 'Sign the account out everywhere: every live session is revoked',
    params,
    response: adminSessionsRevokedSchema,
  },
  resendConfirmation: {
    tags,
    summary: 'E-mail the address confirmation link again (refused once the address is confirmed)',
    params,
    response: adminConfirmationSentSchema,
  },
  bids: {
    tags,
    summary: 'Quote and call-back requests, open ones by default, newest first',
    query: adminBidsQuerySchema,
    response: adminBidPageSchema,
  },
  answerBid: {
    tags,
    summary: 'Answer a request: the message is e-mailed to the requester in their language',
    params: adminBidParamsSchema,
    body: adminBidAnswerSchema,
    response: adminBidSchema,
  },
  invoices: {
    tags,
    summary: 'Every invoice and credit note, filtered by kind, months and text, with each series’ count',
    query: adminInvoicesQuerySchema,
    response: adminInvoicePageSchema,
  },
  exportInvoices: {
    tags,
    summary: 'The accountant’s CSV of the filter: net and VAT per rate, gross, credit notes negative',
    query: adminInvoicesFilterSchema,
    response: fileAnswer('text/csv'),
  },
  invoicePdf: {
    tags,
    summary: 'An invoice or credit note as issued, as a PDF in the staff member’s language',
    params,
    response: fileAnswer('application/pdf'),
  },
  payments: {
    tags,
    summary: 'Payments filtered by status, provider, the last days and order; paged and sorted',
    query: adminPaymentsQuerySchema,
    response: adminPaymentPageSchema,
  },
});
