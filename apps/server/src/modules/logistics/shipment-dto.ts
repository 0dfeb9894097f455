// A parcel as staff and buyers read it: the carrier's name, the tracking link (none for a carrier
// without a tracking page: the spec's placeholder is not a link) and the partner's back-office page.
import type { Shipment } from '@spindle/contracts';
import { TRACKING_LINK_PLACEHOLDER, logisticianOrderLink, shipmentTrackingLink } from '@spindle/domain';
import type { ShipmentRow } from './shipments.repo.ts';

/** The tracking link to show for a parcel, null for none. */
export function trackingLinkOf(row: Pick<ShipmentRow, 'trackingLink' | 'trackingTransporter' | 'trackingNumber'>) {
  const link = shipmentTrackingLink({
    tracking_link: row.trackingLink,
    tracking_transporter: row.trackingTransporter,
    tracking_number: row.trackingNumber,
  });
  return link === TRACKING_LINK_PLACEHOLDER ? null : link;
}

export function shipmentDto(row: ShipmentRow): Shipment {
  return {
    id: row.id,
    carrier: row.trackingTransporter,
    carrier_name: row.transporter ?? row.trackingTransporter,
    tracking_number: row.trackingNumber,
    tracking_link: trackingLinkOf(row),
    logistician: row.logistician,
    logistician_order_id: row.logisticianId,
    logistician_link: row.logisticianId ? logisticianOrderLink(row.logistician, row.logisticianId) : null,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}
