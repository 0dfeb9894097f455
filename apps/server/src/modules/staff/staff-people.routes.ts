// The staff endpoints of users and clients, /bids, invoices and payments under /api/admin
// (packages/contracts/src/endpoints/admin-people.ts): thin handlers over the services. Each one's guard
// (permission, verified second factor) comes from its declaration (http/endpoint-route.ts).
import { adminPeopleEndpoints, type AdminPaymentPage, type AdminPaymentsQuery } from '@spindle/contracts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import type { BidsDesk } from './bids.service.ts';
import type { InvoiceRegister } from './invoice-register.service.ts';
import type { UserAdmin } from './user-admin.service.ts';

export interface StaffPeopleRoutesDeps {
  users: UserAdmin;
  bids: BidsDesk;
  invoices: InvoiceRegister;
  payments: (query: AdminPaymentsQuery) => Promise<Omit<AdminPaymentPage, 'page' | 'per_page'>>;
  /** PUBLIC_URL; without it, e-mailed links use the request's origin. */
  publicUrl: string | undefined;
}

const paged = <Page>(page: Page, query: { page: number; per_page: number }) => ({
  ...page,
  page: query.page,
  per_page: query.per_page,
});

export function staffPeopleRoutes({ users, bids, invoices, payments, publicUrl }: StaffPeopleRoutesDeps) {
  return routesOf(adminPeopleEndpoints, {
    users: async ({ query }) => paged(await users.list(query), query),
    user: ({ params }) => users.view(params.id),
    client: ({ params }) => users.client(params.id),
    setAccess: ({ user, params, body }) => users.setAccess(user, params.id, body),
    revokeSessions: ({ user, params }) => users.revokeSessions(user, params.id),
    resendConfirmation: ({ user, params }, { request }) =>
      users.resendConfirmation(user, params.id, linkOriginOf(request, publicUrl)),
    bids: async ({ query }) => paged(await bids.list(query), query),
    answerBid: ({ user, params, body }, { request }) =>
      bids.answer(user, params, body.message, linkOriginOf(request, publicUrl)),
    invoices: async ({ query }) => paged(await invoices.list(query), query),
    exportInvoices: async ({ query }, { reply }) => {
      const { csv, fileName } = await invoices.exportCsv(query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
    invoicePdf: async ({ user, params }, { reply }) => {
      const { pdf, fileName } = await invoices.pdf(params.id, user.lang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
    payments: async ({ query }) => paged(await payments(query), query),
  });
}
