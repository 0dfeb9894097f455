// The staff's order pages (issue 14, docs/admin.md "Orders, refunds and manual orders"): the list of every
// order with its filters, one order with everything known of it, the address change, the cancellation,
// refunds of lines through the payment provider, and orders staff make by hand. Amounts are integer minor
// units of the order's currency.
import { MANUAL_ORDER_PAYMENTS, MANUAL_ORDER_REASONS, ORDER_STATUSES, SHOP_ORDER_STATUSES } from '@spindle/domain';
import { z } from 'zod';
import { deliveryBodySchema } from './account.ts';
import { auditEntrySchema, tablePage, tableQuery } from './admin.ts';
import { currencyCodeSchema } from './common.ts';
import { myOrderStatusSchema, orderAddressSchema, shopOrderStatusSchema } from './my-orders.ts';

const id = z.number().int();
const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const minor = z.number().int();

/** A query parameter a form may send empty: empty is the same as absent. */
function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

/** A calendar day, YYYY-MM-DD. */
const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'input_invalid');

/** An Idempotency-Key: printable ASCII, at most 255 characters (a UUID fits). */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, 'idempotency_key_invalid');

// The list

/** The columns the orders table sorts on. */
export const ADMIN_ORDER_SORTS = ['created_at', 'id', 'total', 'status'] as const;

/**
 * GET admin/orders: every order, newest first by default; by order status, shop-order status, days
 * placed (from and to, both included), country, a text (number, e-mail, billing name) and origin.
 */
