// Fulfilment and dispatch on the staff side (issue 14, docs/admin.md "Fulfilment and dispatch"): the
// shop orders to ship, filtered by logistician and payment date; their export per logistician; the
// tracking numbers read back from a partner's file or typed by hand; status moves along the flow.
import { SHOP_ORDER_STATUSES, parseBusinessDay } from '@spindle/domain';
import { z } from 'zod';
import { tablePage, tableQuery } from './admin.ts';
import { shopOrderStatusSchema } from './my-orders.ts';

const count = z.number().int().min(0);
const id = z.number().int().positive();

/** A partner key ('daudin', 'whiplash_uk'). */
export const logisticianKeySchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{1,40}$/);

/** A Paris calendar day 'YYYY-MM-DD'; an empty form field counts as none. */
const businessDaySchema = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .refine((text) => parseBusinessDay(text) !== null, 'a calendar day, YYYY-MM-DD'),
  ])
  .optional()
  .transform((text) => (text ? text : undefined));

/** Which shop orders the dispatch page and its export look at. */
const dispatchFilter = {
  /** `to_ship`: every paid status before sent (the default); or one status. */
  status: z.union([z.literal('to_ship'), shopOrderStatusSchema]).default('to_ship'),
  /** A partner key, or `none` for shop orders no partner was given; every one when absent. */
  logistician: z
    .union([z.literal(''), logisticianKeySchema])
    .optional()
    .transform((key) => key || undefined),
  paid_from: businessDaySchema,
  paid_to: businessDaySchema,
};

export const DISPATCH_SORTS = ['paid_at', 'id'] as const;

/** GET admin/dispatch: oldest payment first by default (first paid, first shipped). */
export const dispatchQuerySchema = tableQuery(DISPATCH_SORTS).extend({
  ...dispatchFilter,
  dir: z.enum(['asc', 'desc']).default('asc'),
  per_page: z.coerce.number().int().min(1).max(500).default(50),
});
export type DispatchQuery = z.infer<typeof dispatchQuerySchema>;

/** A parcel of a shop order (spec section 3, Shipment). */
export const shipmentSchema = z.object({
  id,
  /** Our carrier code ('col'), as the tracking link templates name it. */
  carrier: z.string().nullable(),
  carrier_name: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The carrier's tracking page; null for a carrier without one (the spec's placeholder). */
  tracking_link: z.string().nullable(),
  logistician: z.string().nullable(),
  /** The order's number at the logistician, and its back-office page there when the partner has one. */
  logistician_order_id: z.string().nullable(),
  logistician_link: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** A shop order on the dispatch page. */
export const dispatchRowSchema = z.object({
  shop_order_id: id,
  order_id: id,
  status: shopOrderStatusSchema,
  logistician: z.string().nullable(),
  paid_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  buyer_name: z.string(),
  email: z.string().nullable(),
  country: z.string().nullable(),
  /** The pickup point's name when the buyer chose one. */
  pickup_point: z.string().nullable(),
  weight_grams: count,
  items: z.array(z.object({ name: z.string(), quantity: z.number().int().positive() })),
  shipments: z.array(shipmentSchema),
  /** The statuses staff may move it to from here (packages/domain fulfilmentMovesFrom). */
  next_statuses: z.array(shopOrderStatusSchema),
});
export type DispatchRow = z.infer<typeof dispatchRowSchema>;

/** GET admin/dispatch: a page of shop orders, the partners to filter on, and this business week. */
export const dispatchPageSchema = tablePage(dispatchRowSchema).extend({
  partners: z.array(z.object({ key: z.string(), name: z.string() })),
  /** Monday to Sunday of the current week, Paris calendar (the "this week" filter). */
  week: z.object({ from: z.string(), to: z.string() }),
});
export type DispatchPage = z.infer<typeof dispatchPageSchema>;

/** At most this many shop orders are chosen at once (an export, a status move). */
export const DISPATCH_MAX_CHOSEN = 500;

/** Shop order ids from a form: one value or many (`ids=1&ids=2`), or a comma-separated list. */
const chosenIdsSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : (value ?? '').split(','))
      .filter((part) => part.trim() !== '')
      .map((part) => Number(part.trim())),
  )
  .pipe(z.array(z.number().int().positive()).max(DISPATCH_MAX_CHOSEN));

/** GET admin/dispatch/export: the chosen shop orders (else every one the filter finds) for one partner, as CSV. */
export const dispatchExportQuerySchema = z.object({
  ...dispatchFilter,
  logistician: logisticianKeySchema,
  ids: chosenIdsSchema,
});
export type DispatchExportQuery = z.infer<typeof dispatchExportQuerySchema>;

