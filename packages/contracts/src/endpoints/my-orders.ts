import { deliveryBodySchema } from '../account.ts';
import { myOrdersRoutes } from '../http/routes/my-orders.ts';
import {
  cancelOrderResponseSchema,
  myOrderDetailSchema,
  myOrderListSchema,
  myOrdersQuerySchema,
  myOrderTrackingSchema,
  orderCreditNoteParamsSchema,
  orderIdParamsSchema,
  shopOrderAddressResponseSchema,
  shopOrderIdParamsSchema,
} from '../my-orders.ts';
import { defineEndpoints, fileAnswer } from './define-endpoint.ts';

const tags = ['my-orders'];

export const myOrdersEndpoints = defineEndpoints(myOrdersRoutes, {
  list: {
    tags,
    summary: 'The user’s paid and refunded orders, newest first',
    query: myOrdersQuerySchema,
    response: myOrderListSchema,
  },
  detail: {
    tags,
    summary: 'An order with each shop order: items, prices, address, status, invoice link',
    params: orderIdParamsSchema,
    response: myOrderDetailSchema,
  },
  tracking: {
    tags,
    summary: 'Timeline of each shop order and the carrier tracking page of each parcel',
    params: orderIdParamsSchema,
    response: myOrderTrackingSchema,
  },
  invoice: {
    tags,
    summary: 'The invoice of a paid order (PDF, in the account’s language)',
    params: orderIdParamsSchema,
    response: fileAnswer('application/pdf'),
  },
  creditNote: {
    tags,
    summary: 'A credit note of the user’s order, issued when it was refunded (PDF, in the account’s language)',
    params: orderCreditNoteParamsSchema,
    response: fileAnswer('application/pdf'),
  },
  cancel: {
    tags,
    summary: 'Cancel a paid order that is not launched yet; its payment is refunded',
    params: orderIdParamsSchema,
    response: cancelOrderResponseSchema,
  },
  changeAddress: {
    tags,
    summary: 'Change the delivery address of a shop order not prepared yet (same country)',
    params: shopOrderIdParamsSchema,
    body: deliveryBodySchema,
    response: shopOrderAddressResponseSchema,
  },
});