export const adminOrdersQuerySchema = tableQuery(ADMIN_ORDER_SORTS).extend({
  status: optionalParam(z.enum(ORDER_STATUSES)),
  shop_status: optionalParam(z.enum(SHOP_ORDER_STATUSES)),
  from: optionalParam(daySchema),
  to: optionalParam(daySchema),
  country: optionalParam(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'input_invalid'),
  ),
  q: optionalParam(z.string().trim().max(200)),
  /** Only the orders staff made. */
  origin: optionalParam(z.enum(['manual'])),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** Who made a manual order, why, and whether the customer pays. */
export const adminManualInfoSchema = z.object({
  reason: z.enum(MANUAL_ORDER_REASONS),
  payment: z.enum(MANUAL_ORDER_PAYMENTS),
  staff_name: z.string(),
  note: z.string().nullable(),
  created_at: z.string(),
});

export const adminOrderRowSchema = z.object({
  id,
  created_at: z.string(),
  status: myOrderStatusSchema,
  email: z.string().nullable(),
  /** The name on the billing address. */
  customer_name: z.string(),
  country_id: z.string().nullable(),
  currency: currencyCodeSchema,
  total_minor: minor,
  refunded_minor: minor,
  units: z.number().int(),
  shop_statuses: z.array(shopOrderStatusSchema),
  manual: adminManualInfoSchema.nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;
export const adminOrderPageSchema = tablePage(adminOrderRowSchema);
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

// One order

export const adminOrderItemSchema = z.object({
  id,
  project_id: id.nullable(),
  name: z.string(),
  size: z.string().nullable(),
  quantity: z.number().int(),
  /** Units given back by refunds and cancellations. */
  refunded_quantity: z.number().int(),
  unit_price_minor: minor,
  total_minor: minor,
  discount_minor: minor,
});

/** A parcel of a shop order (read-only here: the logistics pages make and track them). */
export const adminShipmentSchema = z.object({
  id,
  tracking_number: z.string().nullable(),
  transporter: z.string().nullable(),
  tracking_link: z.string().nullable(),
  status: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});

/** A status change of a shop order, read from its audit rows: the fulfilment's moves, the production's. */
export const adminShopOrderStatusChangeSchema = z.object({
  at: z.string(),
  /** The staff member, or 'Spindle' for a move the production made (the artist's approval, a job). */
  by: z.string(),
  from: shopOrderStatusSchema.nullable(),
  to: shopOrderStatusSchema,
  /** The record whose production moved it, when it was one. */
  production: z.object({ project_id: z.number().int(), project_name: z.string().nullable() }).nullable(),
});
export type AdminShopOrderStatusChange = z.infer<typeof adminShopOrderStatusChangeSchema>;

export const adminShopOrderSchema = z.object({
  id,
  shop_name: z.string().nullable(),
  status: shopOrderStatusSchema,
  shipping_type: z.string(),
  subtotal_minor: minor,
  shipping_minor: minor,
  tax_minor: minor,
  tax_rate_basis_points: z.number().int(),
  total_minor: minor,
  address: orderAddressSchema.nullable(),
  /** Whether staff may still change the address (not sent yet). */
  address_editable: z.boolean(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  items: z.array(adminOrderItemSchema),
  shipments: z.array(adminShipmentSchema),
  /** Its status changes, oldest first. */
  status_history: z.array(adminShopOrderStatusChangeSchema),
});

export const adminPaymentSchema = z.object({
  id,
  provider: z.string(),
  status: z.string(),
  amount_minor: minor,
  refunded_minor: minor,
  currency: z.string(),
  created_at: z.string(),
});

/** An invoice or credit note of the order, with its PDF. */
export const adminBillingDocumentSchema = z.object({
  id,
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  gross_minor: minor,
  issued_at: z.string(),
  /** GET admin/orders/{id}/documents/{document_id} (PDF). */
  url: z.string(),
});

/** A refund staff made: what it gave back, who, when, where it stands and its credit note. */
export const adminRefundSchema = z.object({
  id,
  order_id: id,
  status: z.enum(['pending', 'succeeded', 'failed']),
  amount_minor: minor,
  currency: z.string(),
  lines: z.array(z.object({ order_item_id: id, quantity: z.number().int(), amount_minor: minor })),
  shipping: z.boolean(),
  service_charge: z.boolean(),
  reason: z.string().nullable(),
  staff_name: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  /** Why the provider refused it. */
  error_code: z.string().nullable(),
  credit_note: adminBillingDocumentSchema.nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** What may still be refunded: units of each line, shipping and the service charge not refunded yet. */
export const adminRefundableSchema = z.object({
  lines: z.array(z.object({ order_item_id: id, units_left: z.number().int(), amount_left_minor: minor })),
  shipping_minor: minor.nullable(),
  service_charge_minor: minor.nullable(),
  total_left_minor: minor,
  /** What the payment still holds. */
  paid_left_minor: minor,
});

/** An e-mail sent to the buyer about the order (the outbox). */
export const adminOrderEmailSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  template: z.string().nullable(),
  status: z.string(),
  created_at: z.string(),
});

/** GET admin/orders/{id}: everything known of the order. */
export const adminOrderSchema = z.object({
  order: z.object({
    id,
    created_at: z.string(),
    paid_at: z.string().nullable(),
    status: myOrderStatusSchema,
    currency: currencyCodeSchema,
    subtotal_minor: minor,
    shipping_minor: minor,
    discount_minor: minor,
    service_charge_minor: minor,
    tax_minor: minor,
    total_minor: minor,
    refunded_minor: minor,
    promo_code: z.string().nullable(),
    email: z.string().nullable(),
    origin: z.string().nullable(),
    country_id: z.string().nullable(),
    billing_address: orderAddressSchema.nullable(),
  }),
  customer: z.object({ id, name: z.string(), email: z.string(), lang: z.string() }).nullable(),
  manual: adminManualInfoSchema.nullable(),
  shops: z.array(adminShopOrderSchema),
  /** Lines outside any shop order (a box subscription). */
  other_items: z.array(adminOrderItemSchema),
  payments: z.array(adminPaymentSchema),
  documents: z.array(adminBillingDocumentSchema),
  refunds: z.array(adminRefundSchema),
  /** Null when nothing can be refunded through the provider (no invoice, or no payment left). */
  refundable: adminRefundableSchema.nullable(),
  /** Whether staff may cancel the whole order (nothing sent yet). */
  cancellable: z.boolean(),
  emails: z.array(adminOrderEmailSchema),
  history: z.array(auditEntrySchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderParamsSchema = z.object({ id: idParam });
export const adminOrderDocumentParamsSchema = z.object({ id: idParam, document_id: idParam });
export const adminRefundParamsSchema = z.object({ id: idParam, refund_id: idParam });
export const adminShopOrderParamsSchema = z.object({ shop_id: idParam });

// Changes

/** POST admin/orders/{id}/refunds: units of lines, and shipping or the service charge, to give back. */
export const adminRefundBodySchema = z.object({
  lines: z
    .array(z.object({ order_item_id: idParam, quantity: z.number().int().min(1).max(10_000) }))
    .max(200)
    .default([]),
  shipping: z.boolean().default(false),
  service_charge: z.boolean().default(false),
  reason: z.string().trim().max(500).optional(),
  /** The form's token, when the request sends no Idempotency-Key header. */
  idempotency_key: idempotencyKeySchema.optional(),
});
export type AdminRefundBody = z.infer<typeof adminRefundBodySchema>;

/** The Idempotency-Key header of a refund (the form's token does the same). */
export const adminRefundHeadersSchema = z.looseObject({ 'idempotency-key': z.string().optional() });

/** POST admin/orders/{id}/cancel: why (kept in the audit log). */
export const adminCancelBodySchema = z.object({ reason: z.string().trim().max(500).optional() });

/** POST admin/orders/{id}/cancel: the order refunded, what came back now, and the credit note. */
export const adminCancelResultSchema = z.object({
  order_id: id,
  status: myOrderStatusSchema,
  refunded_minor: minor,
  credit_note: adminBillingDocumentSchema.nullable(),
});

/** PUT admin/shop-orders/{shop_id}/address: the shop order with its new address. */
export const adminAddressResultSchema = z.object({
  id,
  order_id: id,
  status: shopOrderStatusSchema,
  address: orderAddressSchema,
});

// Manual orders

/** POST admin/manual-orders: a confirmed order staff make for a customer. */
export const adminManualOrderBodySchema = z.object({
  /** The customer: an account's number, or an e-mail (an account's, or someone without one). */
  customer: z.string().trim().min(1, 'input_required').max(254),
  lines: z
    .array(
      z.object({
        project_id: idParam,
        quantity: z.number().int().min(1).max(100),
        /** Leave out for the catalogue's price. */
        unit_price_minor: z.number().int().min(0).max(10_000_000).optional(),
        size: z.string().trim().max(20).optional(),
      }),
    )
    .min(1, 'input_required')
    .max(50),
  address: deliveryBodySchema,
  shipping_minor: z.number().int().min(0).max(1_000_000).default(0),
  reason: z.enum(MANUAL_ORDER_REASONS),
  payment: z.enum(MANUAL_ORDER_PAYMENTS),
  note: z.string().trim().max(2000).optional(),
});
export type AdminManualOrderBody = z.infer<typeof adminManualOrderBodySchema>;

export const adminManualOrderResultSchema = z.object({ order_id: id, total_minor: minor });
