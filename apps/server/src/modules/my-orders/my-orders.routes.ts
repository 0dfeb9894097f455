// The customer's orders (spec section 7, "User"): GET user/orders, GET user/orders/{order_id}/shop,
// GET user/orders/{id}/tracking, GET user/orders/{id}/invoice (PDF), DELETE user/orders/{id},
// PUT user/orders/{shop_id}/customer. All need a session (401 first); another user's order is 404.
import {
  cancelOrderResponseSchema,
  deliveryBodySchema,
  errorBodySchema,
  myOrderDetailSchema,
  myOrderListSchema,
  myOrdersQuerySchema,
  myOrderTrackingSchema,
  orderIdParamsSchema,
  shopOrderAddressResponseSchema,
  shopOrderIdParamsSchema,
} from '@spindle/contracts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentDisposition } from '../../http/content-disposition.ts';
import { currentUser, requireUser } from '../../http/authentication.ts';
import { orderInvoicePdf } from './order-invoice.ts';
import type { MyOrdersRepo } from './my-orders.repo.ts';
import type { MyOrdersService } from './my-orders.service.ts';

const tags = ['my-orders'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
// onRequest: a visitor is told to sign in before anything of the request is read.
const guarded = { onRequest: requireUser };

type Api = Parameters<FastifyPluginCallbackZod>[0];
interface MyOrdersRoutesOptions {
  orders: MyOrdersService;
  repo: MyOrdersRepo;
}

export const myOrdersRoutes: FastifyPluginCallbackZod<MyOrdersRoutesOptions> = (app, options, done) => {
  registerOrderReads(app, options);
  registerInvoice(app, options);
  registerOrderChanges(app, options);
  done();
};

/** The list, an order's detail and its tracking. */
function registerOrderReads(app: Api, { orders }: MyOrdersRoutesOptions): void {
  app.get(
    '/user/orders',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The user’s paid and refunded orders, newest first',
        querystring: myOrdersQuerySchema,
        response: { 200: myOrderListSchema, ...errors },
      },
    },
    async (request) => orders.listOrders(currentUser(request).id, request.query),
  );

  app.get(
    '/user/orders/:id/shop',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'An order with each shop order: items, prices, address, status, invoice link',
        params: orderIdParamsSchema,
        response: { 200: myOrderDetailSchema, ...errors },
      },
    },
    async (request) => orders.orderDetail(currentUser(request).id, request.params.id),
  );

  app.get(
    '/user/orders/:id/tracking',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Timeline of each shop order and the carrier tracking page of each parcel',
        params: orderIdParamsSchema,
        response: { 200: myOrderTrackingSchema, ...errors },
      },
    },
    async (request) => orders.tracking(currentUser(request).id, request.params.id),
  );
}

/** The invoice PDF of a paid order. */
function registerInvoice(app: Api, { repo }: MyOrdersRoutesOptions): void {
  app.get(
    '/user/orders/:id/invoice',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The invoice of a paid order (PDF, in the account’s language)',
        params: orderIdParamsSchema,
        response: { 200: z.unknown().describe('application/pdf'), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await orderInvoicePdf(repo, currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}

/** What the buyer may still change: cancel the order, or the delivery address of a shop order. */
function registerOrderChanges(app: Api, { orders }: MyOrdersRoutesOptions): void {
  app.delete(
    '/user/orders/:id',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Cancel a paid order that is not launched yet; its payment is refunded',
        params: orderIdParamsSchema,
        response: {
          200: cancelOrderResponseSchema,
          ...errors,
          409: errorBodySchema,
          502: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => orders.cancelOrder(currentUser(request).id, request.params.id),
  );

  app.put(
    '/user/orders/:shop_id/customer',
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Change the delivery address of a shop order not prepared yet (same country)',
        params: shopOrderIdParamsSchema,
        body: deliveryBodySchema,
        response: { 200: shopOrderAddressResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => orders.changeAddress(currentUser(request).id, request.params.shop_id, request.body),
  );
}