/** The largest tracking file accepted (a partner's daily file is a few kB). */
export const TRACKING_FILE_MAX_CHARS = 2_000_000;

/** POST admin/dispatch/tracking: a partner's tracking file, as text. */
export const trackingImportBodySchema = z.object({
  logistician: logisticianKeySchema,
  csv: z.string().min(1).max(TRACKING_FILE_MAX_CHARS),
});
export type TrackingImportBody = z.infer<typeof trackingImportBodySchema>;

/** What became of a line of a tracking file. */
export const TRACKING_ROW_OUTCOMES = [
  /** A new parcel of a shop order ready for it (imported, or would be once the file has no error). */
  'matched',
  /** This parcel is already recorded: nothing to do. */
  'already_imported',
  /** The same parcel is on an earlier line of the file. */
  'duplicate',
  // Errors: with any of these, nothing of the file is imported.
  'reference_invalid',
  'number_missing',
  'carrier_missing',
  /** A carrier we have no tracking page for (type it by hand if it is right). */
  'carrier_unknown',
  'order_unknown',
  /** Unpaid, canceled or refunded. */
  'order_not_shippable',
  /** The shop order ships from another logistician than the file's: the wrong file, most likely. */
  'order_other_logistician',
] as const;
export type TrackingRowOutcome = (typeof TRACKING_ROW_OUTCOMES)[number];

export const trackingImportSchema = z.object({
  /** false: the file has an error line, and nothing of it was imported. */
  imported: z.boolean(),
  rows: z.array(
    z.object({
      line: z.number().int().min(2),
      shop_order_id: id.nullable(),
      carrier: z.string().nullable(),
      tracking_number: z.string().nullable(),
      outcome: z.enum(TRACKING_ROW_OUTCOMES),
    }),
  ),
  /** Parcels recorded, and shop orders that left with them (their buyers e-mailed). */
  created: count,
  sent: count,
});
export type TrackingImport = z.infer<typeof trackingImportSchema>;

/** POST admin/shop-orders/{id}/shipments: a parcel typed by hand. */
export const shipmentEntrySchema = z.object({
  carrier: z.string().trim().min(1).max(40),
  tracking_number: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .transform((text) => text.replace(/\s/g, '')),
  /** The partner that sent it; the shop order's own by default. */
  logistician: z
    .union([z.literal(''), logisticianKeySchema])
    .optional()
    .transform((key) => key || undefined),
  logistician_order_id: z
    .string()
    .trim()
    .max(60)
    .optional()
    .transform((text) => text || undefined),
});
export type ShipmentEntry = z.infer<typeof shipmentEntrySchema>;

/** The shop order once the parcel is recorded: its status (sent, unless it already was) and its parcels. */
export const shipmentEntryResultSchema = z.object({
  shop_order_id: id,
  status: shopOrderStatusSchema,
  /** false: this parcel was already recorded. */
  created: z.boolean(),
  shipments: z.array(shipmentSchema),
});

/** PUT admin/shop-orders/{id}/shipments/{shipment_id}: a parcel's carrier or number corrected (a typo). */
export const shipmentCorrectionSchema = shipmentEntrySchema.pick({ carrier: true, tracking_number: true });
export type ShipmentCorrection = z.infer<typeof shipmentCorrectionSchema>;

/** The shop order's parcels once the correction is saved; `corrected` false: it already read so. */
export const shipmentCorrectionResultSchema = z.object({
  shop_order_id: id,
  corrected: z.boolean(),
  shipments: z.array(shipmentSchema),
});

/** The parcel of a shop order a correction names. */
export const shipmentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  shipment_id: z.coerce.number().int().positive(),
});

/** POST admin/dispatch/status: move the chosen shop orders to a status. */
export const dispatchStatusBodySchema = z.object({
  shop_order_ids: z.array(id).min(1).max(DISPATCH_MAX_CHOSEN),
  status: z.enum(SHOP_ORDER_STATUSES),
});
export type DispatchStatusBody = z.infer<typeof dispatchStatusBodySchema>;

/**
 * What became of a chosen shop order: moved; already in that status; held back because another chosen
 * one could not move; not allowed from its status; not a paid shop order.
 */
export const DISPATCH_STATUS_OUTCOMES = ['moved', 'unchanged', 'held', 'not_allowed', 'not_found'] as const;

/** Every chosen shop order moves, or none does (then each row says why). */
export const dispatchStatusResultSchema = z.object({
  moved: z.boolean(),
  rows: z.array(
    z.object({
      shop_order_id: id,
      from: shopOrderStatusSchema.nullable(),
      outcome: z.enum(DISPATCH_STATUS_OUTCOMES),
    }),
  ),
});
export type DispatchStatusResult = z.infer<typeof dispatchStatusResultSchema>;
