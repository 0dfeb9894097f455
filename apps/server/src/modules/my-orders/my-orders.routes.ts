// The customer's orders (spec section 7, "User"; packages/contracts/src/endpoints/my-orders.ts):
// GET user/orders, GET user/orders/{order_id}/shop, GET user/orders/{id}/tracking,
// GET user/orders/{id}/invoice (PDF), GET user/orders/{id}/credit-notes/{document_id} (PDF),
// DELETE user/orders/{id}, PUT user/orders/{shop_id}/customer.
// All need a session (401 first, before anything of the request is read); another user's order is 404.
import { myOrdersEndpoints } from '@spindle/contracts';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { orderCreditNotePdf, orderInvoicePdf } from './order-invoice.ts';
import type { MyOrdersRepo } from './my-orders.repo.ts';
import type { MyOrdersService } from './my-orders.service.ts';

export interface MyOrdersRoutesOptions {
  orders: MyOrdersService;
  repo: MyOrdersRepo;
}

/** Sends a document of the buyer's, shown in the browser and never cached by a shared cache. */
function sendPdf(reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export function myOrdersRoutes({ orders, repo }: MyOrdersRoutesOptions) {
  return routesOf(myOrdersEndpoints, {
    list: ({ query, user }) => orders.listOrders(user.id, query),
    detail: ({ params, user }) => orders.orderDetail(user.id, params.id),
    tracking: ({ params, user }) => orders.tracking(user.id, params.id),
    invoice: async ({ params, user }, { reply }) => sendPdf(reply, await orderInvoicePdf(repo, user, params.id)),
    creditNote: async ({ params, user }, { reply }) =>
      sendPdf(reply, await orderCreditNotePdf(repo, user, { orderId: params.id, documentId: params.document_id })),
    cancel: ({ params, user }) => orders.cancelOrder(user.id, params.id),
    changeAddress: ({ params, body, user }) => orders.changeAddress(user.id, params.shop_id, body),
  });
}
