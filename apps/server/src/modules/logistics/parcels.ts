// Recording a parcel of a shop order, inside the caller's transaction (docs/admin.md "Fulfilment and
// dispatch"): the shipment with its carrier's tracking link (the spec's placeholder for a carrier
// without a page), the shop order walked to sent along the flow (packages/domain parcelEffectOn), and
// the audit row. Recording the same tracking number again changes nothing and writes no row.
import {
  carrierNameOf,
  checkFulfilmentMove,
  normaliseCarrier,
  parcelEffectOn,
  trackingLink,
  type ShopOrderStatus,
} from '@spindle/domain';
import type { Tx } from '@spindle/db';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { moveShopOrderStatus, type ShopOrderForFulfilment } from '../checkout/index.ts';
import { insertShipment, type ShipmentRow } from './shipments.repo.ts';

/** A parcel as staff type it or a partner's file gives it. */
export interface ParcelInput {
  /** As written ('Colissimo', 'COL'); stored as our carrier code. */
  carrier: string;
  trackingNumber: string;
  logistician: string | null;
  logisticianOrderId: string | null;
}

/** What recording did: nothing (already recorded), or the parcel and the shop order's status after it. */
export type RecordedParcel =
  { created: false } | { created: true; parcel: ShipmentRow; status: ShopOrderStatus; sent: boolean };

const fulfilmentRule = (from: ShopOrderStatus, to: ShopOrderStatus) => checkFulfilmentMove(from, to).ok;

/** Walks a shop order to sent, one allowed move at a time; a status changed meanwhile is a conflict. */
async function walkToSent(tx: Tx, shopOrder: ShopOrderForFulfilment, path: readonly ShopOrderStatus[], now: Date) {
  for (const to of path) {
    const move = await moveShopOrderStatus(tx, {
      shopOrderId: shopOrder.shopOrderId,
      to,
      now,
      allowed: fulfilmentRule,
    });
    if (!move.ok)
      throw new AppError('conflict', { message: 'The shop order changed meanwhile; reload and try again.' });
  }
}

/** Records a parcel of a paid shop order, moves it to sent when it was not, and audits it, all in `tx`. */
export async function recordParcel(
  tx: Tx,
  context: { audit: Pick<AuditLog, 'record'>; actor: AuditActor; action: string; now: Date },
  shopOrder: ShopOrderForFulfilment,
  input: ParcelInput,
): Promise<RecordedParcel> {
  const effect = parcelEffectOn(shopOrder.status);
  if (shopOrder.orderStatus !== 'confirmed' || effect.kind === 'refuse') {
    throw new AppError('shop_order_transition_not_allowed');
  }
  const carrier = normaliseCarrier(input.carrier);
  const parcel = await insertShipment(tx, {
    shopOrderId: shopOrder.shopOrderId,
    carrier,
    carrierName: carrierNameOf(input.carrier),
    trackingNumber: input.trackingNumber,
    trackingLink: trackingLink(carrier, input.trackingNumber),
    logistician: input.logistician,
    logisticianOrderId: input.logisticianOrderId,
    sentAt: context.now,
  });
  if (!parcel) return { created: false };
  if (effect.kind === 'move') await walkToSent(tx, shopOrder, effect.path, context.now);
  const status: ShopOrderStatus = effect.kind === 'move' ? 'sent' : shopOrder.status;
  await context.audit.record(
    context.actor,
    {
      action: context.action,
      entityType: 'shop_order',
      entityId: shopOrder.shopOrderId,
      before: { status: shopOrder.status },
      after: {
        status,
        shipment: {
          id: parcel.id,
          carrier,
          tracking_number: parcel.trackingNumber,
          logistician: parcel.logistician,
          logistician_order_id: parcel.logisticianId,
        },
      },
    },
    tx,
  );
  return { created: true, parcel, status, sent: effect.kind === 'move' };
}
