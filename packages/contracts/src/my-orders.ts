// The customer's own orders (spec section 7, "User"): GET user/orders, GET user/orders/{order_id}/shop,
// GET user/orders/{id}/tracking, DELETE user/orders/{id}, PUT user/orders/{shop_id}/customer.
// Amounts are integer minor units of the order's currency (BUSINESS-RULES: money is never a float).
import { CART_SHIPPING_TYPES, ORDER_STATUSES, SHOP_ORDER_STATUSES } from '@spindle/domain';
import { z } from 'zod';
import { currencyCodeSchema, pagedSchema, pagingQuerySchema } from './common.ts';
import { buyerProductionSchema } from './production-data.ts';

/** Order status values (BUSINESS-RULES "Orders"). */
export const myOrderStatusSchema = z.enum(ORDER_STATUSES);

/** Per-shop order status values (BUSINESS-RULES "Orders"). */
export const shopOrderStatusSchema = z.enum(SHOP_ORDER_STATUSES);
export type ShopOrderStatusDto = z.infer<typeof shopOrderStatusSchema>;

/** Path parameter of user/orders/{id}/... */
export const orderIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Path parameter of user/orders/{shop_id}/customer */
export const shopOrderIdParamsSchema = z.object({ shop_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** GET user/orders: page and size (10 by default, newest first). */
export const myOrdersQuerySchema = pagingQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** A line as the order list previews it. */
export const orderLinePreviewSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  cover: z.string(),
});

/** A refund of the order as the buyer sees it: its credit note, what it gave back and when. */
export const myOrderRefundSchema = z.object({
  /** The credit note's number (SP-CN-2026-000001). */
  number: z.string(),
  amount_minor: z.number().int(),
  issued_at: z.string(),
  /** GET user/orders/{id}/credit-notes/{document_id} (PDF). */
  credit_note_url: z.string(),
});
export type MyOrderRefund = z.infer<typeof myOrderRefundSchema>;

/** Path parameters of user/orders/{id}/credit-notes/{document_id} */
export const orderCreditNoteParamsSchema = orderIdParamsSchema.extend({
  document_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One order in GET user/orders. */
export const myOrderSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: myOrderStatusSchema,
  currency: currencyCodeSchema,
  total_minor: z.number().int(),
  items_count: z.number().int(),
  lines: z.array(orderLinePreviewSchema),
  shops: z.array(z.object({ id: z.number().int(), name: z.string().nullable(), status: shopOrderStatusSchema })),
  cancellable: z.boolean(),
  /** Its refunds, oldest first. */
  refunds: z.array(myOrderRefundSchema),
});
export type MyOrderSummary = z.infer<typeof myOrderSummarySchema>;

export const myOrderListSchema = pagedSchema(myOrderSummarySchema);
export type MyOrderList = z.infer<typeof myOrderListSchema>;

/** A delivery address as an order keeps it (the spec's customer address fields). */
export const orderAddressSchema = z.object({
  name: z.string().nullable(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  address2: z.string().nullable(),
  zip_code: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country_id: z.string(),
  phone: z.string().nullable(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** A line of a shop order. */
export const myOrderItemSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int().nullable(),
  /** The project page ('/vinyl/259101/slug'), null when the project is gone. */
  project_path: z.string().nullable(),
  name: z.string(),
  cover: z.string(),
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  total_minor: z.number().int(),
  discount_minor: z.number().int(),
  size: z.string().nullable(),
  digital: z.boolean(),
  /** A pre-order's pressing: its stage in plain words and the estimated ship date; null when not in production. */
  production: buyerProductionSchema.nullable(),
});

/** One shop order: what one shop ships, its status, money and address. */
export const myShopOrderSchema = z.object({
  id: z.number().int(),
  shop: z.object({ id: z.number().int(), name: z.string(), code: z.string() }).nullable(),
  status: shopOrderStatusSchema,
  shipping_type: z.enum(CART_SHIPPING_TYPES),
  /**
   * Split or wait (issue 18) when the cart's group mixed records ready now and pre-orders: together,
   * split_now (the records ready at checkout) or split_later (the pre-orders' parcel); null otherwise.
   */
  shipment: z.enum(['together', 'split_now', 'split_later']).nullable(),
  /** The day ('YYYY-MM-DD') this parcel's pre-orders are expected to be ready; null when not known. */
  expected_ship_on: z.string().nullable(),
  subtotal_minor: z.number().int(),
  shipping_minor: z.number().int(),
  discount_minor: z.number().int(),
  tax_minor: z.number().int(),
  tax_rate_basis_points: z.number().int(),
  total_minor: z.number().int(),
  address: orderAddressSchema.nullable(),
  /** Whether PUT user/orders/{shop_id}/customer is still accepted. */
  address_editable: z.boolean(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  items: z.array(myOrderItemSchema),
});
export type MyShopOrder = z.infer<typeof myShopOrderSchema>;

/** GET user/orders/{order_id}/shop: the order with every shop order. */
export const myOrderDetailSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  status: myOrderStatusSchema,
  currency: currencyCodeSchema,
  subtotal_minor: z.number().int(),
  shipping_minor: z.number().int(),
  discount_minor: z.number().int(),
  service_charge_minor: z.number().int(),
  tax_minor: z.number().int(),
  total_minor: z.number().int(),
  refunded_minor: z.number().int(),
  promo_code: z.string().nullable(),
  cancellable: z.boolean(),
  /** GET user/orders/{id}/invoice (PDF), null until the order is paid. */
  invoice_url: z.string().nullable(),
  /** Its refunds, oldest first, each with its credit note. */
  refunds: z.array(myOrderRefundSchema),
  shops: z.array(myShopOrderSchema),
});
export type MyOrderDetail = z.infer<typeof myOrderDetailSchema>;

/** A parcel with its carrier's tracking page (spec section 9 link templates; null for an unknown carrier). */
export const trackingShipmentSchema = z.object({
  tracking_number: z.string().nullable(),
  transporter: z.string().nullable(),
  tracking_link: z.string().nullable(),
  status: z.enum(['preparing', 'sent', 'delivered', 'returned']),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});

/** A step of the tracking timeline: reached, current or still ahead. */
export const trackingStepSchema = z.object({
  status: shopOrderStatusSchema,
  state: z.enum(['done', 'current', 'upcoming']),
});

/** GET user/orders/{id}/tracking */
export const myOrderTrackingSchema = z.object({
  order_id: z.number().int(),
  shops: z.array(
    z.object({
      id: z.number().int(),
      shop_name: z.string().nullable(),
      status: shopOrderStatusSchema,
      steps: z.array(trackingStepSchema),
      shipments: z.array(trackingShipmentSchema),
    }),
  ),
});
export type MyOrderTracking = z.infer<typeof myOrderTrackingSchema>;

/** DELETE user/orders/{id}: the order after cancellation. */
export const cancelOrderResponseSchema = z.object({
  id: z.number().int(),
  status: myOrderStatusSchema,
  currency: currencyCodeSchema,
  refunded_minor: z.number().int(),
});
export type CancelOrderResponse = z.infer<typeof cancelOrderResponseSchema>;

/** PUT user/orders/{shop_id}/customer: the shop order's new address. */
export const shopOrderAddressResponseSchema = z.object({
  id: z.number().int(),
  status: shopOrderStatusSchema,
  address: orderAddressSchema,
});
