// The logistics module's own tables: the parcels of shop orders (shipments) and the partners that send
// them (logistics_partners). A parcel is one tracking number of a shop order (shipments_parcel_unique),
// so recording it again changes nothing.
import { schema, type Db, type Tx } from '@spindle/db';
import { and, asc, eq, inArray, isNotNull, ne, notExists, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const { shipments, logisticsPartners } = schema;
/** The shipments table under another name, for a parcel compared with its shop order's others. */
const others = alias(shipments, 'other_parcels');

export type ShipmentRow = typeof shipments.$inferSelect;

/** A parcel to record: its shop order, carrier code and name, number, link, partner and the partner's order. */
export interface NewShipment {
  shopOrderId: number;
  carrier: string;
  carrierName: string;
  trackingNumber: string;
  trackingLink: string;
  logistician: string | null;
  logisticianOrderId: string | null;
  sentAt: Date;
}

/** Records a parcel sent; null when this tracking number of this shop order is already recorded. */
export async function insertShipment(tx: Tx, parcel: NewShipment): Promise<ShipmentRow | null> {
  const [row] = await tx
    .insert(shipments)
    .values({
      shopOrderId: parcel.shopOrderId,
      trackingTransporter: parcel.carrier,
      transporter: parcel.carrierName,
      trackingNumber: parcel.trackingNumber,
      trackingLink: parcel.trackingLink,
      logistician: parcel.logistician,
      logisticianId: parcel.logisticianOrderId,
      status: 'sent',
      sentAt: parcel.sentAt,
      createdAt: parcel.sentAt,
      updatedAt: parcel.sentAt,
    })
    .onConflictDoNothing({ target: [shipments.shopOrderId, shipments.trackingNumber] })
    .returning();
  return row ?? null;
}

/** A parcel of a shop order, locked for a change; null when the shop order has no such parcel. */
export async function lockShipment(tx: Tx, shopOrderId: number, shipmentId: number): Promise<ShipmentRow | null> {
  const [row] = await tx
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), eq(shipments.shopOrderId, shopOrderId)))
    .for('update');
  return row ?? null;
}

/**
 * A parcel's carrier and number corrected; null when the shop order already has a parcel with that
 * number (shipments_parcel_unique).
 */
export async function correctShipmentRow(
  tx: Tx,
  shipmentId: number,
  fields: Pick<NewShipment, 'carrier' | 'carrierName' | 'trackingNumber' | 'trackingLink'> & { now: Date },
): Promise<ShipmentRow | null> {
  const [row] = await tx
    .update(shipments)
    .set({
      trackingTransporter: fields.carrier,
      transporter: fields.carrierName,
      trackingNumber: fields.trackingNumber,
      trackingLink: fields.trackingLink,
      updatedAt: fields.now,
    })
    .where(
      and(
        eq(shipments.id, shipmentId),
        notExists(
          tx
            .select({ id: others.id })
            .from(others)
            .where(
              and(
                eq(others.shopOrderId, shipments.shopOrderId),
                eq(others.trackingNumber, fields.trackingNumber),
                ne(others.id, shipmentId),
              ),
            ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** The parcels of some shop orders, oldest first (one query for all). */
export async function shipmentsOfShopOrders(db: Db | Tx, shopOrderIds: readonly number[]): Promise<ShipmentRow[]> {
  if (shopOrderIds.length === 0) return [];
  return db
    .select()
    .from(shipments)
    .where(inArray(shipments.shopOrderId, [...new Set(shopOrderIds)]))
    .orderBy(asc(shipments.id));
}

/** The tracking numbers already recorded for some shop orders, as `shopOrderId|number` keys. */
export async function recordedParcelKeys(tx: Tx, shopOrderIds: readonly number[]): Promise<Set<string>> {
  if (shopOrderIds.length === 0) return new Set();
  const rows = await tx
    .select({ shopOrderId: shipments.shopOrderId, number: shipments.trackingNumber })
    .from(shipments)
    .where(and(inArray(shipments.shopOrderId, [...new Set(shopOrderIds)]), isNotNull(shipments.trackingNumber)));
  return new Set(rows.map((row) => parcelKey(row.shopOrderId, row.number ?? '')));
}

/** The key of a parcel: a tracking number of a shop order. */
export function parcelKey(shopOrderId: number, trackingNumber: string): string {
  return `${shopOrderId}|${trackingNumber}`;
}

/** The rate table's pseudo-zones (the site's own rates, distribution): no warehouse ships from them. */
const NOT_WAREHOUSES = ['site', 'distrib'];

/** The warehouses staff ship with, by name. */
export async function listPartners(db: Db): Promise<{ key: string; name: string }[]> {
  return db
    .select({ key: logisticsPartners.key, name: logisticsPartners.name })
    .from(logisticsPartners)
    .where(and(eq(logisticsPartners.active, true), notInArray(logisticsPartners.zone, NOT_WAREHOUSES)))
    .orderBy(asc(logisticsPartners.name));
}
