// Returns asked by buyers at /refund and decided by staff (apps/server/src/modules/returns;
// docs/returns.md): the parcels a buyer may return from, a request, and the staff's decision.
import { RETURN_REASONS, RETURN_STATUSES } from '@spindle/domain';
import { z } from 'zod';

const id = z.coerce.number().int().positive();

/** A project line of a parcel the buyer may return from. */
export const returnableLineSchema = z.object({
  order_item_id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** Copies not yet in a request (refused ones do not count). */
  returnable_quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  currency: z.string(),
});

/** A parcel that left, with its lines and the last day to change one's mind. */
export const returnableParcelSchema = z.object({
  order_id: z.number().int(),
  shop_order_id: z.number().int(),
  ordered_at: z.string(),
  delivered_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  /** The end of the 14 days to change one's mind (after it, only faults, damage, wrong or missing items). */
  withdrawal_ends_at: z.string().nullable(),
  lines: z.array(returnableLineSchema),
});

/** A return request, as its buyer and the staff see it. */
export const returnRequestSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  shop_order_id: z.number().int(),
  reason: z.enum(RETURN_REASONS),
  comment: z.string().nullable(),
  status: z.enum(RETURN_STATUSES),
  staff_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  customer_email: z.string().nullable(),
  lines: z.array(z.object({ order_item_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
});
export type ReturnRequestDto = z.infer<typeof returnRequestSchema>;

/** GET user/returns: the parcels one may return from and the requests made. */
export const myReturnsSchema = z.object({
  parcels: z.array(returnableParcelSchema),
  requests: z.array(returnRequestSchema),
});
export type MyReturns = z.infer<typeof myReturnsSchema>;

/** POST user/returns */
export const returnRequestBodySchema = z.object({
  shop_order_id: id,
  reason: z.enum(RETURN_REASONS, 'input_invalid_choice'),
  comment: z.string().trim().max(2000, 'input_too_long').nullish(),
  lines: z
    .array(z.object({ order_item_id: id, quantity: z.coerce.number().int().min(1).max(99) }))
    .min(1, 'input_required')
    .max(50),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBodySchema>;

/** GET admin/returns */
export const adminReturnsQuerySchema = z.object({ status: z.enum(RETURN_STATUSES).optional() });
export const adminReturnsSchema = z.object({ items: z.array(returnRequestSchema) });

/** POST admin/returns/{id}/status: approve (the note says where to send it), refuse (why), or mark refunded. */
export const adminReturnStatusSchema = z.object({
  status: z.enum(['approved', 'refused', 'refunded']),
  note: z.string().trim().max(2000, 'input_too_long').nullish(),
});
export type AdminReturnsQuery = z.infer<typeof adminReturnsQuerySchema>;
