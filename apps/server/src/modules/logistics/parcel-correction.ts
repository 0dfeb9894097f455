// A parcel typed wrong, corrected (docs/admin.md "Fulfilment and dispatch"): its carrier and tracking
// number replaced with the link they make, audited with the old values; when the shop order is on its
// way, its buyer gets the dispatch e-mail again with the right link. The same values again change nothing.
import type { ShipmentCorrection } from '@spindle/contracts';
import { carrierNameOf, normaliseCarrier, trackingLink } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuditActor } from '../audit/index.ts';
import { shopOrdersForFulfilment } from '../checkout/index.ts';
import { tellBuyers } from './buyer-emails.ts';
import type { MovesDeps } from './shop-order-moves.ts';
import { shipmentDto } from './shipment-dto.ts';
import { correctShipmentRow, lockShipment, shipmentsOfShopOrders, type ShipmentRow } from './shipments.repo.ts';

const auditedParcel = (row: ShipmentRow) => ({
  id: row.id,
  carrier: row.trackingTransporter,
  carrier_name: row.transporter,
  tracking_number: row.trackingNumber,
});

/** Corrects a parcel of a paid shop order; 404 for another shop order's parcel, 409 for a number it already has. */
export async function correctShipment(
  deps: MovesDeps,
  actor: AuditActor,
  target: { shopOrderId: number; shipmentId: number },
  entry: ShipmentCorrection,
  fallbackOrigin: string,
) {
  const now = deps.clock();
  const carrier = normaliseCarrier(entry.carrier);
  const outcome = await deps.db.transaction(async (tx) => {
    const [shopOrder] = await shopOrdersForFulfilment(tx, [target.shopOrderId]);
    if (!shopOrder || shopOrder.orderStatus !== 'confirmed') throw new AppError('not_found');
    const before = await lockShipment(tx, target.shopOrderId, target.shipmentId);
    if (!before) throw new AppError('not_found');
    if (before.trackingTransporter === carrier && before.trackingNumber === entry.tracking_number) {
      return { shopOrder, corrected: null };
    }
    const after = await correctShipmentRow(tx, before.id, {
      carrier,
      carrierName: carrierNameOf(entry.carrier),
      trackingNumber: entry.tracking_number,
      trackingLink: trackingLink(carrier, entry.tracking_number),
      now,
    });
    if (!after) throw new AppError('conflict', { message: 'This shop order already has a parcel with that number.' });
    await deps.audit.record(
      actor,
      {
        action: 'shipment.correct',
        entityType: 'shop_order',
        entityId: target.shopOrderId,
        before: { shipment: auditedParcel(before) },
        after: { shipment: auditedParcel(after) },
      },
      tx,
    );
    return { shopOrder, corrected: after };
  });
  const { shopOrder, corrected } = outcome;
  if (corrected && shopOrder.status === 'sent') {
    await tellBuyers(
      deps,
      [{ shopOrderId: target.shopOrderId, orderId: shopOrder.orderId, status: 'sent', parcel: corrected }],
      fallbackOrigin,
    );
  }
  const parcels = await shipmentsOfShopOrders(deps.db, [target.shopOrderId]);
  return { shop_order_id: target.shopOrderId, corrected: corrected !== null, shipments: parcels.map(shipmentDto) };
}
