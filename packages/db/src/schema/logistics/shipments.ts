// Owner: the logistics module (apps/server/src/modules/logistics). The parcels of each shop order.
import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { shopOrders } from '../checkout/orders.ts';
import { createdAt, identityId, timestampTz, updatedAt } from '../columns.ts';
import { logisticsPartners } from './partners.ts';

/** A parcel of a shop order (spec section 3, Shipment). */
export const shipments = pgTable(
  'shipments',
  {
    id: identityId(),
    shopOrderId: integer('shop_order_id')
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number'),
    /** Carrier key of the tracking link templates (imx, col, lts, mdr, gls, dhl, ups, ...). */
    trackingTransporter: text('tracking_transporter'),
    trackingLink: text('tracking_link'),
    transporter: text('transporter'),
    /** The order id at the logistics partner. */
    logisticianId: text('logistician_id'),
    logistician: text('logistician').references(() => logisticsPartners.key),
    status: text('status').$type<'preparing' | 'sent' | 'delivered' | 'returned'>().notNull().default('preparing'),
    sentAt: timestampTz('sent_at'),
    deliveredAt: timestampTz('delivered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipments_shop_order_idx').on(t.shopOrderId),
    index('shipments_tracking_idx').on(t.trackingNumber),
    // A tracking number is one parcel of a shop order: importing the same file again adds nothing.
    unique('shipments_parcel_unique').on(t.shopOrderId, t.trackingNumber),
  ],
);
