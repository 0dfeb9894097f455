// The staff's order endpoints under /api/admin (packages/contracts/src/endpoints/admin-orders.ts): thin
// handlers over the order pages' reads, the address change, the cancellation, refunds and manual orders.
// The guard of each (permission, verified second factor) comes from its declaration.
import { adminOrdersEndpoints, idempotencyKeySchema } from '@spindle/contracts';
import { isLocale } from '@spindle/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.ts';
import { routesOf } from '../../http/endpoint-route.ts';
import { AppError } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import type { AuthenticatedUser } from '../../http/session-user.ts';
import { billingDocumentOfOrder, billingDocumentPdf } from '../invoicing/index.ts';
import type { StaffOrders } from './staff-orders.service.ts';

const actorOf = (user: AuthenticatedUser) => ({ id: user.id, name: user.name });

/** The refund's key: the Idempotency-Key header, else the form's token; one of them is required. */
function idempotencyKeyOf(request: FastifyRequest, fromBody: string | undefined): string {
  const header = request.headers['idempotency-key'];
  const key = header === undefined ? fromBody : header;
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success) throw new AppError('idempotency_key_invalid');
  return parsed.data;
}

async function sendDocument(
  orders: StaffOrders,
  { orderId, documentId, lang }: { orderId: number; documentId: number; lang: string },
  reply: FastifyReply,
) {
  const row = await billingDocumentOfOrder(orders.db, orderId, documentId);
  if (!row) throw new AppError('not_found');
  const { pdf, fileName } = await billingDocumentPdf(row, isLocale(lang) ? lang : 'en');
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', fileName))
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

export function staffOrdersRoutes(orders: StaffOrders, publicUrl: string | undefined) {
  const origin = (request: FastifyRequest) => linkOriginOf(request, publicUrl);
  return routesOf(adminOrdersEndpoints, {
    list: ({ query }) => orders.list(query),
    order: ({ params }) => orders.view(params.id),
    document: ({ params, user }, { reply }) =>
      sendDocument(orders, { orderId: params.id, documentId: params.document_id, lang: user.lang }, reply),
    changeAddress: ({ params, body, user }) =>
      orders.changeAddress({ shopOrderId: params.shop_id, body, actor: actorOf(user) }),
    cancel: ({ params, body, user }, { request }) =>
      orders.cancel({ orderId: params.id, reason: body.reason, actor: actorOf(user), requestOrigin: origin(request) }),
    refund: async ({ params, body, user }, { request, reply }) => {
      const refund = await orders.refund({
        orderId: params.id,
        actor: actorOf(user),
        idempotencyKey: idempotencyKeyOf(request, body.idempotency_key),
        body,
        requestOrigin: origin(request),
      });
      reply.code(201);
      return refund;
    },
    resumeRefund: ({ params, user }, { request }) =>
      orders.resumeRefund({
        orderId: params.id,
        refundId: params.refund_id,
        actor: actorOf(user),
        requestOrigin: origin(request),
      }),
    createManualOrder: ({ body, user }) => orders.createManualOrder({ actor: user, body }),
  });
}
