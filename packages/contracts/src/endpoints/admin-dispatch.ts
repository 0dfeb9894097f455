import { adminIdParamsSchema } from '../admin.ts';
import {
  dispatchExportQuerySchema,
  dispatchPageSchema,
  dispatchQuerySchema,
  dispatchStatusBodySchema,
  dispatchStatusResultSchema,
  shipmentCorrectionResultSchema,
  shipmentCorrectionSchema,
  shipmentEntryResultSchema,
  shipmentEntrySchema,
  shipmentParamsSchema,
  TRACKING_FILE_MAX_CHARS,
  trackingImportBodySchema,
  trackingImportSchema,
} from '../admin-dispatch.ts';
import { adminDispatchRoutes } from '../http/routes/admin-dispatch.ts';
import { defineEndpoints, fileAnswer } from './define-endpoint.ts';

const tags = ['admin'];

export const adminDispatchEndpoints = defineEndpoints(adminDispatchRoutes, {
  list: {
    tags,
    summary: 'Shop orders of paid orders to ship (or in one status), by logistician and payment date',
    query: dispatchQuerySchema,
    response: dispatchPageSchema,
  },
  export: {
    tags,
    summary: 'The chosen shop orders (else those the filter finds) as CSV in the logistician’s own columns',
    query: dispatchExportQuerySchema,
    response: fileAnswer('text/csv'),
  },
  importTracking: {
    tags,
    summary: 'Read a partner’s tracking file: every line reported; all of it imported, or nothing when a line is wrong',
    body: trackingImportBodySchema,
    response: trackingImportSchema,
    // The file as JSON text, escaped: up to twice its characters, and UTF-8.
    bodyLimitBytes: TRACKING_FILE_MAX_CHARS * 4 + 4096,
  },
  moveStatus: {
    tags,
    summary: 'Move the chosen shop orders to a status along the flow (all or none); the buyers are e-mailed',
    body: dispatchStatusBodySchema,
    response: dispatchStatusResultSchema,
  },
  addShipment: {
    tags,
    summary: 'Record a parcel typed by hand; the shop order is sent and its buyer e-mailed the tracking link',
    params: adminIdParamsSchema,
    body: shipmentEntrySchema,
    response: shipmentEntryResultSchema,
  },
  correctShipment: {
    tags,
    summary: "Correct a parcel typed wrong (carrier, tracking number); a sent order's buyer gets the right link",
    params: shipmentParamsSchema,
    body: shipmentCorrectionSchema,
    response: shipmentCorrectionResultSchema,
  },
});
