import {
  adminAddressResultSchema,
  adminCancelBodySchema,
  adminCancelResultSchema,
  adminManualOrderBodySchema,
  adminManualOrderResultSchema,
  adminOrderDocumentParamsSchema,
  adminOrderPageSchema,
  adminOrderParamsSchema,
  adminOrderSchema,
  adminOrdersQuerySchema,
  adminRefundBodySchema,
  adminRefundHeadersSchema,
  adminRefundParamsSchema,
  adminRefundSchema,
  adminShopOrderParamsSchema,
} from '../admin-orders.ts';
import { deliveryBodySchema } from '../account.ts';
import { adminOrdersRoutes } from '../http/routes/admin-orders.ts';
import { defineEndpoints, fileAnswer } from './define-endpoint.ts';

const tags = ['admin'];

export const adminOrdersEndpoints = defineEndpoints(adminOrdersRoutes, {
  list: {
    tags,
    summary: 'Every order, newest first: by status, days placed, country, number, e-mail or name, origin',
    query: adminOrdersQuerySchema,
    response: adminOrderPageSchema,
  },
  order: {
    tags,
    summary: 'An order with its lines, payments, shop orders, parcels, documents, refunds, e-mails and history',
    params: adminOrderParamsSchema,
    response: adminOrderSchema,
  },
  document: {
    tags,
    summary: 'The invoice or a credit note of an order (PDF, in the staff member’s language)',
    params: adminOrderDocumentParamsSchema,
    response: fileAnswer('application/pdf'),
  },
  changeAddress: {
    tags,
    summary: 'Change the delivery address of a shop order not sent yet (same country)',
    params: adminShopOrderParamsSchema,
    body: deliveryBodySchema,
    response: adminAddressResultSchema,
  },
  cancel: {
    tags,
    summary: 'Cancel a whole order not sent yet: what is left of its payment is refunded, with a credit note',
    params: adminOrderParamsSchema,
    body: adminCancelBodySchema,
    response: adminCancelResultSchema,
  },
  refund: {
    tags,
    summary:
      'Refund units of lines (and shipping) through the payment provider: a numbered credit note, the buyer told. The same Idempotency-Key (or form token) refunds once.',
    params: adminOrderParamsSchema,
    headers: adminRefundHeadersSchema,
    body: adminRefundBodySchema,
    response: adminRefundSchema,
  },
  resumeRefund: {
    tags,
    summary: 'Try again a refund left waiting for the provider’s answer (same key: it refunds once)',
    params: adminRefundParamsSchema,
    response: adminRefundSchema,
  },
  createManualOrder: {
    tags,
    summary: 'Make a confirmed order for a customer (a replacement, a trade sale), with its own invoice',
    body: adminManualOrderBodySchema,
    response: adminManualOrderResultSchema,
  },
});
