// Staff moving shop orders (docs/admin.md "Fulfilment and dispatch"): the chosen ones to a status along
// the flow, all or none, each move audited in the same transaction; a parcel typed by hand. The buyers
// are e-mailed once the change is committed (buyer-emails.ts), once per move: a shop order already in
// the status asked for does not move again.
import type { DispatchStatusBody, DispatchStatusResult, ShipmentEntry } from '@spindle/contracts';
import { checkFulfilmentMove, type ShopOrderStatus } from '@spindle/domain';
import { AppError } from '../../http/errors.ts';
import type { AuditActor, AuditLog } from '../audit/index.ts';
import { moveShopOrderStatus, shopOrdersForFulfilment } from '../checkout/index.ts';
import { tellBuyers, type BuyerEmailDeps, type BuyerNotice } from './buyer-emails.ts';
import { recordParcel } from './parcels.ts';
import { shipmentDto } from './shipment-dto.ts';
import { listPartners, shipmentsOfShopOrders } from './shipments.repo.ts';

export interface MovesDeps extends BuyerEmailDeps {
  audit: Pick<AuditLog, 'record'>;
  clock: () => Date;
}

type StatusRow = DispatchStatusResult['rows'][number];

/** Where each chosen shop order stands against the move asked for, before anything changes. */
function outcomesOf(
  ids: readonly number[],
  found: ReadonlyMap<number, { status: ShopOrderStatus; orderStatus: string }>,
  to: ShopOrderStatus,
): StatusRow[] {
  return ids.map((id) => {
    const row = found.get(id);
    if (!row || row.orderStatus !== 'confirmed') return { shop_order_id: id, from: null, outcome: 'not_found' };
    if (row.status === to) return { shop_order_id: id, from: row.status, outcome: 'unchanged' };
    const allowed = checkFulfilmentMove(row.status, to).ok;
    return { shop_order_id: id, from: row.status, outcome: allowed ? 'moved' : 'not_allowed' };
  });
}

/** POST admin/dispatch/status: every chosen shop order moves (or already is there), or none does. */
export async function moveShopOrders(
  deps: MovesDeps,
  actor: AuditActor,
  body: DispatchStatusBody,
  fallbackOrigin: string,
): Promise<DispatchStatusResult> {
  const ids = [...new Set(body.shop_order_ids)].sort((a, b) => a - b);
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const found = new Map((await shopOrdersForFulfilment(tx, ids)).map((row) => [row.shopOrderId, row]));
    const rows = outcomesOf(ids, found, body.status);
    if (rows.some((row) => row.outcome === 'not_found' || row.outcome === 'not_allowed')) {
      const held = rows.map((row) => (row.outcome === 'moved' ? { ...row, outcome: 'held' as const } : row));
      return { moved: false, rows: held, notices: [] };
    }
    const notices: BuyerNotice[] = [];
    for (const row of rows.filter((entry) => entry.outcome === 'moved')) {
      const move = await moveShopOrderStatus(tx, {
        shopOrderId: row.shop_order_id,
        to: body.status,
        now,
        allowed: (from, to) => checkFulfilmentMove(from, to).ok,
      });
      if (!move.ok)
        throw new AppError('conflict', { message: 'A shop order changed meanwhile; reload and try again.' });
      await deps.audit.record(
        actor,
        {
          action: 'shop_order.status',
          entityType: 'shop_order',
          entityId: move.shopOrderId,
          before: { status: move.from },
          after: { status: move.to },
        },
        tx,
      );
      notices.push({ shopOrderId: move.shopOrderId, orderId: move.orderId, status: move.to });
    }
    return { moved: true, rows, notices };
  });
  if (result.notices.length > 0) {
    const parcels = await shipmentsOfShopOrders(
      deps.db,
      result.notices.filter((notice) => notice.status === 'sent').map((notice) => notice.shopOrderId),
    );
    const withParcels = result.notices.map((notice) => ({
      ...notice,
      parcel: parcels.filter((parcel) => parcel.shopOrderId === notice.shopOrderId).at(-1) ?? null,
    }));
    await tellBuyers(deps, withParcels, fallbackOrigin);
  }
  return { moved: result.moved, rows: result.rows };
}

/** A partner key staff gave must be one of the partners (the shipment's foreign key says so too). */
export async function requirePartner(deps: Pick<MovesDeps, 'db'>, key: string | undefined): Promise<void> {
  if (key === undefined) return;
  const partners = await listPartners(deps.db);
  if (!partners.some((partner) => partner.key === key)) {
    throw new AppError('input_invalid', { fields: { logistician: 'logistician_unknown' } });
  }
}

/** POST admin/shop-orders/{id}/shipments: a parcel typed by hand; the buyer gets the dispatch e-mail once. */
export async function addShipment(
  deps: MovesDeps,
  actor: AuditActor,
  shopOrderId: number,
  entry: ShipmentEntry,
  fallbackOrigin: string,
) {
  await requirePartner(deps, entry.logistician);
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const [shopOrder] = await shopOrdersForFulfilment(tx, [shopOrderId]);
    if (!shopOrder || shopOrder.orderStatus !== 'confirmed') throw new AppError('not_found');
    const recorded = await recordParcel(tx, { audit: deps.audit, actor, action: 'shipment.create', now }, shopOrder, {
      carrier: entry.carrier,
      trackingNumber: entry.tracking_number,
      logistician: entry.logistician ?? shopOrder.logistician,
      logisticianOrderId: entry.logistician_order_id ?? null,
    });
    return { shopOrder, recorded };
  });
  const { shopOrder, recorded } = outcome;
  if (recorded.created && recorded.sent) {
    await tellBuyers(
      deps,
      [{ shopOrderId, orderId: shopOrder.orderId, status: 'sent', parcel: recorded.parcel }],
      fallbackOrigin,
    );
  }
  const parcels = await shipmentsOfShopOrders(deps.db, [shopOrderId]);
  return {
    shop_order_id: shopOrderId,
    status: recorded.created ? recorded.status : shopOrder.status,
    created: recorded.created,
    shipments: parcels.map(shipmentDto),
  };
}
